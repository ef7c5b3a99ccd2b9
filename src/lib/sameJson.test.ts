import { sameJson } from './sameJson';

test('objects are the same whatever the order of their keys, at any depth', () => {
  expect(sameJson([{ id: 1, name: 'milk', tags: { a: 1, b: [2, 3] } }], [{ tags: { b: [2, 3], a: 1 }, name: 'milk', id: 1 }])).toBe(true);
});

test('a key whose value is undefined counts as absent, as in JSON', () => {
  expect(sameJson({ id: 1, note: undefined }, { id: 1 })).toBe(true);
  expect(sameJson({ id: 1, note: null }, { id: 1 })).toBe(false);
});

test.each([
  ['another value', { quantity: 1 }, { quantity: 2 }],
  ['another key', { quantity: 1 }, { amount: 1 }],
  ['a key more', { quantity: 1 }, { quantity: 1, unit: 'g' }],
  ['another order of items', [1, 2], [2, 1]],
  ['an item more', [1], [1, 1]],
  ['a list and an object', [], {}],
  ['a number and its text', 1, '1'],
  ['null and an object', null, {}],
])('%s is not the same', (_case, a, b) => {
  expect(sameJson(a, b)).toBe(false);
  expect(sameJson(b, a)).toBe(false);
});
