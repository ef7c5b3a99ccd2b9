import type { ShoppingListItem, StoreItem } from '../../contract/entities';
import { mergeListItems, mergeStoreItems } from './mergeItems';

const item = (id: number | string, overrides: Partial<ShoppingListItem> = {}): ShoppingListItem => ({
  value: id, id, name: `item ${id}`, quantity: 1, default_quantity: 1, unit: 'unit', default_unit: 'unit', measurement: 'unit',
  image: null, checked: false, date_added: '2026-11-20T10:00:00.000Z', category_id: null, ...overrides,
});
const names = (items: { name: string; quantity: number }[]) => items.map((i) => `${i.name} x${i.quantity}`);

test('their additions and my additions both survive, theirs first', () => {
  const base = [item(1)];
  expect(names(mergeListItems(base, [...base, item(3)], [...base, item(2)]))).toEqual(['item 1 x1', 'item 2 x1', 'item 3 x1']);
});

test('the same ingredient added by both: quantities add, in the larger unit of one dimension', () => {
  const merged = mergeListItems([], [item(5, { quantity: 500, unit: 'g', measurement: 'g' })], [item(5, { quantity: 1, unit: 'kg', measurement: 'kg' })]);
  expect(merged).toEqual([expect.objectContaining({ id: 5, quantity: 1.5, unit: 'kg', measurement: 'kg' })]);
});

test('a custom item I added joins their custom item of the same name', () => {
  const mine = [item('CUSTOM-aaaaaa', { name: 'Jam', quantity: 2 })];
  const theirs = [item('CUSTOM-bbbbbb', { name: 'jam ' })];
  expect(mergeListItems([], mine, theirs)).toEqual([expect.objectContaining({ id: 'CUSTOM-bbbbbb', quantity: 3 })]);
});

test('my change to one field is applied onto their change to another', () => {
  const base = [item(1)];
  const merged = mergeListItems(base, [item(1, { quantity: 4 })], [item(1, { checked: true })]);
  expect(merged).toEqual([item(1, { quantity: 4, checked: true })]);
});

test('my removal applies to an item they left alone, but not to one they changed', () => {
  const base = [item(1), item(2)];
  const theirs = [item(1), item(2, { quantity: 7 })];
  expect(names(mergeListItems(base, [], theirs))).toEqual(['item 2 x7']);
});

test('an item I changed stays even if they removed it; one I left alone stays removed', () => {
  const base = [item(1), item(2)];
  expect(names(mergeListItems(base, [item(1, { quantity: 3 }), item(2)], []))).toEqual(['item 1 x3']);
});

test('key order from the server does not count as a change', () => {
  const base = [item(1)];
  const reordered = JSON.parse(JSON.stringify(base[0], Object.keys(base[0]!).sort())) as ShoppingListItem;
  expect(mergeListItems([reordered], [], base)).toEqual([]);
});

test('stores: the same item on the same day joins; on another day it is its own entry', () => {
  const entry = (id: string, day: string): StoreItem => ({
    value: 9, id, name: 'milk', quantity: 1, unit: 'l', default_unit: 'l', measurement: 'l', date_added: `${day}T09:00:00.000Z`,
    estimated_expiry_days: 7, default_quantity: 1, category_id: null, image: null, created_at: `${day}T09:00:00.000Z`, checked: false,
  });
  const theirs = [entry('aaaaaa', '2026-11-20')];
  expect(mergeStoreItems([], [entry('bbbbbb', '2026-11-20')], theirs)).toEqual([{ ...theirs[0], quantity: 2 }]);
  expect(mergeStoreItems([], [entry('cccccc', '2026-11-21')], theirs).map((i) => i.id)).toEqual(['aaaaaa', 'cccccc']);
});
