// SPEC §2 /user-notifications: every store item that has expired ('danger') or is about to ('warning'),
// across the stores the user can see. The levels are notificationLevel's (lib/expiry.ts); entries with nothing left
// are not warned about (hasSomeLeft).
import { NOTIFICATION_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { FoodStore, StoreItem } from '../../contract/entities';
import { compareText } from './collation';
import { daysUntilExpiry, expiresAt, hasSomeLeft, notificationLevel, type NotificationLevel } from './expiry';

export interface ExpiryNotice {
  store: Pick<FoodStore, 'id' | 'name'>;
  item: StoreItem;
  level: NotificationLevel;
  /** the expiry moment (the start of the day after its best-before date), ms since the epoch */
  expiresAt: number;
  /** calendar days until its best-before date, negative once it has passed (expiryLabel says them) */
  daysLeft: number;
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
      const notice = {
        store: { id: store.id, name: store.name }, item, level,
        expiresAt: expiresAt(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS), daysLeft: daysUntilExpiry(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS, now),
      };
      (level === 'warning' ? soon : expired).push(notice);
    }
  }
  // items of one best-before date by name, so a day's few do not go in whichever order their stores hold them
  const byName = (a: ExpiryNotice, b: ExpiryNotice) => compareText(a.item.name, b.item.name);
  return { soon: soon.sort((a, b) => a.expiresAt - b.expiresAt || byName(a, b)), expired: expired.sort((a, b) => b.expiresAt - a.expiresAt || byName(a, b)) };
}
