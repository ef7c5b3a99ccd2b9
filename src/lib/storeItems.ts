// Store items (SPEC §3, §4, §9): making an item from a catalogue ingredient or from typed text, adding it to
// a store (the same item on the same day adds one more of it), and grouping items by ingredient category.
import { CATEGORY_FALLBACK, CUSTOM_ITEM, CUSTOM_MARKER } from '../../contract/constants';
import type { FoodStore, Id, IngredientOption, StoreItem } from '../../contract/entities';
import { unitKind, withAmountAdded, type Amount } from '../../contract/mergeQuantities';
import { foldText } from '../../contract/coreRules';
import { randomId } from '../../contract/rules';
import { compareText, sortByText } from './collation';

/** A store as a picker names it: someone else's with its owner ('Pantry (Hannah's)'), so two pantries are told apart. */
export function storeChoiceName(store: Pick<FoodStore, 'name' | 'default' | 'user_id' | 'owner_name'>, myId: Id | undefined): string {
  const owner = store.user_id !== myId && store.owner_name ? ` (${store.owner_name}'s)` : '';
  return `${store.name}${owner}${store.default ? ' (default)' : ''}`;
}

/** SPEC §3: custom items contain CUSTOM in their id or value. */
export function isCustomItem(item: Pick<StoreItem, 'id' | 'value'>): boolean {
  return String(item.value).includes(CUSTOM_MARKER) || String(item.id).includes(CUSTOM_MARKER);
}

/**
 * A catalogue ingredient as a store item: its default amount and unit, and its own expiry days. Like the
 * server's complete-shop, each entry gets an id of its own (the value stays the ingredient id).
 */
export function catalogueStoreItem(option: IngredientOption, now: Date = new Date()): StoreItem {
  const at = now.toISOString();
  return {
    value: option.value,
    id: randomId(),
    name: option.name,
    quantity: option.default_quantity > 0 ? option.default_quantity : 1,
    unit: option.default_unit,
    default_unit: option.default_unit,
    measurement: option.default_unit,
    date_added: at,
    estimated_expiry_days: option.estimated_expiry_days,
    default_quantity: option.default_quantity,
    category_id: option.category_id,
    image: option.image,
    created_at: at,
    checked: false,
  };
}

/** SPEC §9: a custom item has quantity 1, unit 'unit' and expires after 14 days. */
export function customStoreItem(name: string, now: Date = new Date()): StoreItem {
  const at = now.toISOString();
  const id = `${CUSTOM_MARKER}-${randomId()}`;
  return {
    value: id,
    id,
    name: name.trim(),
    quantity: CUSTOM_ITEM.quantity,
    unit: CUSTOM_ITEM.unit,
    default_unit: CUSTOM_ITEM.unit,
    measurement: CUSTOM_ITEM.unit,
    date_added: at,
    estimated_expiry_days: CUSTOM_ITEM.expiryDays,
    default_quantity: CUSTOM_ITEM.quantity,
    category_id: null,
    image: null,
    created_at: at,
    checked: false,
  };
}

/** The same UTC calendar day: the rule the server's complete-shop uses too (docs/decisions.md), so one store merges alike either way. */
export function isSameDay(a: string | Date, b: string | Date): boolean {
  return new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10);
}

/** Custom items' names as one: spaces round them, case, accents and ß/ss aside ('Weißwurst', 'WEISSWURST'), as the search folds them. */
export const sameCustomName = (a: { name: string }, b: { name: string }): boolean => foldText(a.name.trim()) === foldText(b.name.trim());

/** The same item: the same catalogue ingredient, or custom items of the same name (sameCustomName). */
export function isSameItem(a: StoreItem, b: StoreItem): boolean {
  if (isCustomItem(a) || isCustomItem(b)) {
    return isCustomItem(a) && isCustomItem(b) && sameCustomName(a, b);
  }
  return a.value === b.value;
}

/**
 * One more of an item (made by catalogueStoreItem or customStoreItem: its default amount, or 1) as an entry held in
 * `unit` takes it: that amount where the two add (500 g to 1.2 kg); one pack to an entry counted in packs ('unit', as
 * a receipt counts them); null where neither (an entry someone keeps in cups of a thing bought by the gram).
 */
