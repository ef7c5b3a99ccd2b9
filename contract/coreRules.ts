// The few rules the app needs from its first screen (dates, search and picker thresholds), apart from
// rules.ts so that the first load carries these and not every validation rule and message; rules.ts
// re-exports them, so every other import stays as it is.
import { PICKER_FILTER_MIN, SEARCH_MIN_CHARS } from './constants';

/**
 * A whole number with its thousands marked (1,000,000). Written out: the first toLocaleString of a page builds ICU
 * number formatting, ~100 ms at CPU 4x. (Here for the fields' length, lib/textLength, which TextField shows.)
 */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Counts code points, so 'é' or an emoji is one character. */
export const charCount = (s: string): number => Array.from(s).length;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd calendar date as UTC midnight in ms, or null when malformed or impossible (2024-02-30). */
export function parseIsoDate(s: string): number | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999 (0026-01-12 was no date at all)
  const back = new Date(0);
  const ms = back.setUTCFullYear(y, mo - 1, d);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

export const DAY_MS = 86_400_000;

/** A yyyy-mm-dd date plus n days (n may be negative), on UTC midnights; null when malformed or out of range. */
export function addDays(date: string, n: number): string | null {
  const ms = parseIsoDate(date);
  const t = ms === null ? NaN : ms + n * DAY_MS;
  // past ±8.64e15 ms a Date is invalid and toISOString throws
  if (!Number.isInteger(n) || !Number.isFinite(t) || Math.abs(t) > 8.64e15) return null;
  const next = new Date(t).toISOString().slice(0, 10);
  return parseIsoDate(next) === null ? null : next;
}

/** SPEC §4, §9: a search runs only with more than 2 characters (surrounding spaces do not count). */
export function isSearchable(s: string): boolean {
  return charCount(s.trim()) >= SEARCH_MIN_CHARS;
}

/** SPEC §5: the search a typed text runs, trimmed; '' (no search) under 3 characters. */
export const searchStringOf = (search: string): string => (isSearchable(search) ? search.trim() : '');

/**
 * Text as pickers compare it: lower case, accents dropped ('purée' is 'puree': phone keyboards rarely type them), and
 * ß as ss ('Weißwurst' is 'weisswurst': Swiss German and many keyboards write it so), as the server's search folds
 * them (search_fold, migration 0011). Not œ and æ, which the JS budget left to the names that carry both spellings.
 */
export const foldText = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ß/g, 'ss');

/** SPEC §5: pickers filter locally from 3 characters, case-insensitive contains; under 3 nothing matches. Ours: accents too. */
export function pickerMatches(query: string, name: string): boolean {
  const q = foldText(query.trim());
  if (charCount(q) < PICKER_FILTER_MIN) return false;
  return foldText(name).includes(q);
}
