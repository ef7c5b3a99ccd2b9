// Keeps the browser's install prompt (beforeinstallprompt) so the menu's Install button can show it later.
// SPEC §4: on iOS there is no prompt; the button shows an alert explaining Add to Home Screen.
import { useSyncExternalStore } from 'react';
import { IOS_INSTALL_HELP, installMode, isIos, type InstallMode } from '../lib/installPrompt';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Call once, early (before the browser fires the event). */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function currentMode(): InstallMode {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true
    || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return installMode({ hasPrompt: deferred !== null, ios: isIos(navigator.userAgent, navigator.maxTouchPoints), standalone });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallMode(): InstallMode {
  return useSyncExternalStore(subscribe, currentMode, () => 'none');
}

export async function install(): Promise<void> {
  if (currentMode() === 'ios') {
    window.alert(IOS_INSTALL_HELP);
    return;
  }
  const event = deferred;
  if (!event) return;
  // a prompt can be shown once
  deferred = null;
  notify();
  try {
    await event.prompt();
    await event.userChoice;
  } catch (err) {
    console.warn('install: the prompt failed', err);
  }
}
