// Account operations shared by registration, the admin command and the demo seed.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { foodStores, shares, users } from '../db/schema';
import { hashPassword } from './passwords';

export const DEFAULT_STORE_NAME = 'Pantry';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return row ?? null;
}

/** Creates the user with a default store, so the dashboard and complete-shop always have a target. Run inside a transaction. */
export async function createUser(db: Db, input: { name: string; email: string; password: string }) {
  const [user] = await db
    .insert(users)
    .values({ name: input.name, email: normaliseEmail(input.email), passwordHash: await hashPassword(input.password) })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const [store] = await db.insert(foodStores).values({ userId: user.id, name: DEFAULT_STORE_NAME, description: 'Cupboards and shelves' }).returning({ id: foodStores.id });
  await db.update(users).set({ defaultStoreId: store?.id }).where(eq(users.id, user.id));
  return user;
}

/**
 * Records that the user proved to own `email`, their account's address (a verify link, or registering through the
 * invitation a share mailed to it). What was shared with the address they proved before follows them to this one
 * (an item shared with both keeps the share made to this one), and nobody else keeps this address as proved: a share
 * reaches one person. False when the account's address is no longer `email`: a link mailed before a later change
 * proves nothing about the address now. Run inside a transaction.
 */
export async function proveEmail(db: Db, userId: number, email: string): Promise<boolean> {
  const [before] = await db.select({ verifiedEmail: users.verifiedEmail }).from(users).where(and(eq(users.id, userId), eq(users.email, email)));
  if (!before) return false;
  await db.update(users).set({ verifiedEmail: null }).where(and(eq(users.verifiedEmail, email), ne(users.id, userId)));
  await db.update(users).set({ emailVerifiedAt: new Date(), verifiedEmail: email }).where(eq(users.id, userId));
  const old = before.verifiedEmail;
  if (old !== null && old !== email) {
    await db.execute(sql`delete from shares as s using shares as n
      where s.email = ${old} and n.email = ${email} and n.entity_type = s.entity_type and n.entity_id = s.entity_id`);
    await db.update(shares).set({ email }).where(eq(shares.email, old));
  }
  return true;
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
