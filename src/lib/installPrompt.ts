// SPEC §4: Install is offered when the browser allows it; on iOS (no install prompt) the button explains
// Add to Home Screen instead. Pure decisions; src/pwa/install.ts keeps the browser's prompt event, installMenu.ts uses it.
export type InstallMode = 'prompt' | 'ios' | 'none';

export const IOS_INSTALL_HELP =
  'To install Larder, tap the Share button in Safari, then choose "Add to Home Screen".';

/** iPhone, iPod and iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function installMode(env: { hasPrompt: boolean; ios: boolean; standalone: boolean }): InstallMode {
  if (env.standalone) return 'none';
  if (env.hasPrompt) return 'prompt';
  return env.ios ? 'ios' : 'none';
}
