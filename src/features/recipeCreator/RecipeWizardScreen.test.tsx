// SPEC §2 /recipe-creator and /recipe-edit/{id}; §4 the wizard's step rules, draft and saves; §5, §8 messages.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserRecipeRequest } from '../../../contract/api';
import { RECIPES_FULL, USER_RECIPES_MAX } from '../../../contract/cookbookLimits';
import { MESSAGES } from '../../../contract/rules';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { publishRequest, tomato, tomatoPaste, userRecipe } from '../../../tests/fixtures/userRecipes';
import { OFFLINE_MESSAGE } from '../../api/http';
import { emptyDraft } from '../../lib/recipeDraft';
import { EDIT_CANCELS_REQUEST, EDIT_MAKES_PRIVATE } from '../../lib/recipeDraftPublication';
import { storage } from '../../lib/storage';
import { DRAFT_RESTORED } from './RecipeWizardScreen';

// the first test loads the lazy screen
jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const TAKEN = 'Tomato soup';
let validated: string[];

beforeEach(() => {
  validated = [];
  server.use(
    http.post(api('/user-recipe-validate'), async ({ request }) => {
      const { name, user_recipe_id } = (await request.json()) as { name: string; user_recipe_id: number | null };
      validated.push(name);
      // the edited recipe (5) is the one called TAKEN: its own name is not taken
      const taken = name === TAKEN && user_recipe_id !== 5;
      return HttpResponse.json({ errors: {}, banned_words: name.includes('darn') ? ['darn'] : [], name_taken: taken, custom_ingredients: [], tags: {} });
    }),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [tomato, tomatoPaste] })),
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [{ value: 1, name: 'Soups' }] })),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([])),
  );
});

const heading = (n: number, label: string) => screen.findByRole('heading', { name: `Step ${n} of 5: ${label}` });
type User = ReturnType<typeof renderApp>['user'];

