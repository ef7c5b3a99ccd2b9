import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MealplanUpdateRequest } from '../../../contract/api';
import { MESSAGES, NAME_MAX } from '../../../contract/rules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { CONFLICT_TEXT } from '../../components/ConflictDialog';
import { LOAD_FAILED } from '../../components/LoadFailed';
import { LEAVE_UNSAVED } from '../../components/useUnsavedGuard';
import { pancakes, plan, servePlans, sharedPlan } from '../../../tests/fixtures/mealplans';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';

jest.setTimeout(20_000);

const week = plan();

async function openPicker(user: ReturnType<typeof renderApp>['user'], day: number) {
  await user.click(await screen.findByRole('button', { name: `Add a recipe to DAY ${day}` }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: `Add to DAY ${day}` });
}

test('the editor shows the title, dates, TOTAL DAYS and a section per day with its weekday date', async () => {
  servePlans({ own: [week] });
  renderApp('/user-meal-plans/edit/7', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('TOTAL DAYS').nextSibling).toHaveTextContent('2');
  expect(screen.getByText('09/03/2026 – 10/03/2026')).toBeInTheDocument();
  const day1 = screen.getByRole('region', { name: 'DAY 1 Monday, 09/03/2026' });
  expect(within(day1).getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', '/recipes/11');
  expect(within(screen.getByRole('region', { name: /^DAY 2/ })).getByText('Nothing planned yet.')).toBeInTheDocument();
});

test('adding from All Recipes and removing save the whole plan 500 ms later', async () => {
  const calls = servePlans({ own: [week] });
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  const picker = await openPicker(user, 2);
  await user.click(within(picker).getByRole('tab', { name: 'All Recipes' }));
  await user.type(within(picker).getByLabelText('Search recipes'), 'pea');
  await user.click(await within(picker).findByRole('button', { name: 'Add Pea soup' }));
  const day2 = screen.getByRole('region', { name: /^DAY 2/ });
  expect(within(day2).getByRole('link', { name: 'Pea soup' })).toBeInTheDocument();
  expect(calls.puts).toHaveLength(0);
  await waitFor(() => expect(calls.puts).toHaveLength(1));
  expect(calls.puts[0]!.body.recipes[1]!.recipes).toEqual([{ name: 'Pea soup', value: 12, image: null, type: 'A9', checked: false }]);
  expect(calls.puts[0]!.body).toMatchObject({ name: 'Busy week', days: 2, start_date: '2026-03-09', end_date: '2026-03-10' });
  expect(await screen.findByText('Saved')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove Pancakes from DAY 1' }));
  // the button went with the day's last recipe: the focus goes to the day's '+ add', not into the next day
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add a recipe to DAY 1' })).toHaveFocus());
  await waitFor(() => expect(calls.puts).toHaveLength(2));
  expect(calls.puts[1]!.body.recipes[0]!.recipes).toEqual([]);
});

test('removing a recipe hands the focus to the next recipe of its day, else the previous one, else the day\'s + add', async () => {
  const soup = { name: 'Pea soup', value: 12, image: null, type: 'A9' as const, checked: false };
  const toast = { name: 'Toast', value: null, image: null, type: 'CUSTOM' as const, checked: false };
  servePlans({ own: [plan({ recipes: [{ date: '2026-03-09', day: 0, recipes: [pancakes, soup, toast] }, { date: '2026-03-10', day: 1, recipes: [soup] }] })] });
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }, { timeout: 15_000 }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Pea soup from DAY 1' })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Toast from DAY 1' })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add a recipe to DAY 1' })).toHaveFocus());
  expect(within(screen.getByRole('region', { name: /^DAY 2/ })).getByRole('link', { name: 'Pea soup' })).toBeInTheDocument();
});

test('a slower earlier save never lands after a later one: one save at a time, the latest last', async () => {
  let release = () => undefined as void;
  const slow = new Promise<void>((resolve) => { release = resolve; });
  const calls = servePlans({ own: [week], beforePut: (n) => (n === 0 ? slow : Promise.resolve()) });
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }, { timeout: 15_000 }));
  await waitFor(() => expect(calls.puts).toHaveLength(1));
  // a second change while the first save is still on its way
  const picker = await openPicker(user, 2);
  await user.click(within(picker).getByRole('tab', { name: 'All Recipes' }));
  await user.click(await within(picker).findByRole('button', { name: 'Add Pancakes' }));
  await new Promise((resolve) => { setTimeout(resolve, 700); });
  expect(screen.getByText('Saving…')).toBeInTheDocument();
  expect(calls.puts).toHaveLength(1);
  release();
  await waitFor(() => expect(calls.puts).toHaveLength(2));
  expect(calls.puts[1]!.body.recipes.map((d) => d.recipes.length)).toEqual([0, 1]);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

