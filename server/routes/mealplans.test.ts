// SPEC §7 /user-mealplans: every call (with SPEC §7's trailing slash too), the rules of SPEC §5 with their
// messages, the order of SPEC §9, the permission matrix of SPEC §6, and the recipes of a plan resolved to
// their ingredients for the ingredient check (SPEC §3 meal plan recipe), without leaking anyone's private recipes.
import { eq, inArray } from 'drizzle-orm';
import {
  MEALPLANS_LISTED_MAX, TOTAL_COUNT_HEADER, type MealplanCreateRequest, type MealplanResponse, type RecipeResponse,
} from '../../contract/api';
import { MEALPLAN_MAX_DAYS, MEALPLAN_MAX_RECIPES_PER_DAY } from '../../contract/constants';
import type { Mealplan, MealplanDay, MealplanDayRecipe } from '../../contract/entities';
import { MEALPLAN_MESSAGES } from '../../contract/mealplanSchemas';
import { addDays } from '../../contract/coreRules';
import { MESSAGES } from '../../contract/rules';
import { scheduleEndDate } from '../../contract/planRules';
import { importedRecipes, ingredients, mealplans, recipes, userRecipes } from '../db/schema';
import { createCatalogueTestApp, recipeIdByName } from '../test/catalogue';
import { signUp, signUpFour, TEST_INVITES, type TestApp } from '../test/testApp';

type Person = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const plan = (overrides: Partial<MealplanCreateRequest> = {}): MealplanCreateRequest => ({ name: 'Week one', recipes: [], days: 0, ...overrides });
const entry = (overrides: Partial<MealplanDayRecipe> = {}): MealplanDayRecipe => ({ name: 'Leftovers', value: null, image: null, type: 'CUSTOM', checked: false, ...overrides });
const day = (index: number, dayRecipes: MealplanDayRecipe[] = [], date = ''): MealplanDay => ({ date, day: index, recipes: dayRecipes });
const create = async (who: Person, body: MealplanCreateRequest = plan()) => {
  const res = await call(who, 'POST', '/user-mealplans/', body);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { user_mealplan_id: number } }>().data.user_mealplan_id;
};
const read = async (who: Person, id: number) => (await call(who, 'GET', `/user-mealplans/${id}`)).json<MealplanResponse>();
const userId = async (who: Person) => (await call(who, 'GET', '/account')).json<{ id: number }>().id;
const sharePlan = (id: number) => call(owner, 'PUT', '/share', {
  shared_with: [{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: false }], entity_id: id, type: 'UserMealplan',
});

beforeAll(async () => {
  t = await createCatalogueTestApp();
  [owner, editor, viewer, stranger] = await signUpFour(t);
});
afterAll(() => t.close());

test('every call needs a session', async () => {
  for (const [method, url] of [['GET', '/user-mealplans'], ['GET', '/user-mealplans/'], ['POST', '/user-mealplans'], ['POST', '/user-mealplans/'],
    ['GET', '/user-mealplans/1'], ['PUT', '/user-mealplans/1'], ['DELETE', '/user-mealplans/1']] as const) {
    expect((await call(null, method, url, method === 'POST' || method === 'PUT' ? plan() : undefined)).statusCode).toBe(401);
  }
});

test('POST creates a plan with empty days at either path; GET reads it in the shape of SPEC §3', async () => {
  const res = await call(owner, 'POST', '/user-mealplans/', plan({ name: ' Week one ' }));
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ data: { user_mealplan_id: expect.any(Number) } });
  const id = res.json().data.user_mealplan_id as number;
  expect((await call(owner, 'POST', '/user-mealplans', plan({ name: 'No slash', days: 3 }))).statusCode).toBe(201);
  expect(await read(owner, id)).toEqual({
    data: {
      user_mealplan_id: id, user_id: await userId(owner), name: 'Week one', days: 0, start_date: null, end_date: null, recipes: [],
      shared_with: [], owner_name: owner.name, updated_at: expect.any(String), version: 1,
    },
    recipes: [],
  });
});

