import type { FoodStore, IngredientOption, MealplanDay, MealplanRecipeIngredients, ShoppingListItem, StoreItem } from '../../contract/entities';
import { addToList, comparable, convert, ingredientSummary, listAmount, missingListItems, recipeCounts, takeFromStores } from './mealplanIngredients';

const option = (value: number, name: string, default_unit: IngredientOption['default_unit'] = 'g'): IngredientOption => ({
  value, name, category_id: 2, category_name: 'Pantry', image: null, default_unit, default_quantity: 1, estimated_expiry_days: 30,
});
const options = [option(1, 'flour'), option(2, 'milk', 'ml'), option(3, 'egg', 'unit'), option(4, 'sugar')];

const entry = (type: 'A9' | 'USER' | 'IMPORTED' | 'CUSTOM', value: number | null, name = 'r') => ({ name, value, image: null, type, checked: false });
const days: MealplanDay[] = [
  { date: '', day: 0, recipes: [entry('A9', 10, 'Pancakes'), entry('CUSTOM', null, 'Toast')] },
  { date: '', day: 1, recipes: [entry('A9', 10, 'Pancakes'), entry('USER', 10, 'Gran cake')] },
];
const recipes: MealplanRecipeIngredients[] = [
  { type: 'A9', recipe_id: 10, name: 'Pancakes', recipe_ingredients: [
    { ingredient_id: 1, quantity: 200, measurement: 'g' }, { ingredient_id: 2, quantity: 300, measurement: 'ml' }, { ingredient_id: 3, quantity: 2, measurement: 'unit' },
  ] },
  { type: 'USER', recipe_id: 10, name: 'Gran cake', recipe_ingredients: [
    { ingredient_id: 1, quantity: 0.5, measurement: 'kg' }, { ingredient_id: 4, quantity: 100, measurement: 'g' },
  ] },
];

const storeItem = (value: number | string, quantity: number, unit: StoreItem['unit'], date = '2026-03-01T00:00:00.000Z'): StoreItem => ({
  value, id: `${String(value)}-${quantity}-${date}`, name: 'x', quantity, unit, default_unit: unit, measurement: unit, date_added: date,
  estimated_expiry_days: 14, default_quantity: 1, category_id: 2, image: null, created_at: date, checked: false,
});
const store = (id: number, items: StoreItem[], isDefault = false): FoodStore => ({
  id, user_id: 1, name: `Store ${id}`, description: '', default: isDefault, items, shared_with: [], owner_name: 'Demo', updated_at: '2026-03-01T00:00:00.000Z',
});

describe('units', () => {
  test('one dimension compares; other mixes do not', () => {
    expect(comparable('g', 'kg')).toBe(true);
    expect(comparable('tsp', 'cup')).toBe(true);
    expect(comparable('unit', 'unit')).toBe(true);
    expect(comparable('g', 'ml')).toBe(false);
    expect(comparable('unit', 'g')).toBe(false);
  });

  test('convert tells an amount in another unit of its dimension', () => {
    expect(convert({ quantity: 1.2, measurement: 'kg' }, 'g')).toEqual({ quantity: 1200, measurement: 'g' });
    expect(convert({ quantity: 250, measurement: 'g' }, 'kg')).toEqual({ quantity: 0.25, measurement: 'kg' });
    expect(convert({ quantity: 1, measurement: 'cup' }, 'tsp')).toEqual({ quantity: 48, measurement: 'tsp' });
    expect(convert({ quantity: 1, measurement: 'l' }, 'g')).toBeNull();
  });
});

describe('ingredientSummary', () => {
  test('counts each recipe as often as the plan names it; custom entries need nothing', () => {
    expect([...recipeCounts(days)]).toEqual([['A9:10', 2], ['USER:10', 1]]);
  });

  test('needed against the stores, with quantities converted, most to buy first', () => {
    const stores = [store(1, [storeItem(1, 0.3, 'kg'), storeItem(2, 1, 'l')]), store(2, [storeItem(1, 200, 'g'), storeItem(3, 6, 'g')])];
    const rows = ingredientSummary({ days, recipes, stores, options });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    // flour: 2 × 200 g + 0.5 kg = 0.9 kg needed; 0.3 kg + 200 g held
    expect(byName.flour).toMatchObject({
      needed: { quantity: 0.9, measurement: 'kg' }, inStores: { quantity: 0.5, measurement: 'kg' },
      missing: { quantity: 0.4, measurement: 'kg' }, status: 'short', recipes: ['Pancakes', 'Gran cake'],
    });
    // milk: 600 ml needed, 1 l held
    expect(byName.milk).toMatchObject({ needed: { quantity: 600, measurement: 'ml' }, inStores: { quantity: 1000, measurement: 'ml' }, missing: null, status: 'enough' });
    // eggs: held in grams, which cannot be compared with units
    expect(byName.egg).toMatchObject({ status: 'check', missing: null, inStores: { quantity: 6, measurement: 'g' } });
    expect(byName.sugar).toMatchObject({ status: 'missing', inStores: null, missing: { quantity: 100, measurement: 'g' } });
    expect(rows.map((r) => r.status)).toEqual(['missing', 'short', 'check', 'enough']);
  });

  test('a recipe the plan no longer names, and custom store items, count for nothing', () => {
    const rows = ingredientSummary({
      days: [{ date: '', day: 0, recipes: [entry('USER', 10)] }], recipes, stores: [store(1, [storeItem('CUSTOM-x', 5, 'g')])], options,
    });
    expect(rows.map((r) => r.name)).toEqual(['flour', 'sugar']);
    expect(rows.every((r) => r.inStores === null)).toBe(true);
  });

  test('an ingredient without a catalogue name is still listed', () => {
    const rows = ingredientSummary({ days, recipes, stores: [], options: [] });
    expect(rows.some((r) => r.name === 'ingredient 4')).toBe(true);
  });
});

