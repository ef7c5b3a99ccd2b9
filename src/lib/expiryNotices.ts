// SPEC §2 /user-notifications: every store item that has expired ('danger') or is about to ('warning'),
// across the stores the user can see, soonest first. The levels are notificationLevel's (lib/expiry.ts).
import { NOTIFICATION_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { FoodStore, StoreItem } from '../../contract/entities';
import { expiresAt, notificationLevel, type NotificationLevel } from './expiry';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExpiryNotice {
  store: Pick<FoodStore, 'id' | 'name'>;
  item: StoreItem;
  level: NotificationLevel;
  /** the expiry moment, ms since the epoch */
  expiresAt: number;
}

export function expiryNotices(stores: readonly FoodStore[], now: number = Date.now()): ExpiryNotice[] {
  const notices: ExpiryNotice[] = [];
  for (const store of stores) {
    for (const item of store.items) {
      const level = notificationLevel(item, now);
      if (level) notices.push({ store: { id: store.id, name: store.name }, item, level, expiresAt: expiresAt(item, NOTIFICATION_EXPIRY_DEFAULT_DAYS) });
    }
  }
  return notices.sort((a, b) => a.expiresAt - b.expiresAt);
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** 'expired 3 days ago', 'expired today', 'expires in 1 day', 'expires within a day'. */
export function expiryLabel(expiry: number, now: number = Date.now()): string {
  if (now >= expiry) {
    const since = Math.floor((now - expiry) / DAY_MS);
    return since === 0 ? 'expired today' : `expired ${days(since)} ago`;
  }
  const left = Math.floor((expiry - now) / DAY_MS);
  return left === 0 ? 'expires within a day' : `expires in ${days(left)}`;
}