describe('validation, with the messages of SPEC §5', () => {
  const post = (body: object) => call(owner, 'POST', '/user-mealplans', body);
  const errorsOf = async (body: object) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    return res.json<{ errors: Record<string, string[]> }>().errors;
  };

  test('the name allows letters, digits and spaces only, and is required', async () => {
    for (const name of ['Party!', 'Week #2', 'a<b>']) {
      expect((await errorsOf(plan({ name }))).name).toEqual([MESSAGES.noSpecialCharacters]);
    }
    for (const name of ['', '   ']) expect((await errorsOf(plan({ name }))).name).toEqual([MESSAGES.nameRequired]);
    expect((await errorsOf(plan({ name: 'x'.repeat(201) }))).name).toBeDefined();
    expect((await post(plan({ name: 'Semaine 2 été' }))).statusCode).toBe(201);
  });

  test('an end date is required with a start date, and is not before it', async () => {
    expect((await errorsOf(plan({ start_date: '2025-03-03' }))).end_date).toEqual([MESSAGES.endDateRequired]);
    expect((await errorsOf(plan({ start_date: '2025-03-03', end_date: null }))).end_date).toEqual([MESSAGES.endDateRequired]);
    expect((await errorsOf(plan({ start_date: '2025-03-03', end_date: '2025-03-02', days: 0 }))).end_date).toEqual([MESSAGES.endDateBeforeStart]);
    expect((await errorsOf(plan({ name: 'Bad!', start_date: '2025-03-03' })))).toEqual({
      name: [MESSAGES.noSpecialCharacters], end_date: [MESSAGES.endDateRequired],
    });
  });

  test('with both dates the days are the inclusive difference, at most 366', async () => {
    expect((await errorsOf(plan({ start_date: '2025-03-03', end_date: '2025-03-09', days: 3 }))).days).toEqual([MEALPLAN_MESSAGES.daysForDates(7)]);
    expect((await errorsOf(plan({ start_date: '2025-01-01', end_date: '2026-01-02', days: 366 }))).end_date).toEqual([MEALPLAN_MESSAGES.tooManyDays]);
    expect((await post(plan({ start_date: '2024-01-01', end_date: '2024-12-31', days: 366 }))).statusCode).toBe(201);
    for (const days of [-1, 1.5, MEALPLAN_MAX_DAYS + 1, '3']) expect((await errorsOf({ ...plan(), days })).days).toBeDefined();
  });

  test('dates are real yyyy-mm-dd dates', async () => {
    for (const start_date of ['2025-02-29', '2025-13-01', '03/03/2025', '2025-03-03T00:00:00Z']) {
      expect((await errorsOf({ ...plan(), start_date, end_date: '2025-12-31' })).start_date).toEqual([MEALPLAN_MESSAGES.date]);
    }
  });

  test('dates are from 01/01/2000 to 31 December ten years ahead, refused with 400 on the field naming the range (QA newcomer D5)', async () => {
    const last = `${new Date().getUTCFullYear() + 10}-12-31`;
    const range = MESSAGES.planDateRange('01/01/2000', last.split('-').reverse().join('/'));
    expect((await errorsOf(plan({ start_date: '0001-01-01', end_date: '0001-01-03', days: 3 })))).toEqual({ start_date: [range], end_date: [range] });
    expect((await errorsOf(plan({ start_date: '1999-12-31', end_date: '2000-01-01', days: 2 })))).toEqual({ start_date: [range] });
    expect((await errorsOf(plan({ start_date: last, end_date: addDays(last, 13)!, days: 14 })))).toEqual({ end_date: [range] });
    expect((await post(plan({ start_date: '2000-01-01', end_date: '2000-01-01', days: 1 }))).statusCode).toBe(201);
    expect((await post(plan({ start_date: addDays(last, -13)!, end_date: last, days: 14 }))).statusCode).toBe(201);
    expect((await post(plan({ end_date: '9999-12-31' }))).json().errors).toEqual({ end_date: [range] });

    // scheduling a 14-day plan from 31/12/9999 is a field's refusal, not a failure without a word
    const id = await create(owner, plan({ name: 'Fortnight one', days: 14 }));
    const late = await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ name: 'Fortnight one', days: 14, start_date: '9999-12-18', end_date: '9999-12-31' }));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: range, errors: { start_date: [range], end_date: [range] } });
  });

  test('a plan dated out of the range before it was held to it can still be saved with its dates, and moved into the range', async () => {
    const id = await create(owner, plan({ name: 'Ancient plan', days: 3 }));
    await t.db.update(mealplans).set({ startDate: '0001-01-01', endDate: '0001-01-03' }).where(eq(mealplans.id, id));
    const kept = await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ name: 'Ancient plan', days: 3, recipes: [day(0, [entry()])], start_date: '0001-01-01', end_date: '0001-01-03' }));
    expect(kept.statusCode).toBe(200);
    const moved = await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ name: 'Ancient plan', days: 3, start_date: '0001-01-02', end_date: '0001-01-04' }));
    expect(moved.json().errors).toEqual({ start_date: [expect.stringMatching(/^Plan dates must be from 01\/01\/2000 to 31\/12\/\d{4}$/)], end_date: [expect.any(String)] });
    expect((await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ name: 'Ancient plan', days: 3, start_date: '2026-01-05', end_date: '2026-01-07' }))).statusCode).toBe(200);
  });

  test('each day is numbered below the number of days, once; at most 366 days and 20 recipes a day', async () => {
    expect((await errorsOf(plan({ days: 2, recipes: [day(0), day(2)] })))['recipes.1.day']).toEqual([MEALPLAN_MESSAGES.dayIndex]);
    expect((await errorsOf(plan({ days: 2, recipes: [day(1), day(1)] })))['recipes.1.day']).toEqual([MEALPLAN_MESSAGES.dayIndex]);
    expect((await errorsOf(plan({ days: 0, recipes: [day(0)] })))['recipes.0.day']).toEqual([MEALPLAN_MESSAGES.dayIndex]);
    const full = Array.from({ length: MEALPLAN_MAX_RECIPES_PER_DAY }, () => entry());
    expect((await post(plan({ days: 1, recipes: [day(0, full)] }))).statusCode).toBe(201);
    expect((await errorsOf(plan({ days: 1, recipes: [day(0, [...full, entry()])] })))['recipes.0.recipes']).toBeDefined();
    const tooMany = Array.from({ length: MEALPLAN_MAX_DAYS + 1 }, (_, i) => day(i));
    expect((await errorsOf(plan({ days: MEALPLAN_MAX_DAYS, recipes: tooMany }))).recipes).toBeDefined();
  });

  test('an entry\'s value follows its type: a recipe id, an http(s) link, or nothing for a custom entry', async () => {
    const valueError = async (e: object) => (await errorsOf(plan({ days: 1, recipes: [day(0, [e as MealplanDayRecipe])] })))['recipes.0.recipes.0.value'];
    expect(await valueError(entry({ type: 'A9', value: 'https://example.com/' }))).toEqual([MEALPLAN_MESSAGES.recipeId]);
    expect(await valueError(entry({ type: 'USER', value: null }))).toEqual([MEALPLAN_MESSAGES.recipeId]);
    expect(await valueError(entry({ type: 'IMPORTED', value: 0 }))).toEqual([MEALPLAN_MESSAGES.recipeId]);
    expect(await valueError(entry({ type: 'A9', value: 2.5 }))).toEqual([MEALPLAN_MESSAGES.recipeId]);
    for (const value of ['javascript:alert(1)', 'ftp://example.com/x', 'not a link', null]) {
      expect(await valueError(entry({ type: 'EXTERNAL_LINK', value }))).toEqual([MEALPLAN_MESSAGES.externalLink]);
    }
    expect(await valueError(entry({ type: 'EXTERNAL_LINK', value: `https://example.com/${'a'.repeat(2000)}` }))).toBeDefined();
    expect(await valueError(entry({ type: 'CUSTOM', value: 7 }))).toEqual([MEALPLAN_MESSAGES.customValue]);
    const ok = [entry(), entry({ type: 'EXTERNAL_LINK', value: 'https://example.com/soup', name: 'Soup' }), entry({ type: 'A9', value: 1, image: '/api/images/recipes/x.svg' })];
    expect((await post(plan({ days: 1, recipes: [day(0, ok)] }))).statusCode).toBe(201);
  });

  test('malformed entries and bodies are refused with a message, never a 500', async () => {
    for (const bad of [
      entry({ type: 'BREAKFAST' as 'CUSTOM' }), entry({ name: '' }), entry({ name: 'x'.repeat(201) }),
      entry({ image: 'https://evil.example/x.png' }), { ...entry(), checked: 'yes' },
    ]) {
      await errorsOf(plan({ days: 1, recipes: [day(0, [bad as MealplanDayRecipe])] }));
    }
    for (const body of [{}, { name: 'Ok' }, { name: 'Ok', days: 0 }, { name: 'Ok', recipes: [] }, { name: 'Ok', days: 1, recipes: 'monday' }]) {
      await errorsOf(body);
    }
  });
});

