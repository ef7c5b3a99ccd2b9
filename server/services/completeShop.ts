// SPEC §4 shop mode, completed in one transaction: the checked items go into a store, the unchecked ones
// move to another list, and the list is deleted or loses its checked items. Every check runs before the
// first write, and any failure rolls the whole shop back, so a shop is never half-applied.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { STORE_EXPIRY_DEFAULT_DAYS } from '../../contract/constants';
import type { ShoppingListItem, StoreItem } from '../../contract/entities';
import { MAX_ITEMS } from '../../contract/itemSchemas';
import { QUANTITY_MAX } from '../../contract/rules';
import { randomId } from '../../contract/rules';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { CUSTOM_NOT_CHECKABLE, isCustomId, type CompleteShopBody } from '../../contract/shoppingListSchemas';
import type { Db } from '../db';
import { foodStores, ingredients, shares, shoppingLists } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { SessionUser } from '../plugins/auth';
import { findAccess, requireAccess } from './access';
import { mergeQuantities, unitKind, unitRowId } from '../../contract/mergeQuantities';
import { lockList, type ListRow } from './shoppingLists';

type StoreRow = typeof foodStores.$inferSelect;

export const LIST_CHANGED = 'This list has changed since it was opened. Reload it and try again.';
export const ONLY_OWNER_DELETES = 'Only the owner can delete this list.';
const MAX_ID = 2_147_483_647;

export interface ShopResult {
  /** null when the list was deleted */
  list: ListRow | null;
  store: StoreRow | null;
  movedTo: ListRow | null;
}

const isCustomItem = (item: ShoppingListItem) => isCustomId(item.id) || isCustomId(item.value);

/**
 * The store and the list to move to are refused by the field that names them, not with the list's own answers
 * (a bare 'Not found.', 'You can view this, but not change it.'), so the client can tell which one went: the list
 * shopped, or a target the user may choose again. Gone (404) is still said alike for deleted and never shared.
 */
const TARGETS = {
  store_id: { type: 'UserFoodStore', gone: SERVER_MESSAGES.shopStoreGone, viewOnly: SERVER_MESSAGES.shopStoreViewOnly, choose: 'Choose another store.' },
  move_unchecked_to: { type: 'UserShoppinglist', gone: SERVER_MESSAGES.shopMoveToGone, viewOnly: SERVER_MESSAGES.shopMoveToViewOnly, choose: 'Choose another list.' },
} as const;
type TargetField = keyof typeof TARGETS;

const targetGone = (field: TargetField) => notFound(TARGETS[field].gone, { [field]: [TARGETS[field].choose] });

async function requireTarget(tx: Db, field: TargetField, id: number, me: SessionUser): Promise<void> {
  const access = await findAccess(tx, TARGETS[field].type, id, me);
  if (!access) throw targetGone(field);
  if (access.role === 'viewer') throw forbidden(TARGETS[field].viewOnly, { [field]: [TARGETS[field].choose] });
}

/** the UTC calendar day of an ISO date-time: the server knows no user's time zone */
function dayOf(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10);
}

/** A catalogue ingredient id from an item's value (numbers, or digits in a string), else null. */
function catalogueId(value: number | string): number | null {
  const n = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}

/**
 * `items` with `incoming` added (a copy, in one pass): an item whose key is already there merges into it by
 * SPEC §9 with units converted (keeping its id and date), anything else is appended. The quantity is capped at what
 * an item may hold. Keys name the unit's kind: amounts that cannot be compared (4 tbsp and 90 g of flour) stay apart,
 * as SPEC §9's fallback would make them '94 unit' and lose both.
 */
export function mergeInto<T extends ShoppingListItem | StoreItem>(items: T[], incoming: T[], keyOf: (item: T) => string): T[] {
  const next = [...items];
  const at = new Map<string, number>();
  const ids = new Set(items.map((item) => String(item.id)));
  next.forEach((item, index) => {
    if (!at.has(keyOf(item))) at.set(keyOf(item), index);
  });
  for (const item of incoming) {
    const index = at.get(keyOf(item));
    if (index === undefined) {
      // a second row of one ingredient (in a unit the first cannot be told in) has an id of its own
      const row = ids.has(String(item.id)) ? { ...item, id: unitRowId(item) } : item;
      ids.add(String(row.id));
      at.set(keyOf(item), next.length);
      next.push(row);
      continue;
    }
    const existing = next[index]!;
    const merged = mergeQuantities(existing, item);
    next[index] = { ...existing, quantity: Math.min(merged.quantity, QUANTITY_MAX), measurement: merged.measurement, unit: merged.measurement };
  }
  return next;
}

async function expiryDaysOf(tx: Db, items: ShoppingListItem[]): Promise<Map<number, number>> {
  const ids = [...new Set(items.map((i) => catalogueId(i.value)).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: ingredients.id, expiryDays: ingredients.expiryDays }).from(ingredients).where(inArray(ingredients.id, ids));
  return new Map(rows.map((r) => [r.id, r.expiryDays]));
}

