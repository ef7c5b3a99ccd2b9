// SPEC §2 /user-recipes/{id}: the user's own recipe with its steps and ingredients.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { userRecipe } from '../../../tests/fixtures/userRecipes';
import { FRESHNESS_TEXT } from '../../components/Freshness';
import userDataSlice from '../../store/userDataSlice';

// the first test loads the lazy screen
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const soup = userRecipe({
  image: '/api/images/uploads/0123456789abcdef0123456789abcdef.jpg',
  category_id: 1,
  steps: [
    { title: 'Roast', description: 'Roast the tomatoes.', timer: '00:25:00', step_image: null },
    { title: 'Blend', description: 'Blend until smooth.', timer: null, step_image: null },
  ],
});

beforeEach(() => {
  server.use(
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [{ value: 1, name: 'Soups' }] })),
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({
      errors: {}, banned_words: [], name_taken: false, custom_ingredients: [],
      tags: { allergen: false, vegetarian: true, vegan: true, dairy_free: true, gluten_free: true, sugar_free: false },
      allergen_ingredients: [],
    })),
  );
});

test('shows the recipe: category, serves, state, badges, photo, ingredients and method with timers', async () => {
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([soup])),
  );
  renderApp('/user-recipes/5', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Tomato soup', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText(/Soups · Serves 2/)).toHaveTextContent('private');
  expect(await screen.findByRole('list', { name: 'Dietary' })).toHaveTextContent(/vegan/i);
  const ingredients = screen.getByRole('region', { name: 'Ingredients' });
  expect(within(ingredients).getByRole('listitem')).toHaveTextContent('6 tomatoes, diced');
  const method = screen.getByRole('region', { name: 'Method' });
  expect(within(method).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Roast', 'Blend']);
  expect(within(method).getByText('25:00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recipe-edit/5');
});

test('a recipe with an allergen shows the warning (SPEC §1), which opens the Allergen Warning dialog; one without shows none', async () => {
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([soup])),
  );
  const { user, unmount } = renderApp('/user-recipes/5', { signedIn: true });
  expect(await screen.findByRole('list', { name: 'Dietary' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Allergen warning' })).not.toBeInTheDocument();
  unmount();

  server.use(http.post(api('/user-recipe-validate'), () => HttpResponse.json({
    errors: {}, banned_words: [], name_taken: false, custom_ingredients: [],
    tags: { allergen: true, vegetarian: true, vegan: false, dairy_free: false, gluten_free: false, sugar_free: true },
    allergen_ingredients: [],
  })));
  renderApp('/user-recipes/5', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Allergen warning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Allergen Warning' });
  expect(dialog).toHaveTextContent('This recipe contains known allergens.');
});

test('the Allergen Warning names the ingredients with allergens, and the list marks them, as the catalogue page does (SPEC §2; QA author 2)', async () => {
  const creamy = userRecipe({
    ingredients: [
      { value: 3, name: 'tomato', quantity: 6, measurement: 'unit', treatment: 'diced' },
      { value: 7, name: 'double cream', quantity: 100, measurement: 'ml', treatment: null },
    ],
  });
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(creamy)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([creamy])),
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({
      errors: {}, banned_words: [], name_taken: false, custom_ingredients: [],
      tags: { allergen: true, vegetarian: true, vegan: false, dairy_free: false, gluten_free: true, sugar_free: true },
      allergen_ingredients: [7],
    })),
  );
  const { user } = renderApp('/user-recipes/5', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Allergen warning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Allergen Warning' });
  expect(within(dialog).getByRole('list', { name: 'Ingredients with allergens:' })).toHaveTextContent(/^double cream$/);
  const lines = within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual(['6 tomatoes, diced', '100 ml double cream (allergen)']);
});

test('the servings scale the ingredients, kept in the address, and go back as written', async () => {
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([soup])),
  );
  const { user, router } = renderApp('/user-recipes/5?serves=3', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  // written for 2: 6 tomatoes
  expect(within(ingredients).getByRole('status')).toHaveTextContent('3 servings');
  expect(within(ingredients).getByRole('listitem')).toHaveTextContent('9 tomatoes, diced');
  await user.click(within(ingredients).getByRole('button', { name: 'Fewer servings' }));
  expect(within(ingredients).getByRole('listitem')).toHaveTextContent('6 tomatoes, diced');
  expect(router.state.location.search).toBe('');
  await user.click(within(ingredients).getByRole('button', { name: 'Fewer servings' }));
  expect(within(ingredients).getByRole('listitem')).toHaveTextContent('3 tomatoes, diced');
  expect(router.state.location.search).toBe('?serves=1');
  await user.click(within(ingredients).getByRole('button', { name: 'as written (2)' }));
  expect(within(ingredients).getByRole('listitem')).toHaveTextContent('6 tomatoes, diced');
});

