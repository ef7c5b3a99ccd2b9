// SPEC §7 shopping lists: GET/POST /user-shoppinglists, GET/PUT/DELETE /user-shoppinglists/{id}, and ours,
// POST /user-shoppinglists/{id}/complete-shop (SPEC §4 shop mode in one transaction). Access by SPEC §6:
// viewers read, editors change items and names, only the owner deletes (and shares, through /share).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHOPPINGLISTS_LISTED_MAX, type CompleteShopResponse, type ShoppingListCreateResponse, type ShoppingListResponse,
  type ShoppingListsResponse,
} from '../../contract/api';
import { idParamSchema } from '../../contract/itemSchemas';
import { MESSAGES } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { completeShopSchema, shoppingListCreateSchema, shoppingListUpdateSchema } from '../../contract/shoppingListSchemas';
import { shares, shoppingLists } from '../db/schema';
import { notFound, preconditionFailed } from '../errors';
import { currentUser } from '../plugins/auth';
import { requireAccess } from '../services/access';
import { completeShop } from '../services/completeShop';
import { listedCountDescription, sayListedCount } from '../services/listedCount';
import { listViews, lockList, saveList } from '../services/shoppingLists';
import { storeView, viewContext } from '../services/views';
import type { AppDeps } from './deps';

const shoppingListRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);
  const tags = ['shopping lists'];

  app.get('/user-shoppinglists', {
    schema: {
      tags,
      summary: 'My own lists, the most recently changed first',
      description: listedCountDescription(SHOPPINGLISTS_LISTED_MAX, 'the most recently changed', 'lists'),
    },
  }, async (request, reply): Promise<ShoppingListsResponse> => {
    const me = currentUser(request);
    const mine = eq(shoppingLists.userId, me.id);
    const rows = await db.select().from(shoppingLists).where(mine)
      .orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id)).limit(SHOPPINGLISTS_LISTED_MAX);
    // the oldest past the cap are left out, and the app says how many
    await sayListedCount(reply, db, rows.length, SHOPPINGLISTS_LISTED_MAX, { table: shoppingLists, where: mine });
    return listViews(db, rows, me);
  });

  app.post('/user-shoppinglists', { schema: { tags, body: shoppingListCreateSchema }, config: { idempotent: true } }, async (request, reply): Promise<ShoppingListCreateResponse> => {
    const me = currentUser(request);
    const [row] = await db.insert(shoppingLists).values({ userId: me.id, name: request.body.name, ingredients: request.body.ingredients }).returning();
    reply.code(201);
    return { user_shoppinglist_id: row!.id, name: row!.name, user_shoppinglist_ingredients: row!.ingredients };
  });

  app.get('/user-shoppinglists/:id', { schema: { tags, params: idParamSchema } }, async (request): Promise<ShoppingListResponse> => {
    const me = currentUser(request);
    const { id } = request.params;
    await requireAccess(db, 'UserShoppinglist', id, me, 'read');
    const [row] = await db.select().from(shoppingLists).where(eq(shoppingLists.id, id));
    if (!row) throw notFound();
    return { shopping_list: (await listViews(db, [row], me))[0]! };
  });

  app.put('/user-shoppinglists/:id', { schema: { tags, params: idParamSchema, body: shoppingListUpdateSchema } }, async (request): Promise<ShoppingListResponse> => {
    const me = currentUser(request);
    const { id } = request.params;
    const { name, ingredients, ingredients_to_remove, version } = request.body;
    const list = await db.transaction(async (tx) => {
      await requireAccess(tx, 'UserShoppinglist', id, me, 'write');
      const before = await lockList(tx, id);
      // a write based on an older version would undo a change it never saw
      if (version !== undefined && version !== before.version) {
        throw preconditionFailed(SERVER_MESSAGES.staleList, (await listViews(tx, [before], me))[0]);
      }
      let items = ingredients;
      if (ingredients_to_remove) {
        // ids no longer on the list are ignored: removing twice is the same as removing once
        const gone = new Set(ingredients_to_remove.map(String));
        items = before.ingredients.filter((item) => !gone.has(String(item.id)));
      }
      // the answer is read in the same transaction: on the embedded database every separate call waits its turn
      // behind all requests in flight, so one turn per write instead of three shortens a busy server's slowest answers
      const saved = await saveList(tx, before, { name, items });
      return (await listViews(tx, [saved], me))[0]!;
    });
    return { shopping_list: list };
  });

  app.delete('/user-shoppinglists/:id', { schema: { tags, params: idParamSchema } }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      await requireAccess(tx, 'UserShoppinglist', id, me, 'own');
      await tx.delete(shares).where(and(eq(shares.entityType, 'UserShoppinglist'), eq(shares.entityId, id)));
      await tx.delete(shoppingLists).where(eq(shoppingLists.id, id));
    });
    return { message: MESSAGES.listDeleted };
  });

  app.post('/user-shoppinglists/:id/complete-shop', {
    schema: { tags, params: idParamSchema, body: completeShopSchema },
    // a shop whose answer was lost, sent again, is answered as done rather than refused for its items being gone
    config: { idempotent: true },
  }, async (request): Promise<CompleteShopResponse> => {
    const me = currentUser(request);
    const result = await completeShop(db, request.params.id, me, request.body);
    const lists = await listViews(db, [result.list, result.movedTo].filter((r) => r !== null), me);
    const store = result.store ? storeView(result.store, await viewContext(db, 'UserFoodStore', [result.store], me)) : null;
    return {
      message: MESSAGES.shopCompleted,
      shopping_list: lists.find((l) => l.user_shoppinglist_id === result.list?.id) ?? null,
      store,
      moved_to: lists.find((l) => l.user_shoppinglist_id === result.movedTo?.id) ?? null,
    };
  });
};

export default shoppingListRoutes;
