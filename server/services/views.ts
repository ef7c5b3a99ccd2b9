// Rows to the wire shapes of SPEC §3, with the sharing facts each viewer may see: the owner sees every
// recipient; a recipient sees only their own entry (another recipient's address is not theirs to know).
import { and, eq, inArray } from 'drizzle-orm';
import type { FoodStore, Mealplan, SharedWith, ShareableType, ShoppingList } from '../../contract/entities';
import type { Db } from '../db';
import type { Viewer } from './access';
import { type foodStores, type mealplans, shares, type shoppingLists, users } from '../db/schema';

type StoreRow = typeof foodStores.$inferSelect;
type ListRow = typeof shoppingLists.$inferSelect;
type PlanRow = typeof mealplans.$inferSelect;

export interface ViewContext {
  viewer: Viewer;
  defaultStoreId: number | null;
  /** entity id → recipients */
  sharedWith: Map<number, SharedWith[]>;
  /** user id → name */
  ownerNames: Map<number, string>;
}

/** Loads recipients and owner names for a set of rows of one type in two queries. */
export async function viewContext(
  db: Db, type: ShareableType, rows: { id: number; userId: number }[], viewer: Viewer,
): Promise<ViewContext> {
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set([...rows.map((r) => r.userId), viewer.id])];
  const [recipients, owners] = await Promise.all([
    ids.length
      ? db.select({ entityId: shares.entityId, email: shares.email, canEdit: shares.canEdit, ownerId: shares.ownerId })
        .from(shares).where(and(eq(shares.entityType, type), inArray(shares.entityId, ids))).orderBy(shares.id)
      : Promise.resolve([]),
    db.select({ id: users.id, name: users.name, defaultStoreId: users.defaultStoreId }).from(users).where(inArray(users.id, ownerIds)),
  ]);
  const sharedWith = new Map<number, SharedWith[]>();
  for (const r of recipients) {
    if (r.ownerId !== viewer.id && r.email !== viewer.verifiedEmail) continue;
    const list = sharedWith.get(r.entityId) ?? [];
    list.push({ email: r.email, canEdit: r.canEdit });
    sharedWith.set(r.entityId, list);
  }
  return {
    viewer,
    defaultStoreId: owners.find((o) => o.id === viewer.id)?.defaultStoreId ?? null,
    sharedWith,
    ownerNames: new Map(owners.map((o) => [o.id, o.name])),
  };
}

export function storeView(row: StoreRow, ctx: ViewContext): FoodStore {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    default: ctx.defaultStoreId === row.id,
    items: row.items,
    shared_with: ctx.sharedWith.get(row.id) ?? [],
    owner_name: ctx.ownerNames.get(row.userId) ?? '',
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function listView(row: ListRow, ctx: ViewContext): ShoppingList {
  return {
    user_shoppinglist_id: row.id,
    name: row.name,
    user_id: row.userId,
    ingredients: row.ingredients,
    shared_with: ctx.sharedWith.get(row.id) ?? [],
    owner_name: ctx.ownerNames.get(row.userId) ?? '',
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function planView(row: PlanRow, ctx: ViewContext): Mealplan {
  return {
    user_mealplan_id: row.id,
    user_id: row.userId,
    name: row.name,
    days: row.days,
    start_date: row.startDate,
    end_date: row.endDate,
    recipes: row.recipes,
    shared_with: ctx.sharedWith.get(row.id) ?? [],
    owner_name: ctx.ownerNames.get(row.userId) ?? '',
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
