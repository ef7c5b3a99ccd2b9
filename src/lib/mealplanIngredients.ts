// SPEC §1, §2, §4 the ingredient check of a meal plan: what its recipes need (each recipe as often as the plan
// names it) against what the stores hold (own, and shared with edit rights), with quantities and units; the
// missing amounts as shopping list items; and, when a plan is completed, the used amounts taken out of the
// stores. Amounts of one dimension are converted (contract/mergeQuantities.ts), and packs ('unit') of an ingredient
// sold by weight or volume count as its default amount each (comparableAmount); other mixes cannot be compared,
// so their numbers are never added (40 g and 1 tbsp of flour are two rows, not 41 unit). Stock that has expired (the
// store page's rule, storeItemStatus) is neither counted nor taken: it is named beside what counts, for the cook to see.
import type { Unit } from '../../contract/constants';
import type {
  FoodStore, Id, IngredientOption, MealplanDay, MealplanRecipeIngredients, ShoppingListItem, StoreItem,
} from '../../contract/entities';
import { comparableAmount, convertAmount, mergeQuantities, type Amount } from '../../contract/mergeQuantities';
import { storeItemStatus } from '../../contract/expiry';
import { sayAmount, shortOf } from '../../contract/recipeLines';
import { compareText } from './collation';
import { compareIso } from './dates';
import { addToList, catalogueListItem, customListItem, isSameListItem, LIST_QUANTITY_MIN } from './shoppingListItems';
import { isCustomItem } from './storeItems';

/** enough: the stores hold it all; short: some; missing: none; check: the stores hold it in a unit that cannot be compared */
export type IngredientStatus = 'missing' | 'short' | 'check' | 'enough';

