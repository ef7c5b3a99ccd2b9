import { formatDate, formatterOnFirstUse } from './dates';
import { parseId } from './ids';

test('dates read in the en-GB short form', () => {
  expect(formatDate('2025-01-06T09:00:00.000Z')).toBe('06/01/2025');
  expect(formatDate('2025-12-24T12:00:00.000Z')).toBe('24/12/2025');
  expect(formatDate('not a date')).toBe('');
  expect(formatDate(null)).toBe('');
});

test('an id from the address is a positive whole number', () => {
  expect(parseId('42')).toBe(42);
  expect(parseId('0')).toBeNull();
  expect(parseId('-1')).toBeNull();
  expect(parseId('4.2')).toBeNull();
  expect(parseId('abc')).toBeNull();
  expect(parseId('1e3')).toBeNull();
  expect(parseId(undefined)).toBeNull();
});

test('a formatter on first use is built once, when it first formats, and formats as Intl does', () => {
  const spy = jest.spyOn(Intl, 'DateTimeFormat');
  const format = formatterOnFirstUse({ dateStyle: 'short', timeZone: 'UTC' });
  expect(spy).not.toHaveBeenCalled();
  expect(format(new Date('2026-03-09T12:00:00Z'))).toBe('09/03/2026');
  expect(format(new Date('2026-12-31T12:00:00Z'))).toBe('31/12/2026');
  expect(spy).toHaveBeenCalledTimes(1);
  spy.mockRestore();
});