test('My Recipes merges saved recipes (labelled); nothing to pick is ziltch.; typed text makes a custom item', async () => {
  const calls = servePlans({ own: [week] });
  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([])));
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  let picker = await openPicker(user, 1);
  expect(await within(picker).findByText(MESSAGES.pickerEmpty)).toBeInTheDocument();
  await user.type(within(picker).getByLabelText('Search recipes'), 'Pea');
  const custom = within(picker).getByRole('button', { name: 'Add “Pea” as a custom item' });
  expect(custom).toBeDisabled();
  await user.clear(within(picker).getByLabelText('Search recipes'));
  await user.type(within(picker).getByLabelText('Search recipes'), 'leftovers');
  await user.click(within(picker).getByRole('tab', { name: 'All Recipes' }));
  expect(within(picker).getByText(MESSAGES.noOptions)).toBeInTheDocument();
  await user.click(within(picker).getByRole('button', { name: 'Add “leftovers” as a custom item' }));
  expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByText('leftovers')).toBeInTheDocument();
  await waitFor(() => expect(calls.puts).toHaveLength(1));
  expect(calls.puts[0]!.body.recipes[0]!.recipes[1]).toEqual({ name: 'leftovers', value: null, image: null, type: 'CUSTOM', checked: false });

  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([
    { recipe_id: 12, name: 'Pea soup', image: null, category: { name: 'Soup' }, description: '', serves: 2 },
  ])));
  picker = await openPicker(user, 2);
  const row = (await within(within(picker).getByRole('tabpanel')).findByText('Pea soup')).closest('li')!;
  expect(row).toHaveTextContent('saved');
});

test('recipes that could not be loaded are said so, with try again, not \'ziltch.\'; no custom item is offered meanwhile', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  servePlans({ own: [week] });
  let broken = true;
  server.use(http.get(api('/form-options/recipes'), () => (broken ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined)));
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  const picker = await openPicker(user, 1);
  await user.click(within(picker).getByRole('tab', { name: 'All Recipes' }));
  expect(await within(picker).findByText(LOAD_FAILED.recipes)).toBeInTheDocument();
  expect(within(within(picker).getByRole('tabpanel')).queryByText(MESSAGES.pickerEmpty)).not.toBeInTheDocument();
  await user.type(within(picker).getByLabelText('Search recipes'), 'pea');
  expect(within(picker).getByRole('button', { name: 'Add “pea” as a custom item' })).toBeDisabled();
  broken = false;
  await user.click(within(picker).getByRole('button', { name: 'try again' }));
  expect(await within(picker).findByRole('button', { name: 'Add Pea soup' })).toBeInTheDocument();
});

