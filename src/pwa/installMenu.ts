// The menu's Install button (SPEC §4): the browser's prompt kept by src/pwa/install.ts, or on iOS (no prompt)
// an alert explaining Add to Home Screen.
import { useSyncExternalStore } from 'react';
import { IOS_INSTALL_HELP, installMode, isIos, type InstallMode } from '../lib/installPrompt';
import { hasInstallPrompt, subscribeToInstallPrompt, takeInstallPrompt } from './install';

function currentMode(): InstallMode {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true
    || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installMode({ hasPrompt: hasInstallPrompt(), ios: isIos(navigator.userAgent, navigator.maxTouchPoints), standalone });
}

export function useInstallMode(): InstallMode {
  return useSyncExternalStore(subscribeToInstallPrompt, currentMode, () => 'none');
}

export async function install(): Promise<void> {
  if (currentMode() === 'ios') {
    window.alert(IOS_INSTALL_HELP);
    return;
  }
  const event = takeInstallPrompt();
  if (!event) return;
  try {
    await event.prompt();
    await event.userChoice;
  } catch (err) {
    console.warn('install: the prompt failed', err);
  }
}
