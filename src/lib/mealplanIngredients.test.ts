import type { FoodStore, IngredientOption, MealplanDay, MealplanRecipeIngredients, ShoppingListItem, StoreItem } from '../../contract/entities';
import { addToList } from './shoppingListItems';
import {
  customListItems, ingredientSummary, listAmount, missingListItems, notTaken, plannedTakes, recipeCounts, stillMissing, takeFromItems, takeFromStores, type IngredientRow,
} from './mealplanIngredients';

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

/** a few days after the store items below were added: none has expired (14 days) */
const NOW = Date.parse('2026-03-06T12:00:00.000Z');

const storeItem = (value: number | string, quantity: number, unit: StoreItem['unit'], date = '2026-03-01T00:00:00.000Z'): StoreItem => ({
  value, id: `${String(value)}-${quantity}-${date}`, name: 'x', quantity, unit, default_unit: unit, measurement: unit, date_added: date,
  estimated_expiry_days: 14, default_quantity: 1, category_id: 2, image: null, created_at: date, checked: false,
});
const store = (id: number, items: StoreItem[], isDefault = false): FoodStore => ({
  id, user_id: 1, name: `Store ${id}`, description: '', default: isDefault, items, shared_with: [], owner_name: 'Demo', updated_at: '2026-03-01T00:00:00.000Z',
});

