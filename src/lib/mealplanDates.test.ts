import type { Mealplan } from '../../contract/entities';
import { MESSAGES } from '../../contract/rules';
import {
  checkCreateForm, currentPlan, dateRange, DAYS_RANGE, localIsoDate, mergePlanDays, newPlanBody, planChanges, planDateLimits, planDays,
  scheduleDateError, schedulePlan, TOO_MANY_DAYS, upcomingMeals,
} from './mealplanDates';

const form = (over: Partial<Parameters<typeof checkCreateForm>[0]> = {}) => ({ name: 'Week one', start: '', end: '', days: '3', ...over });

const plan = (over: Partial<Mealplan> = {}): Mealplan => ({
  user_mealplan_id: 1, user_id: 1, name: 'Week', days: 3, start_date: null, end_date: null, recipes: [],
  shared_with: [], owner_name: 'Demo', updated_at: '2026-03-01T00:00:00.000Z', ...over,
});
const meal = (name: string) => ({ name, value: 7, image: null, type: 'A9' as const, checked: false });

describe('checkCreateForm (SPEC §5 meal plan create)', () => {
  test('the name allows letters, digits and spaces only', () => {
    expect(checkCreateForm(form({ name: 'Week 1' })).valid).toBe(true);
    expect(checkCreateForm(form({ name: 'Week #1' })).errors.name).toBe(MESSAGES.noSpecialCharacters);
    expect(checkCreateForm(form({ name: 'Week #1' })).valid).toBe(false);
  });

  test('a name past the bound (a paste its field keeps and says) cannot be created', () => {
    expect(checkCreateForm(form({ name: 'a'.repeat(200) })).valid).toBe(true);
    expect(checkCreateForm(form({ name: 'a'.repeat(201) })).valid).toBe(false);
  });

  test('an untouched name shows no error, but the plan cannot be created', () => {
    const check = checkCreateForm(form({ name: '' }));
    expect(check.errors.name).toBeUndefined();
    expect(check.valid).toBe(false);
  });

  test('without dates the typed number of days counts and is editable', () => {
    expect(checkCreateForm(form({ days: '5' }))).toMatchObject({ days: 5, daysEditable: true, valid: true });
    expect(checkCreateForm(form({ days: '0' })).errors.days).toBe(DAYS_RANGE);
    expect(checkCreateForm(form({ days: '367' })).errors.days).toBe(DAYS_RANGE);
    expect(checkCreateForm(form({ days: 'two' })).valid).toBe(false);
  });

  test('a start date needs an end date', () => {
    const check = checkCreateForm(form({ start: '2026-03-09' }));
    expect(check.errors.end).toBe(MESSAGES.endDateRequired);
    expect(check).toMatchObject({ daysEditable: false, valid: false });
  });

  test('the end may not be before the start', () => {
    expect(checkCreateForm(form({ start: '2026-03-09', end: '2026-03-08' })).errors.end).toBe(MESSAGES.endDateBeforeStart);
  });

  test('with both dates the days are the inclusive difference, whatever was typed', () => {
    expect(checkCreateForm(form({ start: '2026-03-09', end: '2026-03-09', days: '9' }))).toMatchObject({ days: 1, daysEditable: false, valid: true });
    expect(checkCreateForm(form({ start: '2026-03-09', end: '2026-03-15' })).days).toBe(7);
    // across the end of February in a leap year, and a daylight-saving change
    expect(checkCreateForm(form({ start: '2028-02-27', end: '2028-03-01' })).days).toBe(4);
    expect(checkCreateForm(form({ start: '2026-03-28', end: '2026-03-30' })).days).toBe(3);
  });

  test('at most 366 days', () => {
    expect(checkCreateForm(form({ start: '2026-01-01', end: '2027-01-01' })).errors.end).toBeUndefined();
    expect(checkCreateForm(form({ start: '2026-01-01', end: '2027-01-02' })).errors.end).toBe(TOO_MANY_DAYS);
  });

  test('each date from 01/01/2000 to 31 December ten years after today\'s, said at its field (QA newcomer D5)', () => {
    const today = '2026-12-07';
    const range = 'Plan dates must be from 01/01/2000 to 31/12/2036';
    expect(checkCreateForm(form({ start: '0001-01-01', end: '0001-01-03' }), today)).toMatchObject({ errors: { start: range, end: range }, valid: false });
    expect(checkCreateForm(form({ start: '2026-12-30', end: '0226-12-31' }), today)).toMatchObject({ errors: { end: range }, valid: false });
    expect(checkCreateForm(form({ start: '2036-12-30', end: '2037-01-02' }), today).errors).toEqual({ end: range });
    // a year of five digits, which a date field holds, is out of the range too, not 'no date'
    expect(checkCreateForm(form({ start: '20266-01-01', end: '20266-01-02' }), today)).toMatchObject({ errors: { start: range, end: range }, valid: false });
    expect(checkCreateForm(form({ start: '2000-01-01', end: '2000-01-01' }), today)).toMatchObject({ errors: {}, valid: true });
    expect(checkCreateForm(form({ start: '2036-12-31', end: '2036-12-31' }), today)).toMatchObject({ errors: {}, valid: true });
    expect(planDateLimits(today)).toEqual({ min: '2000-01-01', max: '2036-12-31' });
  });
});