describe('dates and days', () => {
  test('empty date inputs mean "not set"; an end date alone is kept and dates no day', async () => {
    const blank = await read(owner, await create(owner, plan({ start_date: '', end_date: '' } as object as MealplanCreateRequest)));
    expect(blank.data).toMatchObject({ start_date: null, end_date: null });
    const endOnly = await read(owner, await create(owner, plan({ end_date: '2025-01-10', days: 2, recipes: [day(0, [], '2025-01-09')] })));
    expect(endOnly.data).toMatchObject({ start_date: null, end_date: '2025-01-10', days: 2, recipes: [day(0)] });
  });

  test('with both dates each day is dated start + index by the server, and days come back in order', async () => {
    const id = await create(owner, plan({
      start_date: '2024-02-28', end_date: '2024-03-01', days: 3, recipes: [day(2, [entry()]), day(0, [], '1999-01-01')],
    }));
    expect((await read(owner, id)).data).toMatchObject({
      start_date: '2024-02-28', end_date: '2024-03-01', days: 3, recipes: [day(0, [], '2024-02-28'), day(2, [entry()], '2024-03-01')],
    });
    expect((await call(owner, 'POST', '/user-mealplans', plan({ start_date: '2025-03-03', end_date: '2025-03-03', days: 1 }))).statusCode).toBe(201);
  });

  test('scheduling is a PUT of the plan with start, end = start + days - 1, and consecutive dates; unscheduling clears them', async () => {
    const undated = [day(0, [entry()]), day(1), day(2, [entry({ name: 'Soup' })])];
    const id = await create(owner, plan({ name: 'To schedule', days: 3, recipes: undated }));
    const end = scheduleEndDate('2025-06-30', 3);
    expect(end).toBe('2025-07-02');
    const res = await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ name: 'To schedule', days: 3, recipes: undated, start_date: '2025-06-30', end_date: end }));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Mealplan }>().data.recipes.map((d) => d.date)).toEqual(['2025-06-30', '2025-07-01', '2025-07-02']);
    // SPEC §9's "start plus days" read literally would be one day too many for an inclusive count
    const literal = await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ days: 3, recipes: undated, start_date: '2025-06-30', end_date: '2025-07-03' }));
    expect(literal.json().errors.days).toEqual([MEALPLAN_MESSAGES.daysForDates(4)]);
    const cleared = await call(owner, 'PUT', `/user-mealplans/${id}`, plan({ name: 'To schedule', days: 3, recipes: undated }));
    expect(cleared.json<{ data: Mealplan }>().data).toMatchObject({ start_date: null, end_date: null, recipes: undated });
  });

  test('PUT takes the plan as GET gave it (extra fields are ignored) and answers { data }', async () => {
    const id = await create(owner, plan({ days: 1 }));
    const { data } = await read(owner, id);
    const res = await call(owner, 'PUT', `/user-mealplans/${id}`, { ...data, name: 'Renamed', user_id: 999, owner_name: 'someone', recipes: [day(0, [entry()])] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ...data, name: 'Renamed', recipes: [day(0, [entry()])], updated_at: expect.any(String), version: 2 } });
    expect((await call(owner, 'PUT', '/user-mealplans/999999', plan())).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999']) expect((await call(owner, 'GET', `/user-mealplans/${bad}`)).statusCode).toBe(400);
  });
});

