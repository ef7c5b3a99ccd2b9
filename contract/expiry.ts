// Expiry of store items (SPEC §4, §9). The moment an item expires is date_added plus its expiry days, counted as
// calendar days at the same time of day; the store page and the notifications use different defaults and windows,
// as the spec gives them.
import {
  EXPIRING_WINDOW_DAYS, NOTIFICATION_EXPIRY_DEFAULT_DAYS, NOTIFICATION_WARNING_DAYS, STORE_EXPIRY_DEFAULT_DAYS,
} from './constants';
import type { StoreItem } from './entities';

const DAY_MS = 24 * 60 * 60 * 1000;

type Dated = Pick<StoreItem, 'date_added'> & { estimated_expiry_days?: number | null };

/** The user's local time zone (the app's), or UTC (the server's digest, which knows no user's zone). */
type Zone = 'local' | 'UTC';

/**
 * `days` calendar days after (or before) a moment, at the same time of day: across a daylight-saving change that is
 * 23 or 25 hours, not 24 (27 March 23:40 in Berlin plus 7 days is 3 April 23:40, not 4 April 00:40).
 */
function plusDays(ms: number, days: number, zone: Zone): number {
  const at = new Date(ms);
  if (zone === 'UTC') at.setUTCDate(at.getUTCDate() + days);
  else at.setDate(at.getDate() + days);
  return at.getTime();
}

export function expiresAt(item: Dated, defaultDays: number, zone: Zone = 'local'): number {
  const days = Number.isFinite(item.estimated_expiry_days) ? Number(item.estimated_expiry_days) : defaultDays;
  return plusDays(Date.parse(item.date_added), days, zone);
}

export type StoreItemStatus = 'expired' | 'expiring' | 'fresh';

/** SPEC §4: expired once date added plus expiry days has passed; expiring within the last 3 days before. */
export function storeItemStatus(item: Dated, now: number = Date.now()): StoreItemStatus {
  const expiry = expiresAt(item, STORE_EXPIRY_DEFAULT_DAYS);
  if (now > expiry) return 'expired';
  if (now >= plusDays(expiry, -EXPIRING_WINDOW_DAYS, 'local')) return 'expiring';
  return 'fresh';
}

export type NotificationLevel = 'danger' | 'warning';

/** SPEC §4: 'danger' on or after the expiry moment; a warning within the last 2 days before it. */
export function notificationLevel(item: Dated, now: number = Date.now()): NotificationLevel | null {
  const expiry = expiresAt(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS);
  if (now >= expiry) return 'danger';
  if (now >= plusDays(expiry, -NOTIFICATION_WARNING_DAYS, 'local')) return 'warning';
  return null;
}

/** Ours: an entry with nothing left (quantity 0) is not warned about: no notice, no 'Use first', no digest line. */
export const hasSomeLeft = (item: Pick<StoreItem, 'quantity'>): boolean => item.quantity > 0;

/** A moment's calendar date as a day count since 1970-01-01, in the local time zone or in UTC. */
function dayNumber(ms: number, zone: Zone): number {
  if (zone === 'UTC') return Math.floor(ms / DAY_MS);
  // the local date read back as a UTC midnight, so a daylight-saving day (23 or 25 hours) still counts as one
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;
}

/**
 * Calendar days from `from` to `to`, negative when `to` is on an earlier date: yesterday evening is a day ago
 * however few hours have passed. Labels count in the user's local time; the digest, which knows no user's time
 * zone, in UTC, as it prints its dates.
 */
export function calendarDaysBetween(from: number, to: number, zone: Zone = 'local'): number {
  return dayNumber(to, zone) - dayNumber(from, zone);
}

/**
 * The calendar date, as a date field holds it ('2027-04-03'), `days` days after the date an item was added, in the
 * user's time zone: its expiry date for those expiry days.
 */
export function expiryDate(dateAdded: string, days: number): string {
  return new Date((dayNumber(Date.parse(dateAdded), 'local') + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The expiry days that make an item added at `dateAdded` expire on `date` ('2027-04-03', a date field's value): whole
 * days from the date it was added, as expiresAt counts them however many hours a clock change makes a day; negative
 * for an earlier date, NaN for no date ('').
 */
export function expiryDaysTo(dateAdded: string, date: string): number {
  // a date without a time is read as UTC midnight: a whole day number, as dayNumber gives
  return Date.parse(date) / DAY_MS - dayNumber(Date.parse(dateAdded), 'local');
}

/** Calendar days until (positive) or since (negative) the item expires, for labels like "expires in 2 days". */
export function daysUntilExpiry(item: Dated, defaultDays: number, now: number = Date.now()): number {
  return calendarDaysBetween(now, expiresAt(item, defaultDays));
}