describe('scheduleDateError (QA newcomer D5)', () => {
  const today = '2026-12-07';
  const range = 'Plan dates must be from 01/01/2000 to 31/12/2036';

  test('a start, or the end its days reach, out of the range is refused with the range; none chosen yet is not', () => {
    expect(scheduleDateError('9999-12-31', 14, today)).toBe(range);
    expect(scheduleDateError('1999-12-31', 14, today)).toBe(range);
    expect(scheduleDateError('2036-12-20', 14, today)).toBe(range);
    expect(scheduleDateError('2036-12-18', 14, today)).toBeNull();
    expect(scheduleDateError('2000-01-01', 14, today)).toBeNull();
    expect(scheduleDateError('', 14, today)).toBeNull();
  });
});

describe('newPlanBody (SPEC §4: created with empty days)', () => {
  test('one empty day per index, dated from the start', () => {
    expect(newPlanBody(form({ name: ' Week ', start: '2026-03-09', end: '2026-03-10' }), 2)).toEqual({
      name: 'Week', days: 2, start_date: '2026-03-09', end_date: '2026-03-10',
      recipes: [{ date: '2026-03-09', day: 0, recipes: [] }, { date: '2026-03-10', day: 1, recipes: [] }],
    });
    expect(newPlanBody(form(), 1)).toMatchObject({ start_date: null, end_date: null, recipes: [{ date: '', day: 0, recipes: [] }] });
  });
});

describe('planDays', () => {
  test('fills the days the plan lacks and dates each from the start', () => {
    const days = planDays(plan({ days: 3, start_date: '2026-03-09', recipes: [{ date: '', day: 1, recipes: [meal('Soup')] }] }));
    expect(days.map((d) => [d.day, d.date, d.recipes.length])).toEqual([[0, '2026-03-09', 0], [1, '2026-03-10', 1], [2, '2026-03-11', 0]]);
  });
});

