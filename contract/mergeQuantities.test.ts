import { mergeQuantities } from './mergeQuantities';

test.each([
  [[2, 'unit'], [3, 'unit'], [5, 'unit']],
  [[500, 'g'], [200, 'g'], [700, 'g']],
  [[500, 'g'], [1, 'kg'], [1.5, 'kg']],
  [[1, 'kg'], [250, 'g'], [1.25, 'kg']],
  [[500, 'mg'], [1, 'g'], [1.5, 'g']],
  [[250, 'ml'], [1, 'l'], [1.25, 'l']],
  [[1, 'tsp'], [1, 'tbsp'], [1.333, 'tbsp']],
  [[8, 'tbsp'], [1, 'cup'], [1.5, 'cup']],
  // across dimensions the spec's rule holds: quantities add, the measurement becomes 'unit'
  [[1, 'cup'], [100, 'ml'], [101, 'unit']],
  [[2, 'rasher'], [100, 'g'], [102, 'unit']],
  [[1, 'kg'], [1, 'l'], [2, 'unit']],
] as const)('%p + %p = %p', (a, b, sum) => {
  expect(mergeQuantities({ quantity: a[0], measurement: a[1] }, { quantity: b[0], measurement: b[1] })).toEqual({ quantity: sum[0], measurement: sum[1] });
});