test('a recipe that is not the user’s (or gone) is not found, titled by an h1', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(api('/user-recipe-creator/77'), () => HttpResponse.json({ message: 'Recipe not found.' }, { status: 404 })));
  renderApp('/user-recipes/77', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Recipe not found', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to my recipes' })).toHaveAttribute('href', '/user-recipes#custom');
});

test('an own recipe that got no answer says it could not be loaded, and loads by itself once the server answers again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let down = true;
  server.use(http.get(api('/user-recipe-creator/:id'), () => (down ? HttpResponse.error() : HttpResponse.json(soup))));
  renderApp(`/user-recipes/${soup.user_recipe_id}`, { signedIn: true });
  expect(await screen.findByText('The recipe could not be loaded.')).toBeInTheDocument();
  down = false;
  act(() => { window.dispatchEvent(new Event('online')); });
  expect(await screen.findByRole('heading', { name: soup.name, level: 1 })).toBeInTheDocument();
});

test('the way back leads to the cookbook\'s own recipes; Manage and Recipe options are two named buttons', async () => {
  server.use(http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)));
  renderApp('/user-recipes/5', { signedIn: true });
  await screen.findByRole('heading', { name: 'Tomato soup', level: 1 });
  expect(screen.getByRole('link', { name: '‹ My cookbook' })).toHaveAttribute('href', '/user-recipes#custom');
  expect(screen.getByRole('button', { name: 'Manage' })).toHaveAttribute('aria-haspopup', 'dialog');
});

test('Manage opens the row actions; deleting leaves for the custom tab', async () => {
  // the user's recipes hold the soup until it is deleted (the list's answer may land after the recipe's own)
  let deleted = false;
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json(deleted ? [] : [soup])),
    http.delete(api('/user-recipe-creator/5'), () => {
      deleted = true;
      return HttpResponse.json({ message: 'Recipe deleted.' });
    }),
  );
  const { user, router } = renderApp('/user-recipes/5', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Manage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tomato soup' });
  expect(within(dialog).queryByRole('link', { name: 'view' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'delete' }));
  await user.click(within(await screen.findByRole('dialog', { name: MESSAGES.confirmDelete('Tomato soup') })).getByRole('button', { name: 'confirm' }));
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/user-recipes#custom'));
});

test('cook mode for an own recipe: its steps one at a time with their timers and the lines each uses, at the servings asked for', async () => {
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([soup])),
  );
  const request = jest.fn(async () => ({ release: jest.fn(async () => undefined), addEventListener: jest.fn() }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  const { user, router } = renderApp('/user-recipes/5', { signedIn: true });
  await screen.findByRole('heading', { name: 'Tomato soup', level: 1 });
  await user.click(screen.getByRole('button', { name: 'More servings' }));
  await user.click(await screen.findByRole('link', { name: 'Start cooking' }));

  expect(await screen.findByText('Step 1 of 2', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?cookmode=true&serves=3');
  // another screen at the same path: the focus goes to it, not to the page's start
  expect(document.activeElement).toBe(document.getElementById('main'));
  expect(screen.getByText('Cook mode · 3 servings')).toBeInTheDocument();
  // the screen is kept awake while cooking
  expect(request).toHaveBeenCalledWith('screen');
  expect(screen.getByRole('heading', { level: 2, name: 'Roast' })).toBeInTheDocument();
  // 'Roast the tomatoes.' uses the tomatoes, scaled from 2 servings to 3
  expect(screen.getByRole('list', { name: 'You need' })).toHaveTextContent('9 tomatoes, diced');
  expect(within(screen.getByRole('group', { name: 'Timer: Roast' })).getByText('25:00')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Blend' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'You need' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Finish cooking' }));
  expect(await screen.findByRole('region', { name: 'Method' })).toBeInTheDocument();
  expect(document.activeElement).toBe(document.getElementById('main'));
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user-recipes/5?serves=3');
  Reflect.deleteProperty(navigator, 'wakeLock');
});