test('GET lists only my own plans: by start date ascending, undated last, then by name', async () => {
  const me = await signUp(t, TEST_INVITES[4]!);
  const dated = (name: string, start: string) => plan({ name, start_date: start, end_date: start, days: 1 });
  await create(me, plan({ name: 'zeta undated' }));
  await create(me, dated('Late', '2025-05-01'));
  await create(me, plan({ name: 'Alpha undated', end_date: '2024-01-01' }));
  await create(me, dated('Early too', '2025-01-01'));
  await create(me, dated('Early', '2025-01-01'));
  await create(stranger, dated('Not mine', '2020-01-01'));
  for (const url of ['/user-mealplans', '/user-mealplans/']) {
    const res = await call(me, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json<Mealplan[]>().map((p) => p.name)).toEqual(['Early', 'Early too', 'Late', 'Alpha undated', 'zeta undated']);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');
  }
});

test('past the cap, GET keeps the plans a planner needs now: the undated and the latest starts, never the oldest (QA power D1)', async () => {
  const me = await signUp(t, TEST_INVITES[5]!);
  const uid = await userId(me);
  // a weekly planner's two years: 104 weeks up to the one of Monday 14 December 2026, inserted oldest first
  const weeks = Array.from({ length: 104 }, (_, i) => {
    const start = addDays('2026-12-14', 7 * (i - 103))!;
    return { userId: uid, name: `Week ${i + 1}`, days: 7, startDate: start, endDate: addDays(start, 6)!, recipes: [] };
  });
  await t.db.insert(mealplans).values(weeks);
  const undated = await create(me, plan({ name: 'Ideas' }));
  const christmas = await create(me, plan({ name: 'Christmas week', start_date: '2026-12-21', end_date: '2026-12-27', days: 7 }));
  const res = await call(me, 'GET', '/user-mealplans/');
  expect(res.statusCode).toBe(200);
  expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('106');
  const listed = res.json<Mealplan[]>();
  expect(listed).toHaveLength(MEALPLANS_LISTED_MAX);
  // the 6 oldest weeks are left out; the rest in SPEC §9's order, the undated last
  expect(listed.map((p) => p.name)).toEqual([...weeks.slice(6).map((w) => w.name), 'Christmas week', 'Ideas']);
  expect(listed.slice(-2).map((p) => p.user_mealplan_id)).toEqual([christmas, undated]);
});

