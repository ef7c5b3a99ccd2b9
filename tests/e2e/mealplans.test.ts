// The meal plan journey of issue 6, in a real browser against the real server: create a plan with dates, add
// recipes to two days, reload (the editor saved by itself), check the ingredients against the store, add what
// is missing to a shopping list, and schedule the plan to next week.
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../contract/rules';
import { api, INVITES, launchBrowser, newPage, registerUser, signIn, startServer, visible, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const problems: string[][] = [];

const cook = { name: 'plan_cook', email: 'plan.cook@example.com', password: 'plan-pass-1' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await registerUser(server, cook);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(() => {
  expect(problems.flat()).toEqual([]);
});

async function signedInPage(): Promise<Page> {
  const { page, problems: found } = await newPage(browser, server.url);
  problems.push(found);
  await signIn(page, cook);
  return page;
}

async function addRecipe(page: Page, day: number, name: string) {
  await page.getByRole('button', { name: `Add a recipe to DAY ${day}` }).click();
  const picker = page.getByRole('dialog', { name: `Add to DAY ${day}` });
  await picker.getByRole('tab', { name: 'All Recipes' }).click();
  await picker.getByLabel('Search recipes').fill(name);
  await picker.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  await visible(page.getByRole('region', { name: new RegExp(`^DAY ${day}`) }).getByRole('link', { name }));
}

interface Plan { user_mealplan_id: number; start_date: string | null; end_date: string | null; recipes: { date: string; recipes: { name: string }[] }[] }

test('create a plan with dates, add recipes to two days, reload, check ingredients, shop for the missing, schedule to next week', async () => {
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  // a list to shop with, and eggs in the pantry so that one ingredient is in stock
  const groceries = await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token, body: { name: 'Groceries', ingredients: [] } });
  const pantry = (await api<{ id: number; name: string }[]>(server, '/stores', { token }))[0]!;
  const egg = (await api<{ data: { value: number; name: string; category_id: number }[] }>(server, '/form-options/ingredients', { token })).data.find((o) => o.name === 'egg')!;
  const now = new Date().toISOString();
  await api(server, `/stores/${pantry.id}`, {
    method: 'PUT', token,
    body: { items: [{ value: egg.value, id: 'egg1', name: 'egg', quantity: 12, unit: 'unit', default_unit: 'unit', measurement: 'unit', date_added: now, estimated_expiry_days: 21, default_quantity: 6, category_id: egg.category_id, image: null, created_at: now, checked: false }] },
  });

  const page = await signedInPage();
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = new Date();
  const today = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

  // create a plan with dates: three days, created empty, then the editor opens
  await page.goto('/user-meal-plans');
  await page.getByRole('button', { name: 'Create' }).click();
  const create = page.getByRole('dialog', { name: 'Create a Mealplan' });
  await create.getByLabel('Name').fill('Spring week');
  await create.getByLabel('Start date').fill(today);
  await create.getByLabel('End date').fill(addDays(today, 2)!);
  expect(await create.getByLabel('Number of days').inputValue()).toBe('3');
  await create.getByRole('button', { name: 'create' }).click();
  await page.waitForURL('**/user-meal-plans/edit/*');
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await visible(page.getByRole('heading', { name: 'Spring week', level: 1 }));
  expect(await page.getByRole('region', { name: /^DAY \d/ }).count()).toBe(3);

  // recipes on two days; the editor saves by itself
  await addRecipe(page, 1, 'Banana Bread');
  await addRecipe(page, 2, 'Victoria Sponge');
  await visible(page.getByText('Saved', { exact: true }));

  // reload: the recipes were saved
  await page.reload();
  await visible(page.getByRole('region', { name: /^DAY 1/ }).getByRole('link', { name: 'Banana Bread' }));
  await visible(page.getByRole('region', { name: /^DAY 2/ }).getByRole('link', { name: 'Victoria Sponge' }));

  // check the ingredients: eggs are in stock, the rest is missing
  await page.getByRole('link', { name: 'Done' }).click();
  await page.waitForURL(`**/user-meal-plans/${id}?view=readonly`);
  await page.getByRole('button', { name: 'check ingredients' }).click();
  const summary = page.getByRole('dialog', { name: 'Ingredient Summary' });
  await visible(summary.getByRole('table'));
  await visible(summary.getByRole('row', { name: /^egg/ }).getByText('in stock'));
  expect(await summary.getByRole('row').filter({ hasText: 'missing' }).count()).toBeGreaterThan(3);

  // add what is missing to the list
  await summary.getByLabel('Shopping list').selectOption({ label: 'Groceries' });
  await summary.getByRole('button', { name: 'add missing to list' }).click();
  await visible(summary.getByText(/ingredients added to Groceries/));
  const list = await api<{ shopping_list: { ingredients: { name: string }[] } }>(server, `/user-shoppinglists/${groceries.user_shoppinglist_id}`, { token });
  const names = list.shopping_list.ingredients.map((i) => i.name);
  expect(names).toContain('self-raising flour');
  expect(names).not.toContain('egg');
  await summary.getByRole('button', { name: 'close' }).click();

  // schedule it to next week
  await page.getByRole('button', { name: 'Options for Spring week' }).click();
  await page.getByRole('menuitem', { name: 'schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Spring week' });
  const nextWeek = addDays(today, 7)!;
  await schedule.getByLabel('Start date').fill(nextWeek);
  await schedule.getByRole('button', { name: 'schedule' }).click();
  await visible(page.getByText('Meal Plan Re-Scheduled.'));
  const saved = (await api<{ data: Plan }>(server, `/user-mealplans/${id}`, { token })).data;
  expect([saved.start_date, saved.end_date]).toEqual([nextWeek, addDays(nextWeek, 2)]);
  expect(saved.recipes.map((day) => [day.date, day.recipes.map((r) => r.name)])).toEqual([
    [nextWeek, ['Banana Bread']], [addDays(nextWeek, 1), ['Victoria Sponge']], [addDays(nextWeek, 2), []],
  ]);

  await page.context().close();
});