export interface IngredientRow {
  ingredient_id: Id;
  name: string;
  needed: Amount;
  /** what the stores hold that has not expired, in their unit where it converts (packs as packs, 7½, unless mixed with
   *  amounts they are counted in); null when they hold none */
  inStores: Amount | null;
  /** what the stores hold of it that has expired (not counted); null when none has */
  expired: Amount | null;
  /** what is still to buy, in the needed unit; null when nothing is (or it cannot be told) */
  missing: Amount | null;
  status: IngredientStatus;
  /** the names of the plan's recipes that use it */
  recipes: string[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const refKey = (type: string, id: Id | string | null) => `${type}:${String(id)}`;

/** A plan entry that is a recipe with ingredients (a catalogue, own or imported one), not a custom item or a web link. */
const isRecipe = (r: MealplanDay['recipes'][number]) => r.type === 'A9' || r.type === 'USER' || r.type === 'IMPORTED';

/** How many times the plan names each recipe (a recipe on two days is cooked twice). */
export function recipeCounts(days: readonly MealplanDay[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const day of days) {
    for (const r of day.recipes) {
      if (isRecipe(r)) counts.set(refKey(r.type, r.value), (counts.get(refKey(r.type, r.value)) ?? 0) + 1);
    }
  }
  return counts;
}

/** The plan's recipes the check could not read (deleted since, or no longer shared): none of their ingredients count. */
export function unreadRecipes(days: readonly MealplanDay[], recipes: readonly MealplanRecipeIngredients[]): string[] {
  const read = new Set(recipes.map((r) => refKey(r.type, r.recipe_id)));
  return [...new Set(days.flatMap((d) => d.recipes).filter((r) => isRecipe(r) && !read.has(refKey(r.type, r.value))).map((r) => r.name))];
}

const itemAmount = (item: Pick<StoreItem, 'quantity' | 'unit'>): Amount => ({ quantity: item.quantity, measurement: item.unit });

/** A store's entry of the ingredient: a catalogue one with some left. */
const isStockOf = (item: StoreItem, id: Id) => !isCustomItem(item) && String(item.value) === String(id) && item.quantity > 0;

const hasExpired = (item: StoreItem, now: number) => storeItemStatus(item, now) === 'expired';

/** The entries the check counts and completing takes from: stock of the ingredient that has not expired. */
const usable = (item: StoreItem, id: Id, now: number) => isStockOf(item, id) && !hasExpired(item, now);

/** Amounts added where they convert to the first one; the first is kept as it is told when nothing does. */
function sumAmounts(amounts: readonly Amount[]): Amount | null {
  return amounts.reduce<Amount | null>((sum, amount) => (!sum ? amount : convertAmount(amount, sum.measurement) ? mergeQuantities(sum, amount) : sum), null);
}

const STATUS_ORDER: Record<IngredientStatus, number> = { missing: 0, short: 1, check: 2, enough: 3 };

/** The rows of the ingredient summary: most to buy first, then by name. */
export function ingredientSummary(input: {
  days: readonly MealplanDay[];
  recipes: readonly MealplanRecipeIngredients[];
  stores: readonly FoodStore[];
  options: readonly IngredientOption[];
  now?: number;
}): IngredientRow[] {
  const now = input.now ?? Date.now();
  const counts = recipeCounts(input.days);
  const names = new Map(input.options.map((o) => [o.value, o.name]));
  // an ingredient needed in units that cannot be compared (40 g and 1 tbsp of flour) is a row for each
  const needs: { id: Id; needed: Amount; recipes: string[] }[] = [];
  for (const recipe of input.recipes) {
    const times = counts.get(refKey(recipe.type, recipe.recipe_id)) ?? 0;
    if (times === 0) continue;
    for (const ing of recipe.recipe_ingredients) {
      const amount = { quantity: ing.quantity * times, measurement: ing.measurement };
      const known = needs.find((n) => n.id === ing.ingredient_id && convertAmount(amount, n.needed.measurement));
      if (!known) needs.push({ id: ing.ingredient_id, needed: { ...amount, quantity: round(amount.quantity) }, recipes: [recipe.name] });
      else {
        known.needed = mergeQuantities(known.needed, amount);
        if (!known.recipes.includes(recipe.name)) known.recipes.push(recipe.name);
      }
    }
  }
  const items = input.stores.flatMap((s) => s.items);
  const rows: IngredientRow[] = [];
  for (const { id, needed, recipes } of needs) {
    const held = items.filter((i) => usable(i, id, now));
    const expired = sumAmounts(items.filter((i) => isStockOf(i, id) && hasExpired(i, now)).map(itemAmount));
    // what the stores hold is told in their units (1 l of oil, not 66⅔ tbsp; 7½ pots of yoghurt, not 3.75 kg), and
    // compared in the recipe's
    const counted = held.flatMap((item) => {
      const amount = comparableAmount(item, needed.measurement);
      return amount ? [{ amount, stored: itemAmount(item) }] : [];
    });
    const other = counted.length < held.length;
    const have = counted.length > 0 ? counted.map((c) => c.amount).reduce(mergeQuantities) : null;
    // packs beside amounts they are counted in (2 pots and 200 g) are told as the amount they come to
    const stored = counted.map((c) => c.stored);
    const asStored = stored.length > 0 && stored.every((a) => convertAmount(a, stored[0]!.measurement)) ? stored.reduce(mergeQuantities) : have;
    // a shortfall the amounts shown cannot tell (425.24 g needed, 425 g held) is none, and leaves nothing to check
    const left = shortOf(needed, have ? convertAmount(have, needed.measurement)!.quantity : 0);
    let status: IngredientStatus;
    if (left <= 0) status = 'enough';
    else if (other) status = 'check';
    else status = have ? 'short' : 'missing';
    const inStores = asStored ?? (other && held[0] ? itemAmount(held[0]) : null);
    const missing = status === 'missing' || status === 'short' ? { quantity: left, measurement: needed.measurement } : null;
    rows.push({ ingredient_id: id, name: names.get(id) ?? `ingredient ${id}`, needed, inStores, expired, missing, status, recipes });
  }
  return rows.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || compareText(a.name, b.name));
}

/** The next smaller unit of a dimension, for telling an amount under 1 in a unit a list holds it in (0.4 kg is 400 g);
 *  a cup's in spoons, as it is measured, not in ml (¾ cup is 12 tbsp, not 180 ml of butter) */
const SMALLER: Partial<Record<Unit, Unit>> = { kg: 'g', l: 'ml', cup: 'tbsp', tbsp: 'tsp' };

/** units a shop sells by the whole one: 187.5 ml to buy is 188 ml */
const WHOLE: ReadonlySet<Unit> = new Set(['g', 'ml', 'mg']);

/** SPEC §5: a list quantity is at least 1; a smaller amount is told in a smaller unit, else rounded up to 1 (½ tsp is 1
 *  tsp); grams and millilitres up to whole ones, spoons told for a cup up to a quarter or a third (⅔ cup is 10¾ tbsp). */
export function listAmount(amount: Amount): Amount {
  let told = amount;
  for (let unit = SMALLER[told.measurement]; told.quantity < LIST_QUANTITY_MIN && unit; unit = SMALLER[told.measurement]) {
    told = convertAmount(told, unit) ?? told;
  }
  const up = (parts: number) => Math.ceil(round(told.quantity * parts)) / parts;
  if (WHOLE.has(told.measurement)) told = { ...told, quantity: up(1) };
  else if (told !== amount) told = { ...told, quantity: Math.min(up(4), up(3)) };
  return told.quantity < LIST_QUANTITY_MIN ? { ...told, quantity: LIST_QUANTITY_MIN } : told;
}

/** A list item's amount as the summary says a missing one: rounded up to its step, in a unit a list holds. */
function toldForList(item: ShoppingListItem): ShoppingListItem {
  const { quantity, measurement } = listAmount(sayAmount({ quantity: item.quantity, measurement: item.unit }, { up: true }));
  return { ...item, quantity, unit: measurement, measurement };
}

/** The missing amounts as shopping list items (catalogue ingredients only: a name without its option is skipped), as the
 *  summary says them (the recipe page's rule for a worked-out amount) but rounded up to its step, not to the nearest,
 *  so a shop by the list leaves nothing short (1,633.98 g is 1.64 kg), in a unit a list holds. */
export function missingListItems(rows: readonly IngredientRow[], options: readonly IngredientOption[], now: Date = new Date()): ShoppingListItem[] {
  const byId = new Map(options.map((o) => [o.value, o]));
  return rows.flatMap((row) => {
    const option = byId.get(row.ingredient_id);
    if (!row.missing || !option) return [];
    // in the unit the summary says it in (3.2 kg, 700 g)
    return [toldForList({ ...catalogueListItem(option, now), quantity: row.missing.quantity, unit: row.missing.measurement })];
  });
}

/**
 * Own recipes' custom ingredients as custom list items: the stores cannot be checked for them (custom store items never
 * count), so all of each is to buy. The amount the recipe writes (else 1), as often as the plan names the recipe; one
 * item for a name written alike (folded) where its amounts add (shoppingListItems addToList), told as a missing amount.
 */
export function customListItems(days: readonly MealplanDay[], recipes: readonly MealplanRecipeIngredients[], now: Date = new Date()): ShoppingListItem[] {
  const counts = recipeCounts(days);
  const items = recipes.flatMap((recipe) => {
    const times = counts.get(refKey(recipe.type, recipe.recipe_id)) ?? 0;
    return times === 0 ? [] : (recipe.custom ?? []).map(({ name, quantity, measurement }) => {
      const amount = quantity > 0 ? { quantity: round(quantity * times), unit: measurement } : { quantity: times, unit: 'unit' as const };
      return { ...customListItem(name, now), ...amount, measurement: amount.unit };
    });
  });
  return addToList([], items).map(toldForList);
}

/**
 * What a list does not hold yet of the missing items: the same item's rows on it, in a unit the amount can be told in,
 * count against it (as the stores do in the summary), so adding a plan's missing ingredients again adds only what is
 * still short. A custom item on it in a unit the amount cannot be told in (a jar of harissa, for 2 tbsp) is on it: nothing
 * tells how much a jar holds, and a second row of it would be the same thing twice. `onList`: how many the list already
 * holds enough of.
 */
export function stillMissing(items: readonly ShoppingListItem[], list: readonly ShoppingListItem[]): { items: ShoppingListItem[]; onList: number } {
  const short = items.flatMap((item) => {
    const same = list.filter((row) => isSameListItem(row, item));
    const held = same.reduce((sum, row) => {
      const amount = comparableAmount(row, item.unit);
      return sum + (amount ? convertAmount(amount, item.unit)!.quantity : 0);
    }, 0);
    if (held <= 0) return same.length > 0 && isCustomItem(item) ? [] : [item];
    if (round(item.quantity - held) <= 0) return [];
    const { quantity, measurement } = listAmount({ quantity: round(item.quantity - held), measurement: item.unit });
    return [{ ...item, quantity, unit: measurement, measurement }];
  });
  return { items: short, onList: items.length - short.length };
}

export interface StoreChange {
  store: FoodStore;
  items: StoreItem[];
}

/** An amount of an ingredient that completing a plan is to take out of the stores, in the unit its row needs it in. */
export interface Take {
  ingredient_id: Id;
  name: string;
  amount: Amount;
}

/** What completing a plan takes out of the stores: what each row of its summary needs. */
export function plannedTakes(rows: readonly IngredientRow[]): Take[] {
  return rows.map((row) => ({ ingredient_id: row.ingredient_id, name: row.name, amount: row.needed }));
}

/** The order completing a plan takes from the stores in: the default store first, then in the order given. */
export function takeOrder<T extends Pick<FoodStore, 'default'>>(stores: readonly T[]): T[] {
  return [...stores].sort((a, b) => Number(b.default) - Number(a.default));
}

/**
 * SPEC §4: the takes taken out of one store's items: within the store the oldest entries first, so what expires first is
 * used first. An entry used up is removed; an entry in a unit that cannot be compared, or that has expired (the check
 * does not count it either), is left alone; every other item stays as it is. `items` is the same array when nothing was
 * taken; `left` is what is still to take, in the takes' order.
 */
export function takeFromItems(items: StoreItem[], takes: readonly Take[], now: number = Date.now()): { items: StoreItem[]; left: Take[] } {
  let working = [...items];
  let changed = false;
  const left = takes.map((take) => {
    const { measurement } = take.amount;
    // what is still to take, told in the unit of the entry it was last taken from: each entry loses it in its own
    // unit, so 500 ml less 2 tbsp is 470 ml, not 469.995 (500 ml as 33.333 tbsp, less 2, told in ml again)
    let rest: Amount = take.amount;
    let took = false;
    const entries = working
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => usable(item, take.ingredient_id, now))
      .sort((a, b) => compareIso(a.item.date_added, b.item.date_added));
    const removed = new Set<number>();
    for (const { item, index } of entries) {
      if (rest.quantity <= 0) break;
      // packs count as the check counts them: 150 g of a 500 g pot leaves 0.7 of it
      const amount = comparableAmount(item, measurement);
      if (!amount) continue;
      changed = true;
      took = true;
      const need = convertAmount(rest, amount.measurement)!;
      const after = round(amount.quantity - need.quantity);
      // used up in its own unit, or in the take's (500 ml is all of 33.333 tbsp, though 33.333 tbsp is 499.995 ml)
      if (after <= 0 || convertAmount(amount, measurement)!.quantity <= convertAmount(rest, measurement)!.quantity) {
        removed.add(index);
        rest = { quantity: Math.max(0, -after), measurement: amount.measurement };
      } else {
        const packs = amount.measurement !== item.unit;
        working[index] = { ...item, quantity: packs ? round(after / item.default_quantity) : after };
        rest = { quantity: 0, measurement };
      }
    }
    if (removed.size > 0) working = working.filter((_, i) => !removed.has(i));
    return took ? { ...take, amount: convertAmount(rest, measurement)! } : take;
  });
  return { items: changed ? working : items, left };
}