describe('ingredientSummary', () => {
  test('counts each recipe as often as the plan names it; custom entries need nothing', () => {
    expect([...recipeCounts(days)]).toEqual([['A9:10', 2], ['USER:10', 1]]);
  });

  test('needed against the stores, with quantities converted, most to buy first', () => {
    const stores = [store(1, [storeItem(1, 0.3, 'kg'), storeItem(2, 1, 'l')]), store(2, [storeItem(1, 200, 'g'), storeItem(3, 6, 'g')])];
    const rows = ingredientSummary({ now: NOW, days, recipes, stores, options });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    // flour: 2 × 200 g + 0.5 kg = 0.9 kg needed; 0.3 kg + 200 g held
    expect(byName.flour).toMatchObject({
      needed: { quantity: 0.9, measurement: 'kg' }, inStores: { quantity: 0.5, measurement: 'kg' },
      missing: { quantity: 0.4, measurement: 'kg' }, status: 'short', recipes: ['Pancakes', 'Gran cake'],
    });
    // milk: 600 ml needed, 1 l held (told as held)
    expect(byName.milk).toMatchObject({ needed: { quantity: 600, measurement: 'ml' }, inStores: { quantity: 1, measurement: 'l' }, missing: null, status: 'enough' });
    // eggs: held in grams, which cannot be compared with units
    expect(byName.egg).toMatchObject({ status: 'check', missing: null, inStores: { quantity: 6, measurement: 'g' } });
    expect(byName.sugar).toMatchObject({ status: 'missing', inStores: null, missing: { quantity: 100, measurement: 'g' } });
    expect(rows.map((r) => r.status)).toEqual(['missing', 'short', 'check', 'enough']);
  });

  test("what the stores hold is told in their units, not the recipe's spoons: 1 l of oil is not 66⅔ tbsp", () => {
    const oil = option(5, 'olive oil', 'ml');
    const dressing: MealplanRecipeIngredients = { type: 'A9', recipe_id: 10, name: 'Pancakes', recipe_ingredients: [{ ingredient_id: 5, quantity: 3, measurement: 'tbsp' }] };
    const plan: MealplanDay[] = [{ date: '', day: 0, recipes: [entry('A9', 10)] }];
    const held = (items: StoreItem[]) => ingredientSummary({ now: NOW, days: plan, recipes: [dressing], stores: [store(1, items)], options: [oil] })[0];
    expect(held([storeItem(5, 1, 'l')])).toMatchObject({ inStores: { quantity: 1, measurement: 'l' }, status: 'enough' });
    // 20 ml and a tbsp held: 35 ml, short by 10 ml, which is told in the recipe's unit
    expect(held([storeItem(5, 20, 'ml'), storeItem(5, 1, 'tbsp', '2026-03-02T00:00:00.000Z')])).toMatchObject({
      inStores: { quantity: 35, measurement: 'ml' }, status: 'short', missing: { quantity: 0.667, measurement: 'tbsp' },
    });
  });

  test('a recipe the plan no longer names, and custom store items, count for nothing', () => {
    const rows = ingredientSummary({ now: NOW,
      days: [{ date: '', day: 0, recipes: [entry('USER', 10)] }], recipes, stores: [store(1, [storeItem('CUSTOM-x', 5, 'g')])], options,
    });
    expect(rows.map((r) => r.name)).toEqual(['flour', 'sugar']);
    expect(rows.every((r) => r.inStores === null)).toBe(true);
  });

  test('stock that has expired is not counted: it is named beside what counts', () => {
    const milk = (quantity: number, date: string) => storeItem(2, quantity, 'ml', date);
    // 600 ml needed; 400 ml added on 1 March (expired on the 15th), 250 ml on the 10th and 0.1 l on the 12th (good to the 24th)
    const stores = [store(1, [milk(400, '2026-03-01T00:00:00.000Z'), milk(250, '2026-03-10T00:00:00.000Z')]), store(2, [storeItem(2, 0.1, 'l', '2026-03-12T00:00:00.000Z')])];
    const row = ingredientSummary({ now: Date.parse('2026-03-16T12:00:00.000Z'), days, recipes, stores, options }).find((r) => r.name === 'milk');
    expect(row).toMatchObject({
      inStores: { quantity: 0.35, measurement: 'l' }, expired: { quantity: 400, measurement: 'ml' },
      status: 'short', missing: { quantity: 250, measurement: 'ml' },
    });
    // before it expired, it counted
    expect(ingredientSummary({ now: NOW, days, recipes, stores: [store(1, [milk(400, '2026-03-01T00:00:00.000Z')])], options })
      .find((r) => r.name === 'milk')).toMatchObject({ inStores: { quantity: 400, measurement: 'ml' }, expired: null, status: 'short' });
  });

  describe('amounts in units of one volume add up; numbers of units that cannot be compared never do', () => {
    const plan: MealplanDay[] = [{ date: '', day: 0, recipes: [entry('A9', 20, 'Cottage Pie'), entry('A9', 21, 'Fish Pie'), entry('A9', 22, 'Victoria Sponge')] }];
    const pies: MealplanRecipeIngredients[] = [
      { type: 'A9', recipe_id: 20, name: 'Cottage Pie', recipe_ingredients: [{ ingredient_id: 2, quantity: 100, measurement: 'ml' }] },
      { type: 'A9', recipe_id: 21, name: 'Fish Pie', recipe_ingredients: [{ ingredient_id: 2, quantity: 600, measurement: 'ml' }, { ingredient_id: 1, quantity: 40, measurement: 'g' }] },
      { type: 'A9', recipe_id: 22, name: 'Victoria Sponge', recipe_ingredients: [{ ingredient_id: 2, quantity: 2, measurement: 'tbsp' }, { ingredient_id: 1, quantity: 1, measurement: 'tbsp' }] },
    ];

    test('100 ml + 600 ml + 2 tbsp of milk is 730 ml; 40 g and 1 tbsp of flour are a row each, not 41', () => {
      const rows = ingredientSummary({ days: plan, recipes: pies, stores: [], options });
      expect(rows.map((r) => [r.name, r.needed, r.missing, r.status, r.recipes])).toEqual([
        ['flour', { quantity: 40, measurement: 'g' }, { quantity: 40, measurement: 'g' }, 'missing', ['Fish Pie']],
        ['flour', { quantity: 1, measurement: 'tbsp' }, { quantity: 1, measurement: 'tbsp' }, 'missing', ['Victoria Sponge']],
        ['milk', { quantity: 730, measurement: 'ml' }, { quantity: 730, measurement: 'ml' }, 'missing', ['Cottage Pie', 'Fish Pie', 'Victoria Sponge']],
      ]);
    });

    test('each part is checked against the stores in its own units: flour held in grams leaves the tbsp to check', () => {
      const rows = ingredientSummary({ now: NOW, days: plan, recipes: pies, stores: [store(1, [storeItem(1, 1, 'kg'), storeItem(2, 0.5, 'l')])], options });
      expect(rows.map((r) => [r.name, r.needed.measurement, r.status, r.missing])).toEqual([
        ['milk', 'ml', 'short', { quantity: 230, measurement: 'ml' }],
        ['flour', 'tbsp', 'check', null],
        ['flour', 'g', 'enough', null],
      ]);
      // completing the plan takes the 40 g out of the kilo; the tbsp cannot be told in grams and takes nothing
      const { changes: [change] } = takeFromStores([store(1, [storeItem(1, 1, 'kg')])], rows, NOW);
      expect(change!.items.map((i) => [i.quantity, i.unit])).toEqual([[0.96, 'kg']]);
    });
  });

  test('an ingredient without a catalogue name is still listed', () => {
    const rows = ingredientSummary({ days, recipes, stores: [], options: [] });
    expect(rows.some((r) => r.name === 'ingredient 4')).toBe(true);
  });
});

