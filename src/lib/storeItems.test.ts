import type { IngredientOption, StoreItem } from '../../contract/entities';
import { addStoreItem, addStoreItemAt, catalogueStoreItem, customStoreItem, groupByCategory, isCustomItem, storeChoiceName } from './storeItems';

const milk: IngredientOption = {
  value: 7, name: 'milk', category_id: 3, category_name: 'Dairy & Eggs', image: null, default_unit: 'l', default_quantity: 2, estimated_expiry_days: 7,
};
const morning = new Date(Date.UTC(2026, 2, 10, 0, 30));
const evening = new Date(Date.UTC(2026, 2, 10, 23, 30));
const nextDay = new Date(Date.UTC(2026, 2, 11, 0, 10));

test('a catalogue item keeps the ingredient, its default amount and its expiry days, with an id of its own', () => {
  const entry = catalogueStoreItem(milk, morning);
  expect(String(entry.id)).toMatch(/^[0-9a-z]{6}$/);
  expect(catalogueStoreItem(milk, morning).id).not.toBe(entry.id);
  expect(entry).toEqual(expect.objectContaining({
    value: 7, name: 'milk', quantity: 2, unit: 'l', measurement: 'l', default_unit: 'l', default_quantity: 2,
    estimated_expiry_days: 7, category_id: 3, date_added: morning.toISOString(), created_at: morning.toISOString(), checked: false,
  }));
});

test('SPEC §9: a custom item has a CUSTOM id, quantity 1, unit "unit" and 14 expiry days', () => {
  const jam = customStoreItem('  Grandma jam ', morning);
  expect(jam).toEqual(expect.objectContaining({ name: 'Grandma jam', quantity: 1, unit: 'unit', default_unit: 'unit', estimated_expiry_days: 14, category_id: null }));
  expect(String(jam.id)).toMatch(/^CUSTOM-[0-9a-z]{6}$/);
  expect(jam.value).toBe(jam.id);
  expect(isCustomItem(jam)).toBe(true);
  expect(isCustomItem(catalogueStoreItem(milk))).toBe(false);
  expect(customStoreItem('x').id).not.toBe(customStoreItem('x').id);
});

const chicken: IngredientOption = {
  value: 9, name: 'chicken breast', category_id: 5, category_name: 'Meat', image: null, default_unit: 'g', default_quantity: 500, estimated_expiry_days: 1,
};

describe('SPEC §4: the same item added on the same (UTC) day adds one more of it, its default quantity (or 1)', () => {
  test('same ingredient, same day: one entry, raised by its default amount (QA stores D1: 500 g of chicken again is 1000 g, not 501 g)', () => {
    const items = addStoreItem([catalogueStoreItem(milk, morning)], catalogueStoreItem(milk, evening));
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(4);
    const twice = addStoreItem([catalogueStoreItem(chicken, morning)], catalogueStoreItem(chicken, evening));
    expect(twice.map((i) => [i.quantity, i.unit])).toEqual([[1000, 'g']]);
  });

  test('in the unit the entry is held in, converted; one more pack to an entry counted in packs; else an entry of its own', () => {
    const inKg = { ...catalogueStoreItem(chicken, morning), quantity: 1.2, unit: 'kg' as const, measurement: 'kg' as const };
    expect(addStoreItem([inKg], catalogueStoreItem(chicken, evening)).map((i) => [i.quantity, i.unit])).toEqual([[1.7, 'kg']]);
    // as a receipt adds it: 2 packs
    const packs = { ...catalogueStoreItem(chicken, morning), quantity: 2, unit: 'unit' as const, measurement: 'unit' as const };
    expect(addStoreItem([packs], catalogueStoreItem(chicken, evening)).map((i) => [i.quantity, i.unit])).toEqual([[3, 'unit']]);
    const inCups = { ...catalogueStoreItem(chicken, morning), quantity: 2, unit: 'cup' as const, measurement: 'cup' as const };
    expect(addStoreItem([inCups], catalogueStoreItem(chicken, evening)).map((i) => [i.quantity, i.unit])).toEqual([[2, 'cup'], [500, 'g']]);
  });

  test('it tells which entry it raised, and what it was before', () => {
    const other = catalogueStoreItem(milk, morning);
    const first = catalogueStoreItem(chicken, morning);
    expect(addStoreItemAt([other, first], catalogueStoreItem(chicken, evening))).toEqual({
      items: [other, expect.objectContaining({ quantity: 1000, unit: 'g' })], at: 1, before: first,
    });
    const added = catalogueStoreItem(chicken, nextDay);
    expect(addStoreItemAt([other, first], added)).toEqual({ items: [other, first, added], at: 2 });
  });

  test('another day is a new entry with its own date', () => {
    const items = addStoreItem([catalogueStoreItem(milk, morning)], catalogueStoreItem(milk, nextDay));
    expect(items.map((i) => i.quantity)).toEqual([2, 2]);
  });

  test('custom items match by name with ß as ss (QA european D3)', () => {
    const items = addStoreItem([customStoreItem('Weißwurst', morning)], customStoreItem('WEISSWURST', evening));
    expect(items).toEqual([expect.objectContaining({ name: 'Weißwurst', quantity: 2 })]);
  });

  test('custom items match by name, ignoring case; a custom item never matches a catalogue one', () => {
    let items: StoreItem[] = [customStoreItem('Jam', morning)];
    items = addStoreItem(items, customStoreItem('jam ', evening));
    expect(items).toEqual([expect.objectContaining({ name: 'Jam', quantity: 2 })]);
    items = addStoreItem(items, customStoreItem('milk', evening));
    items = addStoreItem(items, catalogueStoreItem(milk, evening));
    expect(items.map((i) => [i.name, i.quantity])).toEqual([['Jam', 2], ['milk', 1], ['milk', 2]]);
  });

  test('the list given is not changed', () => {
    const before = [catalogueStoreItem(milk, morning)];
    addStoreItem(before, catalogueStoreItem(milk, evening));
    expect(before[0]?.quantity).toBe(2);
  });
});

test('grouping: named categories, then Misc for unknown ones, then Custom; items by name; indexes kept', () => {
  const items = [
    catalogueStoreItem({ ...milk, value: 1, name: 'yogurt' }),
    customStoreItem('jam'),
    catalogueStoreItem({ ...milk, value: 2, name: 'apple', category_id: 9 }),
    catalogueStoreItem({ ...milk, value: 3, name: 'butter' }),
    { ...catalogueStoreItem({ ...milk, value: 4, name: 'salt' }), category_id: null },
  ];
  const groups = groupByCategory(items, new Map([[3, 'Dairy & Eggs']]));
  expect(groups.map((g) => [g.name, g.entries.map((e) => [e.item.name, e.index])])).toEqual([
    ['Dairy & Eggs', [['butter', 3], ['yogurt', 0]]],
    ['Misc', [['apple', 2], ['salt', 4]]],
    ['Custom', [['jam', 1]]],
  ]);
  expect(groupByCategory([], new Map())).toEqual([]);
  // no category name known at all (offline, the catalogue's options never loaded): not all 'Misc'
  expect(groupByCategory(items, new Map()).map((g) => g.name)).toEqual(['Items', 'Custom']);
});

test('a picker names someone else\'s store with its owner, so two pantries are told apart', () => {
  const mine = { name: 'Pantry', default: true, user_id: 1, owner_name: 'Demo Cook' };
  expect(storeChoiceName(mine, 1)).toBe('Pantry (default)');
  expect(storeChoiceName({ ...mine, default: false, user_id: 2, owner_name: 'Alice' }, 1)).toBe("Pantry (Alice's)");
});
