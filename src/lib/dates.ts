// SPEC §9: dates are shown in the en-GB short form (dd/mm/yyyy), in the reader's time zone.
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * en-GB's short form, dd/mm/yyyy, written out: the same text as Intl's `dateStyle: 'short'`, without the first
 * Intl formatter's cost (~70 ms of a slow phone's main thread, paid by the first screen that shows a date).
 */
function short(day: number, month: number, year: number): string {
  return `${twoDigits(day)}/${twoDigits(month + 1)}/${String(year).padStart(4, '0')}`;
}

/** '2025-01-06T09:00:00.000Z' → '06/01/2025' in the reader's time zone; '' for a value that is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : short(date.getDate(), date.getMonth(), date.getFullYear());
}

/** A calendar date ('2026-03-09') as midnight UTC of that day, or null when there is none or it is not a date. */
function calendarDay(date: string | null | undefined): Date | null {
  const day = date ? new Date(`${date}T00:00:00Z`) : null;
  return day && !Number.isNaN(day.getTime()) ? day : null;
}

/** SPEC §9's short form of a calendar date, '2026-03-09' → '09/03/2026', the same in every time zone; '' when there is none. */
export function formatCalendarDate(date: string | null | undefined): string {
  const day = calendarDay(date);
  return day ? short(day.getUTCDate(), day.getUTCMonth(), day.getUTCFullYear()) : '';
}

/** en-GB's long weekday names, written out: a page's first Intl date formatter costs ~60–100 ms of the main thread at CPU 4x */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '2026-03-09' → 'Monday, 09/03/2026' (SPEC §2: each day shows its weekday and date); '' when undated or not a date. */
export function weekdayDate(date: string): string {
  const day = calendarDay(date);
  return day ? `${WEEKDAYS[day.getUTCDay()]!}, ${formatCalendarDate(date)}` : '';
}

/** Two strings in the order of their UTF-16 code units: no collation (localeCompare builds one on its first call). */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders ISO dates and timestamps of one form ('2026-03-09', '2026-03-09T10:00:00.000Z') as time runs: their text
 * sorts as they do, so no collation is needed (localeCompare builds one on its first call: ~70 ms on a slow phone).
 */
export const compareIso = byCodeUnits;
