// Meal plan days and dates (SPEC §4, §5, §9): the create form's rules, a plan's days one per index, scheduling,
// and which plan and meals are current. Dates are yyyy-mm-dd calendar dates (contract/rules.ts works on them).
import { MEALPLAN_MAX_DAYS, UPCOMING_MEAL_DAYS } from '../../contract/constants';
import type { MealplanCreateRequest } from '../../contract/api';
import type { Mealplan, MealplanDay, MealplanDayRecipe } from '../../contract/entities';
import { addDays, NAME_MAX } from '../../contract/rules';
import {
  inclusiveDays, planDateBounds, planDateError, planDateRangeMessage, planDatesErrors, scheduleEndDate,
  validateDateRange, validateMealplanName,
} from '../../contract/planRules';
import { compareIso, formatCalendarDate } from './dates';

/** ours, as the server words it (contract/mealplanSchemas.ts, which the browser bundle leaves out) */
export const TOO_MANY_DAYS = `A plan has at most ${MEALPLAN_MAX_DAYS} days`;
/** ours: a plan without dates still needs a day to plan, and days are whole ('1,5' is refused, not read as 15) */
export const DAYS_RANGE = `Number of days must be a whole number from 1 to ${MEALPLAN_MAX_DAYS}`;

export interface CreateForm {
  name: string;
  start: string;
  end: string;
  /** the typed number of days, used only while no date is set */
  days: string;
}

export interface CreateFormCheck {
  /** the number of days the plan gets, or null when it cannot be told */
  days: number | null;
  /** SPEC §5: editable only when no dates are set */
  daysEditable: boolean;
  errors: { name?: string; start?: string; end?: string; days?: string };
  valid: boolean;
}

/**
 * SPEC §5 meal plan create: name, date range, and days (the inclusive difference once both dates are set). Ours: each
 * date within planDateBounds from `today` (QA newcomer D5).
 */
export function checkCreateForm(form: CreateForm, today: string = localIsoDate()): CreateFormCheck {
  const errors: CreateFormCheck['errors'] = {};
  // an untouched name shows no error yet; the create button stays disabled
  if (form.name !== '') {
    const nameError = validateMealplanName(form.name);
    if (nameError) errors.name = nameError;
  }
  const rangeError = validateDateRange(form.start || null, form.end || null);
  if (rangeError) errors.end = rangeError;
  const daysEditable = form.start === '' && form.end === '';
  let days: number | null = null;
  if (form.start && form.end) {
    days = rangeError ? null : inclusiveDays(form.start, form.end);
    if (days !== null && days > MEALPLAN_MAX_DAYS) {
      errors.end = TOO_MANY_DAYS;
      days = null;
    }
  } else {
    const typed = /^\d{1,3}$/.test(form.days.trim()) ? Number(form.days.trim()) : NaN;
    if (typed >= 1 && typed <= MEALPLAN_MAX_DAYS) days = typed;
    else errors.days = DAYS_RANGE;
  }
  // a date out of the range is said as that, before how it stands to the other date
  const outside = planDatesErrors({ start_date: form.start || null, end_date: form.end || null }, today);
  if (outside.start_date) errors.start = outside.start_date;
  if (outside.end_date) errors.end = outside.end_date;
  // a name past the bound is kept and said by its field (NAME_LIMIT), not cut
  const valid = validateMealplanName(form.name) === null && form.name.length <= NAME_MAX && !errors.start && !errors.end && !errors.days && days !== null;
  return { days, daysEditable, errors, valid };
}

/** SPEC §4: a plan is created with empty days, then edited. */
export function newPlanBody(form: CreateForm, days: number): MealplanCreateRequest {
  const start = form.start || null;
  return {
    name: form.name.trim(),
    days,
    recipes: Array.from({ length: days }, (_, day) => emptyDay(start, day)),
    start_date: start,
    end_date: form.end || null,
  };
}

function emptyDay(start: string | null, day: number): MealplanDay {
  return { date: start ? addDays(start, day) ?? '' : '', day, recipes: [] };
}

/** One day per index 0..days-1, in order, each dated from the start (a day the plan lacks is empty). */
export function planDays(plan: Pick<Mealplan, 'days' | 'recipes' | 'start_date'>): MealplanDay[] {
  return Array.from({ length: plan.days }, (_, day) => {
    const found = plan.recipes.find((d) => d.day === day);
    const dated = emptyDay(plan.start_date, day);
    return found ? { ...found, date: dated.date } : dated;
  });
}

/** What an entry is, as entries have no id: the recipe (its type and id), else the custom item's or link's name. */
const entryKey = (r: MealplanDayRecipe) => `${r.type}:${r.value === null ? r.name : String(r.value)}`;

function countEntries(recipes: readonly MealplanDayRecipe[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of recipes) counts.set(entryKey(r), (counts.get(entryKey(r)) ?? 0) + 1);
  return counts;
}

/**
 * My edits on their newer plan (a save refused with HTTP 412, or edits kept over a sign-in): three-way within each
 * day, by entry, from `base` (the version my edits started from), as lists merge by item. Each entry is there as
 * often as they have it, plus what I added, less what I removed (a recipe twice counts twice): their entries in
 * their order, then mine. The plan's length and dates are theirs.
 */