test('Enter in the picker\'s search adds the first match of the tab shown, and the status says so; with nothing matching, the typed text as a custom item', async () => {
  const calls = servePlans({ own: [week] });
  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([])));
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  let picker = await openPicker(user, 1);
  const search = () => within(picker).getByLabelText('Search recipes');
  await user.type(search(), 'Pea');
  // My Recipes (shown) has none: Enter adds nothing, and the status says where the matches are
  expect(await within(picker).findByText(`${MESSAGES.pickerEmpty} 1 match in All Recipes`, {}, { timeout: 3000 })).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(within(picker).getByRole('button', { name: 'Add “Pea” as a custom item' })).toBeDisabled();
  expect(calls.puts).toHaveLength(0);
  await user.click(within(picker).getByRole('tab', { name: 'All Recipes' }));
  expect(await within(picker).findByText('1 match, Enter adds Pea soup', {}, { timeout: 3000 })).toBeInTheDocument();
  await user.click(search());
  await user.keyboard('{Enter}');
  const day1 = () => screen.getByRole('region', { name: /^DAY 1/ });
  expect(within(day1()).getByRole('link', { name: 'Pea soup' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add to DAY 1' })).not.toBeInTheDocument();

  picker = await openPicker(user, 1);
  await user.type(search(), 'leftovers');
  expect(await within(picker).findByText(`${MESSAGES.pickerEmpty} Enter adds “leftovers” as a custom item`, {}, { timeout: 3000 })).toBeInTheDocument();
  // the custom item comes straight after the field, before the tabs' rows
  await user.tab();
  expect(within(picker).getByRole('button', { name: 'Add “leftovers” as a custom item' })).toHaveFocus();
  await user.click(search());
  await user.keyboard('{Enter}');
  expect(within(day1()).getByText('leftovers')).toBeInTheDocument();
});

test('the arrow keys walk from the picker\'s search through the add buttons of the tab shown, as in the ingredient search', async () => {
  servePlans({ own: [week] });
  server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([
    { recipe_id: 12, name: 'Pea soup', image: null, category: { name: 'Soup' }, description: '', serves: 2 },
    { recipe_id: 13, name: 'Pear tart', image: null, category: { name: 'Dessert' }, description: '', serves: 4 },
  ])));
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  const picker = await openPicker(user, 2);
  const search = within(picker).getByLabelText('Search recipes');
  await user.type(search, 'pea');
  const soup = await within(picker).findByRole('button', { name: 'Add Pea soup' });
  const tart = within(picker).getByRole('button', { name: 'Add Pear tart' });
  // the custom item is disabled while something matches, and the tabs between are not walked through
  await user.keyboard('{ArrowDown}');
  expect(soup).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(tart).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(soup).toHaveFocus();
  await user.keyboard('{End}');
  expect(tart).toHaveFocus();
  await user.keyboard('{Home}');
  expect(soup).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(search).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
  expect(search).toHaveFocus();
  expect(picker).toBeVisible();
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(within(screen.getByRole('region', { name: /^DAY 2/ })).getByRole('link', { name: 'Pear tart' })).toBeInTheDocument();
});

describe('the picker reaches every recipe and finds them word by word', () => {
  const soup = { value: 30, name: 'Carrot And Coriander Soup', image: null, category_id: 2 };
  /** a catalogue of 86 recipes, Recipe 01 to Recipe 86, and the soup */
  const catalogue = [...Array.from({ length: 86 }, (_, i) => ({ value: 100 + i, name: `Recipe ${String(i + 1).padStart(2, '0')}`, image: null, category_id: 1 })), soup];

  afterEach(() => jest.restoreAllMocks());

  async function allRecipes(user: ReturnType<typeof renderApp>['user']) {
    servePlans({ own: [week] });
    server.use(http.get(api('/form-options/recipes'), () => HttpResponse.json({ data: catalogue })));
    const picker = await openPicker(user, 2);
    await user.click(within(picker).getByRole('tab', { name: 'All Recipes' }));
    return picker;
  }

  test('All Recipes reaches all 87 recipes, not only the first 60, each row telling the list\'s size', async () => {
    // jsdom has no layout: the rows are 50 px high, and the picker's box scrolls its list up by `scrolled`
    let scrolled = 0;
    const real = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: HTMLElement) {
      const list = this.classList.contains('picker__rows');
      if (!list && !this.classList.contains('picker__row') && !this.hasAttribute('data-window-gap')) return real.call(this);
      const height = list ? catalogue.length * 50 : this.hasAttribute('data-window-gap') ? Number.parseFloat(this.style.height) : 50;
      const top = list ? 100 - scrolled : 0;
      return { x: 0, y: top, top, left: 0, right: 390, bottom: top + height, width: 390, height, toJSON: () => ({}) } as DOMRect;
    });
    const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
    const picker = await allRecipes(user);
    expect(await within(picker).findByRole('button', { name: 'Add Recipe 01' })).toBeInTheDocument();
    expect(within(picker).queryByRole('button', { name: 'Add Recipe 86' })).not.toBeInTheDocument();
    scrolled = catalogue.length * 50 - 400;
    fireEvent.scroll(within(picker).getByRole('tabpanel').querySelector('.picker__scroll')!);
    const last = await within(picker).findByRole('button', { name: 'Add Recipe 86' });
    expect(last.closest('li')).toHaveAttribute('aria-setsize', '87');
    await user.click(last);
    expect(within(screen.getByRole('region', { name: /^DAY 2/ })).getByText('Recipe 86')).toBeInTheDocument();
  });

  test('each word typed is found in the name, in any order, case and accents folded; no custom item then', async () => {
    const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
    const picker = await allRecipes(user);
    const search = within(picker).getByLabelText('Search recipes');
    for (const typed of ['carrot cor', 'coriander CARROT', 'CORIANDÉR soup']) {
      await user.clear(search);
      await user.type(search, typed);
      expect(await within(picker).findByRole('button', { name: 'Add Carrot And Coriander Soup' })).toBeInTheDocument();
      expect(within(picker).getByRole('button', { name: `Add “${typed}” as a custom item` })).toBeDisabled();
    }
    await user.clear(search);
    await user.type(search, 'carrot cake');
    expect(within(picker).getByText(MESSAGES.noOptions)).toBeInTheDocument();
  });
});

