// Shopping list items (SPEC §3, §4, §9): making one from a catalogue ingredient or from typed text, adding it
// to a list (an item already there has its quantity raised by its default quantity, or 1), and the list as text.
import { CUSTOM_ITEM, CUSTOM_MARKER, DEFAULT_QUANTITY, type Unit } from '../../contract/constants';
import type { IngredientOption, ShoppingList, ShoppingListItem } from '../../contract/entities';
import { unitKind, unitRowId, withAmountAdded } from '../../contract/mergeQuantities';
import { randomId } from '../../contract/rules';
import { itemAmount } from '../../contract/ingredientsText';
import { isCustomItem, sameCustomName } from './storeItems';

/** SPEC §5: a list quantity is a number, minimum 1. */
export const LIST_QUANTITY_MIN = 1;

/** The amount one more of an item adds: its default quantity, or 1 when it has none. */
const step = (item: Pick<ShoppingListItem, 'default_quantity'>) => (item.default_quantity > 0 ? item.default_quantity : DEFAULT_QUANTITY);

/** A catalogue ingredient as a list item: its default amount (at least 1) in its default unit. */
export function catalogueListItem(option: IngredientOption, now: Date = new Date()): ShoppingListItem {
  return {
    value: option.value,
    id: option.value,
    name: option.name,
    quantity: Math.max(LIST_QUANTITY_MIN, step(option)),
    default_quantity: option.default_quantity,
    unit: option.default_unit,
    default_unit: option.default_unit,
    measurement: option.default_unit,
    image: option.image,
    checked: false,
    date_added: now.toISOString(),
    category_id: option.category_id,
  };
}

/** SPEC §3, §9: a custom item has an id and value containing CUSTOM, quantity 1 and unit 'unit'. */
export function customListItem(name: string, now: Date = new Date()): ShoppingListItem {
  const id = `${CUSTOM_MARKER}-${randomId()}`;
  return {
    value: id,
    id,
    name: name.trim(),
    quantity: CUSTOM_ITEM.quantity,
    default_quantity: CUSTOM_ITEM.quantity,
    unit: CUSTOM_ITEM.unit,
    default_unit: CUSTOM_ITEM.unit,
    measurement: CUSTOM_ITEM.unit,
    image: null,
    checked: false,
    date_added: now.toISOString(),
    category_id: null,
  };
}

/** The same item: the same catalogue ingredient, or custom items of the same name (storeItems sameCustomName). */
export function isSameListItem(a: ShoppingListItem, b: ShoppingListItem): boolean {
  if (isCustomItem(a) || isCustomItem(b)) {
    return isCustomItem(a) && isCustomItem(b) && sameCustomName(a, b);
  }
  return String(a.value) === String(b.value);
}

/** Where an amount in `unit` joins a list: the same item in a unit it can be told in (500 g and 1 kg), else -1. */
const joinsAt = (items: readonly ShoppingListItem[], item: ShoppingListItem, unit: Unit) =>
  items.findIndex((existing) => isSameListItem(existing, item) && unitKind(existing.unit) === unitKind(unit));

/** An item as a new row: a second row of one ingredient has an id of its own (shop mode ticks, the server stocks, by id). */
function newRow(items: readonly ShoppingListItem[], item: ShoppingListItem): ShoppingListItem {
  return items.some((existing) => String(existing.id) === String(item.id)) ? { ...item, id: unitRowId(item) } : item;
}

/**
 * SPEC §4: adding an item already on the list raises its quantity by its default quantity (or 1), in the unit the
 * list shows, converted within a dimension (500 g + 1 kg is 1.5 kg). Amounts that cannot be compared stay rows of
 * their own (4 tbsp and 90 g of flour): SPEC §9's fallback would make them '94 unit', which says nothing of how much
 * to buy, and the 4 tbsp would be lost. Anything else is appended. Returns a new array.
 */
export function addListItem(items: readonly ShoppingListItem[], item: ShoppingListItem): ShoppingListItem[] {
  return addListItemAt(items, item).items;
}

/** What addListItem did: the items, and the row it changed or appended (the editor brings that row into view). */
export interface ListAddition {
  items: ShoppingListItem[];
  at: number;
  /** the row as it was, when it was already on the list and its quantity was raised */
  before?: ShoppingListItem;
}

/** addListItem, telling which row it changed or appended. */
export function addListItemAt(items: readonly ShoppingListItem[], item: ShoppingListItem): ListAddition {
  const at = joinsAt(items, item, item.default_unit);
  if (at < 0) return { items: [...items, newRow(items, item)], at: items.length };
  const next = items.map((existing, i) => (i === at ? withAmountAdded(existing, { quantity: step(item), measurement: item.default_unit }) : existing));
  return { items: next, at, before: items[at] };
}

/** Items added to a list with their amounts (a meal plan's missing ingredients), joining rows as addListItem does. */
export function addToList(items: readonly ShoppingListItem[], adding: readonly ShoppingListItem[]): ShoppingListItem[] {
  return adding.reduce<ShoppingListItem[]>((next, add) => {
    const at = joinsAt(next, add, add.unit);
    if (at < 0) return [...next, newRow(next, add)];
    return next.map((existing, i) => (i === at ? withAmountAdded(existing, { quantity: add.quantity, measurement: add.unit }) : existing));
  }, [...items]);
}

/** The text 'clipboard copy' puts on the clipboard: the list's name, then one item a line ('- 2 l milk'). */
export function listToText(list: Pick<ShoppingList, 'name' | 'ingredients'>): string {
  const lines = list.ingredients.map((item) => `- ${itemAmount(item)} ${item.name}`);
  return [list.name, ...lines].join('\n');
}

export const itemCount = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

type Raised = Pick<ShoppingListItem, 'name' | 'quantity' | 'unit'>;
/**
 * ours: what the editor's search says when an item already on the list (or in the store, from the same day) had its
 * amount raised ('double cream: 300 ml → 600 ml')
 */
export const amountRaisedText = (before: Raised, after: Raised) => `${after.name}: ${itemAmount(before)} → ${itemAmount(after)}`;
