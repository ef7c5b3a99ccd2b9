import { installMode, isIos } from './installPrompt';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

test('isIos knows iPhones, iPads that say they are Macs, and nothing else', () => {
  expect(isIos(IPHONE)).toBe(true);
  expect(isIos(IPADOS, 5)).toBe(true);
  expect(isIos(IPADOS, 0)).toBe(false);
  expect(isIos(ANDROID, 5)).toBe(false);
});

test('Install uses the browser prompt when there is one', () => {
  expect(installMode({ hasPrompt: true, ios: false, standalone: false })).toBe('prompt');
});

test('on iOS, without a prompt, Install explains Add to Home Screen', () => {
  expect(installMode({ hasPrompt: false, ios: true, standalone: false })).toBe('ios');
});

test('no Install without a prompt elsewhere, nor once installed', () => {
  expect(installMode({ hasPrompt: false, ios: false, standalone: false })).toBe('none');
  expect(installMode({ hasPrompt: true, ios: true, standalone: true })).toBe('none');
});