describe('schedulePlan (SPEC §4, §9)', () => {
  test('sets the start, the end as start plus days counted inclusively, and consecutive dates', () => {
    const body = schedulePlan(plan({ days: 3, recipes: [{ date: '', day: 2, recipes: [meal('Stew')] }] }), '2026-03-30');
    expect(body).toMatchObject({ start_date: '2026-03-30', end_date: '2026-04-01', days: 3 });
    expect(body?.recipes.map((d) => d.date)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(body?.recipes[2]?.recipes[0]?.name).toBe('Stew');
  });

  test('a plan without days cannot be scheduled', () => {
    expect(schedulePlan(plan({ days: 0 }), '2026-03-30')).toBeNull();
  });
});

describe('dates shown', () => {
  test('a plan\'s dates as a range, or not scheduled', () => {
    expect(dateRange(plan({ start_date: '2026-03-09', end_date: '2026-03-15' }))).toBe('09/03/2026 – 15/03/2026');
    expect(dateRange(plan())).toBe('not scheduled');
  });

  test('today is the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('currentPlan and upcomingMeals', () => {
  const running = plan({ user_mealplan_id: 2, name: 'Now', start_date: '2026-03-08', end_date: '2026-03-10', days: 3,
    recipes: [{ date: '', day: 1, recipes: [meal('Soup')] }, { date: '', day: 2, recipes: [meal('Pie'), meal('Tart')] }] });
  const later = plan({ user_mealplan_id: 3, name: 'Later', start_date: '2026-04-01', end_date: '2026-04-02', days: 2 });

  test('the plan holding today, else the next to start', () => {
    expect(currentPlan([later, running], '2026-03-09')?.name).toBe('Now');
    expect(currentPlan([later, running], '2026-03-20')?.name).toBe('Later');
    expect(currentPlan([later, running, plan()], '2026-05-01')).toBeNull();
  });

  test('the meals of today and tomorrow, day by day', () => {
    const meals = upcomingMeals([running, later], '2026-03-09');
    expect(meals.map((m) => [m.date, m.recipe.name, m.plan.name])).toEqual([
      ['2026-03-09', 'Soup', 'Now'], ['2026-03-10', 'Pie', 'Now'], ['2026-03-10', 'Tart', 'Now'],
    ]);
    expect(upcomingMeals([running], '2026-03-11')).toEqual([]);
  });
});

test('merging my days onto their newer plan: my additions and removals apply on their days; the length and the dates are theirs', () => {
  const soup = { name: 'Soup', value: 1, image: null, type: 'A9' as const, checked: false };
  const stew = { name: 'Stew', value: 2, image: null, type: 'A9' as const, checked: false };
  const tart = { name: 'Tart', value: 3, image: null, type: 'A9' as const, checked: false };
  const day = (n: number, recipes: typeof soup[], date: string = '') => ({ date, day: n, recipes });
  const base = [day(0, [soup]), day(1, [])];
  const mine = [day(0, []), day(1, [])];
  const theirs = {
    user_mealplan_id: 1, user_id: 1, name: 'Week', days: 3, start_date: '2026-03-09', end_date: '2026-03-11',
    recipes: [day(0, [soup, stew]), day(1, [tart]), day(2, [stew])], shared_with: [], owner_name: 'A', updated_at: '', version: 2,
  };
  // my removal of Soup applies; the Stew they added stays
  expect(mergePlanDays(base, mine, theirs)).toEqual([
    day(0, [stew], '2026-03-09'), day(1, [tart], '2026-03-10'), day(2, [stew], '2026-03-11'),
  ]);
});

test('merging the same day: what either side added is kept, either side\'s removals apply, a recipe twice counts twice', () => {
  const entry = (name: string, value: number | null = null) => ({ name, value, image: null, type: value === null ? 'CUSTOM' as const : 'A9' as const, checked: false });
  const [soup, stew, tacos, paella] = [entry('Soup', 1), entry('Stew', 2), entry('Laptop tacos'), entry('Phone paella')];
  const day = (n: number, recipes: typeof soup[], date = '') => ({ date, day: n, recipes });
  const theirPlan = (recipes: typeof soup[]) => ({
    user_mealplan_id: 1, user_id: 1, name: 'Week', days: 1, start_date: null, end_date: null,
    recipes: [day(0, recipes)], shared_with: [], owner_name: 'A', updated_at: '', version: 4,
  });
  // both added to DAY 1: theirs first, mine after
  expect(mergePlanDays([day(0, [soup])], [day(0, [soup, tacos])], theirPlan([soup, paella]))[0]!.recipes).toEqual([soup, paella, tacos]);
  // I removed one of two Soups and added a Stew; they removed the Stew that was there and added nothing
  expect(mergePlanDays([day(0, [soup, soup, stew])], [day(0, [soup, stew, stew])], theirPlan([soup, soup]))[0]!.recipes).toEqual([soup, stew]);
  // both removed the same: gone once, not 'less than none'; both added the same: there twice
  expect(mergePlanDays([day(0, [soup])], [day(0, [stew])], theirPlan([stew]))[0]!.recipes).toEqual([stew, stew]);
});

test('what a refused save did not keep: each recipe added or removed, by day; the same recipe twice counts twice, a move is both', () => {
  const day = (n: number, names: string[]) => ({ date: '', day: n, recipes: names.map(meal) });
  const base = [day(0, ['Soup', 'Stew']), day(1, ['Tart']), day(2, [])];
  expect(planChanges(base, [day(0, ['Stew', 'Soup']), day(1, ['Tart']), day(2, [])])).toEqual([]);
  expect(planChanges(base, [day(0, ['Soup', 'Soup']), day(1, []), day(2, ['Tart'])])).toEqual([
    'DAY 1: added Soup', 'DAY 1: removed Stew', 'DAY 2: removed Tart', 'DAY 3: added Tart',
  ]);
});
