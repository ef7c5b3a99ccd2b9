// SPEC §7 stores: GET/POST /stores, PUT/DELETE /stores/{id}, GET /stores/{id}/default. Access by SPEC §6.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORES_MAX } from '../../contract/api';
import type { FoodStore } from '../../contract/entities';
import { idParamSchema } from '../../contract/itemSchemas';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { storeCreateSchema, storeUpdateSchema } from '../../contract/storeSchemas';
import type { Db } from '../db';
import { foodStores, shares, users } from '../db/schema';
import { conflict, notFound, preconditionFailed } from '../errors';
import { currentUser, type SessionUser } from '../plugins/auth';
import { requireAccess } from '../services/access';
import { restoreOwnDefault } from '../services/defaultStore';
import { storeView, viewContext } from '../services/views';
import type { AppDeps } from './deps';

export const DEFAULT_STORE_UNDELETABLE = 'Your default store cannot be deleted. Make another store the default first.';

export async function viewStore(db: Db, id: number, viewer: SessionUser): Promise<FoodStore> {
  const [row] = await db.select().from(foodStores).where(eq(foodStores.id, id));
  if (!row) throw notFound();
  return storeView(row, await viewContext(db, 'UserFoodStore', [row], viewer));
}

export async function setDefaultStore(db: Db, userId: number, storeId: number): Promise<void> {
  await db.update(users).set({ defaultStoreId: storeId }).where(eq(users.id, userId));
}

const storeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);

  app.get('/stores', {
    schema: {
      tags: ['stores'],
      summary: 'My own stores, the default first',
      description: `All of them: a user has at most ${STORES_MAX}, as a create past that is refused.`,
    },
  }, async (request): Promise<FoodStore[]> => {
    const me = currentUser(request);
    // never cut: a store opens only from this answer, and one cut off by its name (the default too) was lost
    const rows = await db.select().from(foodStores).where(eq(foodStores.userId, me.id)).orderBy(asc(foodStores.name), asc(foodStores.id));
    const ctx = await viewContext(db, 'UserFoodStore', rows, me);
    // the default store comes first: it is the one the dashboard and complete-shop use
    return rows.map((row) => storeView(row, ctx)).sort((a, b) => Number(b.default) - Number(a.default));
  });

  app.post('/stores', {
    schema: { tags: ['stores'], description: `Refused (409) to a user with ${STORES_MAX} stores of their own.`, body: storeCreateSchema },
    config: { idempotent: true },
  }, async (request, reply): Promise<FoodStore> => {
    const me = currentUser(request);
    const row = await db.transaction(async (tx) => {
      // the user's row is held while their stores are counted, so two creates at once cannot both find room
      await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
      const [mine] = await tx.select({ n: count() }).from(foodStores).where(eq(foodStores.userId, me.id));
      if ((mine?.n ?? 0) >= STORES_MAX) throw conflict(SERVER_MESSAGES.storesFull);
      const [made] = await tx.insert(foodStores).values({ userId: me.id, name: request.body.name, description: request.body.description }).returning();
      return made;
    });
    reply.code(201);
    return storeView(row!, await viewContext(db, 'UserFoodStore', [row!], me));
  });

  // keyed: a change built on a read (items moved in, a receipt, a completed plan) sent again after its answer was lost
  // is answered as done, not refused for the version its own first write moved on (src/store/changeStore.ts)
  app.put('/stores/:id', {
    schema: { tags: ['stores'], params: idParamSchema, body: storeUpdateSchema },
    config: { idempotent: true },
  }, async (request): Promise<FoodStore> => {
    const me = currentUser(request);
    const { id } = request.params;
    const { items, name, description, version } = request.body;
    await db.transaction(async (tx) => {
      await requireAccess(tx, 'UserFoodStore', id, me, 'write');
      const [before] = await tx.select().from(foodStores).where(eq(foodStores.id, id)).for('update');
      if (!before) throw notFound();
      // a write based on an older version would undo a change it never saw
      if (version !== undefined && version !== before.version) {
        throw preconditionFailed(SERVER_MESSAGES.staleStore, storeView(before, await viewContext(tx, 'UserFoodStore', [before], me)));
      }
      await tx.update(foodStores)
        .set({
          items, updatedAt: new Date(), version: sql`${foodStores.version} + 1`,
          ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}),
        })
        .where(eq(foodStores.id, id));
    });
    return viewStore(db, id, me);
  });

  app.delete('/stores/:id', { schema: { tags: ['stores'], params: idParamSchema } }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    await requireAccess(db, 'UserFoodStore', id, me, 'own');
    const [owner] = await db.select({ defaultStoreId: users.defaultStoreId }).from(users).where(eq(users.id, me.id));
    // SPEC §6: only a non-default store may be deleted
    if (owner?.defaultStoreId === id) throw conflict(DEFAULT_STORE_UNDELETABLE);
    await db.transaction(async (tx) => {
      await tx.delete(shares).where(and(eq(shares.entityType, 'UserFoodStore'), eq(shares.entityId, id)));
      await restoreOwnDefault(tx, id);
      await tx.delete(foodStores).where(eq(foodStores.id, id));
    });
    return { message: MESSAGES.storeDeleted };
  });

  // SPEC §7 names a GET for this; it changes only the caller's own preference, and needs the bearer header,
  // which no link, prefetch or cross-site form carries
  app.get('/stores/:id/default', { schema: { tags: ['stores'], params: idParamSchema } }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    await requireAccess(db, 'UserFoodStore', id, me, 'own');
    await setDefaultStore(db, me.id, id);
    const store = await viewStore(db, id, me);
    return { message: MESSAGES.setToDefault(store.name), store };
  });
};

export default storeRoutes;