describe('the permission matrix of SPEC §6', () => {
  let id: number;
  const people = () => ({ owner, editor, viewer, stranger });
  const body = () => plan({ name: 'Shared week', days: 2, recipes: [day(0, [entry()])] });
  beforeAll(async () => {
    id = await create(owner, body());
    expect((await sharePlan(id)).statusCode).toBe(200);
  });

  test.each([['owner', 200], ['editor', 200], ['viewer', 200], ['stranger', 404]] as const)('GET as %s → %i', async (who, status) => {
    const res = await call(people()[who], 'GET', `/user-mealplans/${id}`);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json<MealplanResponse>().data).toMatchObject({ name: 'Shared week', owner_name: owner.name });
  });

  test('a recipient sees only their own share entry; the owner sees all', async () => {
    expect((await read(owner, id)).data.shared_with).toEqual([{ email: editor.email, canEdit: true }, { email: viewer.email, canEdit: false }]);
    expect((await read(viewer, id)).data.shared_with).toEqual([{ email: viewer.email, canEdit: false }]);
  });

  test.each([['owner', 200], ['editor', 200], ['viewer', 403], ['stranger', 404]] as const)('PUT as %s → %i', async (who, status) => {
    expect((await call(people()[who], 'PUT', `/user-mealplans/${id}`, body())).statusCode).toBe(status);
  });

  test('an editor may rename and schedule the plan; it stays the owner\'s', async () => {
    const res = await call(editor, 'PUT', `/user-mealplans/${id}`, { ...body(), name: 'Our week', start_date: '2025-09-01', end_date: '2025-09-02' });
    expect(res.json<{ data: Mealplan }>().data).toMatchObject({ name: 'Our week', user_id: await userId(owner), owner_name: owner.name, start_date: '2025-09-01' });
    expect((await call(viewer, 'PUT', `/user-mealplans/${id}`, body())).json().message).toEqual(expect.any(String));
    expect((await read(owner, id)).data.name).toBe('Our week');
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('DELETE as %s → %i, and the plan stays', async (who, status) => {
    expect((await call(people()[who], 'DELETE', `/user-mealplans/${id}`)).statusCode).toBe(status);
    expect((await call(owner, 'GET', `/user-mealplans/${id}`)).statusCode).toBe(200);
  });

  test.each([['editor', 403], ['viewer', 403], ['stranger', 404]] as const)('only the owner shares: PUT /share as %s → %i', async (who, status) => {
    const res = await call(people()[who], 'PUT', '/share', { shared_with: [{ email: 'someone@example.com', canEdit: true }], entity_id: id, type: 'UserMealplan' });
    expect(res.statusCode).toBe(status);
  });

  test('a shared plan is in the recipient\'s /share list, not in their own plans', async () => {
    const shared = (await call(viewer, 'GET', '/share')).json<{ type: string; user_mealplan_id?: number }[]>();
    expect(shared.some((s) => s.type === 'UserMealplan' && s.user_mealplan_id === id)).toBe(true);
    expect((await call(viewer, 'GET', '/user-mealplans')).json<Mealplan[]>().some((p) => p.user_mealplan_id === id)).toBe(false);
  });

  test('the owner deletes: the plan and its shares are gone for everyone', async () => {
    const res = await call(owner, 'DELETE', `/user-mealplans/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.mealPlanDeleted });
    expect((await call(owner, 'GET', `/user-mealplans/${id}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', `/user-mealplans/${id}`)).statusCode).toBe(404);
    const shared = (await call(editor, 'GET', '/share')).json<{ user_mealplan_id?: number }[]>();
    expect(shared.some((s) => s.user_mealplan_id === id)).toBe(false);
    expect((await call(owner, 'DELETE', `/user-mealplans/${id}`)).statusCode).toBe(404);
  });
});

describe('the recipes of a plan, resolved for the ingredient check', () => {
  let pancakes: number;
  let ids: Record<string, number>;
  let ownRecipe: number;
  let strangersRecipe: number;
  let ownImport: number;
  let failedImport: number;
  let strangersImport: number;

  beforeAll(async () => {
    pancakes = await recipeIdByName(t, 'Fluffy Pancakes');
    const rows = await t.db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients)
      .where(inArray(ingredients.name, ['butter', 'self-raising flour', 'egg', 'milk', 'caster sugar']));
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    const [ownerId, strangerId] = [await userId(owner), await userId(stranger)];
    const userRecipe = (uid: number, name: string) => t.db.insert(userRecipes).values({
      userId: uid, name, description: 'Mine.',
      ingredients: [
        { value: ids.butter!, name: 'butter', quantity: 50, measurement: 'g', treatment: 'melted' },
        { value: 'CUSTOM-gran01', name: 'gran\'s secret spice', quantity: 1, measurement: 'tsp', treatment: null },
        { value: String(ids.egg!), name: 'egg', quantity: 2, measurement: 'unit', treatment: null },
      ],
    }).returning({ id: userRecipes.id });
    const imported = (uid: number, data: object, importFailed = false) => t.db.insert(importedRecipes).values({
      userId: uid, url: 'https://cooking.example/scones', data: JSON.stringify(data), importFailed,
    }).returning({ id: importedRecipes.id });
    const scones = { name: 'Cheese Scones', recipeIngredient: ['225g self-raising flour', '50 g cold butter, cubed', '1 large egg', '150ml milk', '1 tsp nigella seeds'] };
    const idOf = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;
    ownRecipe = await idOf(userRecipe(ownerId, 'Gran pancakes'));
    strangersRecipe = await idOf(userRecipe(strangerId, 'Secret pancakes'));
    ownImport = await idOf(imported(ownerId, scones));
    failedImport = await idOf(imported(ownerId, { message: 'only a link' }, true));
    strangersImport = await idOf(imported(strangerId, scones));
  });

  test('verified, own and imported recipes resolve once each, in plan order; custom entries and links resolve to nothing', async () => {
    const id = await create(owner, plan({
      days: 2,
      recipes: [
        day(0, [entry({ type: 'A9', value: pancakes, name: 'Fluffy Pancakes' }), entry(), entry({ type: 'EXTERNAL_LINK', value: 'https://example.com/soup', name: 'Soup' })]),
        day(1, [entry({ type: 'USER', value: ownRecipe, name: 'Gran pancakes' }), entry({ type: 'IMPORTED', value: ownImport, name: 'Scones' }), entry({ type: 'A9', value: pancakes, name: 'Pancakes again' })]),
      ],
    }));
    const recipe = (await call(owner, 'GET', `/recipes/${pancakes}`)).json<RecipeResponse>();
    expect((await read(owner, id)).recipes).toEqual([
      {
        type: 'A9', recipe_id: pancakes, name: 'Fluffy Pancakes',
        recipe_ingredients: recipe.recipe_ingredients.map((i) => ({ ingredient_id: i.ingredient.ingredient_id, quantity: i.quantity, measurement: i.measurement })),
      },
      {
        type: 'USER', recipe_id: ownRecipe, name: 'Gran pancakes',
        recipe_ingredients: [{ ingredient_id: ids.butter, quantity: 50, measurement: 'g' }, { ingredient_id: ids.egg, quantity: 2, measurement: 'unit' }],
        // a custom ingredient cannot be counted: it is named with its amount, so the check can say so and list it
        custom: [{ name: 'gran\'s secret spice', quantity: 1, measurement: 'tsp' }],
      },
      {
        // best effort: matched by name against the catalogue; the nigella seeds line names nothing we know
        type: 'IMPORTED', recipe_id: ownImport, name: 'Cheese Scones',
        recipe_ingredients: [
          { ingredient_id: ids['self-raising flour'], quantity: 225, measurement: 'g' }, { ingredient_id: ids.butter, quantity: 50, measurement: 'g' },
          { ingredient_id: ids.egg, quantity: 1, measurement: 'unit' }, { ingredient_id: ids.milk, quantity: 150, measurement: 'ml' },
        ],
        unmatched: ['1 tsp nigella seeds'],
      },
    ]);
    expect(recipe.recipe_ingredients.length).toBeGreaterThan(3);
  });

  test('ids that name nothing and a failed import resolve to nothing; a recipe taken out of the catalogue still resolves', async () => {
    await t.db.update(recipes).set({ verified: false }).where(eq(recipes.id, pancakes));
    try {
      const id = await create(owner, plan({
        days: 1,
        recipes: [day(0, [
          entry({ type: 'A9', value: pancakes }), entry({ type: 'A9', value: 999999 }), entry({ type: 'USER', value: 999999 }),
          entry({ type: 'IMPORTED', value: failedImport }),
        ])],
      }));
      // its cook edited or unpublished it: the plan keeps the version it named
      expect((await read(owner, id)).recipes.map((r) => [r.type, r.recipe_id])).toEqual([['A9', pancakes]]);
    } finally {
      await t.db.update(recipes).set({ verified: true }).where(eq(recipes.id, pancakes));
    }
  });

  test('a shared reader gets the owner\'s own and imported recipes resolved (sharing a plan shares its recipes\' ingredients)', async () => {
    const id = await create(owner, plan({ days: 1, recipes: [day(0, [entry({ type: 'USER', value: ownRecipe }), entry({ type: 'IMPORTED', value: ownImport })])] }));
    await sharePlan(id);
    expect((await read(viewer, id)).recipes.map((r) => [r.type, r.recipe_id])).toEqual([['USER', ownRecipe], ['IMPORTED', ownImport]]);
  });

  test('no leak: another person\'s private recipe or import named in a plan is not resolved', async () => {
    // a stranger puts the owner's ids in their own plan
    const theirs = await create(stranger, plan({
      days: 1,
      recipes: [day(0, [entry({ type: 'USER', value: ownRecipe }), entry({ type: 'IMPORTED', value: ownImport }), entry({ type: 'USER', value: strangersRecipe })])],
    }));
    expect((await read(stranger, theirs)).recipes.map((r) => [r.type, r.recipe_id])).toEqual([['USER', strangersRecipe]]);
    // an editor puts a third person's ids into the owner's shared plan: nobody reading it sees them
    const shared = await create(owner, plan({ days: 1 }));
    await sharePlan(shared);
    const planted = plan({ days: 1, recipes: [day(0, [entry({ type: 'USER', value: strangersRecipe }), entry({ type: 'IMPORTED', value: strangersImport })])] });
    expect((await call(editor, 'PUT', `/user-mealplans/${shared}`, planted)).statusCode).toBe(200);
    for (const who of [owner, editor, viewer]) expect((await read(who, shared)).recipes).toEqual([]);
    // the stranger, reading their own ids, does not get at the owner's plan at all
    expect((await call(stranger, 'GET', `/user-mealplans/${shared}`)).statusCode).toBe(404);
  });

  test('a week of three different verified recipes a day resolves in one request', async () => {
    const options = (await call(owner, 'GET', '/form-options/recipes')).json<{ data: { value: number; name: string }[] }>().data;
    const week = Array.from({ length: 7 }, (_, d) => day(d, [0, 1, 2].map((m) => {
      const r = options[(d * 3 + m) % options.length]!;
      return entry({ type: 'A9', value: r.value, name: r.name });
    })));
    const id = await create(owner, plan({ days: 7, recipes: week }));
    const { recipes: resolved } = await read(owner, id);
    expect(resolved).toHaveLength(Math.min(21, options.length));
    expect(resolved.every((r) => r.recipe_ingredients.length > 0)).toBe(true);
  });
});