/**
 * SPEC §4: completing a plan takes what its recipes need out of the stores, the default store first, then in the
 * order given (takeFromItems within each). Only the stores that change are returned, with what the stores do not
 * hold (`left`, in the rows' order: nothing of a row they hold enough of).
 */
export function takeFromStores(stores: readonly FoodStore[], rows: readonly IngredientRow[], now: number = Date.now()): { changes: StoreChange[]; left: Take[] } {
  let left = plannedTakes(rows);
  const changes: StoreChange[] = [];
  for (const store of takeOrder(stores)) {
    const taken = takeFromItems(store.items, left, now);
    left = taken.left;
    if (taken.items !== store.items) changes.push({ store, items: taken.items });
  }
  return { changes, left };
}

/**
 * What completing a plan did not take that its summary showed it would (the stores changed since it was checked: a
 * partner used some, or moved it): the amounts `after` (what the stores as they are now left to take) leaves beyond
 * `planned` (what the stores as checked left), in the same order. Empty when everything shown was taken.
 */
export function notTaken(planned: readonly Take[], after: readonly Take[]): Take[] {
  return after.flatMap((take, i) => {
    const more = round(take.amount.quantity - (planned[i]?.amount.quantity ?? 0));
    return more > 0 ? [{ ...take, amount: { ...take.amount, quantity: more } }] : [];
  });
}