async function fillBasics(user: User, name = 'Roast tomato soup') {
  await heading(1, 'Basic details');
  await user.type(screen.getByLabelText('Recipe name'), name);
  await user.type(screen.getByLabelText('Description'), 'Roasted and blended.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
}

test('step 1: Back is disabled, Next waits for a name and a description, and the name is checked 500 ms after typing', async () => {
  const { user } = renderApp('/recipe-creator', { signedIn: true });
  await heading(1, 'Basic details');
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Description'), 'Roasted and blended.');
  await user.type(screen.getByLabelText('Recipe name'), TAKEN);
  expect(await screen.findByText(RECIPE_MESSAGES.nameTaken)).toBeInTheDocument();
  // only the settled name was checked, not every keystroke
  expect(validated).toEqual([TAKEN]);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.clear(screen.getByLabelText('Recipe name'));
  await user.tab();
  expect(screen.getByText(RECIPE_MESSAGES.recipeNameRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Recipe name'), 'darn soup');
  expect(await screen.findByText(RECIPE_MESSAGES.bannedWords)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Recipe name'));
  await user.type(screen.getByLabelText('Recipe name'), 'Roast tomato soup');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  expect(screen.queryByText(RECIPE_MESSAGES.bannedWords)).not.toBeInTheDocument();
});

test('create through the five steps: the draft is kept past step 1, timers take two digits, then Recipe created and the recipe page', async () => {
  let sent: UserRecipeRequest | undefined;
  server.use(
    http.post(api('/user-recipe-creator'), async ({ request }) => {
      sent = (await request.json()) as UserRecipeRequest;
      return HttpResponse.json(userRecipe({ user_recipe_id: 9, name: sent.name }), { status: 201 });
    }),
    http.get(api('/user-recipe-creator/9'), () => HttpResponse.json(userRecipe({ user_recipe_id: 9, name: 'Roast tomato soup' }))),
  );
  const { user, router } = renderApp('/recipe-creator', { signedIn: true });
  await fillBasics(user);
  expect(storage.get('draft_recipe')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await heading(2, 'Ingredients');
  expect(router.state.location.pathname).toBe('/recipe-creator/ingredients');
  await waitFor(() => expect(storage.get('draft_recipe')?.name).toBe('Roast tomato soup'));
  expect(screen.getByText(RECIPE_MESSAGES.ingredientRequired)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.type(screen.getByLabelText('Add an item'), 'tomato');
  await user.click(await screen.findByRole('button', { name: 'Add tomato' }));
  expect(within(screen.getByRole('list', { name: 'Ingredients in this recipe' })).getByText('tomato')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await heading(3, 'Configure');
  const quantity = screen.getByLabelText('Quantity of tomato');
  await user.clear(quantity);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.type(quantity, '6');
  await user.selectOptions(screen.getByLabelText('Treatment of tomato'), 'diced');
  await user.selectOptions(await screen.findByLabelText('Category'), await screen.findByRole('option', { name: 'Soups' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await heading(4, 'Steps');
  expect(screen.getByText(RECIPE_MESSAGES.stepRequired)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Add a step' }));
  await user.type(screen.getByLabelText('Step 1 title'), 'Roast');
  await user.click(screen.getByLabelText('Step 1 description'));
  await user.tab();
  expect(screen.getByText(RECIPE_MESSAGES.stepDescriptionRequired(1))).toBeInTheDocument();
  await user.type(screen.getByLabelText('Step 1 description'), 'Roast the tomatoes.');
  const minutes = screen.getByLabelText('Step 1 timer minutes');
  await user.type(minutes, '25');
  expect(minutes).toHaveValue('25');
  await user.type(minutes, '5');
  expect(minutes).toHaveValue('25');
  await user.type(screen.getByLabelText('Step 1 timer seconds'), 'x');
  expect(screen.getByLabelText('Step 1 timer seconds')).toHaveValue('00');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await heading(5, 'Review');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(MESSAGES.recipeCreated)).toBeInTheDocument();
  expect(sent).toEqual({
    name: 'Roast tomato soup', description: 'Roasted and blended.', category_id: 1, serves: 1, image: null,
    ingredients: [{ value: 3, name: 'tomato', quantity: 6, measurement: 'unit', treatment: 'diced' }],
    steps: [{ title: 'Roast', description: 'Roast the tomatoes.', timer: '00:25:00', step_image: null }],
  });
  expect(storage.get('draft_recipe')).toBeNull();
  // SPEC §9: the recipe page opens 0.5 s later
  expect(router.state.location.pathname).toBe('/recipe-creator/complete');
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-recipes/9'));
  expect(await screen.findByRole('heading', { name: 'Roast tomato soup', level: 1 })).toBeInTheDocument();
});

test('a deep link past an incomplete step lands on it; ?name= pre-fills the name', async () => {
  const { router } = renderApp('/recipe-creator/steps?name=Green%20soup', { signedIn: true });
  await heading(1, 'Basic details');
  expect(router.state.location.pathname).toBe('/recipe-creator');
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Green soup');
});

test('a kept draft is resumed, and can be started over', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Kept soup'), description: 'From before', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }] });
  const { user } = renderApp('/recipe-creator/configure', { signedIn: true });
  await heading(3, 'Configure');
  expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Start over' }));
  await heading(1, 'Basic details');
  expect(screen.getByLabelText('Recipe name')).toHaveValue('');
  expect(storage.get('draft_recipe')).toBeNull();
});

test.each(['/recipe-creator', '/recipe-creator/configure'])('"Start over" on %s goes with its notice, leaving the focus on the first step\'s heading, not on the page body', async (path) => {
  storage.set('draft_recipe', { ...emptyDraft('Kept soup'), description: 'From before', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }] });
  const { user } = renderApp(path, { signedIn: true });
  await screen.findByText(DRAFT_RESTORED);
  screen.getByRole('button', { name: 'Start over' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Step 1 of 5: Basic details' })).toHaveFocus());
  expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Recipe name')).toHaveValue('');
});

test('step 1\'s typing is kept in the tab alone: Back and the menu\'s Create a recipe bring it back, restored (QA newcomer 2)', async () => {
  const { user, router } = renderApp('/recipe-creator', { signedIn: true });
  await fillBasics(user, 'Grandma\'s Sunday Stew');
  // SPEC §4: the device's draft_recipe waits for the wizard to move past step 1
  expect(storage.get('draft_recipe')).toBeNull();

  await act(() => router.navigate('/about'));
  await act(() => router.navigate(-1));
  await heading(1, 'Basic details');
  expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Grandma\'s Sunday Stew');
  expect(screen.getByLabelText('Description')).toHaveValue('Roasted and blended.');

  await user.type(screen.getByLabelText('Description'), ' Slowly.');
  await act(() => router.navigate('/user-dashboard'));
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Create a recipe' }));
  await heading(1, 'Basic details');
  expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
  expect(screen.getByLabelText('Description')).toHaveValue('Roasted and blended. Slowly.');
  expect(storage.get('draft_recipe')).toBeNull();

  // typing undone leaves nothing to restore; moving past step 1 keeps it on the device as before
  await user.clear(screen.getByLabelText('Recipe name'));
  await user.clear(screen.getByLabelText('Description'));
  await waitFor(() => expect(storage.get('draft_recipe', true)).toBeNull());
  await fillBasics(user, 'Oxtail stew');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading(2, 'Ingredients');
  await waitFor(() => expect(storage.get('draft_recipe')).toMatchObject({ name: 'Oxtail stew', owner_id: demoUser.id }));
  expect(storage.get('draft_recipe', true)).not.toHaveProperty('tab_only');
});

test('step 1\'s typing in an edit is kept in the tab under the recipe\'s own key, never in draft_recipe', async () => {
  server.use(http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(userRecipe())));
  const { user, router } = renderApp('/recipe-edit/5', { signedIn: true });
  await heading(1, 'Basic details');
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato soup');
  // the recipe as saved is nothing to restore
  expect(storage.get('draft_recipe:5', true)).toBeNull();
  await user.type(screen.getByLabelText('Description'), ' With basil.');
  await act(() => router.navigate('/user-recipes'));
  await act(() => router.navigate('/recipe-edit/5'));
  await heading(1, 'Basic details');
  expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
  expect(screen.getByLabelText('Description')).toHaveValue('Roasted tomatoes, blended. With basil.');
  expect(storage.get('draft_recipe:5')).toBeNull();
  expect(storage.get('draft_recipe', true)).toBeNull();
});

test('the session ends on step 1 (the name check is refused): what was typed is kept as this user\'s draft for the next sign-in', async () => {
  server.use(http.post(api('/user-recipe-validate'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
  const { user, router } = renderApp('/recipe-creator', { signedIn: true });
  await heading(1, 'Basic details');
  await user.type(screen.getByLabelText('Description'), 'Typed before the end.');
  await user.type(screen.getByLabelText('Recipe name'), 'Session soup');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(storage.get('draft_recipe')).toMatchObject({ name: 'Session soup', description: 'Typed before the end.', owner_id: demoUser.id });
});

test('a draft kept by another account on this browser is not resumed, nor shown; the user\'s own is, and is kept as theirs', async () => {
  const kept = { ...emptyDraft('Their soup'), description: 'Not yours', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit' as const, treatment: null }] };
  storage.set('draft_recipe', { ...kept, owner_id: 999 });
  const first = renderApp('/recipe-creator', { signedIn: true });
  await heading(1, 'Basic details');
  expect(screen.getByLabelText('Recipe name')).toHaveValue('');
  expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
  first.unmount();

  storage.set('draft_recipe', { ...kept, name: 'My soup', owner_id: demoUser.id });
  const { user } = renderApp('/recipe-creator', { signedIn: true });
  await heading(1, 'Basic details');
  expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Recipe name'), ' again');
  await waitFor(() => expect(storage.get('draft_recipe')).toMatchObject({ name: 'My soup again', owner_id: demoUser.id }));
});

describe('a new recipe\'s draft and an edit\'s draft are kept apart', () => {
  const CRACKERS = 'Sourdough crackers';

  /** the creator left on Configure with the crackers, kept */
  async function crackersOnConfigure(user: User) {
    await fillBasics(user, CRACKERS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(2, 'Ingredients');
    await user.type(screen.getByLabelText('Add an item'), 'tomato');
    await user.click(await screen.findByRole('button', { name: 'Add tomato' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(3, 'Configure');
  }

  /** another recipe's edit, looked at past step 1 and left unsaved */
  async function lookAtEdit(user: User) {
    await heading(1, 'Basic details');
    expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato soup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(2, 'Ingredients');
  }

  beforeEach(() => server.use(http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(userRecipe()))));

  test('editing another recipe leaves the half-written new one to come back to', async () => {
    const { user, router } = renderApp('/recipe-creator', { signedIn: true });
    await crackersOnConfigure(user);
    await act(() => router.navigate('/recipe-edit/5'));
    await lookAtEdit(user);
    await act(() => router.navigate('/recipe-creator/configure'));
    await heading(3, 'Configure');
    expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
    await act(() => router.navigate('/recipe-creator'));
    expect(await screen.findByLabelText('Recipe name')).toHaveValue(CRACKERS);
    // and the edit's own draft is resumed by its own wizard
    await act(() => router.navigate('/recipe-edit/5/ingredients'));
    await heading(2, 'Ingredients');
    expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
  });

  test('another tab\'s edit, start over or new recipe never takes the draft this tab resumes after a reload', async () => {
    const tabA = renderApp('/recipe-creator', { signedIn: true });
    await crackersOnConfigure(tabA.user);
    tabA.unmount();
    const tabAStorage = Object.entries(window.sessionStorage);

    // tab B (its own sessionStorage): an edit looked at, then the creator, which offers the crackers; started over
    window.sessionStorage.clear();
    const tabB = renderApp('/recipe-edit/5', { signedIn: true });
    await lookAtEdit(tabB.user);
    await act(() => tabB.router.navigate('/recipe-creator'));
    expect(await screen.findByText(DRAFT_RESTORED)).toBeInTheDocument();
    await tabB.user.click(screen.getByRole('button', { name: 'Start over' }));
    await fillBasics(tabB.user, 'Mug cake');
    await tabB.user.click(screen.getByRole('button', { name: 'Next' }));
    await heading(2, 'Ingredients');
    tabB.unmount();

    // tab A reloads
    window.sessionStorage.clear();
    for (const [key, value] of tabAStorage) window.sessionStorage.setItem(key, value);
    renderApp('/recipe-creator/configure', { signedIn: true });
    await heading(3, 'Configure');
    expect(screen.getByText(DRAFT_RESTORED)).toBeInTheDocument();
    await waitFor(() => expect(storage.get('draft_recipe', true)?.name).toBe(CRACKERS));
  });
});

test('a failed save says Error creating recipe with the server’s field messages, and keeps the draft', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.post(api('/user-recipe-creator'), () => HttpResponse.json({ message: 'taken', errors: { name: [RECIPE_MESSAGES.nameTaken] } }, { status: 409 })));
  storage.set('draft_recipe', {
    ...emptyDraft('Roast tomato soup'), description: 'Roasted', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ id: 'abc123', title: 'Roast', description: 'Roast them', timer: '00:00:00', step_image: null }],
  });
  const { user } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(RECIPE_MESSAGES.recipeCreateError);
  expect(alert).toHaveTextContent(RECIPE_MESSAGES.nameTaken);
  expect(storage.get('draft_recipe')?.name).toBe('Roast tomato soup');
  expect(submit).toBeEnabled();
});

test('a save refused for a full cookbook says why, the server’s words beside Error creating recipe, and keeps the draft (QA power D2)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.post(api('/user-recipe-creator'), () => HttpResponse.json({ message: RECIPES_FULL }, { status: 409 })));
  storage.set('draft_recipe', {
    ...emptyDraft('Nanas Christmas Pudding'), description: 'Steamed', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ id: 'abc123', title: 'Steam', description: 'Steam it', timer: '00:00:00', step_image: null }],
  });
  const { user } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([RECIPE_MESSAGES.recipeCreateError, RECIPES_FULL]);
  expect(storage.get('draft_recipe')?.name).toBe('Nanas Christmas Pudding');
  expect(screen.getByText('Steam it')).toBeInTheDocument();
  expect(submit).toBeEnabled();
});

test('a full cookbook is told from the first step of a new recipe, before it is written (QA power D2)', async () => {
  const full = Array.from({ length: USER_RECIPES_MAX }, (_, i) => userRecipe({ user_recipe_id: i + 1, name: `Kept ${i}` }));
  server.use(http.get(api('/user-recipe-creator'), () => HttpResponse.json(full)));
  const { user, store } = renderApp('/recipe-creator', { signedIn: true });
  await heading(1, 'Basic details');
  const notice = await screen.findByText(RECIPES_FULL, {}, { timeout: 10_000 });
  expect(notice).toHaveAttribute('role', 'status');
  expect(within(notice).getByRole('link', { name: 'See my recipes' })).toHaveAttribute('href', '/user-recipes#custom');
  // the steps can still be written, and the draft kept, for when one is deleted
  await fillBasics(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading(2, 'Ingredients');
  expect(screen.getByText(RECIPES_FULL)).toBeInTheDocument();
  expect(store.getState().user_data.user_recipes).toHaveLength(USER_RECIPES_MAX);
});

test('an edit of a recipe in a full cookbook says nothing of the cap: it adds no recipe', async () => {
  const full = Array.from({ length: USER_RECIPES_MAX }, (_, i) => userRecipe({ user_recipe_id: i + 1, name: `Kept ${i}` }));
  server.use(
    http.get(api('/user-recipe-creator'), () => HttpResponse.json(full)),
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(userRecipe())),
  );
  const { store } = renderApp('/recipe-edit/5', { signedIn: true });
  await heading(1, 'Basic details');
  await waitFor(() => expect(store.getState().user_data.user_recipes).toHaveLength(USER_RECIPES_MAX), { timeout: 10_000 });
  expect(screen.queryByText(RECIPES_FULL)).not.toBeInTheDocument();
});

test('custom ingredients leave the publish checkbox off, with the SPEC §8 message, naming them, and a way back to them', async () => {
  const custom = (value: string, name: string) => ({ value, name, image: null, quantity: 1, measurement: 'unit' as const, treatment: null, default_unit: 'unit' as const });
  storage.set('draft_recipe', {
    ...emptyDraft('Spiced soup'), description: 'Spiced',
    ingredients: [custom('CUSTOM-ab12cd', 'rose harissa'), { ...tomato, quantity: 1, measurement: 'unit', treatment: null }, custom('CUSTOM-ef34gh', 'duck fat')],
    steps: [{ id: 'abc123', title: 'Mix', description: 'Mix it', timer: '00:00:00', step_image: null }],
  });
  const { user, router } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  expect(screen.getByRole('checkbox', { name: /Ask to publish/ })).toBeDisabled();
  // SPEC §8's words as they are, then which ingredients keep it private (QA author 4)
  const note = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent!.startsWith(RECIPE_MESSAGES.publishCustomOnly));
  expect(note).toHaveTextContent(`${RECIPE_MESSAGES.publishCustomOnly} Not in the catalogue: rose harissa, duck fat. Change ingredients`);
  await user.click(within(note).getByRole('link', { name: 'Change ingredients' }));
  await heading(2, 'Ingredients');
  expect(router.state.location.pathname).toBe('/recipe-creator/ingredients');
});

test("a name the catalogue has leaves the publish checkbox off, saying the server's refusal before the save", async () => {
  let sent: UserRecipeRequest | undefined;
  server.use(
    http.post(api('/user-recipe-validate'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      return HttpResponse.json({
        errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {}, allergen_ingredients: [],
        ...(name === 'Lemon Drizzle Cake' ? { publish_error: SERVER_MESSAGES.publishNameTaken } : {}),
      });
    }),
    http.post(api('/user-recipe-creator'), async ({ request }) => {
      sent = (await request.json()) as UserRecipeRequest;
      return HttpResponse.json(userRecipe({ user_recipe_id: 9 }), { status: 201 });
    }),
    http.get(api('/user-recipe-creator/9'), () => HttpResponse.json(userRecipe({ user_recipe_id: 9 }))),
  );
  storage.set('draft_recipe', {
    ...emptyDraft('Lemon cake'), description: 'Zesty', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ id: 'abc123', title: 'Bake', description: 'Bake it', timer: '00:00:00', step_image: null }],
  });
  const { user } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  await user.click(screen.getByRole('checkbox', { name: /Ask to publish/ }));
  expect(screen.queryByText(SERVER_MESSAGES.publishNameTaken)).not.toBeInTheDocument();

  // renamed after ticking it, as the cook answering a rejection did (QA author 3)
  await user.click(screen.getByRole('link', { name: 'Basic details' }));
  await heading(1, 'Basic details');
  await user.clear(screen.getByLabelText('Recipe name'));
  await user.type(screen.getByLabelText('Recipe name'), 'Lemon Drizzle Cake');
  await user.click(screen.getByRole('link', { name: 'Review' }));
  await heading(5, 'Review');
  expect(await screen.findByText(SERVER_MESSAGES.publishNameTaken)).toBeInTheDocument();
  const box = screen.getByRole('checkbox', { name: /Ask to publish/ });
  expect(box).toBeDisabled();
  expect(box).not.toBeChecked();
  // the recipe is saved, private, without a request refused at once
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  expect(await screen.findByText(MESSAGES.recipeCreated)).toBeInTheDocument();
  expect(sent).toBeDefined();
  expect(sent).not.toHaveProperty('publish');
});

test('edit a published recipe: it warns that saving makes it private, sends PUT and says Recipe updated', async () => {
  let sent: UserRecipeRequest | undefined;
  const published = userRecipe({ published: true, publish_request: publishRequest('pending') });
  server.use(
    http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(published)),
    http.put(api('/user-recipe-creator/5'), async ({ request }) => {
      sent = (await request.json()) as UserRecipeRequest;
      return HttpResponse.json(userRecipe({ description: sent.description }));
    }),
  );
  const { user, router } = renderApp('/recipe-edit/5', { signedIn: true });
  await heading(1, 'Basic details');
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato soup');
  // the warnings show from the first step on
  expect(screen.getByText(EDIT_MAKES_PRIVATE)).toBeInTheDocument();
  // its own name is not 'taken'
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  await user.type(screen.getByLabelText('Description'), ' With basil.');
  await user.click(screen.getByRole('link', { name: 'Review' }));
  await heading(5, 'Review');
  expect(router.state.location.pathname).toBe('/recipe-edit/5/complete');
  expect(screen.getByText(EDIT_MAKES_PRIVATE)).toBeInTheDocument();
  expect(screen.getByText(EDIT_CANCELS_REQUEST)).toBeInTheDocument();
  // Submit waits for the name check of the changed draft
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(MESSAGES.recipeUpdated)).toBeInTheDocument();
  expect(sent?.description).toBe('Roasted tomatoes, blended. With basil.');
  expect(sent?.steps[0]?.timer).toBe('00:25:00');
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-recipes/5'));
});

test('the review step can ask to publish in the same save; a refusal is told after the page opens', async () => {
  let sent: UserRecipeRequest | undefined;
  server.use(
    http.post(api('/user-recipe-creator'), async ({ request }) => {
      sent = (await request.json()) as UserRecipeRequest;
      return HttpResponse.json({ ...userRecipe({ user_recipe_id: 9 }), publish_error: RECIPE_MESSAGES.publishCustomOnly }, { status: 201 });
    }),
    http.get(api('/user-recipe-creator/9'), () => HttpResponse.json(userRecipe({ user_recipe_id: 9 }))),
  );
  storage.set('draft_recipe', {
    ...emptyDraft('Roast tomato soup'), description: 'Roasted', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ id: 'abc123', title: 'Roast', description: 'Roast them', timer: '00:00:00', step_image: null }],
  });
  const { user, router } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  await user.click(screen.getByRole('checkbox', { name: /Ask to publish/ }));
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  expect(await screen.findByText(MESSAGES.recipeCreated)).toBeInTheDocument();
  expect(sent?.publish).toBe(true);
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-recipes/9'));
  expect(await screen.findByText(RECIPE_MESSAGES.publishCustomOnly)).toBeInTheDocument();
});