describe('missing ingredients on a list', () => {
  const rows = ingredientSummary({ now: NOW, days, recipes, stores: [store(1, [storeItem(1, 300, 'g')])], options });

  test('the missing amounts become list items of the catalogue ingredient', () => {
    const items = missingListItems(rows, options, new Date('2026-03-09T10:00:00.000Z'));
    expect(items.map((i) => [i.name, i.quantity, i.unit, i.value])).toEqual([
      ['egg', 4, 'unit', 3], ['milk', 600, 'ml', 2], ['sugar', 100, 'g', 4], ['flour', 600, 'g', 1],
    ]);
    expect(items[0]).toMatchObject({ checked: false, category_id: 2, date_added: '2026-03-09T10:00:00.000Z' });
  });

  test('a sum goes on the list as the summary says it, by the recipe page\'s rule: 700 g not 0.7 kg, 3.2 kg not 3200 g', () => {
    const stew: MealplanRecipeIngredients = { type: 'A9', recipe_id: 10, name: 'Pancakes', recipe_ingredients: [
      { ingredient_id: 1, quantity: 250, measurement: 'g' }, { ingredient_id: 1, quantity: 0.2, measurement: 'kg' }, { ingredient_id: 1, quantity: 250, measurement: 'g' },
      { ingredient_id: 4, quantity: 1600, measurement: 'g' }, { ingredient_id: 2, quantity: 8, measurement: 'tsp' },
    ] };
    const plan: MealplanDay[] = [{ date: '', day: 0, recipes: [entry('A9', 10), entry('A9', 10)] }];
    const summed = ingredientSummary({ days: plan, recipes: [stew], stores: [], options });
    expect(missingListItems(summed, options).map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['flour', 1.4, 'kg'], ['milk', 16 / 3, 'tbsp'], ['sugar', 3.2, 'kg'],
    ]);
  });

  test('SPEC §5: a list quantity is at least 1, told in a smaller unit where there is one, grams and millilitres whole', () => {
    expect(listAmount({ quantity: 0.4, measurement: 'kg' })).toEqual({ quantity: 400, measurement: 'g' });
    // to whole millilitres, up: what is bought is enough
    expect(listAmount({ quantity: 187.5, measurement: 'ml' })).toEqual({ quantity: 188, measurement: 'ml' });
    // a cup under 1 in tablespoons (16 of them, as the recipe page counts: not 12½ tbsp for ¾ cup), not millilitres:
    // nobody buys 209 ml of butter; up to a quarter or a third of a spoon
    expect(listAmount({ quantity: 0.75, measurement: 'cup' })).toEqual({ quantity: 12, measurement: 'tbsp' });
    expect(listAmount({ quantity: 0.87, measurement: 'cup' })).toEqual({ quantity: 14, measurement: 'tbsp' });
    expect(listAmount({ quantity: 0.5, measurement: 'cup' })).toEqual({ quantity: 8, measurement: 'tbsp' });
    expect(listAmount({ quantity: 2 / 3, measurement: 'cup' })).toEqual({ quantity: 10.75, measurement: 'tbsp' });
    expect(listAmount({ quantity: 0.25, measurement: 'cup' })).toEqual({ quantity: 4, measurement: 'tbsp' });
    expect(listAmount({ quantity: 0.03, measurement: 'cup' })).toEqual({ quantity: 1.5, measurement: 'tsp' });
    // at 1 and over, as the summary says it
    expect(listAmount({ quantity: 2.125, measurement: 'cup' })).toEqual({ quantity: 2.125, measurement: 'cup' });
    expect(listAmount({ quantity: 187.5, measurement: 'g' })).toEqual({ quantity: 188, measurement: 'g' });
    expect(listAmount({ quantity: 400.0000001, measurement: 'g' })).toEqual({ quantity: 400, measurement: 'g' });
    expect(listAmount({ quantity: 0.5, measurement: 'tbsp' })).toEqual({ quantity: 1.5, measurement: 'tsp' });
    expect(listAmount({ quantity: 0.5, measurement: 'tsp' })).toEqual({ quantity: 1, measurement: 'tsp' });
    expect(listAmount({ quantity: 0.5, measurement: 'unit' })).toEqual({ quantity: 1, measurement: 'unit' });
    expect(listAmount({ quantity: 1.5, measurement: 'kg' })).toEqual({ quantity: 1.5, measurement: 'kg' });
  });

  test('an ingredient already listed has the amount added; the rest is appended', () => {
    const onList = { ...missingListItems(rows, options)[3]!, quantity: 250, unit: 'g', measurement: 'g' } as ShoppingListItem;
    const custom = { ...onList, value: 'CUSTOM-1', id: 'CUSTOM-1', name: 'flour' };
    const next = addToList([custom, onList], missingListItems(rows, options));
    expect(next[0]).toBe(custom);
    expect(next[1]).toMatchObject({ name: 'flour', quantity: 850, unit: 'g' });
    expect(next.slice(2).map((i) => i.name)).toEqual(['egg', 'milk', 'sugar']);
  });

  test('what the list already holds, converted within a dimension, counts against what is missing', () => {
    const [egg, milk, sugar, flour] = missingListItems(rows, options);
    const row = (item: ShoppingListItem, quantity: number, unit: ShoppingListItem['unit']) => ({ ...item, quantity, unit, measurement: unit });
    // flour 600 g missing, 0.5 kg listed: 100 g short; milk 600 ml, 1 l listed: none; eggs by weight are not a count
    const left = stillMissing([egg!, milk!, sugar!, flour!], [row(flour!, 0.5, 'kg'), row(milk!, 1, 'l'), row(egg!, 120, 'g')]);
    expect(left.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['egg', 4, 'unit'], ['sugar', 100, 'g'], ['flour', 100, 'g']]);
    expect(left.onList).toBe(1);
  });

  test('an amount of one volume is added in the list unit: 730 ml missing and 2 l listed is 2.73 l', () => {
    const milk = { ...missingListItems(rows, options)[1]!, quantity: 730 };
    const onList = { ...milk, quantity: 2, unit: 'l', measurement: 'l' } as ShoppingListItem;
    expect(addToList([onList], [milk])).toEqual([{ ...onList, quantity: 2.73 }]);
  });

  test('a list item in a unit the missing amount cannot be told in keeps its amount and unit, and the amount is a row of its own, never a unitless sum', () => {
    const [egg, milk] = missingListItems(rows, options);
    const bottles = { ...milk!, quantity: 2, unit: 'unit', measurement: 'unit' } as ShoppingListItem;
    const eggsByWeight = { ...egg!, quantity: 120, unit: 'g', measurement: 'g' } as ShoppingListItem;
    const next = addToList([bottles, eggsByWeight], [egg!, milk!]);
    // each row its own id: shop mode ticks one, and the server stocks one, by id
    expect(next).toEqual([bottles, eggsByWeight, { ...egg, id: '3:unit' }, { ...milk, id: '2:ml' }]);
    expect(new Set(next.map((i) => i.id)).size).toBe(4);
  });

  test('two parts of one ingredient that cannot be added: each is a row of the list', () => {
    const flourRows = ingredientSummary({
      days: [{ date: '', day: 0, recipes: [entry('A9', 30, 'Sponge')] }],
      recipes: [{ type: 'A9', recipe_id: 30, name: 'Sponge', recipe_ingredients: [{ ingredient_id: 1, quantity: 40, measurement: 'g' }, { ingredient_id: 1, quantity: 1, measurement: 'tbsp' }] }],
      stores: [], options,
    });
    const adding = missingListItems(flourRows, options);
    const next = addToList([], adding);
    expect(next.map((i) => [i.id, i.name, i.quantity, i.unit])).toEqual([[1, 'flour', 40, 'g'], ['1:tbsp', 'flour', 1, 'tbsp']]);
  });
});

