// Expiry of store items (SPEC §4, §9). An item's expiry day (its best-before date) is the calendar day it was added
// plus its expiry days; it is good all of that day ('expires today') and expired from the start of the next, whatever
// the time of day it was added. Days are the user's (local time) in the app, UTC in the server's digest. The store
// page and the notifications use different defaults and windows, as the spec gives them.
import {
  EXPIRING_WINDOW_DAYS, NOTIFICATION_EXPIRY_DEFAULT_DAYS, NOTIFICATION_WARNING_DAYS, STORE_EXPIRY_DEFAULT_DAYS,
} from './constants';
import type { StoreItem } from './entities';

const DAY_MS = 24 * 60 * 60 * 1000;

type Dated = Pick<StoreItem, 'date_added'> & { estimated_expiry_days?: number | null };

/** The user's local time zone (the app's), or UTC (the server's digest, which knows no user's zone). */
type Zone = 'local' | 'UTC';

/** A moment's calendar date as a day count since 1970-01-01, in the local time zone or in UTC. */
function dayNumber(ms: number, zone: Zone): number {
  if (zone === 'UTC') return Math.floor(ms / DAY_MS);
  // the local date read back as a UTC midnight, so a daylight-saving day (23 or 25 hours) still counts as one
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;
}

/** The moment a day (a day number) starts: its midnight in the local time zone or in UTC. */
function startOfDay(day: number, zone: Zone): number {
  if (zone === 'UTC') return day * DAY_MS;
  const d = new Date(day * DAY_MS);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()).getTime();
}

/** A day number as a date field holds it ('2027-04-03'). */
const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const expiryDaysOf = (item: Dated, defaultDays: number): number =>
  (Number.isFinite(item.estimated_expiry_days) ? Number(item.estimated_expiry_days) : defaultDays);

/** The item's expiry day as a day number: the date it was added plus its expiry days. */
const expiryDay = (item: Dated, defaultDays: number, zone: Zone): number =>
  dayNumber(Date.parse(item.date_added), zone) + expiryDaysOf(item, defaultDays);

/** The item's best-before date ('2027-04-03'): the last day it is good. */
export function bestBefore(item: Dated, defaultDays: number, zone: Zone = 'local'): string {
  return isoDay(expiryDay(item, defaultDays, zone));
}

/**
 * The moment the item expires: the start of the day after its best-before date, as the item is good all of that
 * day. Midnight of a calendar day, so across a daylight-saving change the days before it are 23 or 25 hours.
 */
export function expiresAt(item: Dated, defaultDays: number, zone: Zone = 'local'): number {
  return startOfDay(expiryDay(item, defaultDays, zone) + 1, zone);
}

/**
 * Calendar days from `now` to the item's best-before date: 0 on that day ('expires today'), 1 the day before, -1 the
 * day after it (expired 1 day ago). The windows and the labels count these.
 */
export function daysUntilExpiry(item: Dated, defaultDays: number, now: number = Date.now(), zone: Zone = 'local'): number {
  return expiryDay(item, defaultDays, zone) - dayNumber(now, zone);
}

export type StoreItemStatus = 'expired' | 'expiring' | 'fresh';

/**
 * SPEC §4: expired once date added plus expiry days has passed, that is once its best-before day is over; expiring
 * within the last 3 days before, from 'expires in 3 days' to 'expires today'.
 */
export function storeItemStatus(item: Dated, now: number = Date.now()): StoreItemStatus {
  const left = daysUntilExpiry(item, STORE_EXPIRY_DEFAULT_DAYS, now);
  if (left < 0) return 'expired';
  if (left <= EXPIRING_WINDOW_DAYS) return 'expiring';
  return 'fresh';
}

export type NotificationLevel = 'danger' | 'warning';

/**
 * SPEC §4: 'danger' on or after the expiry moment (the start of the day after its best-before date); a warning within
 * the last 2 days before it, from 'expires in 2 days' to 'expires today'.
 */
export function notificationLevel(item: Dated, now: number = Date.now()): NotificationLevel | null {
  const left = daysUntilExpiry(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS, now);
  if (left < 0) return 'danger';
  if (left <= NOTIFICATION_WARNING_DAYS) return 'warning';
  return null;
}

/** Ours: an entry with nothing left (quantity 0) is not warned about: no notice, no 'Use first', no digest line. */
export const hasSomeLeft = (item: Pick<StoreItem, 'quantity'>): boolean => item.quantity > 0;

/**
 * The calendar date, as a date field holds it ('2027-04-03'), `days` days after the date an item was added, in the
 * user's time zone: its expiry date for those expiry days.
 */
export function expiryDate(dateAdded: string, days: number): string {
  return bestBefore({ date_added: dateAdded, estimated_expiry_days: days }, days);
}

/**
 * The expiry days that make an item added at `dateAdded` expire on `date` ('2027-04-03', a date field's value): whole
 * days from the date it was added, as the expiry day counts them however many hours a clock change makes a day; negative
 * for an earlier date, NaN for no date ('').
 */
export function expiryDaysTo(dateAdded: string, date: string): number {
  // a date without a time is read as UTC midnight: a whole day number, as dayNumber gives
  return Date.parse(date) / DAY_MS - dayNumber(Date.parse(dateAdded), 'local');
}
