// The prompt the browser offers is caught at the start (install.ts, in the first load) and shown by the menu's
// Install button (installMenu.ts, loaded with the menu), once.
import { act, renderHook } from '@testing-library/react';
import { captureInstallPrompt } from './install';
import { install, useInstallMode } from './installMenu';

beforeAll(() => captureInstallPrompt());

test('a prompt offered before the menu loads is offered by Install, and shown once', async () => {
  const offered = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.dispatchEvent(offered);
  expect(offered.defaultPrevented).toBe(true);

  const { result } = renderHook(() => useInstallMode());
  expect(result.current).toBe('prompt');
  await act(() => install());
  expect(offered.prompt).toHaveBeenCalledTimes(1);
  expect(result.current).toBe('none');
  await act(() => install());
  expect(offered.prompt).toHaveBeenCalledTimes(1);
});

test('once the app is installed, the prompt is no longer offered', () => {
  window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: jest.fn(), userChoice: new Promise(() => undefined) }));
  const { result } = renderHook(() => useInstallMode());
  expect(result.current).toBe('prompt');
  act(() => { window.dispatchEvent(new Event('appinstalled')); });
  expect(result.current).toBe('none');
});