test('an edit made on a plan someone else saved meanwhile is not lost: the editor offers a merge, and both changes are kept', async () => {
  const { token } = await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: cook.email, password: cook.password } });
  const body = { name: 'Shared week', days: 2, start_date: null, end_date: null, recipes: [{ date: '', day: 0, recipes: [] }, { date: '', day: 1, recipes: [] }] };
  const id = (await api<{ data: { user_mealplan_id: number } }>(server, '/user-mealplans', { method: 'POST', token, body })).data.user_mealplan_id;
  const page = await signedInPage();
  await page.goto(`/user-meal-plans/edit/${id}`);
  await visible(page.getByRole('button', { name: 'Add a recipe to DAY 1' }));

  // another device puts a recipe on DAY 2, based on the plan as it is
  const { data: before } = await api<{ data: Plan & { version: number } }>(server, `/user-mealplans/${id}`, { token });
  const sponge = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/recipes', { token })).data.find((r) => r.name === 'Victoria Sponge')!;
  const theirDay = { date: '', day: 1, recipes: [{ name: sponge.name, value: sponge.value, image: null, type: 'A9', checked: false }] };
  await api(server, `/user-mealplans/${id}`, { method: 'PUT', token, body: { ...body, recipes: [body.recipes[0], theirDay], version: before.version } });

  // this editor's change is based on the older version: refused, shown, merged
  await addRecipe(page, 1, 'Banana Bread');
  const dialog = page.getByRole('dialog', { name: 'This meal plan was changed by someone else' });
  await visible(dialog);
  await dialog.getByRole('button', { name: 'Merge my changes' }).click();
  await visible(page.getByText('Saved', { exact: true }));
  await visible(page.getByRole('region', { name: /^DAY 2/ }).getByRole('link', { name: 'Victoria Sponge' }));
  const saved = (await api<{ data: Plan }>(server, `/user-mealplans/${id}`, { token })).data;
  expect(saved.recipes.map((day) => day.recipes.map((r) => r.name))).toEqual([['Banana Bread'], ['Victoria Sponge']]);
  await page.context().close();
});