describe('an own recipe\'s custom ingredients go onto the list as custom items (QA author 8)', () => {
  const shakshuka: MealplanRecipeIngredients = {
    type: 'USER', recipe_id: 40, name: 'Shakshuka', recipe_ingredients: [{ ingredient_id: 3, quantity: 4, measurement: 'unit' }],
    custom: [{ name: 'rose harissa', quantity: 1.5, measurement: 'tbsp' }, { name: 'za\'atar', quantity: 1, measurement: 'unit' }],
  };
  const salad: MealplanRecipeIngredients = {
    type: 'USER', recipe_id: 41, name: 'Salad', recipe_ingredients: [],
    custom: [{ name: 'Rose Harissa ', quantity: 1, measurement: 'tsp' }, { name: 'sumac', quantity: 0, measurement: 'g' }],
  };
  const brunch: MealplanDay[] = [
    { date: '', day: 0, recipes: [entry('USER', 40, 'Shakshuka'), entry('USER', 41, 'Salad')] },
    { date: '', day: 1, recipes: [entry('USER', 40, 'Shakshuka'), entry('A9', 10, 'Pancakes')] },
  ];
  const at = new Date('2026-03-09T10:00:00.000Z');

  test('the amount the recipe writes, as often as the plan names it, one item for a name written alike; 1 where it writes none', () => {
    const items = customListItems(brunch, [shakshuka, salad, recipes[0]!], at);
    // 2 × 1½ tbsp and 1 tsp of harissa: 3⅓ tbsp, told as the summary tells an amount to buy
    expect(items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['rose harissa', 10 / 3, 'tbsp'], ['za\'atar', 2, 'unit'], ['sumac', 1, 'unit']]);
    for (const item of items) {
      expect(String(item.id)).toContain('CUSTOM');
      expect(item).toMatchObject({ value: item.id, measurement: item.unit, checked: false, category_id: null, image: null, date_added: at.toISOString() });
    }
    // a recipe the plan does not name adds nothing
    expect(customListItems([brunch[0]!], [shakshuka], at).map((i) => [i.name, i.quantity])).toEqual([['rose harissa', 1.5], ['za\'atar', 1]]);
  });

  test('the list holding one of them by its name (folded) counts against it, in any unit: not added twice', () => {
    const [harissa, zaatar, sumac] = customListItems(brunch, [shakshuka, salad], at);
    const onList = (item: ShoppingListItem, name: string, quantity: number, unit: ShoppingListItem['unit']) => ({ ...item, id: 'CUSTOM-old', value: 'CUSTOM-old', name, quantity, unit, measurement: unit });
    const left = stillMissing([harissa!, zaatar!, sumac!], [onList(harissa!, 'ROSE HARISSA', 1, 'unit'), onList(zaatar!, 'za\'atar', 1, 'unit')]);
    // a jar of harissa on the list is on it; one za'atar of two is short by one; sumac is not on it
    expect(left.items.map((i) => [i.name, i.quantity, i.unit])).toEqual([['za\'atar', 1, 'unit'], ['sumac', 1, 'unit']]);
    expect(left.onList).toBe(1);
    // added, a custom item joins the row of its name where the amounts add
    const next = addToList([onList(zaatar!, 'Za\'atar', 1, 'unit')], left.items);
    expect(next.map((i) => [i.id, i.name, i.quantity, i.unit])).toEqual([['CUSTOM-old', 'Za\'atar', 2, 'unit'], [sumac!.id, 'sumac', 1, 'unit']]);
  });
});

