import { convertAmount, mergeQuantities } from './mergeQuantities';

test.each([
  [[2, 'unit'], [3, 'unit'], [5, 'unit']],
  [[500, 'g'], [200, 'g'], [700, 'g']],
  [[500, 'g'], [1, 'kg'], [1.5, 'kg']],
  [[1, 'kg'], [250, 'g'], [1.25, 'kg']],
  [[500, 'mg'], [1, 'g'], [1.5, 'g']],
  [[250, 'ml'], [1, 'l'], [1.25, 'l']],
  [[1, 'tsp'], [1, 'tbsp'], [1.333, 'tbsp']],
  // metric spoons and the US cup: tsp 5 ml, tbsp 15 ml, cup 240 ml, which is 16 tbsp
  [[8, 'tbsp'], [1, 'cup'], [1.5, 'cup']],
  // spoons, cups and millilitres are one volume, told in ml or l: 700 ml of milk and 2 tbsp is 730 ml, not 702
  [[700, 'ml'], [2, 'tbsp'], [730, 'ml']],
  [[2, 'tbsp'], [700, 'ml'], [730, 'ml']],
  [[1, 'cup'], [100, 'ml'], [340, 'ml']],
  [[2, 'l'], [1, 'tsp'], [2.005, 'l']],
  // across dimensions the spec's rule holds: quantities add, the measurement becomes 'unit'
  [[40, 'g'], [1, 'tbsp'], [41, 'unit']],
  [[2, 'rasher'], [100, 'g'], [102, 'unit']],
  [[1, 'kg'], [1, 'l'], [2, 'unit']],
] as const)('%p + %p = %p', (a, b, sum) => {
  expect(mergeQuantities({ quantity: a[0], measurement: a[1] }, { quantity: b[0], measurement: b[1] })).toEqual({ quantity: sum[0], measurement: sum[1] });
});

test('convertAmount tells an amount in another unit of its dimension, or null', () => {
  expect(convertAmount({ quantity: 1.2, measurement: 'kg' }, 'g')).toEqual({ quantity: 1200, measurement: 'g' });
  expect(convertAmount({ quantity: 250, measurement: 'g' }, 'kg')).toEqual({ quantity: 0.25, measurement: 'kg' });
  expect(convertAmount({ quantity: 1, measurement: 'cup' }, 'tsp')).toEqual({ quantity: 48, measurement: 'tsp' });
  expect(convertAmount({ quantity: 0.75, measurement: 'cup' }, 'tbsp')).toEqual({ quantity: 12, measurement: 'tbsp' });
  expect(convertAmount({ quantity: 2, measurement: 'tbsp' }, 'ml')).toEqual({ quantity: 30, measurement: 'ml' });
  expect(convertAmount({ quantity: 730, measurement: 'ml' }, 'l')).toEqual({ quantity: 0.73, measurement: 'l' });
  expect(convertAmount({ quantity: 3, measurement: 'unit' }, 'unit')).toEqual({ quantity: 3, measurement: 'unit' });
  expect(convertAmount({ quantity: 1, measurement: 'l' }, 'g')).toBeNull();
  expect(convertAmount({ quantity: 1, measurement: 'tbsp' }, 'g')).toBeNull();
  expect(convertAmount({ quantity: 1, measurement: 'unit' }, 'g')).toBeNull();
});
