import { expiryLabel } from './expiry';

// local-time moments, so the dates hold in any time zone the tests run in
const local = (month: number, day: number, hour: number, minute = 0) => new Date(2026, month, day, hour, minute).getTime();

test('labels count calendar days, not 24-hour periods', () => {
  const at = local(10, 28, 14);
  expect(expiryLabel(local(10, 25, 20), at)).toBe('expired 3 days ago');
  expect(expiryLabel(local(10, 27, 19), at)).toBe('expired 1 day ago');
  expect(expiryLabel(local(10, 28, 0, 30), at)).toBe('expired today');
  expect(expiryLabel(at, at)).toBe('expired today');
  expect(expiryLabel(local(10, 28, 23, 59), at)).toBe('expires within a day');
  expect(expiryLabel(local(10, 29, 0, 30), at)).toBe('expires in 1 day');
  expect(expiryLabel(local(10, 30, 0, 51), at)).toBe('expires in 2 days');
  expect(expiryLabel(local(11, 1, 9), at)).toBe('expires in 3 days');
});