test('an own recipe with no steps offers no cook mode', async () => {
  const bare = userRecipe({ steps: [] });
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(bare)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([bare])),
  );
  renderApp('/user-recipes/5', { signedIn: true });
  await screen.findByRole('heading', { name: bare.name, level: 1 });
  expect(screen.queryByRole('link', { name: 'Start cooking' })).not.toBeInTheDocument();
});

test('the recipe options of the catalogue page: copy the ingredients shown and the page\'s link, print', async () => {
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([soup])),
  );
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = renderApp('/user-recipes/5?serves=3', { signedIn: true });
  await screen.findByRole('heading', { name: 'Tomato soup', level: 1 });
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy ingredients' }));
  expect(await screen.findByText(MESSAGES.copiedIngredients)).toBeInTheDocument();
  expect(write).toHaveBeenLastCalledWith('Tomato soup (serves 3)\n- 9 tomatoes, diced');

  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
  expect(await screen.findByText(MESSAGES.copiedLink)).toBeInTheDocument();
  expect(write).toHaveBeenLastCalledWith('http://localhost/user-recipes/5');

  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('on paper the page leaves off its controls: Edit, Options, the recipe options and Start cooking', async () => {
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(soup)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([soup])),
  );
  renderApp('/user-recipes/5', { signedIn: true });
  await screen.findByRole('heading', { name: 'Tomato soup', level: 1 });
  // the classes the print rules hide (jsdom applies no stylesheet, so the rule is read from the page's CSS)
  const printRules = /@media print\s*{[^]*?\n}/.exec(readFileSync(join(__dirname, 'userRecipe.css'), 'utf8'))?.[0] ?? '';
  const hidden = /([^{}]*){\s*display:\s*none/.exec(printRules.replace(/^@media print\s*{/, ''))?.[1]?.split(',').map((c) => c.trim()) ?? [];
  expect(hidden).toEqual(expect.arrayContaining(['.user-recipe__actions', '.user-recipe__cook']));
  for (const control of [
    screen.getByRole('link', { name: 'Edit' }), screen.getByRole('button', { name: 'Manage' }), screen.getByRole('button', { name: 'Recipe options' }),
  ]) expect(control.closest('.user-recipe__actions')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Start cooking' })).toHaveClass('user-recipe__cook');
});

test('on a stalled connection the recipe as the user\'s recipes hold it shows at once, "Updating…", and a failed read leaves it, saying so', async () => {
  let fail: () => void = () => undefined;
  const failing = new Promise<void>((resolve) => { fail = resolve; });
  server.use(http.get(api('/user-recipe-creator/5'), async () => {
    await failing;
    return HttpResponse.error();
  }));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderApp('/user-recipes/5', { signedIn: true, preloadedState: { user_data: { ...userDataSlice.getInitialState(), user_recipes: [soup], userRecipesStatus: 'succeeded' } } });
  expect(await screen.findByRole('heading', { name: 'Tomato soup', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText(FRESHNESS_TEXT.updating)).toHaveAttribute('role', 'status');
  act(() => fail());
  const note = await screen.findByText(FRESHNESS_TEXT.notUpdated, { exact: false });
  expect(within(note).getByRole('button', { name: 'try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tomato soup', level: 1 })).toBeInTheDocument();
});