describe('a shop by the missing list leaves nothing missing (QA import 1)', () => {
  const shopOptions = [option(11, 'beef mince'), option(12, 'red kidney bean'), option(13, 'parmesan'), option(14, 'salt', 'unit')];
  // the imports' 2 lb and 8 oz of beef, a 15 oz can of beans and 4 oz of parmesan; the catalogue's in grams and spoons
  const week: MealplanRecipeIngredients[] = [
    { type: 'IMPORTED', recipe_id: 21, name: 'Italian Stuffed Zucchini', recipe_ingredients: [
      { ingredient_id: 11, quantity: 907.18, measurement: 'g' }, { ingredient_id: 13, quantity: 113.4, measurement: 'g' }, { ingredient_id: 14, quantity: 2, measurement: 'tsp' },
    ] },
    { type: 'IMPORTED', recipe_id: 2, name: 'Spicy Beans and Rice', recipe_ingredients: [
      { ingredient_id: 12, quantity: 425.24, measurement: 'g' }, { ingredient_id: 14, quantity: 0.75, measurement: 'tsp' },
    ] },
    { type: 'A9', recipe_id: 30, name: 'Spaghetti Bolognese', recipe_ingredients: [
      { ingredient_id: 11, quantity: 500, measurement: 'g' }, { ingredient_id: 13, quantity: 40, measurement: 'g' }, { ingredient_id: 14, quantity: 1, measurement: 'tsp' },
    ] },
    { type: 'IMPORTED', recipe_id: 3, name: 'Lasagna Bolognese', recipe_ingredients: [
      { ingredient_id: 11, quantity: 226.8, measurement: 'g' }, { ingredient_id: 13, quantity: 4, measurement: 'tbsp' }, { ingredient_id: 14, quantity: 1, measurement: 'tsp' },
    ] },
  ];
  const plan: MealplanDay[] = [
    { date: '', day: 0, recipes: [entry('IMPORTED', 21), entry('IMPORTED', 2)] },
    { date: '', day: 1, recipes: [entry('A9', 30)] },
    { date: '', day: 2, recipes: [entry('IMPORTED', 3)] },
  ];
  const check = (items: StoreItem[]) => ingredientSummary({ now: NOW, days: plan, recipes: week, stores: [store(1, items)], options: shopOptions });
  const shown = (rows: IngredientRow[]) => rows.map((r) => [r.name, r.needed.quantity, r.needed.measurement, r.status]);
  // a salt pot held before the shop, which a recipe's spoons cannot be told against
  const saltPot = storeItem(14, 1, 'unit');

  test('the list holds at least what is missing: 1,633.98 g of beef is 1.64 kg, 425.24 g of beans 426 g, 4.75 tsp of salt 1⅔ tbsp', () => {
    const rows = check([saltPot]);
    expect(shown(rows)).toEqual([
      ['beef mince', 1633.98, 'g', 'missing'], ['parmesan', 153.4, 'g', 'missing'], ['parmesan', 4, 'tbsp', 'missing'],
      ['red kidney bean', 425.24, 'g', 'missing'], ['salt', 4.75, 'tsp', 'check'],
    ]);
    // the salt held in pots leaves its spoons to check, off the list; with none held, they go on it
    expect(missingListItems(rows, shopOptions).map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['beef mince', 1.64, 'kg'], ['parmesan', 154, 'g'], ['parmesan', 4, 'tbsp'], ['red kidney bean', 426, 'g'],
    ]);
    const list = missingListItems(check([]), shopOptions);
    expect(list.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['beef mince', 1.64, 'kg'], ['parmesan', 154, 'g'], ['parmesan', 4, 'tbsp'], ['red kidney bean', 426, 'g'], ['salt', 5 / 3, 'tbsp'],
    ]);
    // shopped exactly, and stocked as the list says: nothing is missing or to check
    const bought = list.map((i) => storeItem(i.value, i.quantity, i.unit));
    expect(check([...bought, saltPot]).map((r) => [r.name, r.status, r.missing])).toEqual([
      ['beef mince', 'enough', null], ['parmesan', 'enough', null], ['parmesan', 'enough', null], ['red kidney bean', 'enough', null], ['salt', 'enough', null],
    ]);
  });

  test('what was bought by the amounts as said (1.63 kg, 425 g, 153 g, 1½ tbsp) is not short by what no amount shown can tell', () => {
    const rows = check([storeItem(11, 1.63, 'kg'), storeItem(12, 425, 'g'), storeItem(13, 153, 'g'), storeItem(13, 4, 'tbsp'), storeItem(14, 1.5, 'tbsp'), saltPot]);
    expect(rows.map((r) => [r.name, r.inStores, r.status, r.missing])).toEqual([
      ['beef mince', { quantity: 1.63, measurement: 'kg' }, 'enough', null],
      ['parmesan', { quantity: 153, measurement: 'g' }, 'enough', null],
      ['parmesan', { quantity: 4, measurement: 'tbsp' }, 'enough', null],
      ['red kidney bean', { quantity: 425, measurement: 'g' }, 'enough', null],
      ['salt', { quantity: 1.5, measurement: 'tbsp' }, 'enough', null],
    ]);
    expect(missingListItems(rows, shopOptions)).toEqual([]);
  });

  test('a shortfall the amounts shown tell is still one: all of it goes on the list, rounded up', () => {
    const rows = check([storeItem(11, 1.62, 'kg'), storeItem(12, 424, 'g'), storeItem(13, 150, 'g'), storeItem(13, 4, 'tbsp')]);
    expect(rows.map((r) => [r.name, r.needed.measurement, r.status, r.missing])).toEqual([
      ['salt', 'tsp', 'missing', { quantity: 4.75, measurement: 'tsp' }],
      ['beef mince', 'g', 'short', { quantity: 13.98, measurement: 'g' }],
      ['red kidney bean', 'g', 'short', { quantity: 1.24, measurement: 'g' }],
      // 3.4 g short, and parmesan held in spoons too
      ['parmesan', 'g', 'check', null],
      ['parmesan', 'tbsp', 'enough', null],
    ]);
    expect(missingListItems(rows, shopOptions).map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['salt', 5 / 3, 'tbsp'], ['beef mince', 14, 'g'], ['red kidney bean', 2, 'g'],
    ]);
  });
});

