import { calendarDaysBetween, daysUntilExpiry, expiresAt, hasSomeLeft, notificationLevel, storeItemStatus } from './expiry';

const DAY = 24 * 60 * 60 * 1000;
const added = '2026-11-01T12:00:00.000Z';
const t0 = Date.parse(added);
const item = (estimated_expiry_days?: number | null) => ({ date_added: added, estimated_expiry_days });

describe('store page (SPEC §4: default 14 days, expiring within 3 days)', () => {
  test.each([
    [10, 0, 'fresh'],
    [10, 7 * DAY - 1, 'fresh'],
    [10, 7 * DAY, 'expiring'],
    [10, 10 * DAY, 'expiring'],
    [10, 10 * DAY + 1, 'expired'],
    [null, 11 * DAY - 1, 'fresh'],
    [null, 11 * DAY, 'expiring'],
    [null, 14 * DAY + 1, 'expired'],
    [0, 1, 'expired'],
  ] as const)('expiry %p days, %i ms after adding → %s', (days, after, status) => {
    expect(storeItemStatus(item(days), t0 + after)).toBe(status);
  });
});

describe('notifications (SPEC §4: default 30 days, warning within 2 days, danger on or after)', () => {
  test.each([
    [5, 3 * DAY - 1, null],
    [5, 3 * DAY, 'warning'],
    [5, 5 * DAY - 1, 'warning'],
    [5, 5 * DAY, 'danger'],
    [5, 50 * DAY, 'danger'],
    [undefined, 28 * DAY - 1, null],
    [undefined, 28 * DAY, 'warning'],
    [undefined, 30 * DAY, 'danger'],
  ] as const)('expiry %p days, %i ms after adding → %p', (days, after, level) => {
    expect(notificationLevel(item(days), t0 + after)).toBe(level);
  });
});

test('expiresAt and daysUntilExpiry', () => {
  expect(expiresAt(item(3), 14)).toBe(t0 + 3 * DAY);
  expect(daysUntilExpiry(item(3), 14, t0)).toBe(3);
  expect(daysUntilExpiry(item(3), 14, t0 + 5 * DAY)).toBe(-2);
});

// local-time moments, so these hold in any time zone the tests run in
const local = (month: number, day: number, hour: number, minute = 0) => new Date(2026, month, day, hour, minute).getTime();

test('days are counted by calendar date, not in 24-hour periods', () => {
  const now = local(10, 28, 14);
  expect(calendarDaysBetween(now, local(10, 28, 0, 1))).toBe(0);
  expect(calendarDaysBetween(now, local(10, 28, 23, 59))).toBe(0);
  expect(calendarDaysBetween(now, local(10, 27, 19))).toBe(-1);
  expect(calendarDaysBetween(now, local(10, 29, 0, 30))).toBe(1);
  expect(calendarDaysBetween(now, local(10, 30, 0, 51))).toBe(2);
  expect(calendarDaysBetween(now, local(11, 1, 9))).toBe(3);
  expect(calendarDaysBetween(local(11, 31, 23), local(12, 1, 1))).toBe(1);
  // the digest, which knows no user's time zone, counts UTC dates
  expect(calendarDaysBetween(Date.UTC(2026, 10, 21, 8), Date.UTC(2026, 10, 24, 23, 59), 'UTC')).toBe(3);
  expect(calendarDaysBetween(Date.UTC(2026, 10, 21, 8), Date.UTC(2026, 10, 20, 23, 59), 'UTC')).toBe(-1);
});

test('daysUntilExpiry counts calendar days too', () => {
  const expiringLastNight = { date_added: new Date(local(10, 20, 19)).toISOString(), estimated_expiry_days: 7 };
  expect(daysUntilExpiry(expiringLastNight, 14, local(10, 28, 14))).toBe(-1);
  expect(daysUntilExpiry(expiringLastNight, 14, local(10, 26, 20))).toBe(1);
});

test('an entry with nothing left is not warned about', () => {
  expect(hasSomeLeft({ quantity: 0 })).toBe(false);
  expect(hasSomeLeft({ quantity: 0.25 })).toBe(true);
  expect(hasSomeLeft({ quantity: 3 })).toBe(true);
});
