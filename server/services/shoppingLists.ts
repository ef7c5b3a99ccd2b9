// Reading a shopping list for a change, and turning rows into the wire shapes of SPEC §3.
import { eq } from 'drizzle-orm';
import type { ShoppingList } from '../../contract/entities';
import type { Db } from '../db';
import { shoppingLists } from '../db/schema';
import { notFound } from '../errors';
import { listView, viewContext } from './views';

export type ListRow = typeof shoppingLists.$inferSelect;

/** The list's row, locked until the transaction ends, so a read-modify-write never loses a concurrent change. */
export async function lockList(tx: Db, id: number): Promise<ListRow> {
  const [row] = await tx.select().from(shoppingLists).where(eq(shoppingLists.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Rows as the viewer sees them (shared_with and owner_name loaded once for all). */
export async function listViews(db: Db, rows: ListRow[], viewer: { id: number; email: string }): Promise<ShoppingList[]> {
  const ctx = await viewContext(db, 'UserShoppinglist', rows, viewer);
  return rows.map((row) => listView(row, ctx));
}
