import { bestBefore, daysUntilExpiry, expiresAt, hasSomeLeft, notificationLevel, storeItemStatus } from './expiry';

// local-time moments, so these hold in any time zone the tests run in
const local = (month: number, day: number, hour: number, minute = 0) => new Date(2026, month, day, hour, minute).getTime();

const added = new Date(local(10, 1, 12)).toISOString();
const item = (estimated_expiry_days?: number | null) => ({ date_added: added, estimated_expiry_days });

describe('store page (SPEC §4: default 14 days, expiring within 3 days)', () => {
  test.each([
    // best before 11 November: expiring from 'expires in 3 days', good all of the 11th
    [10, local(10, 1, 12), 'fresh'],
    [10, local(10, 7, 23, 59), 'fresh'],
    [10, local(10, 8, 0), 'expiring'],
    [10, local(10, 11, 23, 59), 'expiring'],
    [10, local(10, 12, 0), 'expired'],
    // best before 15 November
    [null, local(10, 11, 23, 59), 'fresh'],
    [null, local(10, 12, 0), 'expiring'],
    [null, local(10, 15, 23, 59), 'expiring'],
    [null, local(10, 16, 0), 'expired'],
    // best before the day it was added: good until that day is over
    [0, local(10, 1, 12, 1), 'expiring'],
    [0, local(10, 2, 0), 'expired'],
  ] as const)('expiry %p days, at %i → %s', (days, at, status) => {
    expect(storeItemStatus(item(days), at)).toBe(status);
  });
});

describe('notifications (SPEC §4: default 30 days, warning within 2 days, danger on or after)', () => {
  test.each([
    // best before 6 November
    [5, local(10, 3, 23, 59), null],
    [5, local(10, 4, 0), 'warning'],
    [5, local(10, 6, 23, 59), 'warning'],
    [5, local(10, 7, 0), 'danger'],
    [5, local(11, 21, 12), 'danger'],
    // best before 1 December
    [undefined, local(10, 28, 23, 59), null],
    [undefined, local(10, 29, 0), 'warning'],
    [undefined, local(11, 1, 23, 59), 'warning'],
    [undefined, local(11, 2, 0), 'danger'],
  ] as const)('expiry %p days, at %i → %p', (days, at, level) => {
    expect(notificationLevel(item(days), at)).toBe(level);
  });
});

test('expiresAt is the start of the day after the best-before date, and daysUntilExpiry counts to that date', () => {
  expect(bestBefore(item(3), 14)).toBe('2026-11-04');
  expect(bestBefore(item(null), 14)).toBe('2026-11-15');
  expect(expiresAt(item(3), 14)).toBe(local(10, 5, 0));
  expect(daysUntilExpiry(item(3), 14, local(10, 1, 12))).toBe(3);
  expect(daysUntilExpiry(item(3), 14, local(10, 4, 23, 59))).toBe(0);
  expect(daysUntilExpiry(item(3), 14, local(10, 6, 12))).toBe(-2);
});

test('an item is good all of its best-before day, whatever the time of day it was added (QA stores D2)', () => {
  // milk added at 04:40 on 7 December, best before 10 December
  const milk = { date_added: new Date(local(11, 7, 4, 40)).toISOString(), estimated_expiry_days: 3 };
  for (const at of [local(11, 10, 0), local(11, 10, 4, 41), local(11, 10, 12), local(11, 10, 23, 59)]) {
    expect(storeItemStatus(milk, at)).toBe('expiring');
    expect(notificationLevel(milk, at)).toBe('warning');
    expect(daysUntilExpiry(milk, 14, at)).toBe(0);
  }
  expect(storeItemStatus(milk, local(11, 11, 0))).toBe('expired');
  expect(notificationLevel(milk, local(11, 11, 0))).toBe('danger');
  expect(daysUntilExpiry(milk, 14, local(11, 11, 0))).toBe(-1);
});

test('daysUntilExpiry counts calendar days too', () => {
  const expiringLastNight = { date_added: new Date(local(10, 20, 19)).toISOString(), estimated_expiry_days: 7 };
  expect(daysUntilExpiry(expiringLastNight, 14, local(10, 28, 14))).toBe(-1);
  expect(daysUntilExpiry(expiringLastNight, 14, local(10, 26, 20))).toBe(1);
  // counted by calendar date, not in 24-hour periods: its day from its first minute to its last, across a month's end
  expect(daysUntilExpiry(expiringLastNight, 14, local(10, 27, 0, 1))).toBe(0);
  expect(daysUntilExpiry(expiringLastNight, 14, local(10, 27, 23, 59))).toBe(0);
  const newYear = { date_added: new Date(local(11, 31, 23)).toISOString(), estimated_expiry_days: 1 };
  expect(daysUntilExpiry(newYear, 14, local(11, 31, 23, 30))).toBe(1);
  // the digest, which knows no user's time zone, counts UTC dates
  const utc = { date_added: new Date(Date.UTC(2026, 10, 21, 8)).toISOString(), estimated_expiry_days: 3 };
  expect(daysUntilExpiry(utc, 14, Date.UTC(2026, 10, 24, 23, 59), 'UTC')).toBe(0);
  expect(daysUntilExpiry(utc, 14, Date.UTC(2026, 10, 20, 23, 59), 'UTC')).toBe(4);
});

test('the digest counts in UTC dates', () => {
  // 03:40 UTC on 18 November, 3 days: best before 21 November, in that UTC day's morning still 0 days to go
  const chicken = { date_added: '2026-11-18T03:40:00.000Z', estimated_expiry_days: 3 };
  expect(bestBefore(chicken, 14, 'UTC')).toBe('2026-11-21');
  expect(expiresAt(chicken, 14, 'UTC')).toBe(Date.UTC(2026, 10, 22));
  expect(daysUntilExpiry(chicken, 14, Date.UTC(2026, 10, 21, 8), 'UTC')).toBe(0);
  expect(daysUntilExpiry(chicken, 14, Date.UTC(2026, 10, 22, 0), 'UTC')).toBe(-1);
});

test('an entry with nothing left is not warned about', () => {
  expect(hasSomeLeft({ quantity: 0 })).toBe(false);
  expect(hasSomeLeft({ quantity: 0.25 })).toBe(true);
  expect(hasSomeLeft({ quantity: 3 })).toBe(true);
});
