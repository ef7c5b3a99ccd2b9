import { compareIso, formatCalendarDate, formatDate, weekdayDate } from './dates';
import { parseId } from './ids';

test('dates read in the en-GB short form', () => {
  expect(formatDate('2025-01-06T09:00:00.000Z')).toBe('06/01/2025');
  expect(formatDate('2025-12-24T12:00:00.000Z')).toBe('24/12/2025');
  expect(formatDate('not a date')).toBe('');
  expect(formatDate(null)).toBe('');
});

test('the short form written out is what Intl writes, in the reader\'s time zone, and builds no Intl formatter', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' });
  const spy = jest.spyOn(Intl, 'DateTimeFormat');
  for (let t = Date.UTC(1999, 11, 31, 22); t < Date.UTC(2031, 0, 2); t += 37 * 3_600_000 + 1234) {
    const iso = new Date(t).toISOString();
    expect(formatDate(iso)).toBe(intl.format(new Date(t)));
  }
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

test('a calendar date reads the same in every time zone', () => {
  expect(formatCalendarDate('2026-03-09')).toBe('09/03/2026');
  expect(formatCalendarDate('2026-12-31')).toBe('31/12/2026');
  expect(formatCalendarDate('')).toBe('');
  expect(formatCalendarDate(null)).toBe('');
  expect(formatCalendarDate('not a date')).toBe('');
});

test('ISO dates and timestamps order as time runs', () => {
  const stamps = ['2026-03-09T10:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-03-09T09:59:59.000Z', '2026-03-09T10:00:00.000Z'];
  expect([...stamps].sort(compareIso)).toEqual(['2025-12-31T23:59:59.999Z', '2026-03-09T09:59:59.000Z', '2026-03-09T10:00:00.000Z', '2026-03-09T10:00:00.000Z']);
  expect(['2026-10-01', '2026-09-30', '2027-01-01'].sort(compareIso)).toEqual(['2026-09-30', '2026-10-01', '2027-01-01']);
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

test('a calendar date with its weekday, as Intl writes it in en-GB, the same in every time zone', () => {
  expect(weekdayDate('2026-03-09')).toBe('Monday, 09/03/2026');
  expect(weekdayDate('')).toBe('');
  expect(weekdayDate('2026-02-30x')).toBe('');
  // each day of a week and a leap day
  const intl = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  for (const date of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2028-02-29']) {
    expect(weekdayDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
  }
});
