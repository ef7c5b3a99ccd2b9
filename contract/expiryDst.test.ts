/**
 * @jest-environment ./tests/fixtures/timeZoneEnvironment.js
 * @jest-environment-options {"timeZone": "Europe/Berlin"}
 */
// Expiry across daylight-saving changes (QA intl D5), in Berlin: clocks go forward on 28 March 2027 and back on
// 31 October 2027. Dates are written as local times (the month counts from 0).
import { bestBefore, daysUntilExpiry, expiresAt, expiryDate, expiryDaysTo, notificationLevel, storeItemStatus } from './expiry';

const local = (month: number, day: number, hour: number, minute = 0) => new Date(2027, month, day, hour, minute).getTime();
const added = (ms: number, days: number) => ({ date_added: new Date(ms).toISOString(), estimated_expiry_days: days });

test('the tests run in Berlin time', () => {
  expect(new Date(local(2, 27, 12)).getTimezoneOffset()).toBe(-60);
  expect(new Date(local(2, 28, 12)).getTimezoneOffset()).toBe(-120);
});

test('the day the clocks go forward (23 hours) is a best-before day like any other: good until its midnight', () => {
  // added at 23:40 the night before, 1 day: best before 28 March
  const milk = added(local(2, 27, 23, 40), 1);
  expect(bestBefore(milk, 14)).toBe('2027-03-28');
  expect(expiresAt(milk, 14)).toBe(local(2, 29, 0));
  expect(expiresAt(milk, 14) - local(2, 28, 0)).toBe(23 * 60 * 60 * 1000);
  for (const at of [local(2, 28, 0), local(2, 28, 3), local(2, 28, 23, 59)]) {
    expect(storeItemStatus(milk, at)).toBe('expiring');
    expect(notificationLevel(milk, at)).toBe('warning');
    expect(daysUntilExpiry(milk, 14, at)).toBe(0);
  }
  expect(storeItemStatus(milk, local(2, 29, 0))).toBe('expired');
  expect(notificationLevel(milk, local(2, 29, 0))).toBe('danger');
  expect(daysUntilExpiry(milk, 14, local(2, 29, 0))).toBe(-1);
  // 7 days across the change: best before 3 April, expired from its midnight, not at 23:40 nor at 00:40
  const week = added(local(2, 27, 23, 40), 7);
  expect(storeItemStatus(week, local(3, 3, 23, 45))).toBe('expiring');
  expect(storeItemStatus(week, local(3, 4, 0))).toBe('expired');
});

test('the day the clocks go back (25 hours) is good all 25 hours', () => {
  const cream = added(local(9, 30, 12), 1);
  expect(bestBefore(cream, 14)).toBe('2027-10-31');
  expect(expiresAt(cream, 14)).toBe(local(10, 1, 0));
  expect(expiresAt(cream, 14) - local(9, 31, 0)).toBe(25 * 60 * 60 * 1000);
  expect(storeItemStatus(cream, local(9, 31, 23, 59))).toBe('expiring');
  expect(notificationLevel(cream, local(9, 31, 23, 59))).toBe('warning');
  expect(storeItemStatus(cream, local(10, 1, 0))).toBe('expired');
});

test('the windows before expiry are calendar days too: expiring from 3 days before the best-before date, a warning from 2', () => {
  // best before 1 April
  const butter = added(local(2, 25, 20), 7);
  expect(storeItemStatus(butter, local(2, 28, 23, 59))).toBe('fresh');
  expect(storeItemStatus(butter, local(2, 29, 0))).toBe('expiring');
  expect(notificationLevel(butter, local(2, 29, 23, 59))).toBeNull();
  expect(notificationLevel(butter, local(2, 30, 0))).toBe('warning');
});

test('the digest, which knows no user\'s time zone, counts UTC dates', () => {
  // 23:40 in Berlin on 27 March is 22:40 UTC: 7 days on is 3 April in UTC too, expired from its UTC midnight
  const milk = added(local(2, 27, 23, 40), 7);
  expect(bestBefore(milk, 14, 'UTC')).toBe('2027-04-03');
  expect(expiresAt(milk, 14, 'UTC')).toBe(Date.UTC(2027, 3, 4));
});

test('a best-before date chosen is whole days from the date added, however long the days between are', () => {
  // added at 23:40 the night before the clocks go forward: 3 April is 7 days on, though 167 hours
  const milk = added(local(2, 27, 23, 40), 7);
  expect(expiryDate(milk.date_added, 7)).toBe('2027-04-03');
  expect(expiryDaysTo(milk.date_added, '2027-04-03')).toBe(7);
  expect(bestBefore({ ...milk, estimated_expiry_days: expiryDaysTo(milk.date_added, '2027-04-03') }, 14)).toBe('2027-04-03');
  // across the clocks going back (a 25-hour day)
  const cream = added(local(9, 30, 12), 1);
  expect(expiryDaysTo(cream.date_added, '2027-11-01')).toBe(2);
  expect(expiryDate(cream.date_added, 2)).toBe('2027-11-01');
  // 00:30 on 28 March in Berlin is still 27 March in UTC: the days count from the user's date, the 28th
  const late = added(local(2, 28, 0, 30), 0);
  expect(late.date_added.slice(0, 10)).toBe('2027-03-27');
  expect(expiryDate(late.date_added, 0)).toBe('2027-03-28');
  expect(expiryDaysTo(late.date_added, '2027-03-29')).toBe(1);
  expect(expiresAt({ ...late, estimated_expiry_days: 1 }, 14)).toBe(local(2, 30, 0));
});

test('a date before the date added counts as negative days, and no date as none', () => {
  const milk = added(local(2, 27, 23, 40), 7);
  expect(expiryDaysTo(milk.date_added, '2027-03-27')).toBe(0);
  expect(expiryDaysTo(milk.date_added, '2027-03-26')).toBe(-1);
  expect(expiryDaysTo(milk.date_added, '')).toBeNaN();
});
