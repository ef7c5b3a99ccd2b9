// What a change refused for good would have done, in words (SYNC_TEXT): the user can no longer save it (the edit
// right was taken away), so it is said rather than lost without a word. By name, not by item:
// a store keeps an ingredient once per day it was added, and to the user it is one thing with its amounts.
import { itemAmount } from '../../contract/ingredientsText';
import type { ShoppingListItem, StoreItem } from '../../contract/entities';
import { SYNC_TEXT } from './syncText';

type Item = ShoppingListItem | StoreItem;

/** each name's amounts, in the items' order ('2 l, 1 l' for milk added on two days) */
function amountsByName(items: readonly Item[]): Map<string, string> {
  const amounts = new Map<string, string[]>();
  for (const item of items) {
    const amount = itemAmount(item);
    amounts.set(item.name, [...(amounts.get(item.name) ?? []), amount]);
  }
  return new Map([...amounts].map(([name, list]) => [name, list.join(', ')]));
}

/** One line per name my items add, change or remove from the server's copy they built on: mine in my order, then removals. */
export function unsavedChanges(base: readonly Item[], mine: readonly Item[]): string[] {
  const before = amountsByName(base);
  const after = amountsByName(mine);
  const lines: string[] = [];
  for (const [name, amount] of after) {
    const was = before.get(name);
    if (was === undefined) lines.push(SYNC_TEXT.added(name, amount));
    else if (was !== amount) lines.push(SYNC_TEXT.changed(name, amount));
  }
  for (const name of before.keys()) if (!after.has(name)) lines.push(SYNC_TEXT.removed(name));
  return lines;
}