describe('packs (a receipt counts them) count as their default amount each (QA import 2)', () => {
  const yogurt = { ...option(6, 'natural yogurt'), default_quantity: 500 };
  const pots = (quantity: number, date?: string): StoreItem => ({ ...storeItem(6, quantity, 'unit', date), default_unit: 'g', default_quantity: 500 });
  const tikka = (quantity: number, measurement: StoreItem['unit'] = 'g'): MealplanRecipeIngredients => (
    { type: 'A9', recipe_id: 40, name: 'Chicken Tikka Masala', recipe_ingredients: [{ ingredient_id: 6, quantity, measurement }] });
  const plan: MealplanDay[] = [{ date: '', day: 0, recipes: [entry('A9', 40, 'Chicken Tikka Masala')] }];
  const check = (recipe: MealplanRecipeIngredients, items: StoreItem[]) =>
    ingredientSummary({ now: NOW, days: plan, recipes: [recipe], stores: [store(1, items)], options: [yogurt] })[0];

  test('7½ pots of a 500 g yoghurt hold the 150 g a recipe needs; they are shown as held', () => {
    expect(check(tikka(150), [pots(7.5)])).toMatchObject({ inStores: { quantity: 7.5, measurement: 'unit' }, status: 'enough', missing: null });
    // 4 kg needed: 3.75 kg held, 250 g short
    expect(check(tikka(4, 'kg'), [pots(7.5)])).toMatchObject({ inStores: { quantity: 7.5, measurement: 'unit' }, status: 'short', missing: { quantity: 0.25, measurement: 'kg' } });
    // pots and grams held: told as what they come to
    expect(check(tikka(150), [pots(1), storeItem(6, 200, 'g', '2026-03-02T00:00:00.000Z')])).toMatchObject({ inStores: { quantity: 700, measurement: 'g' }, status: 'enough' });
    // a recipe that counts pots compares pots
    expect(check(tikka(2, 'unit'), [pots(7.5)])).toMatchObject({ inStores: { quantity: 7.5, measurement: 'unit' }, status: 'enough' });
  });

  test('a count of an ingredient sold by the piece, or of a pack with no amount, is not a weight', () => {
    const counted = (default_unit: StoreItem['unit'], default_quantity: number) => ({ ...storeItem(6, 3, 'unit'), default_unit, default_quantity });
    expect(check(tikka(150), [counted('unit', 3)])).toMatchObject({ status: 'check', missing: null });
    expect(check(tikka(150), [counted('g', 0)])).toMatchObject({ status: 'check', missing: null });
    expect(check(tikka(1, 'tbsp'), [pots(1)])).toMatchObject({ status: 'check', missing: null });
  });

  test('completing the plan takes from the pots as the check counts them: 650 g from one pot and an entry of 2 leaves 1.7', () => {
    const rows = ingredientSummary({ now: NOW, days: plan, recipes: [tikka(650)], stores: [], options: [yogurt] });
    const { changes: [change] } = takeFromStores([store(1, [pots(1), pots(2, '2026-03-02T00:00:00.000Z')])], rows, NOW);
    expect(change!.items.map((i) => [i.quantity, i.unit])).toEqual([[1.7, 'unit']]);
  });

  test('pots already on a list count against the grams missing', () => {
    const [missing] = missingListItems([check(tikka(800), [])!], [yogurt]);
    const onList = (quantity: number): ShoppingListItem => ({ ...missing!, quantity, unit: 'unit', measurement: 'unit', default_unit: 'g', default_quantity: 500 });
    expect(stillMissing([missing!], [onList(2)])).toEqual({ items: [], onList: 1 });
    expect(stillMissing([missing!], [onList(1)]).items.map((i) => [i.quantity, i.unit])).toEqual([[300, 'g']]);
  });
});

