import type { ShoppingListItem } from '../../contract/entities';
import { checkedRecord, isCheckable, restoreChecked } from './shopChecks';

const item = (overrides: Partial<ShoppingListItem>): ShoppingListItem => ({
  value: 1, id: 1, name: 'milk', quantity: 2, default_quantity: 2, unit: 'l', default_unit: 'l', measurement: 'l',
  image: null, checked: false, date_added: '2026-03-10T08:00:00.000Z', category_id: 3, ...overrides,
});
const milk = item({});
const flour = item({ value: 9, id: 9, name: 'plain flour', quantity: 1, unit: 'kg', measurement: 'kg' });
const jam = item({ value: 'CUSTOM-jam001', id: 'CUSTOM-jam001', name: 'Grandma jam', quantity: 1, unit: 'unit', measurement: 'unit' });
const items = [milk, flour, jam];

test('no record: nothing is ticked', () => {
  expect(restoreChecked(null, items)).toEqual(new Set());
});

test('the ticks come back for the same items, in any order, whatever their checked flag says', () => {
  const record = checkedRecord(items, new Set(['9']));
  expect(restoreChecked(record, items)).toEqual(new Set(['9']));
  expect(restoreChecked(record, [jam, { ...flour, checked: true }, milk])).toEqual(new Set(['9']));
});

test.each([
  ['an item added', [...items, item({ value: 4, id: 4, name: 'eggs' })]],
  ['an item removed', [milk, flour]],
  ['a quantity changed', [milk, { ...flour, quantity: 2 }, jam]],
  ['a unit changed', [milk, { ...flour, unit: 'g' as const, measurement: 'g' as const }, jam]],
  ['an item renamed', [milk, { ...flour, name: 'bread flour' }, jam]],
])('the ticks are dropped when the items differ: %s', (_change, changed) => {
  const record = checkedRecord(items, new Set(['1', '9']));
  expect(restoreChecked(record, changed)).toEqual(new Set());
});

test('SPEC §4: a custom item is never ticked, even by a record that says so', () => {
  expect(isCheckable(jam)).toBe(false);
  expect(isCheckable(milk)).toBe(true);
  expect(checkedRecord(items, new Set(['CUSTOM-jam001']))).toEqual(expect.objectContaining({ [Object.keys(checkedRecord([jam], new Set()))[0]!]: false }));
  const forged = Object.fromEntries(Object.keys(checkedRecord(items, new Set())).map((k) => [k, true]));
  expect(restoreChecked(forged, items)).toEqual(new Set(['1', '9']));
});

test('a corrupt record reads as nothing ticked', () => {
  expect(restoreChecked('nonsense' as unknown as Record<string, boolean>, items)).toEqual(new Set());
  expect(restoreChecked({}, items)).toEqual(new Set());
  expect(restoreChecked({}, [])).toEqual(new Set());
});
