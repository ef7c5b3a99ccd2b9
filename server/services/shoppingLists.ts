// Reading a shopping list for a change, writing only what a change changed, and turning rows into the wire
// shapes of SPEC §3.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ShoppingList, ShoppingListItem } from '../../contract/entities';
import type { Db } from '../db';
import { shoppingLists } from '../db/schema';
import { type HttpError, notFound } from '../errors';
import type { Viewer } from './access';
import { listView, viewContext } from './views';

export type ListRow = typeof shoppingLists.$inferSelect;

/**
 * The list's row, locked until the transaction ends, so a read-modify-write never loses a concurrent change;
 * `gone` is the answer when it is not there.
 */
export async function lockList(tx: Db, id: number, gone: () => HttpError = notFound): Promise<ListRow> {
  const [row] = await tx.select().from(shoppingLists).where(eq(shoppingLists.id, id)).for('update');
  if (!row) throw gone();
  return row;
}

/** Rows as the viewer sees them (shared_with and owner_name loaded once for all). */
export async function listViews(db: Db, rows: ListRow[], viewer: Viewer): Promise<ShoppingList[]> {
  const ctx = await viewContext(db, 'UserShoppinglist', rows, viewer);
  return rows.map((row) => listView(row, ctx));
}

/**
 * ours (issue 10): at most this many items replaced in place of the stored document; a change touching more,
 * or adding, removing or moving items, writes the list whole
 */
export const MAX_PATCHED_ITEMS = 10;

/** Deep equality of two parsed JSON values, as the database compares documents (key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  // plain loops, no copies: a 200-item list is compared on every autosave. A key holding undefined is not
  // written, so it counts as absent.
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let keys = 0;
  for (const key in left) {
    if (left[key] === undefined) continue;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
    keys += 1;
  }
  for (const key in right) if (right[key] !== undefined) keys -= 1;
  return keys === 0;
}

/**
 * The cheapest write of `items` over `stored`: null when they are the same; the positions replaced in place
 * when the list keeps its length and few items differ (an autosave after one edit); else 'whole'.
 */
export function itemsChange(stored: readonly ShoppingListItem[], items: readonly ShoppingListItem[]): number[] | 'whole' | null {
  if (stored.length !== items.length) return 'whole';
  const changed: number[] = [];
  for (let i = 0; i < items.length; i += 1) {
    if (sameJson(stored[i], items[i])) continue;
    changed.push(i);
    if (changed.length > MAX_PATCHED_ITEMS) return 'whole';
  }
  return changed.length ? changed : null;
}

/**
 * Saves a change to a list locked by lockList, writing only what differs: a change that changes nothing
 * (same name, same items in the same order) is no write at all and keeps the version and updated_at; a few
 * items edited in place are replaced inside the stored document, so a long list is not sent and parsed again.
 * Answers the row as it now is.
 */
export async function saveList(tx: Db, before: ListRow, change: { name?: string; items?: ShoppingListItem[] }, now = new Date()): Promise<ListRow> {
  const renamed = change.name !== undefined && change.name !== before.name;
  const items = change.items ? itemsChange(before.ingredients, change.items) : null;
  if (!renamed && items === null) return before;
  let ingredients: SQL | ShoppingListItem[] | undefined;
  if (items === 'whole') ingredients = change.items;
  else if (items) {
    ingredients = items.reduce<SQL>(
      (doc, i) => sql`jsonb_set(${doc}, ${`{${i}}`}::text[], ${JSON.stringify(change.items![i])}::jsonb)`,
      sql`${shoppingLists.ingredients}`,
    );
  }
  const [saved] = await tx.update(shoppingLists)
    .set({
      updatedAt: now,
      version: sql`${shoppingLists.version} + 1`,
      ...(ingredients ? { ingredients } : {}),
      ...(renamed ? { name: change.name } : {}),
    })
    .where(eq(shoppingLists.id, before.id))
    .returning({ version: shoppingLists.version, updatedAt: shoppingLists.updatedAt });
  if (!saved) throw notFound();
  return { ...before, ...saved, name: change.name ?? before.name, ingredients: change.items ?? before.ingredients };
}
