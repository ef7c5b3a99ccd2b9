// Expiry of store items (SPEC §4, §9). The moment an item expires is date_added plus its expiry days; the
// store page and the notifications use different defaults and windows, as the spec gives them.
import {
  EXPIRING_WINDOW_DAYS, NOTIFICATION_EXPIRY_DEFAULT_DAYS, NOTIFICATION_WARNING_DAYS, STORE_EXPIRY_DEFAULT_DAYS,
} from './constants';
import type { StoreItem } from './entities';

const DAY_MS = 24 * 60 * 60 * 1000;

type Dated = Pick<StoreItem, 'date_added'> & { estimated_expiry_days?: number | null };

export function expiresAt(item: Dated, defaultDays: number): number {
  const days = Number.isFinite(item.estimated_expiry_days) ? Number(item.estimated_expiry_days) : defaultDays;
  return Date.parse(item.date_added) + days * DAY_MS;
}

export type StoreItemStatus = 'expired' | 'expiring' | 'fresh';

/** SPEC §4: expired once date added plus expiry days has passed; expiring within the last 3 days before. */
export function storeItemStatus(item: Dated, now: number = Date.now()): StoreItemStatus {
  const expiry = expiresAt(item, STORE_EXPIRY_DEFAULT_DAYS);
  if (now > expiry) return 'expired';
  if (now >= expiry - EXPIRING_WINDOW_DAYS * DAY_MS) return 'expiring';
  return 'fresh';
}

export type NotificationLevel = 'danger' | 'warning';

/** SPEC §4: 'danger' on or after the expiry moment; a warning within the last 2 days before it. */
export function notificationLevel(item: Dated, now: number = Date.now()): NotificationLevel | null {
  const expiry = expiresAt(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS);
  if (now >= expiry) return 'danger';
  if (now >= expiry - NOTIFICATION_WARNING_DAYS * DAY_MS) return 'warning';
  return null;
}

/** Whole days until (positive) or since (negative) the item expires, for labels like "expires in 2 days". */
export function daysUntilExpiry(item: Dated, defaultDays: number, now: number = Date.now()): number {
  return Math.floor((expiresAt(item, defaultDays) - now) / DAY_MS);
}
