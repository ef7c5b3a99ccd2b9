import { scrollMotion } from './motion';

const preferring = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia;
};
const original = window.matchMedia;
afterEach(() => { window.matchMedia = original; });

test('a script scrolls smoothly, or at once when the user prefers reduced motion', () => {
  preferring(false);
  expect(scrollMotion()).toBe('smooth');
  preferring(true);
  expect(scrollMotion()).toBe('auto');
});
