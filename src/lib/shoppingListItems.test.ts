import type { IngredientOption, ShoppingListItem } from '../../contract/entities';
import { QUANTITY_MAX } from '../../contract/rules';
import {
  addListItem, addListItemAt, amountRaisedText, catalogueListItem, customListItem, isSameListItem, listToText,
} from './shoppingListItems';

const milk: IngredientOption = { value: 7, name: 'milk', category_id: 3, category_name: 'Dairy & Eggs', image: null, default_unit: 'l', default_quantity: 2, estimated_expiry_days: 7 };
const flour: IngredientOption = { value: 9, name: 'plain flour', category_id: 8, category_name: 'Baking', image: null, default_unit: 'kg', default_quantity: 1, estimated_expiry_days: 240 };
const salt: IngredientOption = { value: 11, name: 'salt', category_id: 8, category_name: 'Baking', image: null, default_unit: 'g', default_quantity: 0, estimated_expiry_days: 999 };
const at = new Date(2026, 2, 10, 8, 0);

test('a catalogue item keeps the ingredient and its default amount, at least 1', () => {
  expect(catalogueListItem(milk, at)).toEqual({
    value: 7, id: 7, name: 'milk', quantity: 2, default_quantity: 2, unit: 'l', default_unit: 'l', measurement: 'l',
    image: null, checked: false, date_added: at.toISOString(), category_id: 3,
  });
  expect(catalogueListItem(salt, at).quantity).toBe(1);
  expect(catalogueListItem({ ...salt, default_quantity: 0.5 }, at).quantity).toBe(1);
});

test('SPEC §3, §9: a custom item has a CUSTOM id and value, quantity 1 and unit "unit"', () => {
  const jam = customListItem('  Grandma jam ', at);
  expect(jam).toEqual(expect.objectContaining({ name: 'Grandma jam', quantity: 1, default_quantity: 1, unit: 'unit', measurement: 'unit', category_id: null }));
  expect(String(jam.id)).toMatch(/^CUSTOM-[0-9a-z]{6}$/);
  expect(jam.value).toBe(jam.id);
  expect(customListItem('x').id).not.toBe(customListItem('x').id);
});

describe('SPEC §4: adding an item already on the list raises its quantity by its default quantity (or 1)', () => {
  test('a new item is appended; the list given is not changed', () => {
    const items = [catalogueListItem(milk, at)];
    const next = addListItem(items, catalogueListItem(flour, at));
    expect(next.map((i) => i.name)).toEqual(['milk', 'plain flour']);
    expect(items).toHaveLength(1);
  });

  test('a row at the largest quantity the server takes stays there, so the list can still be saved', () => {
    const next = addListItem([{ ...catalogueListItem(milk, at), quantity: QUANTITY_MAX - 1 }], catalogueListItem(milk));
    expect(next[0]!.quantity).toBe(QUANTITY_MAX);
  });

  test('the same ingredient raises the existing entry by its default quantity, keeping its place and id', () => {
    const items = [catalogueListItem(milk, at), catalogueListItem(flour, at)];
    const next = addListItem(items, catalogueListItem(milk));
    expect(next.map((i) => [i.name, i.quantity, i.unit])).toEqual([['milk', 4, 'l'], ['plain flour', 1, 'kg']]);
    expect(next[0]!.date_added).toBe(at.toISOString());
    expect(items[0]!.quantity).toBe(2);
  });

  test('an ingredient with no default quantity raises by 1', () => {
    const next = addListItem([{ ...catalogueListItem(salt, at), quantity: 5 }], catalogueListItem(salt));
    expect(next[0]!.quantity).toBe(6);
  });

  test('a quantity the user changed is raised from there, converting within a dimension', () => {
    const grams: ShoppingListItem = { ...catalogueListItem(flour, at), quantity: 500, unit: 'g', measurement: 'g' };
    expect(addListItem([grams], catalogueListItem(flour))[0]).toEqual(expect.objectContaining({ quantity: 1.5, unit: 'kg', measurement: 'kg' }));
    const cups: ShoppingListItem = { ...catalogueListItem(milk, at), quantity: 3, unit: 'cup', measurement: 'cup' };
    // cups and litres are one volume (a cup is 240 ml): 3 cups and 2 l are 2.72 l, not 5 unit
    expect(addListItem([cups], catalogueListItem(milk))[0]).toEqual(expect.objectContaining({ quantity: 2.72, unit: 'l', measurement: 'l' }));
  });

  test('amounts that cannot be compared stay rows of their own, each with its id; an amount joins the row it can be told in', () => {
    // not SPEC §9's '5 unit': 3 bottles and 2 l say how much milk to buy, 5 would not
    const bottles: ShoppingListItem = { ...catalogueListItem(milk, at), quantity: 3, unit: 'unit', measurement: 'unit' };
    const twoRows = addListItem([bottles], catalogueListItem(milk));
    expect(twoRows.map((i) => [i.id, i.quantity, i.unit])).toEqual([[milk.value, 3, 'unit'], [`${milk.value}:l`, 2, 'l']]);
    // the next milk joins the litres, past the bottles
    expect(addListItem(twoRows, catalogueListItem(milk)).map((i) => [i.quantity, i.unit])).toEqual([[3, 'unit'], [4, 'l']]);
  });

  test('custom items are the same when their names match, ignoring case; never the same as a catalogue item', () => {
    const jam = customListItem('Grandma jam', at);
    const next = addListItem([jam], customListItem('grandma JAM '));
    expect(next).toHaveLength(1);
    expect(next[0]).toEqual(expect.objectContaining({ id: jam.id, quantity: 2, unit: 'unit' }));
    expect(isSameListItem(customListItem('milk'), catalogueListItem(milk))).toBe(false);
    expect(addListItem([catalogueListItem(milk)], customListItem('milk'))).toHaveLength(2);
  });

  test('custom names that differ only in ß or ss, or in accents, are one item (QA european D3)', () => {
    const wurst = customListItem('Weißwurst', at);
    const next = addListItem(addListItem([wurst], customListItem('weisswurst')), customListItem('WEISSWURST'));
    expect(next).toEqual([expect.objectContaining({ id: wurst.id, name: 'Weißwurst', quantity: 3 })]);
    expect(isSameListItem(customListItem('Crème de marrons'), customListItem('creme de marrons'))).toBe(true);
  });

  test('addListItemAt tells the row it raised, as it was, or the row it appended; the editor says "500 g → 1.5 kg"', () => {
    const grams: ShoppingListItem = { ...catalogueListItem(flour, at), quantity: 500, unit: 'g', measurement: 'g' };
    const raised = addListItemAt([catalogueListItem(milk, at), grams], catalogueListItem(flour));
    expect(raised.at).toBe(1);
    expect(raised.before).toBe(grams);
    expect(amountRaisedText(raised.before!, raised.items[1]!)).toBe('plain flour: 500 g → 1.5 kg');
    const appended = addListItemAt(raised.items, catalogueListItem(salt));
    expect(appended.at).toBe(2);
    expect(appended.before).toBeUndefined();
    expect(appended.items[2]!.name).toBe('salt');
  });

  test('ids match as text, as they come back from the server', () => {
    const fromServer = { ...catalogueListItem(milk, at), value: '7' };
    expect(addListItem([fromServer], catalogueListItem(milk))).toHaveLength(1);
  });
});

test('the clipboard text: the name, then one item a line', () => {
  const list = { name: 'Weekend', ingredients: [catalogueListItem(milk, at), customListItem('Grandma jam', at)] };
  expect(listToText(list)).toBe('Weekend\n- 2 l milk\n- 1 Grandma jam');
});
