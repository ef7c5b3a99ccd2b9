// Issue 10: how a PUT decides what to write. sameJson must call two items the same only when storing either
// gives the same document; itemsChange picks no write, a few items replaced in place, or the whole list.
import { listItem } from '../test/items';
import { itemsChange, MAX_PATCHED_ITEMS, sameJson } from './shoppingLists';

test('sameJson compares values, not key order; a key holding undefined counts as absent', () => {
  expect(sameJson({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
  expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  expect(sameJson(-0, 0)).toBe(true);
  for (const [a, b] of [
    [{ a: 1 }, { a: 1, b: 2 }], [{ a: 1, b: 2 }, { a: 1 }], [{ a: 1, b: 2 }, { a: 1, c: 2 }], [{ a: null }, {}], [{ a: null }, { a: undefined }],
    [[1, 2], [2, 1]], [[1], [1, 1]], [[], {}], [{}, []], ['1', 1], [false, 0], [null, {}], [{ a: { b: 1 } }, { a: { b: 2 } }],
  ] as const) {
    expect([a, b, sameJson(a, b)]).toEqual([a, b, false]);
  }
});

describe('itemsChange', () => {
  const items = Array.from({ length: 30 }, (_, i) => listItem({ value: i, id: i, name: `item ${i}` }));
  const copy = () => structuredClone(items);

  test('the same items are no change', () => {
    expect(itemsChange(items, copy())).toBeNull();
    expect(itemsChange([], [])).toBeNull();
  });

  test('a few items edited in place are patched by position', () => {
    const next = copy();
    next[3] = { ...next[3]!, checked: true };
    next[20] = { ...next[20]!, quantity: 5 };
    expect(itemsChange(items, next)).toEqual([3, 20]);
  });

  test('more edits than MAX_PATCHED_ITEMS, or a different length, write the list whole', () => {
    expect(itemsChange(items, copy().map((i, k) => (k <= MAX_PATCHED_ITEMS ? { ...i, quantity: 9 } : i)))).toBe('whole');
    expect(itemsChange(items, copy().map((i, k) => (k < MAX_PATCHED_ITEMS ? { ...i, quantity: 9 } : i)))).toHaveLength(MAX_PATCHED_ITEMS);
    expect(itemsChange(items, items.slice(1))).toBe('whole');
    expect(itemsChange(items, [...copy(), listItem({ value: 99, id: 99 })])).toBe('whole');
  });

  test('moved items are changes at every position they moved through', () => {
    expect(itemsChange(items, [items[1]!, items[0]!, ...items.slice(2)])).toEqual([0, 1]);
  });
});
