/**
 * @jest-environment ./tests/fixtures/timeZoneEnvironment.js
 * @jest-environment-options {"timeZone": "Europe/Berlin"}
 */
// Expiry across daylight-saving changes (QA intl D5), in Berlin: clocks go forward on 28 March 2027 and back on
// 31 October 2027. Dates are written as local times (the month counts from 0).
import { daysUntilExpiry, expiresAt, expiryDate, expiryDaysTo, notificationLevel, storeItemStatus } from './expiry';

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

test('a best-before date chosen is whole days from the date added, however long the days between are', () => {
  // added at 23:40 the night before the clocks go forward: 3 April is 7 days on, though 167 hours
  const milk = added(local(2, 27, 23, 40), 7);
  expect(expiryDate(milk.date_added, 7)).toBe('2027-04-03');
  expect(expiryDaysTo(milk.date_added, '2027-04-03')).toBe(7);
  expect(expiresAt({ ...milk, estimated_expiry_days: expiryDaysTo(milk.date_added, '2027-04-03') }, 14)).toBe(local(3, 3, 23, 40));
  // across the clocks going back (a 25-hour day)
  const cream = added(local(9, 30, 12), 1);
  expect(expiryDaysTo(cream.date_added, '2027-11-01')).toBe(2);
  expect(expiryDate(cream.date_added, 2)).toBe('2027-11-01');
  // 00:30 on 28 March in Berlin is still 27 March in UTC: the days count from the user's date, the 28th
  const late = added(local(2, 28, 0, 30), 0);
  expect(late.date_added.slice(0, 10)).toBe('2027-03-27');
  expect(expiryDate(late.date_added, 0)).toBe('2027-03-28');
  expect(expiryDaysTo(late.date_added, '2027-03-29')).toBe(1);
  expect(expiresAt({ ...late, estimated_expiry_days: 1 }, 14)).toBe(local(2, 29, 0, 30));
});

test('a date before the date added counts as negative days, and no date as none', () => {
  const milk = added(local(2, 27, 23, 40), 7);
  expect(expiryDaysTo(milk.date_added, '2027-03-27')).toBe(0);
  expect(expiryDaysTo(milk.date_added, '2027-03-26')).toBe(-1);
  expect(expiryDaysTo(milk.date_added, '')).toBeNaN();
});