test.each(['/recipe-edit/999999', '/recipe-edit/999999/steps', '/recipe-edit/abc'])('%s: a recipe that is not the user’s (or gone) is not found, titled by an h1', async (path) => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(api('/user-recipe-creator/999999'), () => HttpResponse.json({ message: 'Recipe not found.' }, { status: 404 })));
  renderApp(path, { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Recipe not found', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to my recipes' })).toHaveAttribute('href', '/user-recipes#custom');
});

test('a save without an answer says Error creating recipe and that the connection is the cause, and keeps the draft (QA C D11)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.post(api('/user-recipe-creator'), () => HttpResponse.error()));
  storage.set('draft_recipe', {
    ...emptyDraft('Roast tomato soup'), description: 'Roasted', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ id: 'abc123', title: 'Roast', description: 'Roast them', timer: '00:00:00', step_image: null }],
  });
  const { user } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(`${RECIPE_MESSAGES.recipeCreateError} ${OFFLINE_MESSAGE}`);
  expect(storage.get('draft_recipe')?.name).toBe('Roast tomato soup');
  // the server is within reach again for the next test (src/api/connection.ts keeps its mark)
  window.dispatchEvent(new Event('online'));
  warn.mockRestore();
});

test('a new recipe\'s save whose answer was lost, submitted again, goes with the same key: the recipe made the first time opens (QA slow 3)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const keys: (string | null)[] = [];
  server.use(
    http.post(api('/user-recipe-creator'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length === 1 ? HttpResponse.error() : HttpResponse.json(userRecipe({ user_recipe_id: 9, name: 'Roast tomato soup' }), { status: 201 });
    }),
    http.get(api('/user-recipe-creator/9'), () => HttpResponse.json(userRecipe({ user_recipe_id: 9, name: 'Roast tomato soup' }))),
  );
  storage.set('draft_recipe', {
    ...emptyDraft('Roast tomato soup'), description: 'Roasted', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [{ id: 'abc123', title: 'Roast', description: 'Roast them', timer: '00:00:00', step_image: null }],
  });
  const { user, router } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.recipeCreateError);
  await user.click(submit);
  await waitFor(() => expect(router.state.location.pathname).toBe('/user-recipes/9'), { timeout: 5_000 });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);
});
