// SPEC §2 /user-notifications: every store item that has expired ('danger') or is about to ('warning'),
// across the stores the user can see. The levels are notificationLevel's (lib/expiry.ts); entries with nothing left
// are not warned about (hasSomeLeft).
import { NOTIFICATION_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { FoodStore, StoreItem } from '../../contract/entities';
import { calendarDaysBetween, expiresAt, hasSomeLeft, notificationLevel, type NotificationLevel } from './expiry';

export interface ExpiryNotice {
  store: Pick<FoodStore, 'id' | 'name'>;
  item: StoreItem;
  level: NotificationLevel;
  /** the expiry moment, ms since the epoch */
  expiresAt: number;
}

export interface ExpiryNotices {
  /** about to expire ('warning'), the soonest first: what can still be used */
  soon: ExpiryNotice[];
  /** expired ('danger'), the most recently expired first: a year-old entry does not bury last night's milk */
  expired: ExpiryNotice[];
}

export function expiryNotices(stores: readonly FoodStore[], now: number = Date.now()): ExpiryNotices {
  const soon: ExpiryNotice[] = [];
  const expired: ExpiryNotice[] = [];
  for (const store of stores) {
    for (const item of store.items.filter(hasSomeLeft)) {
      const level = notificationLevel(item, now);
      if (!level) continue;
      const notice = { store: { id: store.id, name: store.name }, item, level, expiresAt: expiresAt(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS) };
      (level === 'warning' ? soon : expired).push(notice);
    }
  }
  return { soon: soon.sort((a, b) => a.expiresAt - b.expiresAt), expired: expired.sort((a, b) => b.expiresAt - a.expiresAt) };
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * 'expired 3 days ago', 'expired today', 'expires in 1 day', 'expires within a day', counted in calendar days of
 * the user's time zone, not 24-hour periods (the digest too counts dates): last night's expiry is '1 day ago'.
 */
export function expiryLabel(expiry: number, now: number = Date.now()): string {
  const left = calendarDaysBetween(now, expiry);
  if (now >= expiry) return left === 0 ? 'expired today' : `expired ${days(-left)} ago`;
  return left === 0 ? 'expires within a day' : `expires in ${days(left)}`;
}
