/**
 * @jest-environment ./tests/fixtures/timeZoneEnvironment.js
 * @jest-environment-options {"timeZone": "Europe/Berlin"}
 */
// Expiry across daylight-saving changes (QA intl D5), in Berlin: clocks go forward on 28 March 2027 and back on
// 31 October 2027. Dates are written as local times (the month counts from 0).
import { daysUntilExpiry, expiresAt, notificationLevel, storeItemStatus } from './expiry';

const local = (month: number, day: number, hour: number, minute = 0) => new Date(2027, month, day, hour, minute).getTime();
const added = (ms: number, days: number) => ({ date_added: new Date(ms).toISOString(), estimated_expiry_days: days });

test('the tests run in Berlin time', () => {
  expect(new Date(local(2, 27, 12)).getTimezoneOffset()).toBe(-60);
  expect(new Date(local(2, 28, 12)).getTimezoneOffset()).toBe(-120);
});

test('milk added at 23:40 the night before the clocks go forward expires 7 days later at 23:40, not at 00:40 the day after', () => {
  const milk = added(local(2, 27, 23, 40), 7);
  expect(expiresAt(milk, 14)).toBe(local(3, 3, 23, 40));
  const at = local(3, 3, 23, 45);
  expect(storeItemStatus(milk, at)).toBe('expired');
  expect(notificationLevel(milk, at)).toBe('danger');
  expect(daysUntilExpiry(milk, 14, at)).toBe(0);
  // as an item added the same time in a week without a clock change does
  expect(storeItemStatus(added(local(2, 13, 23, 40), 7), local(2, 20, 23, 45))).toBe('expired');
});

test('across the clocks going back, an item expires at the time it was added, not an hour early', () => {
  const cream = added(local(9, 30, 23, 40), 7);
  expect(expiresAt(cream, 14)).toBe(local(10, 6, 23, 40));
  expect(storeItemStatus(cream, local(10, 6, 23))).toBe('expiring');
  expect(notificationLevel(cream, local(10, 6, 23))).toBe('warning');
});

test('the windows before expiry are calendar days too: expiring from 3 days before, a warning from 2, at the same time of day', () => {
  const butter = added(local(2, 25, 20), 7);
  expect(storeItemStatus(butter, local(2, 29, 19, 59))).toBe('fresh');
  expect(storeItemStatus(butter, local(2, 29, 20))).toBe('expiring');
  expect(notificationLevel(butter, local(2, 30, 19, 59))).toBeNull();
  expect(notificationLevel(butter, local(2, 30, 20))).toBe('warning');
});

test('the digest, which knows no user\'s time zone, counts in UTC: 7 days are 7 × 24 hours', () => {
  const milk = added(local(2, 27, 23, 40), 7);
  expect(expiresAt(milk, 14, 'UTC')).toBe(Date.parse(milk.date_added) + 7 * 24 * 60 * 60 * 1000);
});