test('?view=readonly shows the plan without editing; a viewer without edit rights gets it read-only too', async () => {
  servePlans({ own: [week], shared: [sharedPlan(false)] });
  const { router } = renderApp('/user-meal-plans/7?view=readonly', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/user-meal-plans/edit/7');
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a recipe/ })).not.toBeInTheDocument();

  await router.navigate('/user-meal-plans/70');
  expect(await screen.findByRole('heading', { name: 'Family dinners', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Alice · view only')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit plan' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a recipe/ })).not.toBeInTheDocument();
});

test('a shared plan with edit rights opens in the editor; an unknown plan is not found', async () => {
  servePlans({ shared: [sharedPlan(true, { recipes: [{ date: '', day: 0, recipes: [pancakes] }] })] });
  const { router } = renderApp('/user-meal-plans/70', { signedIn: true });
  expect(await screen.findByRole('button', { name: 'Add a recipe to DAY 1' }, { timeout: 15_000 })).toBeInTheDocument();
  await router.navigate('/user-meal-plans/edit/404');
  expect(await screen.findByRole('heading', { name: 'Meal plan not found' })).toBeInTheDocument();
});

test('a plan that cannot be loaded (no connection, no copy held) says so, not that it does not exist, and loads once the connection is back', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  servePlans({ own: [week] });
  let down = true;
  // the user's plans did not load either: the app holds no copy of this one to show instead (MealplanOffline.test.tsx)
  server.use(
    http.get(api('/user-mealplans/'), () => (down ? HttpResponse.error() : undefined)),
    http.get(api('/user-mealplans/7'), () => (down ? HttpResponse.error() : undefined)),
  );
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const { user } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  expect(await screen.findByText(LOAD_FAILED.plan, {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Meal plan not found' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '‹ Meal plans' })).toHaveAttribute('href', '/user-meal-plans');
  // try again, still down
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(await screen.findByText(LOAD_FAILED.plan)).toBeInTheDocument();
  // the connection comes back: asked again without a click
  down = false;
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByRole('heading', { name: 'Busy week', level: 1 })).toBeInTheDocument();
});

test('leaving the editor sends the unsent change at once; a failed save keeps the edits and offers try again', async () => {
  const calls = servePlans({ own: [week] });
  const { user, router } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }, { timeout: 15_000 }));
  expect(calls.puts).toHaveLength(0);
  await router.navigate('/user-meal-plans');
  await waitFor(() => expect(calls.puts).toHaveLength(1));
  expect(calls.puts[0]!.body.recipes[0]!.recipes).toEqual([]);

  server.use(http.put(api('/user-mealplans/:id'), () => HttpResponse.json({ message: 'no' }, { status: 500 })));
  await router.navigate('/user-meal-plans/edit/7');
  await user.click(await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }));
  expect(await screen.findByText(/Saving failed/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByText('Nothing planned yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'try again' })).toBeInTheDocument();

  // the edit is on this screen only: leaving asks first, and cancel stays
  await user.click(screen.getByRole('link', { name: '‹ Meal plans' }));
  const ask = await screen.findByRole('dialog', { name: LEAVE_UNSAVED });
  await user.click(within(ask).getByRole('button', { name: 'cancel' }));
  expect(router.state.location.pathname).toBe('/user-meal-plans/edit/7');
  expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByText('Nothing planned yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '‹ Meal plans' }));
  await user.click(within(await screen.findByRole('dialog', { name: LEAVE_UNSAVED })).getByRole('button', { name: 'confirm' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-meal-plans'));
});

/** The editor, open offline: removing Pancakes from DAY 1 fails to save; `reconnect` brings the connection back. */
async function savedOffline() {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls = servePlans({ own: [week] });
  const rendered = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  const remove = await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }, { timeout: 15_000 });
  let down = true;
  server.use(http.put(api('/user-mealplans/:id'), () => (down ? HttpResponse.error() : undefined)));
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await rendered.user.click(remove);
  expect(await screen.findByText(/Saving failed/)).toBeInTheDocument();
  const reconnect = () => {
    down = false;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
  return { ...rendered, calls, reconnect };
}

test('a save that failed offline goes again by itself once the connection is back', async () => {
  const { calls, reconnect } = await savedOffline();
  // the connection comes back: the edit is sent without a click on 'try again'
  reconnect();
  await waitFor(() => expect(calls.puts).toHaveLength(1));
  expect(calls.puts[0]!.body.recipes[0]!.recipes).toEqual([]);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

test('the session ends under an edit: it is kept for the next sign-in, which comes back to the plan and saves it', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  servePlans({ own: [week], putStatus: 401 });
  const { user, router } = renderApp('/user-meal-plans/edit/7', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }, { timeout: 15_000 }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

  const calls = servePlans({ own: [week] });
  server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'again', user: demoUser })));
  await user.type(await screen.findByLabelText('Email'), demoUser.email);
  await user.type(screen.getByLabelText('Password'), 'larder-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-meal-plans/edit/7'));
  await waitFor(() => expect(calls.puts).toHaveLength(1), { timeout: 5000 });
  expect(calls.puts[0]!.body.recipes[0]!.recipes).toEqual([]);
  expect(within(await screen.findByRole('region', { name: /^DAY 1/ })).getByText('Nothing planned yet.')).toBeInTheDocument();
});

