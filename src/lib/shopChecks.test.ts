import type { ShoppingListItem } from '../../contract/entities';
import {
  addedCount, addedItemsText, carryChecked, checkedRecord, clearedTicksText, goneTicksText, isCheckable, itemKey, itemsFingerprint,
  recordList, restoreChecked,
} from './shopChecks';

const item = (overrides: Partial<ShoppingListItem>): ShoppingListItem => ({
  value: 1, id: 1, name: 'milk', quantity: 2, default_quantity: 2, unit: 'l', default_unit: 'l', measurement: 'l',
  image: null, checked: false, date_added: '2026-03-10T08:00:00.000Z', category_id: 3, ...overrides,
});
const milk = item({});
const flour = item({ value: 9, id: 9, name: 'plain flour', quantity: 1, unit: 'kg', measurement: 'kg' });
const jam = item({ value: 'CUSTOM-jam001', id: 'CUSTOM-jam001', name: 'Grandma jam', quantity: 1, unit: 'unit', measurement: 'unit' });
const items = [milk, flour, jam];
const LIST = 5;

test('no record: nothing is ticked', () => {
  expect(restoreChecked(null, LIST, items)).toEqual({ checked: new Set(), cleared: 0, gone: 0 });
});

test('the ticks come back for the same items, in any order, whatever their checked flag says', () => {
  const record = checkedRecord(LIST, items, new Set(['9']));
  expect(restoreChecked(record, LIST, items)).toEqual({ checked: new Set(['9']), cleared: 0, gone: 0 });
  expect(restoreChecked(record, LIST, [jam, { ...flour, checked: true }, milk])).toEqual({ checked: new Set(['9']), cleared: 0, gone: 0 });
});

test('an item added or a change to an item not ticked clears no tick', () => {
  const record = checkedRecord(LIST, items, new Set(['1', '9']));
  const eggs = item({ value: 4, id: 4, name: 'eggs', quantity: 6, unit: 'unit', measurement: 'unit' });
  expect(restoreChecked(record, LIST, [...items, eggs])).toEqual({ checked: new Set(['1', '9']), cleared: 0, gone: 0 });
  expect(restoreChecked(checkedRecord(LIST, items, new Set(['9'])), LIST, [{ ...milk, quantity: 3 }, flour, jam]))
    .toEqual({ checked: new Set(['9']), cleared: 0, gone: 0 });
});

test.each([
  ['with its amount raised', [milk, { ...flour, quantity: 2 }, jam]],
  ['with its unit changed', [milk, { ...flour, unit: 'g' as const, measurement: 'g' as const }, jam]],
  ['renamed', [milk, { ...flour, name: 'bread flour' }, jam]],
])('a ticked item %s loses its own tick only, and the tick is counted as cleared: the item changed', (_change, changed) => {
  const record = checkedRecord(LIST, items, new Set(['1', '9']));
  expect(restoreChecked(record, LIST, changed)).toEqual({ checked: new Set(['1']), cleared: 1, gone: 0 });
});

test.each([
  ['removed (a partner\'s shop stored it, or took it off)', [milk, jam]],
  ['under another id', [milk, { ...flour, id: 19 }, jam]],
])('a ticked item %s loses its own tick only, and the tick is counted as gone: the item is no longer on the list', (_change, changed) => {
  const record = checkedRecord(LIST, items, new Set(['1', '9']));
  expect(restoreChecked(record, LIST, changed)).toEqual({ checked: new Set(['1']), cleared: 0, gone: 1 });
});

test('a record written before it kept the ids cannot tell an item gone from one changed: both are counted as changed', () => {
  const { ids: _ids, ...before } = checkedRecord(LIST, items, new Set(['1', '9']));
  expect(restoreChecked(before, LIST, [{ ...milk, quantity: 3 }, jam])).toEqual({ checked: new Set(), cleared: 2, gone: 0 });
  expect(restoreChecked({ ...before, ids: ['1'] }, LIST, [jam])).toEqual({ checked: new Set(), cleared: 2, gone: 0 });
});

test('when none of the ticked items is still on the list unchanged, nothing carries over', () => {
  const record = checkedRecord(LIST, items, new Set(['1', '9']));
  expect(restoreChecked(record, LIST, [{ ...milk, quantity: 3 }, jam])).toEqual({ checked: new Set(), cleared: 1, gone: 1 });
});

test('another list that reuses the name (the record is kept per list name) gets no tick from it, and is told of none', () => {
  const record = checkedRecord(LIST, items, new Set(['1', '9']));
  expect(restoreChecked(record, 6, items)).toEqual({ checked: new Set(), cleared: 0, gone: 0 });
});

