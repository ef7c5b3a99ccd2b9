// Account operations shared by registration, the admin command and the demo seed.
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { foodStores, users } from '../db/schema';
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

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