describe('missing ingredients on a list', () => {
  const rows = ingredientSummary({ days, recipes, stores: [store(1, [storeItem(1, 300, 'g')])], options });

  test('the missing amounts become list items of the catalogue ingredient', () => {
    const items = missingListItems(rows, options, new Date('2026-03-09T10:00:00.000Z'));
    expect(items.map((i) => [i.name, i.quantity, i.unit, i.value])).toEqual([
      ['egg', 4, 'unit', 3], ['milk', 600, 'ml', 2], ['sugar', 100, 'g', 4], ['flour', 600, 'g', 1],
    ]);
    expect(items[0]).toMatchObject({ checked: false, category_id: 2, date_added: '2026-03-09T10:00:00.000Z' });
  });

  test('SPEC §5: a list quantity is at least 1, told in a smaller unit where there is one', () => {
    expect(listAmount({ quantity: 0.4, measurement: 'kg' })).toEqual({ quantity: 400, measurement: 'g' });
    expect(listAmount({ quantity: 0.25, measurement: 'cup' })).toEqual({ quantity: 4, measurement: 'tbsp' });
    expect(listAmount({ quantity: 0.1, measurement: 'cup' })).toEqual({ quantity: 1.6, measurement: 'tbsp' });
    expect(listAmount({ quantity: 0.5, measurement: 'tsp' })).toEqual({ quantity: 1, measurement: 'tsp' });
    expect(listAmount({ quantity: 0.5, measurement: 'unit' })).toEqual({ quantity: 1, measurement: 'unit' });
    expect(listAmount({ quantity: 1.5, measurement: 'kg' })).toEqual({ quantity: 1.5, measurement: 'kg' });
  });

  test('an ingredient already listed has the amount added in the list unit; the rest is appended', () => {
    const onList = { ...missingListItems(rows, options)[3]!, quantity: 250, unit: 'g', measurement: 'g' } as ShoppingListItem;
    const custom = { ...onList, value: 'CUSTOM-1', id: 'CUSTOM-1', name: 'flour' };
    const next = addToList([custom, onList], missingListItems(rows, options));
    expect(next[0]).toBe(custom);
    expect(next[1]).toMatchObject({ name: 'flour', quantity: 850, unit: 'g' });
    expect(next.slice(2).map((i) => i.name)).toEqual(['egg', 'milk', 'sugar']);
  });
});

describe('takeFromStores (SPEC §4: completing a plan adjusts stock)', () => {
  test('takes from the default store first and the oldest entries first; used-up entries go', () => {
    const rows = ingredientSummary({ days, recipes, stores: [], options });
    const pantry = store(1, [storeItem(1, 1, 'kg', '2026-03-05T00:00:00.000Z'), storeItem(2, 2, 'l')]);
    const fridge = store(2, [storeItem(1, 300, 'g', '2026-03-04T00:00:00.000Z'), storeItem(1, 500, 'g', '2026-03-01T00:00:00.000Z'), storeItem(3, 3, 'g')], true);
    const changes = takeFromStores([pantry, fridge], rows);
    expect(changes.map((c) => c.store.id)).toEqual([2, 1]);
    // flour 900 g: the fridge's 500 g (oldest) and 300 g go, then 100 g of the pantry's kilo
    expect(changes[0]!.items.map((i) => [i.value, i.quantity, i.unit])).toEqual([[3, 3, 'g']]);
    expect(changes[1]!.items.map((i) => [i.value, i.quantity, i.unit])).toEqual([[1, 0.9, 'kg'], [2, 1.4, 'l']]);
  });

  test('stores that hold none of it are left out', () => {
    expect(takeFromStores([store(1, [storeItem(9, 1, 'kg')])], ingredientSummary({ days, recipes, stores: [], options }))).toEqual([]);
  });
});