export function mergePlanDays(base: readonly MealplanDay[], mine: readonly MealplanDay[], theirs: Mealplan): MealplanDay[] {
  return planDays(theirs).map((day, i) => {
    if (!mine[i]) return day;
    const [was, my, their] = [countEntries(base[i]?.recipes ?? []), countEntries(mine[i].recipes), countEntries(day.recipes)];
    const kept = new Map<string, number>();
    const recipes = [...day.recipes, ...mine[i].recipes].filter((r) => {
      const key = entryKey(r);
      const wanted = (their.get(key) ?? 0) + (my.get(key) ?? 0) - (was.get(key) ?? 0);
      const n = kept.get(key) ?? 0;
      kept.set(key, n + 1);
      return n < wanted;
    });
    return { ...day, recipes };
  });
}

/**
 * What my days add to and take from the days they were based on, a line per recipe ('DAY 1: added Pea soup'): said
 * when a save is refused for good (the edit right taken away, the plan gone), since the plan has no outbox to keep them.
 */
export function planChanges(base: readonly MealplanDay[], mine: readonly MealplanDay[]): string[] {
  return mine.flatMap((day) => {
    const title = `DAY ${day.day + 1}`;
    const left = (base.find((d) => d.day === day.day)?.recipes ?? []).map((r) => r.name);
    const added = day.recipes.filter(({ name }) => {
      const at = left.indexOf(name);
      if (at >= 0) left.splice(at, 1);
      return at < 0;
    });
    return [...added.map(({ name }) => `${title}: added ${name}`), ...left.map((name) => `${title}: removed ${name}`)];
  });
}

/** The whole plan as PUT /user-mealplans/{id} takes it, with these days. */
export function planBody(plan: Mealplan, recipes: MealplanDay[] = plan.recipes): MealplanCreateRequest {
  return { name: plan.name, days: plan.days, recipes, start_date: plan.start_date, end_date: plan.end_date };
}

/**
 * SPEC §4, §9: scheduling sets start_date and end_date (start plus the number of days, counted inclusively as
 * in docs/decisions.md) and gives each day a consecutive date from the start. Null for a plan without days.
 */
export function schedulePlan(plan: Mealplan, start: string): MealplanCreateRequest | null {
  const end = scheduleEndDate(start, plan.days);
  if (end === null) return null;
  const days = planDays({ ...plan, start_date: start });
  return { ...planBody(plan, days), start_date: start, end_date: end };
}

/** ours: the dates a plan's date fields offer (their min and max), planDateBounds from the user's today */
export const planDateLimits = (today: string = localIsoDate()) => planDateBounds(today);

/**
 * Ours: why a plan of `days` days cannot be scheduled from `start`, its start or its end out of planDateBounds (an
 * end past 9999 is no date at all), or null; null too while no start is chosen (QA newcomer D5: 31/12/9999 failed
 * with 'error updating {plan}' alone).
 */
export function scheduleDateError(start: string, days: number, today: string = localIsoDate()): string | null {
  if (!start || days < 1) return null;
  const end = scheduleEndDate(start, days);
  return planDateError(start, today) ?? (end === null ? planDateRangeMessage(today) : planDateError(end, today));
}

/** The plan's length as the editor's TOTAL DAYS shows it. */
export const dayCount = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** '09/03/2026 – 15/03/2026', or 'not scheduled'. */
export function dateRange(plan: Pick<Mealplan, 'start_date' | 'end_date'>): string {
  if (!plan.start_date) return plan.end_date ? `until ${formatCalendarDate(plan.end_date)}` : 'not scheduled';
  return `${formatCalendarDate(plan.start_date)} – ${formatCalendarDate(plan.end_date)}`;
}

/** Today in the user's own calendar, as yyyy-mm-dd. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The plan whose dates hold today; else the next one to start; else null (SPEC §2 /diary: the current plan). */
export function currentPlan<T extends Pick<Mealplan, 'start_date' | 'end_date'>>(plans: readonly T[], today: string): T | null {
  const dated = plans.filter((p) => p.start_date && p.end_date);
  const running = dated.find((p) => p.start_date! <= today && today <= p.end_date!);
  if (running) return running;
  const next = dated.filter((p) => p.start_date! > today).sort((a, b) => compareIso(a.start_date!, b.start_date!));
  return next[0] ?? null;
}

export interface UpcomingMeal {
  date: string;
  plan: Pick<Mealplan, 'user_mealplan_id' | 'name'>;
  recipe: MealplanDayRecipe;
}

/** SPEC §2, §9: the meals of today and tomorrow from every plan the user sees, day by day. */
export function upcomingMeals(plans: readonly Mealplan[], today: string): UpcomingMeal[] {
  const dates = Array.from({ length: UPCOMING_MEAL_DAYS }, (_, i) => addDays(today, i) ?? today);
  const meals: UpcomingMeal[] = [];
  for (const date of dates) {
    for (const plan of plans) {
      for (const day of planDays(plan)) {
        if (day.date !== date) continue;
        for (const recipe of day.recipes) meals.push({ date, plan: { user_mealplan_id: plan.user_mealplan_id, name: plan.name }, recipe });
      }
    }
  }
  return meals;
}