test('SPEC §4: a custom item is never ticked, even by a record that says so', () => {
  expect(isCheckable(jam)).toBe(false);
  expect(isCheckable(milk)).toBe(true);
  expect(checkedRecord(LIST, items, new Set(['CUSTOM-jam001', '1'])).ticked).toEqual(checkedRecord(LIST, items, new Set(['1'])).ticked);
  const forged = { items: itemsFingerprint(items), ticked: ['1', '9', 'CUSTOM-jam001'] };
  expect(restoreChecked(forged, LIST, items).checked).toEqual(new Set(['1', '9']));
});

test('the record holds the list\'s id and a short hash and the id per item ticked, not each item', () => {
  const many = Array.from({ length: 2000 }, (_, i) => item({ value: i + 1, id: i + 1, name: `item number ${i + 1}` }));
  const record = checkedRecord(LIST, many, new Set(['5', '6']));
  expect(record.list).toBe('5');
  expect(record.ticked).toHaveLength(2);
  expect(record.ids).toEqual(['5', '6']);
  expect(JSON.stringify(record).length).toBeLessThan(100);
  expect(restoreChecked(record, LIST, [...many].reverse()).checked).toEqual(new Set(['5', '6']));
});

test('a record the previous version kept (a fingerprint of the items and the ids ticked) brings its ticks back to the same items only', () => {
  const previous = { items: itemsFingerprint(items), ticked: ['9'] };
  expect(restoreChecked(previous, LIST, [jam, flour, milk])).toEqual({ checked: new Set(['9']), cleared: 0, gone: 0 });
  expect(restoreChecked(previous, LIST, [milk, flour])).toEqual({ checked: new Set(), cleared: 0, gone: 0 });
});

test("a record the first version kept (every item's key with its tick) still brings the ticks back", () => {
  const legacy = Object.fromEntries(items.map((it) => [itemKey(it), it.id === 9]));
  expect(restoreChecked(legacy, LIST, [jam, flour, milk]).checked).toEqual(new Set(['9']));
  expect(restoreChecked(legacy, LIST, [milk, flour]).checked).toEqual(new Set());
});

test('a corrupt record reads as nothing ticked', () => {
  const nothing = { checked: new Set(), cleared: 0, gone: 0 };
  expect(restoreChecked('nonsense' as unknown as Record<string, boolean>, LIST, items)).toEqual(nothing);
  expect(restoreChecked({}, LIST, items)).toEqual(nothing);
  expect(restoreChecked({}, LIST, [])).toEqual(nothing);
  expect(restoreChecked({ items: 42, ticked: ['1'] } as unknown as Record<string, boolean>, LIST, items)).toEqual(nothing);
  expect(restoreChecked({ list: '5', ticked: [1] } as unknown as Record<string, boolean>, LIST, items)).toEqual(nothing);
});

test('the list read again (a change made elsewhere, a shop refused for it) carries the ticks by the same rule', () => {
  const onion = item({ value: 4, id: 4, name: 'onion', quantity: 3, unit: 'unit', measurement: 'unit' });
  const carrot = item({ value: 5, id: 5, name: 'carrot', quantity: 1, unit: 'kg', measurement: 'kg' });
  const ticked = new Set(['1', '4', '9']);
  // onion taken off, carrot added, milk raised to 3 l, flour as it was
  const after = [{ ...milk, quantity: 3 }, flour, carrot, jam];
  expect(carryChecked([milk, flour, onion, jam], ticked, after)).toEqual({ checked: new Set(['9']), cleared: 1, gone: 1 });
  expect(carryChecked(items, new Set(), items)).toEqual({ checked: new Set(), cleared: 0, gone: 0 });
});

test('the cleared ticks are told in a sentence, those of items changed apart from those of items no longer on the list', () => {
  expect(clearedTicksText(1)).toBe('1 tick was cleared: that item changed on the list.');
  expect(clearedTicksText(2)).toBe('2 ticks were cleared: those items changed on the list.');
  expect(goneTicksText(1)).toBe('1 ticked item is no longer on the list.');
  expect(goneTicksText(2)).toBe('2 ticked items are no longer on the list.');
});

test('a record says which list it was made on (a list renamed elsewhere finds its record by it); an earlier version\'s does not', () => {
  expect(recordList(checkedRecord(LIST, items, new Set(['1'])))).toBe('5');
  expect(recordList({ items: itemsFingerprint(items), ticked: ['9'] })).toBeNull();
  expect(recordList({ [itemKey(milk)]: true })).toBeNull();
  expect(recordList(null)).toBeNull();
});

test('items a change put on the list are counted by id, an amount raised is not one, and told in a sentence', () => {
  expect(addedCount([milk, flour], [{ ...milk, quantity: 3 }, flour, jam, item({ value: 7, id: 7, name: 'butter' })])).toBe(2);
  expect(addedCount([milk, flour, jam], [flour])).toBe(0);
  expect(addedItemsText(1)).toBe('1 item was added to the list.');
  expect(addedItemsText(2)).toBe('2 items were added to the list.');
});