function oneMore(item: StoreItem, unit: StoreItem['unit']): Amount | null {
  if (unitKind(unit) === unitKind(item.unit)) return { quantity: item.quantity, measurement: item.unit };
  return unit === 'unit' ? { quantity: 1, measurement: 'unit' } : null;
}

/** What addStoreItem did: the items, and the entry it raised or appended. */
export interface StoreAddition {
  items: StoreItem[];
  at: number;
  /** the entry as it was, when the item was there from the same day and its quantity was raised */
  before?: StoreItem;
}

/**
 * SPEC §4 (ours: 'adds 1' read as one more of it, as a list adds its default quantity, or 1): adding an item the
 * store already holds from the same day raises that entry by the item's default amount, in the entry's unit (500 g
 * of chicken again is 1000 g, not 501 g); otherwise the item is a new entry (so each day's batch keeps its own
 * expiry). Returns a new array.
 */
export function addStoreItemAt(items: readonly StoreItem[], item: StoreItem): StoreAddition {
  const at = items.findIndex((existing) => isSameItem(existing, item) && isSameDay(existing.date_added, item.date_added) && oneMore(item, existing.unit));
  const before = items[at];
  const amount = before && oneMore(item, before.unit);
  if (!before || !amount) return { items: [...items, item], at: items.length };
  return { items: items.map((existing, i) => (i === at ? withAmountAdded(existing, amount) : existing)), at, before };
}

export function addStoreItem(items: readonly StoreItem[], item: StoreItem): StoreItem[] {
  return addStoreItemAt(items, item).items;
}

/**
 * SPEC §4, §9: entries brought in whole (moved from another store) join the entry of the same item from the same
 * day, their quantities added (contract/mergeQuantities.ts), when the two units can be added, as complete-shop
 * merges; otherwise each is a new entry. Returns a new array.
 */
export function addStoreItems(items: readonly StoreItem[], incoming: readonly StoreItem[]): StoreItem[] {
  const next = [...items];
  for (const item of incoming) {
    const index = next.findIndex((it) => isSameItem(it, item) && isSameDay(it.date_added, item.date_added) && unitKind(it.unit) === unitKind(item.unit));
    const existing = next[index];
    if (!existing) {
      next.push(item);
      continue;
    }
    next[index] = withAmountAdded(existing, { quantity: item.quantity, measurement: item.unit });
  }
  return next;
}

export interface ItemGroup<T> {
  name: string;
  /** each item with its index in the list it came from, so edits can address it */
  entries: { item: T; index: number }[];
}

type Groupable = Pick<StoreItem, 'id' | 'value' | 'name' | 'category_id'>;

/**
 * ours: the heading of the catalogue's items when no category name is known (the catalogue's options could not be
 * loaded: offline, with no copy in the service worker's cache); 'Misc' would say they are all outside its categories.
 */
export const UNGROUPED = 'Items';

/**
 * Items grouped by ingredient category (SPEC §2), named from `categoryNames`; custom items group as 'Custom'
 * and items of an unknown category as 'Misc' (SPEC §9), or, when no name is known at all, as 'Items'. Named
 * groups come first, alphabetically, then Misc, then Custom; items within a group by name.
 */
export function groupByCategory<T extends Groupable>(items: readonly T[], categoryNames: ReadonlyMap<number, string>): ItemGroup<T>[] {
  const groups = new Map<string, ItemGroup<T>>();
  const unknown = categoryNames.size === 0 ? UNGROUPED : CATEGORY_FALLBACK.misc;
  items.forEach((item, index) => {
    const name = isCustomItem(item)
      ? CATEGORY_FALLBACK.custom
      : (item.category_id !== null && categoryNames.get(item.category_id)) || unknown;
    const group = groups.get(name) ?? { name, entries: [] };
    group.entries.push({ item, index });
    groups.set(name, group);
  });
  const rank = (name: string) => (name === CATEGORY_FALLBACK.custom ? 2 : name === CATEGORY_FALLBACK.misc ? 1 : 0);
  return [...groups.values()]
    .sort((a, b) => rank(a.name) - rank(b.name) || compareText(a.name, b.name))
    .map((g) => ({ ...g, entries: sortByText(g.entries, (e) => e.item.name) }));
}
