import { MESSAGES, QUANTITY_MAX } from '../../contract/rules';
import { quantityError } from './useQuantityField';

test('a list quantity is a number of at least 1 (SPEC §5), a store quantity of at least 0; neither above the server\'s maximum', () => {
  for (const ok of ['1', '2.5', ' 3 ', String(QUANTITY_MAX)]) expect(quantityError(ok, 1)).toBeNull();
  for (const low of ['0', '0.5', '-3', '', 'two']) expect(quantityError(low, 1)).toBe(MESSAGES.quantityAtLeast(1));
  expect(quantityError('0', 0)).toBeNull();
  expect(quantityError('-5', 0)).toBe('Quantity must be at least 0');
  for (const high of ['1000001', '1e308', 'Infinity']) expect(quantityError(high, 0)).toBe('Quantity must be at most 1,000,000');
});
