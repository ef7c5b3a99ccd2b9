// A user's default store (SPEC §4: one store is the default), when the store it was stops being theirs.
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { foodStores, users } from '../db/schema';

/**
 * SPEC §4: one store is the default. When a store stops being someone's (their share ends, or it is deleted),
 * each user matching `who` whose default it was falls back to their own first store, the Pantry every account
 * starts with unless they deleted it (none if they own no store). The default before is not recorded.
 */
export async function restoreOwnDefault(db: Db, storeId: number, who?: SQL): Promise<void> {
  const firstOwn = db.select({ id: foodStores.id }).from(foodStores)
    .where(and(eq(foodStores.userId, users.id), ne(foodStores.id, storeId))).orderBy(asc(foodStores.id)).limit(1);
  await db.update(users).set({ defaultStoreId: sql`(${firstOwn})` }).where(and(eq(users.defaultStoreId, storeId), who));
}
