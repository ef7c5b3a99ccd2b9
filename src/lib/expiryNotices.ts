// SPEC §2 /user-notifications: every store item that has expired ('danger') or is about to ('warning'),
// across the stores the user can see. The levels are notificationLevel's (lib/expiry.ts); entries with nothing left
// are not warned about (hasSomeLeft).
import { NOTIFICATION_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { FoodStore, StoreItem } from '../../contract/entities';
import { expiresAt, hasSomeLeft, notificationLevel, type NotificationLevel } from './expiry';

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