test('asked whether to leave unsaved edits, and they are saved meanwhile: the question goes, and so does the user', async () => {
  const { user, router, calls, reconnect } = await savedOffline();
  await user.click(screen.getByRole('link', { name: '‹ Meal plans' }));
  expect(await screen.findByRole('dialog', { name: LEAVE_UNSAVED })).toBeInTheDocument();
  reconnect();
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-meal-plans'));
  expect(calls.puts).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_UNSAVED })).not.toBeInTheDocument());
});

/** A shared plan open in the editor (with Pancakes on DAY 1) whose saves the server refuses with `status`; Pancakes is removed. */
async function refusedSave(status: number, message: string) {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const calls = servePlans({ shared: [sharedPlan(true, { recipes: [{ date: '', day: 0, recipes: [pancakes] }] })] });
  let shares = 0;
  server.use(
    http.put(api('/user-mealplans/:id'), () => {
      calls.puts.push({ id: '70', body: {} as MealplanUpdateRequest });
      return HttpResponse.json({ message }, { status });
    }),
    http.get(api('/share'), () => {
      shares += 1;
      return HttpResponse.json([sharedPlan(status !== 403, { recipes: [{ date: '', day: 0, recipes: [pancakes] }] })]);
    }),
  );
  const view = renderApp('/user-meal-plans/70', { signedIn: true });
  // a custom item is held to a name the server takes
  const picker = await openPicker(view.user, 2);
  expect(within(picker).getByLabelText('Search recipes')).toHaveAttribute('maxLength', String(NAME_MAX));
  await view.user.keyboard('{Escape}');
  const sharesBefore = shares;
  await view.user.click(screen.getByRole('button', { name: 'Remove Pancakes from DAY 1' }));
  return { ...view, calls, sharesSince: () => shares - sharesBefore };
}

