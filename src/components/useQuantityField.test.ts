import { MESSAGES, QUANTITY_MAX } from '../../contract/rules';
import { parseQuantity, quantityError, quantityText } from './useQuantityField';

test('a list quantity is a number of at least 1 (SPEC §5), a store quantity of at least 0; neither above the server\'s maximum', () => {
  for (const ok of ['1', '2.5', ' 3 ', String(QUANTITY_MAX)]) expect(quantityError(ok, 1)).toBeNull();
  for (const low of ['0', '0.5', '-3', '']) expect(quantityError(low, 1)).toBe(MESSAGES.quantityAtLeast(1));
  for (const word of ['two', '3 l', '0x1A', '1e3']) expect(quantityError(word, 1)).toBe(MESSAGES.quantityNotNumber);
  expect(quantityError('0', 0)).toBeNull();
  expect(quantityError('-5', 0)).toBe('Quantity must be at least 0');
  for (const high of ['1000001', '1,000,001']) expect(quantityError(high, 0)).toBe('Quantity must be at most 1,000,000');
});

test('a decimal comma reads as a point, ½ as .5, a comma before three digits groups thousands: what is typed is what it reads', () => {
  expect(parseQuantity('1,5')).toBe(1.5);
  expect(parseQuantity('0,75')).toBe(0.75);
  expect(parseQuantity('2.5')).toBe(2.5);
  expect(parseQuantity('½')).toBe(0.5);
  expect(parseQuantity('1½')).toBe(1.5);
  expect(parseQuantity('1 ½')).toBe(1.5);
  expect(parseQuantity('1,500')).toBe(1500);
  expect(parseQuantity('12,345,678')).toBe(12345678);
  for (const no of ['', '  ', '1,5,0', 'two', '0x1A', '0b11', '1e3', 'Infinity', '3 l']) expect(parseQuantity(no)).toBeNaN();
  expect(quantityError('1,5', 1)).toBeNull();
  expect(quantityError('½', 1)).toBe(MESSAGES.quantityAtLeast(1));
  expect(quantityError('1,500', 0)).toBeNull();
});

test('any fraction a recipe writes reads as its value: a sign, a slash, after a whole number or not', () => {
  expect(parseQuantity('¼')).toBe(0.25);
  expect(parseQuantity('¾')).toBe(0.75);
  expect(parseQuantity('⅓')).toBeCloseTo(1 / 3);
  expect(parseQuantity('1⅔')).toBeCloseTo(5 / 3);
  expect(parseQuantity('1/3')).toBeCloseTo(1 / 3);
  expect(parseQuantity('2 1/4')).toBe(2.25);
  expect(parseQuantity(' 3/4 ')).toBe(0.75);
  for (const no of ['1/0', '21/', '/4', '1 / 3', '2-3', '½½', '1½ ½', '11/2/3']) expect(parseQuantity(no)).toBeNaN();
  expect(quantityError('¾', 0)).toBeNull();
  expect(quantityError('⅓', 1)).toBe(MESSAGES.quantityAtLeast(1));
});

test('a field shows a third as its sign, and anything else as a short decimal, each read back as the same amount', () => {
  expect([1 / 3, 1 + 2 / 3, 2, 1.5, 0.125, 2.25, 1000000, 0.1 + 0.2].map(quantityText)).toEqual(['⅓', '1⅔', '2', '1.5', '0.125', '2.25', '1000000', '0.3']);
  for (const q of [1 / 3, 1 + 2 / 3, 1.5, 0.125]) expect(parseQuantity(quantityText(q))).toBeCloseTo(q, 4);
});
