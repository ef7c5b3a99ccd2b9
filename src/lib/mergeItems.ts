// Merging my unsaved edits onto a list or store someone else changed meanwhile (issue 11, lost updates): a
// three-way merge of item lists keyed by item id. `base` is what the server had when my edits began, `mine`
// is my screen, `theirs` is the server's copy now. Their order is kept and my additions come after it.
// - my addition: joins an entry that is the same item (the add rule of lists or stores), else is appended;
// - my change to an item: the fields I changed are applied onto theirs (they may have changed others);
// - my removal: applied unless they changed the item meanwhile (a change of theirs is never thrown away);
// - an item I changed that they removed: kept (my change is not thrown away either).
import type { ShoppingListItem, StoreItem } from '../../contract/entities';
import { withAmountAdded } from '../../contract/mergeQuantities';
import { isSameListItem } from './shoppingListItems';
import { isSameDay, isSameItem } from './storeItems';

type Item = ShoppingListItem | StoreItem;

const keyOf = (item: Item) => String(item.id);

/** The fields of `mine` that differ from `base` (field by field: the server may send the keys in another order). */
function changedFields<T extends Item>(base: T, mine: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const field of Object.keys(mine) as (keyof T)[]) {
    if (JSON.stringify(mine[field]) !== JSON.stringify(base[field])) changed[field] = mine[field];
  }
  return changed;
}

const same = (a: Item, b: Item) => Object.keys(changedFields(a, b)).length === 0 && Object.keys(changedFields(b, a)).length === 0;

function mergeWith<T extends Item>(base: readonly T[], mine: readonly T[], theirs: readonly T[], isSame: (a: T, b: T) => boolean): T[] {
  const baseByKey = new Map(base.map((i) => [keyOf(i), i]));
  const mineByKey = new Map(mine.map((i) => [keyOf(i), i]));
  const theirKeys = new Set(theirs.map(keyOf));
  const result: T[] = [];
  for (const their of theirs) {
    const key = keyOf(their);
    const was = baseByKey.get(key);
    const my = mineByKey.get(key);
    if (!my) {
      // removed by me: gone, unless they changed it since
      if (was && same(was, their)) continue;
      result.push(their);
    } else if (!was) {
      // added by both of us
      result.push(withAmountAdded(their, { quantity: my.quantity, measurement: my.unit }));
    } else {
      result.push({ ...their, ...changedFields(was, my) });
    }
  }
  for (const my of mine) {
    const key = keyOf(my);
    if (theirKeys.has(key)) continue;
    const was = baseByKey.get(key);
    // they removed an item I did not touch: it stays removed
    if (was && same(was, my)) continue;
    const index = was ? -1 : result.findIndex((item) => isSame(item, my));
    if (index >= 0) result[index] = withAmountAdded(result[index]!, { quantity: my.quantity, measurement: my.unit });
    else result.push(my);
  }
  return result;
}

export function mergeListItems(base: readonly ShoppingListItem[], mine: readonly ShoppingListItem[], theirs: readonly ShoppingListItem[]): ShoppingListItem[] {
  return mergeWith(base, mine, theirs, isSameListItem);
}

/** SPEC §4: in a store only the same item added on the same day is one entry. */
export function mergeStoreItems(base: readonly StoreItem[], mine: readonly StoreItem[], theirs: readonly StoreItem[]): StoreItem[] {
  return mergeWith(base, mine, theirs, (a, b) => isSameItem(a, b) && isSameDay(a.date_added, b.date_added));
}