/** SPEC §4: the same item added the same day adds its quantity; otherwise a new store item dated now. */
function stock(storeItems: StoreItem[], checked: ShoppingListItem[], expiry: Map<number, number>, now: Date): StoreItem[] {
  const stamp = now.toISOString();
  const taken = new Set(storeItems.map((i) => String(i.id)));
  const freshId = () => {
    let id = randomId();
    while (taken.has(id)) id = randomId();
    taken.add(id);
    return id;
  };
  const added = checked.map((item): StoreItem => {
    const catalogue = catalogueId(item.value);
    return {
      // an id of its own within the store; an item that merges keeps the one it has
      value: item.value, id: freshId(), name: item.name, quantity: item.quantity,
      unit: item.unit, default_unit: item.default_unit, measurement: item.measurement, date_added: stamp,
      estimated_expiry_days: (catalogue !== null ? expiry.get(catalogue) : undefined) ?? STORE_EXPIRY_DEFAULT_DAYS,
      default_quantity: item.default_quantity, category_id: item.category_id, image: item.image, created_at: stamp, checked: false,
    };
  });
  return mergeInto(storeItems, added, (s) => `${String(s.value)}|${dayOf(s.date_added)}|${unitKind(s.unit)}`);
}

export async function completeShop(db: Db, listId: number, me: SessionUser, body: CompleteShopBody, now = new Date()): Promise<ShopResult> {
  const { checked_ids, store_id, move_unchecked_to, delete_list } = body;
  return db.transaction(async (tx) => {
    const access = await requireAccess(tx, 'UserShoppinglist', listId, me, 'write');
    if (delete_list && access.role !== 'owner') throw forbidden(ONLY_OWNER_DELETES);
    if (move_unchecked_to === listId) throw badRequest('Unchecked items cannot move to the same list.', { move_unchecked_to: ['Choose another list.'] });
    if (store_id !== null) await requireTarget(tx, 'store_id', store_id, me);
    if (move_unchecked_to !== null) await requireTarget(tx, 'move_unchecked_to', move_unchecked_to, me);

    // rows are locked lists first, in id order, then the store, so two shops never wait on each other in a circle;
    // one deleted since its check is gone as it would have been then
    const lock = (id: number) => lockList(tx, id, id === listId ? notFound : () => targetGone('move_unchecked_to'));
    const [first, second] = [listId, move_unchecked_to].filter((id): id is number => id !== null).sort((a, b) => a - b);
    const locked = [await lock(first!), ...(second !== undefined ? [await lock(second)] : [])];
    const list = locked.find((r) => r.id === listId)!;
    const target = locked.find((r) => r.id === move_unchecked_to) ?? null;
    const [store] = store_id !== null ? await tx.select().from(foodStores).where(eq(foodStores.id, store_id)).for('update') : [null];
    if (store === undefined) throw targetGone('store_id');

    const wanted = new Set(checked_ids.map(String));
    const checked = list.ingredients.filter((i) => wanted.has(String(i.id)));
    const unchecked = list.ingredients.filter((i) => !wanted.has(String(i.id)));
    const present = new Set(checked.map((i) => String(i.id)));
    const missing = [...wanted].filter((id) => !present.has(id));
    if (missing.length) throw conflict(LIST_CHANGED, { checked_ids: missing.slice(0, 10).map((id) => `${id} is not on this list.`) });
    if (checked.some(isCustomItem)) throw badRequest(CUSTOM_NOT_CHECKABLE, { checked_ids: [CUSTOM_NOT_CHECKABLE] });

    const storeItems = store ? stock(store.items, checked, await expiryDaysOf(tx, checked), now) : null;
    const targetItems = target ? mergeInto(target.ingredients, unchecked.map((i) => ({ ...i, checked: false })), (i) => `${String(i.value)}|${unitKind(i.unit)}`) : null;
    if ((storeItems?.length ?? 0) > MAX_ITEMS || (targetItems?.length ?? 0) > MAX_ITEMS) {
      throw conflict(`A list or store holds at most ${MAX_ITEMS} items.`);
    }

    const result: ShopResult = { list: null, store: null, movedTo: null };
    if (store && storeItems) {
      result.store = (await tx.update(foodStores).set({ items: storeItems, version: sql`${foodStores.version} + 1`, updatedAt: now })
        .where(eq(foodStores.id, store.id)).returning())[0] ?? null;
    }
    if (target && targetItems) {
      result.movedTo = (await tx.update(shoppingLists).set({ ingredients: targetItems, version: sql`${shoppingLists.version} + 1`, updatedAt: now })
        .where(eq(shoppingLists.id, target.id)).returning())[0] ?? null;
    }
    if (delete_list) {
      await tx.delete(shares).where(and(eq(shares.entityType, 'UserShoppinglist'), eq(shares.entityId, listId)));
      await tx.delete(shoppingLists).where(eq(shoppingLists.id, listId));
    } else {
      // moved items leave this list as well: a move is not a copy
      const left = target ? [] : unchecked;
      result.list = (await tx.update(shoppingLists).set({ ingredients: left, version: sql`${shoppingLists.version} + 1`, updatedAt: now })
        .where(eq(shoppingLists.id, listId)).returning())[0] ?? null;
    }
    return result;
  });
}
