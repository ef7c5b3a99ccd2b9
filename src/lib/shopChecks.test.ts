import type { ShoppingListItem } from '../../contract/entities';
import { carryChecked, checkedRecord, isCheckable, itemKey, itemsFingerprint, restoreChecked } from './shopChecks';

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
  expect(checkedRecord(items, new Set(['CUSTOM-jam001', '1'])).ticked).toEqual(['1']);
  const forged = { ...checkedRecord(items, new Set()), ticked: ['1', '9', 'CUSTOM-jam001'] };
  expect(restoreChecked(forged, items)).toEqual(new Set(['1', '9']));
});

test('the record holds the ids ticked and a fingerprint of the items, not each item', () => {
  const many = Array.from({ length: 2000 }, (_, i) => item({ value: i + 1, id: i + 1, name: `item number ${i + 1}` }));
  const record = checkedRecord(many, new Set(['5', '6']));
  expect(record.ticked).toEqual(['5', '6']);
  expect(record.items).toBe(itemsFingerprint([...many].reverse()));
  expect(JSON.stringify(record).length).toBeLessThan(100);
});

test("a record an earlier version kept (every item's key with its tick) still brings the ticks back", () => {
  const legacy = Object.fromEntries(items.map((it) => [itemKey(it), it.id === 9]));
  expect(restoreChecked(legacy, [jam, flour, milk])).toEqual(new Set(['9']));
  expect(restoreChecked(legacy, [milk, flour])).toEqual(new Set());
});

test('a corrupt record reads as nothing ticked', () => {
  expect(restoreChecked('nonsense' as unknown as Record<string, boolean>, items)).toEqual(new Set());
  expect(restoreChecked({}, items)).toEqual(new Set());
  expect(restoreChecked({}, [])).toEqual(new Set());
  expect(restoreChecked({ items: 42, ticked: ['1'] } as unknown as Record<string, boolean>, items)).toEqual(new Set());
});

test('after a refused shop the list read again keeps the ticks of the items still on it (same name and unit), whatever their id or amount', () => {
  const onion = item({ value: 4, id: 4, name: 'onion', quantity: 3, unit: 'unit', measurement: 'unit' });
  const carrot = item({ value: 5, id: 5, name: 'carrot', quantity: 1, unit: 'kg', measurement: 'kg' });
  const ticked = new Set(['1', '4', '9']);
  // onion taken off, carrot added, milk now 3 l under a new id, flour now in grams: a unit of its own
  const after = [{ ...milk, id: 21, quantity: 3 }, { ...flour, unit: 'g' as const, measurement: 'g' as const, quantity: 500 }, carrot, jam];
  expect(carryChecked([milk, flour, onion, jam], ticked, after)).toEqual(new Set(['21']));
  expect(carryChecked(items, new Set(), items)).toEqual(new Set());
});