test('completing a plan takes only its ingredients out of a shared store: what a partner stored there meanwhile stays (QA household 2)', async () => {
  const partner = { name: 'plan_partner', email: 'plan.partner@example.com', password: 'plan-pass-2' };
  await registerUser(server, partner, INVITES[1]);
  const signInAs = async (who: typeof cook) => (await api<{ token: string }>(server, '/login', { method: 'POST', body: { email: who.email, password: who.password } })).token;
  const token = await signInAs(cook);
  const partnerToken = await signInAs(partner);
  interface Option { value: number; name: string; category_id: number; default_unit: string; default_quantity: number }
  const options = (await api<{ data: Option[] }>(server, '/form-options/ingredients', { token })).data;
  const now = new Date().toISOString();
  const entry = (name: string, quantity: number, unit: string) => {
    const o = options.find((x) => x.name === name)!;
    return {
      value: o.value, id: `${name}-1`, name, quantity, unit, default_unit: o.default_unit, measurement: unit, date_added: now,
      estimated_expiry_days: 30, default_quantity: o.default_quantity, category_id: o.category_id, image: null, created_at: now, checked: false,
    };
  };
  // the cook's fridge, shared with the partner with the edit right, and a plan that cooks from it
  const fridge = await api<{ id: number }>(server, '/stores', { method: 'POST', token, body: { name: 'Shared fridge', description: '' } });
  await api(server, `/stores/${fridge.id}`, { method: 'PUT', token, body: { items: [entry('chickpeas', 400, 'g'), entry('coconut milk', 400, 'ml'), entry('basmati rice', 1, 'kg')] } });
  await api(server, '/share', { method: 'PUT', token, body: { shared_with: [{ email: partner.email, canEdit: true }], entity_id: fridge.id, type: 'UserFoodStore' } });
  const curry = (await api<{ data: { value: number; name: string }[] }>(server, '/form-options/recipes', { token })).data.find((r) => r.name === 'Chickpea And Spinach Curry')!;
  const body = { name: 'Week together', days: 1, start_date: null, end_date: null, recipes: [{ date: '', day: 0, recipes: [{ name: curry.name, value: curry.value, image: null, type: 'A9', checked: false }] }] };
  const planId = (await api<{ data: { user_mealplan_id: number } }>(server, '/user-mealplans', { method: 'POST', token, body })).data.user_mealplan_id;

  // the cook opens the plan's ingredient summary and leaves it open
  const page = await signedInPage();
  await page.goto(`/user-meal-plans/${planId}?view=readonly`);
  await page.getByRole('button', { name: 'check ingredients' }).click();
  const summary = page.getByRole('dialog', { name: 'Ingredient Summary' });
  await visible(summary.getByLabel(/take the used ingredients out of Shared fridge/));

  // meanwhile the partner completes a shop into the shared fridge: milk and eggs
  const { estimated_expiry_days: _e, created_at: _c, ...milk } = entry('milk', 1, 'l');
  const { estimated_expiry_days: _e2, created_at: _c2, ...eggs } = entry('egg', 6, 'unit');
  const shop = await api<{ user_shoppinglist_id: number }>(server, '/user-shoppinglists', { method: 'POST', token: partnerToken, body: { name: 'Corner shop', ingredients: [milk, eggs] } });
  await api(server, `/user-shoppinglists/${shop.user_shoppinglist_id}/complete-shop`, { method: 'POST', token: partnerToken, body: { checked_ids: [milk.id, eggs.id], store_id: fridge.id } });

  // then the cook completes the plan: the curry's chickpeas, coconut milk and rice leave the fridge, the shop stays
  await summary.getByRole('button', { name: 'complete plan' }).click();
  await summary.waitFor({ state: 'hidden' });
  const stores = await api<{ id: number; items: { name: string; quantity: number; unit: string }[] }[]>(server, '/stores', { token });
  const held = stores.find((s) => s.id === fridge.id)!.items.map((i) => [i.name, i.quantity, i.unit]);
  expect(held.sort()).toEqual([['basmati rice', 0.7, 'kg'], ['egg', 6, 'unit'], ['milk', 1, 'l']]);
  await page.context().close();
});