describe('takeFromStores (SPEC §4: completing a plan adjusts stock)', () => {
  test('takes from the default store first and the oldest entries first; used-up entries go', () => {
    const rows = ingredientSummary({ days, recipes, stores: [], options });
    const pantry = store(1, [storeItem(1, 1, 'kg', '2026-03-05T00:00:00.000Z'), storeItem(2, 2, 'l')]);
    const fridge = store(2, [storeItem(1, 300, 'g', '2026-03-04T00:00:00.000Z'), storeItem(1, 500, 'g', '2026-03-01T00:00:00.000Z'), storeItem(3, 3, 'g')], true);
    const { changes } = takeFromStores([pantry, fridge], rows, NOW);
    expect(changes.map((c) => c.store.id)).toEqual([2, 1]);
    // flour 900 g: the fridge's 500 g (oldest) and 300 g go, then 100 g of the pantry's kilo
    expect(changes[0]!.items.map((i) => [i.value, i.quantity, i.unit])).toEqual([[3, 3, 'g']]);
    expect(changes[1]!.items.map((i) => [i.value, i.quantity, i.unit])).toEqual([[1, 0.9, 'kg'], [2, 1.4, 'l']]);
  });

  test('expired entries are left alone, however old: the fresh ones are used', () => {
    const rows = ingredientSummary({ days, recipes, stores: [], options });
    const pantry = store(1, [storeItem(1, 1, 'kg', '2026-02-01T00:00:00.000Z'), storeItem(1, 2, 'kg', '2026-03-10T00:00:00.000Z')]);
    const { changes: [change] } = takeFromStores([pantry], rows, Date.parse('2026-03-16T12:00:00.000Z'));
    expect(change!.items.map((i) => [i.quantity, i.unit, i.date_added])).toEqual([[1, 'kg', '2026-02-01T00:00:00.000Z'], [1.1, 'kg', '2026-03-10T00:00:00.000Z']]);
  });

  test('stores that hold none of it are left out', () => {
    expect(takeFromStores([store(1, [storeItem(9, 1, 'kg')])], ingredientSummary({ days, recipes, stores: [], options }), NOW).changes).toEqual([]);
  });

  test('what the stores do not hold is left to take, in the rows\' order; nothing of what they hold enough of', () => {
    const rows = ingredientSummary({ days, recipes, stores: [], options });
    const { left } = takeFromStores([store(1, [storeItem(1, 2, 'kg'), storeItem(2, 250, 'ml')])], rows, NOW);
    expect(left.map((t) => t.name)).toEqual(rows.map((r) => r.name));
    expect(Object.fromEntries(left.map((t) => [t.name, t.amount]))).toEqual({
      milk: { quantity: 350, measurement: 'ml' }, sugar: { quantity: 100, measurement: 'g' }, egg: { quantity: 4, measurement: 'unit' }, flour: { quantity: 0, measurement: 'kg' },
    });
  });
});

