// The date and days rules of a meal plan (SPEC §4, §5, §9) as pure functions and as the request schema.
import { MEALPLAN_MAX_DAYS } from './constants';
import { MEALPLAN_MESSAGES, mealplanBodySchema } from './mealplanSchemas';
import { addDays, MESSAGES } from './rules';
import { inclusiveDays, scheduleEndDate } from './planRules';

describe('addDays', () => {
  test.each([
    ['2025-03-03', 0, '2025-03-03'],
    ['2025-03-03', 1, '2025-03-04'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    // a daylight-saving change in between neither loses nor adds a day
    ['2025-03-29', 2, '2025-03-31'],
    ['2025-10-25', 2, '2025-10-27'],
  ])('%s + %i = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  test.each([['2025-02-29', 1], ['03/03/2025', 1], ['', 1], ['2025-03-03', 1.5], ['9999-12-31', 1], ['2025-03-03', 1e12]])('%p + %p is null', (date, n) => {
    expect(addDays(date, n)).toBeNull();
  });
});

describe('scheduleEndDate (SPEC §9 "start plus days", with the inclusive count of SPEC §5)', () => {
  test('the end is start + days - 1, so the inclusive count gives the days back', () => {
    expect(scheduleEndDate('2025-06-30', 1)).toBe('2025-06-30');
    expect(scheduleEndDate('2025-06-30', 7)).toBe('2025-07-06');
    for (const days of [1, 2, 7, 31, 365, MEALPLAN_MAX_DAYS]) {
      expect(inclusiveDays('2024-01-01', scheduleEndDate('2024-01-01', days)!)).toBe(days);
    }
  });

  test('a plan of no days cannot be scheduled', () => {
    expect(scheduleEndDate('2025-06-30', 0)).toBeNull();
    expect(scheduleEndDate('not a date', 3)).toBeNull();
  });
});

describe('mealplanBodySchema', () => {
  const parse = (body: object) => mealplanBodySchema.safeParse({ name: 'Week', recipes: [], days: 0, ...body });
  const firstIssue = (body: object) => {
    const r = parse(body);
    return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
  };

  test('SPEC §5: the name, the end date with a start date, the end not before the start', () => {
    expect(firstIssue({ name: 'Week 1!' })).toEqual({ path: 'name', message: MESSAGES.noSpecialCharacters });
    expect(firstIssue({ start_date: '2025-01-01' })).toEqual({ path: 'end_date', message: MESSAGES.endDateRequired });
    expect(firstIssue({ start_date: '2025-01-02', end_date: '2025-01-01' })).toEqual({ path: 'end_date', message: MESSAGES.endDateBeforeStart });
  });

  test('SPEC §5: with both dates the days are the inclusive difference', () => {
    expect(firstIssue({ start_date: '2025-01-01', end_date: '2025-01-07', days: 6 })).toEqual({ path: 'days', message: MEALPLAN_MESSAGES.daysForDates(7) });
    expect(parse({ start_date: '2025-01-01', end_date: '2025-01-07', days: 7 }).success).toBe(true);
    expect(parse({ start_date: '2025-01-01', end_date: '2026-01-01', days: 366 }).success).toBe(true);
    expect(firstIssue({ start_date: '2025-01-01', end_date: '2026-01-02', days: 366 })).toEqual({ path: 'end_date', message: MEALPLAN_MESSAGES.tooManyDays });
  });

  test('without both dates the days are free, from 0 to 366', () => {
    expect(parse({ days: 0 }).success).toBe(true);
    expect(parse({ days: MEALPLAN_MAX_DAYS }).success).toBe(true);
    expect(parse({ days: MEALPLAN_MAX_DAYS + 1 }).success).toBe(false);
    expect(parse({ end_date: '2025-01-07', days: 3 }).success).toBe(true);
  });

  test('days are sorted and dated from the start; without a start they are undated', () => {
    const days = [{ date: '', day: 1, recipes: [] }, { date: '2000-01-01', day: 0, recipes: [] }];
    const dated = parse({ start_date: '2025-03-30', end_date: '2025-03-31', days: 2, recipes: days });
    expect(dated.success && dated.data.recipes).toEqual([{ date: '2025-03-30', day: 0, recipes: [] }, { date: '2025-03-31', day: 1, recipes: [] }]);
    const undated = parse({ days: 2, recipes: days });
    expect(undated.success && undated.data.recipes).toEqual([{ date: '', day: 0, recipes: [] }, { date: '', day: 1, recipes: [] }]);
  });

  test('empty date inputs are "not set"; an entry gets image null and checked false when left out', () => {
    const r = parse({ start_date: '', end_date: null, days: 1, recipes: [{ day: 0, recipes: [{ name: ' Toast ', value: null, type: 'CUSTOM' }] }] });
    expect(r.success && r.data).toEqual({
      name: 'Week', days: 1, start_date: null, end_date: null,
      recipes: [{ date: '', day: 0, recipes: [{ name: 'Toast', value: null, image: null, type: 'CUSTOM', checked: false }] }],
    });
  });
});
