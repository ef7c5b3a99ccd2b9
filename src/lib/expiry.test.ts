import { daysUntilExpiry, expiryLabel } from './expiry';

// local-time moments, so the dates hold in any time zone the tests run in
const local = (month: number, day: number, hour: number, minute = 0) => new Date(2026, month, day, hour, minute).getTime();

test('labels say the calendar days to the best-before date: it expires today all that day, and expired a day ago the next', () => {
  expect(expiryLabel(-3)).toBe('expired 3 days ago');
  expect(expiryLabel(-1)).toBe('expired 1 day ago');
  expect(expiryLabel(0)).toBe('expires today');
  expect(expiryLabel(1)).toBe('expires in 1 day');
  expect(expiryLabel(2)).toBe('expires in 2 days');
});

test('an item added in the evening says when by dates, not 24-hour periods', () => {
  // added at 20:00 on 25 November, 3 days: best before 28 November
  const milk = { date_added: new Date(local(10, 25, 20)).toISOString(), estimated_expiry_days: 3 };
  const label = (at: number) => expiryLabel(daysUntilExpiry(milk, 14, at));
  expect(label(local(10, 26, 8))).toBe('expires in 2 days');
  expect(label(local(10, 28, 0, 30))).toBe('expires today');
  expect(label(local(10, 28, 21))).toBe('expires today');
  expect(label(local(10, 29, 0, 30))).toBe('expired 1 day ago');
  expect(label(local(11, 1, 9))).toBe('expired 3 days ago');
});