test('a save refused because the edit right was taken away turns the editor read-only, says what was not saved, and offers no try', async () => {
  const { user, router, calls, sharesSince } = await refusedSave(403, 'You can view this, but not change it.');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Not saved: You can view this, but not change it.');
  expect(notice).toHaveTextContent('What was not saved:');
  expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DAY 1: removed Pancakes']);
  expect(screen.queryByRole('button', { name: 'try again' })).not.toBeInTheDocument();
  // the plan as the server has it, to read only
  expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByRole('link', { name: 'Pancakes' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a recipe/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View the plan' })).toHaveAttribute('href', '/user-meal-plans/70?view=readonly');
  // what is shared is read again; the refused edit is never sent again
  await waitFor(() => expect(sharesSince()).toBeGreaterThan(0));
  await new Promise((resolve) => { setTimeout(resolve, 700); });
  expect(calls.puts).toHaveLength(1);

  // the edits are on this screen only: leaving asks first, until they are let go
  await user.click(screen.getByRole('link', { name: '‹ Meal plans' }));
  await user.click(within(await screen.findByRole('dialog', { name: LEAVE_UNSAVED })).getByRole('button', { name: 'cancel' }));
  await user.click(within(notice).getByRole('button', { name: 'discard my changes' }));
  expect(screen.getByRole('alert')).toHaveTextContent(/^Not saved: You can view this, but not change it\.$/);
  expect(screen.queryByRole('button', { name: /^Add a recipe/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '‹ Meal plans' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-meal-plans'));
  expect(calls.puts).toHaveLength(1);
});

test('a save refused because the plan was deleted or is no longer shared says so, read-only, with what was not saved and no try', async () => {
  const { calls } = await refusedSave(404, 'Not found');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Not saved: this meal plan was deleted, or it is no longer shared with you.');
  expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DAY 1: removed Pancakes']);
  expect(within(notice).getByRole('button', { name: 'discard my changes' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'try again' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a recipe/ })).not.toBeInTheDocument();
  await new Promise((resolve) => { setTimeout(resolve, 700); });
  expect(calls.puts).toHaveLength(1);
});

describe('someone else saved the plan first (a save refused with 412)', () => {
  const pea = { name: 'Pea soup', value: 12, image: null, type: 'A9' as const, checked: false };
  const mine = plan({ version: 3 });
  // theirs: renamed, with Pea soup on DAY 2
  const theirs = plan({
    version: 4, name: 'Busy week (Alice)',
    recipes: [{ date: '2026-03-09', day: 0, recipes: [pancakes] }, { date: '2026-03-10', day: 1, recipes: [pea] }],
  });

  /** the plan API, answering a save based on another version than theirs with 412 and their plan */
  function serveTheirs() {
    servePlans({ own: [mine] });
    const puts: MealplanUpdateRequest[] = [];
    server.use(http.put(api('/user-mealplans/:id'), async ({ request }) => {
      const body = (await request.json()) as MealplanUpdateRequest;
      puts.push(body);
      if (body.version !== theirs.version) return HttpResponse.json({ message: SERVER_MESSAGES.stalePlan, current: theirs }, { status: 412 });
      return HttpResponse.json({ data: { ...theirs, ...body, version: theirs.version! + 1 } });
    }));
    return puts;
  }

  async function refusedEdit() {
    const puts = serveTheirs();
    const view = renderApp('/user-meal-plans/edit/7', { signedIn: true });
    await view.user.click(await screen.findByRole('button', { name: 'Remove Pancakes from DAY 1' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('meal plan') });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ version: 3 });
    return { ...view, puts, dialog };
  }

  test('Merge: my removal applies to their plan, whose other recipes (and name) stay, saved on their version', async () => {
    const { user, puts, dialog } = await refusedEdit();
    await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.merge }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ version: 4, name: 'Busy week (Alice)' });
    expect(puts[1]!.recipes.map((d) => d.recipes)).toEqual([[], [pea]]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^DAY 2/ })).getByRole('link', { name: 'Pea soup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Busy week (Alice)', level: 1 })).toBeInTheDocument();
  });

  test('Use their version: their plan is shown and nothing is sent', async () => {
    const { user, puts, dialog } = await refusedEdit();
    await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.takeTheirs }));
    expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByRole('link', { name: 'Pancakes' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^DAY 2/ })).getByRole('link', { name: 'Pea soup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Busy week (Alice)', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await new Promise((resolve) => { setTimeout(resolve, 700); });
    expect(puts).toHaveLength(1);
  });

  test('Decide later keeps my edits on screen, marked not saved, and Resolve opens the choice again', async () => {
    const { user, puts, dialog } = await refusedEdit();
    await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.later }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^DAY 1/ })).getByText('Nothing planned yet.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: this meal plan was changed by someone else.');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('meal plan') })).toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });
});
