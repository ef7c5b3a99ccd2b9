import type { IngredientOption, ScanLine, StoreItem } from '../../contract/entities';
import type { ReceiptLine } from './receipt';
import { addScannedLines, linesToStore, toScanLines } from './receiptItems';
import { rememberKey } from './receiptMatch';
import { catalogueStoreItem } from './storeItems';

const honey: IngredientOption = {
  value: 11, name: 'honey', category_id: 2, category_name: 'Baking', image: null, default_unit: 'g', default_quantity: 340, estimated_expiry_days: 730,
};
const kiwi: IngredientOption = {
  value: 12, name: 'kiwi', category_id: 3, category_name: 'Fruit', image: null, default_unit: 'unit', default_quantity: 1, estimated_expiry_days: 7,
};
const read = (name: string, quantity = 1): ReceiptLine => ({ name, quantity, unit: 'unit', price: 1.99, currency: 'EUR', sku: null });
const line = (matchedItem: IngredientOption | null, patch: Partial<ScanLine> = {}): ScanLine => ({
  ...read(matchedItem?.name ?? 'Mystery'), matchedItem, checked: matchedItem !== null, ...patch,
});
const morning = new Date(Date.UTC(2026, 3, 1, 8));
const evening = new Date(Date.UTC(2026, 3, 1, 20));
const nextDay = new Date(Date.UTC(2026, 3, 2, 8));

test('review lines are matched, and checked only when an ingredient was found', () => {
  const lines = toScanLines([read('BIO HONIG'), read('Tabak'), read('Kiwi 4009', 3)], [honey, kiwi], {});
  expect(lines.map((l) => [l.name, l.matchedItem?.name ?? null, l.checked, l.quantity])).toEqual([
    ['BIO HONIG', 'honey', true, 1], ['Tabak', null, false, 1], ['Kiwi 4009', 'kiwi', true, 3],
  ]);
  expect(toScanLines([read('Tabak')], [honey, kiwi], { [rememberKey('Tabak')]: kiwi.value })[0]).toEqual(expect.objectContaining({ matchedItem: kiwi, checked: true }));
});

test('only checked lines with an ingredient and a quantity of at least 1 are stored', () => {
  const lines = [line(honey), line(kiwi, { checked: false }), line(null, { checked: true }), line(kiwi, { quantity: 0 })];
  expect(linesToStore(lines)).toEqual([lines[0]]);
});

test('a line becomes a catalogue item with the line\'s quantity and unit', () => {
  const items = addScannedLines([], [line(honey, { quantity: 2 }), line(kiwi, { unit: 'kg', quantity: 1 })], morning);
  expect(items).toEqual([
    expect.objectContaining({ value: 11, name: 'honey', quantity: 2, unit: 'unit', measurement: 'unit', estimated_expiry_days: 730, date_added: morning.toISOString() }),
    expect.objectContaining({ value: 12, name: 'kiwi', quantity: 1, unit: 'kg', measurement: 'kg', category_id: 3 }),
  ]);
});

test('the same ingredient and unit added the same day adds the quantity; another day or unit is a new entry', () => {
  const existing: StoreItem = { ...catalogueStoreItem(kiwi, morning), quantity: 2 };
  const sameDay = addScannedLines([existing], [line(kiwi, { quantity: 3 })], evening);
  expect(sameDay).toHaveLength(1);
  expect(sameDay[0]).toEqual(expect.objectContaining({ id: existing.id, quantity: 5 }));
  expect(addScannedLines([existing], [line(kiwi)], nextDay)).toHaveLength(2);
  expect(addScannedLines([existing], [line(kiwi, { unit: 'kg' })], evening)).toHaveLength(2);
  // two lines of one ingredient on one receipt make one entry
  expect(addScannedLines([], [line(kiwi), line(kiwi, { quantity: 2 })], morning)).toEqual([expect.objectContaining({ quantity: 3 })]);
  expect(existing.quantity).toBe(2);
});
