import { lengthAgainst } from './textLength';

test('the length is told from 80 % of the bound, and past it how far over (QA newcomer D4)', () => {
  expect(lengthAgainst('a'.repeat(3_999), 5_000)).toBeNull();
  expect(lengthAgainst('a'.repeat(4_000), 5_000)).toBe('4,000 of 5,000 characters');
  expect(lengthAgainst('a'.repeat(5_000), 5_000)).toBe('5,000 of 5,000 characters');
  expect(lengthAgainst('a'.repeat(7_279), 5_000)).toBe('7,279 of 5,000 characters, 2,279 too many');
  expect(lengthAgainst('a'.repeat(201), 200)).toBe('201 of 200 characters, 1 too many');
});
