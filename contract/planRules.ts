// The rules of SPEC §5 for a meal plan's name and dates: only the plans' screens, the diary's check and the server use
// them, so they are not in contract/rules.ts, which nearly every screen loads.
import { addDays, DAY_MS, parseIsoDate } from './coreRules';
import { isLettersDigitsSpaces, MESSAGES } from './rules';

/**
 * SPEC §5: letters, digits and spaces only; the create button needs a valid name, so blank is invalid, and is said
 * as a blank list or store name is ('Name is required'): 'No special characters allowed' told of spaces alone.
 */
export function validateMealplanName(s: string): string | null {
  if (s.trim() === '') return MESSAGES.nameRequired;
  return isLettersDigitsSpaces(s) ? null : MESSAGES.noSpecialCharacters;
}

/**
 * SPEC §5: an end date is required if a start date is given, and it must not be before the start.
 * Dates are yyyy-mm-dd (what a date input yields); '' and null mean "not set", and so does a malformed
 * date, which a date input never produces. An end date without a start date is allowed.
 */
export function validateDateRange(start: string | null, end: string | null): string | null {
  const s = start ? parseIsoDate(start) : null;
  const e = end ? parseIsoDate(end) : null;
  if (s === null) return null;
  if (e === null) return MESSAGES.endDateRequired;
  return e < s ? MESSAGES.endDateBeforeStart : null;
}

/**
 * Ours: the first date a plan may have. A year mistyped (0001, or 0226 for 2026) made a plan no screen shows, listed
 * first and never on the dashboard or in the diary (QA newcomer D5).
 */
export const PLAN_DATE_FIRST = '2000-01-01';
/** ours: a plan's last date may be 31 December of the year this many years after today's */
export const PLAN_YEARS_AHEAD = 10;

/** The dates a plan may have, yyyy-mm-dd: from PLAN_DATE_FIRST to 31 December PLAN_YEARS_AHEAD years after `today`'s year. */
export function planDateBounds(today: string): { min: string; max: string } {
  return { min: PLAN_DATE_FIRST, max: `${String(Number(today.slice(0, 4)) + PLAN_YEARS_AHEAD).padStart(4, '0')}-12-31` };
}

/** '2036-12-31' as SPEC §9 shows a date, '31/12/2036' (src/lib/dates formatCalendarDate, which the server lacks) */
const shortDate = (date: string) => date.split('-').reverse().join('/');

/**
 * Ours: a plan's date outside planDateBounds, said with the range ('Plan dates must be from 01/01/2000 to
 * 31/12/2036'); null inside it, or not set ('' or null). A date that is no yyyy-mm-dd date (a date field holds years
 * of five digits) is outside too.
 */
export function planDateError(date: string | null, today: string): string | null {
  if (!date) return null;
  const { min, max } = planDateBounds(today);
  return parseIsoDate(date) !== null && date >= min && date <= max ? null : planDateRangeMessage(today);
}

/** What a plan's date outside planDateBounds is told ('Plan dates must be from 01/01/2000 to 31/12/2036'). */
export function planDateRangeMessage(today: string): string {
  const { min, max } = planDateBounds(today);
  return MESSAGES.planDateRange(shortDate(min), shortDate(max));
}

/** A plan's start and end outside planDateBounds, keyed by the field as the server answers them. */
export function planDatesErrors(dates: { start_date: string | null; end_date: string | null }, today: string): { start_date?: string; end_date?: string } {
  const start = planDateError(dates.start_date, today);
  const end = planDateError(dates.end_date, today);
  return { ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}) };
}

/**
 * SPEC §5: with both dates the number of days is the inclusive day difference (same day = 1).
 * Computed on UTC midnights, so a daylight-saving change in between does not lose or add a day.
 * Returns 0 when the end is before the start or either date is malformed: no days to plan.
 */
export function inclusiveDays(start: string, end: string): number {
  const s = parseIsoDate(start);
  const e = parseIsoDate(end);
  if (s === null || e === null || e < s) return 0;
  return Math.round((e - s) / DAY_MS) + 1;
}

/**
 * SPEC §4, §9: scheduling sets the end to "start plus days". Read with §5's inclusive count (same day = 1),
 * that is start + days - 1, so inclusiveDays(start, end) === days again. Null for fewer than 1 day.
 */
export function scheduleEndDate(start: string, days: number): string | null {
  return days >= 1 ? addDays(start, days - 1) : null;
}