describe('takeFromItems (completing a plan on a store as it is now)', () => {
  const rows = ingredientSummary({ days, recipes, stores: [], options });

  test('only the plan\'s ingredients leave the store: what else it holds stays as it is, wherever it is', () => {
    const butter = { ...storeItem('custom butter', 250, 'g'), name: 'butter' };
    const items = [storeItem(9, 1, 'unit'), storeItem(1, 1, 'kg'), butter, storeItem(2, 1, 'l'), storeItem(8, 6, 'unit')];
    const { items: after, left } = takeFromItems(items, plannedTakes(rows), NOW);
    expect(after.map((i) => [i.value, i.quantity, i.unit])).toEqual([[9, 1, 'unit'], [1, 0.1, 'kg'], ['custom butter', 250, 'g'], [2, 0.4, 'l'], [8, 6, 'unit']]);
    expect(after[0]).toBe(items[0]);
    expect(after[2]).toBe(butter);
    expect(left.filter((t) => t.amount.quantity > 0).map((t) => t.name).sort()).toEqual(['egg', 'sugar']);
  });

  test('an entry loses what is taken in its own unit: 500 ml of oil less 2 tbsp is 470 ml, not 469.995', () => {
    const oil = (quantity: number, measurement: StoreItem['unit']) => [{ ingredient_id: 2, name: 'olive oil', amount: { quantity, measurement } }];
    expect(takeFromItems([storeItem(2, 500, 'ml')], oil(2, 'tbsp'), NOW).items.map((i) => [i.quantity, i.unit])).toEqual([[470, 'ml']]);
    // the next entry too, after an older one is used up: 10 ml of it, then 20 ml of a litre
    const { items, left } = takeFromItems([storeItem(2, 10, 'ml', '2026-02-28T00:00:00.000Z'), storeItem(2, 1, 'l')], oil(2, 'tbsp'), NOW);
    expect(items.map((i) => [i.quantity, i.unit])).toEqual([[0.98, 'l']]);
    expect(left).toEqual(oil(0, 'tbsp'));
    // taken to the last drop, and what is still to take told in the take's unit
    expect(takeFromItems([storeItem(2, 500, 'ml')], oil(33.333, 'tbsp'), NOW).items).toEqual([]);
    expect(takeFromItems([storeItem(2, 15, 'ml')], oil(3, 'tbsp'), NOW).left).toEqual(oil(2, 'tbsp'));
  });

  test('a store that holds none of it is answered as it was, the same items, so nothing is saved', () => {
    const items = [storeItem(9, 1, 'kg')];
    const takes = plannedTakes(rows);
    const taken = takeFromItems(items, takes, NOW);
    expect(taken.items).toBe(items);
    expect(taken.left).toEqual(takes);
  });

  test('what the stores as they are now no longer hold of what the summary showed is told, and nothing else', () => {
    const checked = [store(1, [storeItem(1, 1, 'kg'), storeItem(2, 250, 'ml')])];
    // meanwhile someone used 700 g of the flour, and bought more milk
    const now = [store(1, [storeItem(1, 300, 'g'), storeItem(2, 1, 'l')])];
    const planned = takeFromStores(checked, rows, NOW).left;
    const after = takeFromStores(now, rows, NOW).left;
    // sugar and eggs were never there: they are not news
    expect(notTaken(planned, after).map((t) => [t.name, t.amount])).toEqual([['flour', { quantity: 0.6, measurement: 'kg' }]]);
    expect(notTaken(planned, planned)).toEqual([]);
  });
});
