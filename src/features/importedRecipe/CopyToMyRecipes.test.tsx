// 'Copy to my recipes' (ours): the import becomes a new recipe's draft that the wizard opens, an unsaved one of the
// user's replaced only when they say so; nothing is saved by the copy.
import { screen, waitFor, within } from '@testing-library/react';
import type { ImportedRecipeDraftResponse } from '../../../contract/api';
import type { ImportedRecipe } from '../../../contract/entities';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { tomato } from '../../../tests/fixtures/userRecipes';
import { emptyDraft } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';
import { COPY_FAILED, REPLACE_DRAFT_TITLE } from './CopyToMyRecipes';

// the first test loads the lazy screens
jest.setTimeout(30_000);

const soup: ImportedRecipe = {
  import_recipe_id: 4,
  url: 'https://soups.example.com/tomato',
  created_at: '2026-02-02T10:00:00.000Z',
  import_failed: false,
  data: JSON.stringify({ name: 'Tomato soup', recipeYield: '2', recipeIngredient: ['6 tomatoes', '1 bunch basil'], recipeInstructions: ['Roast 25 minutes.'] }),
};
const copy: ImportedRecipeDraftResponse = {
  data: {
    ...emptyDraft('Tomato soup'),
    description: 'Also needed:\n- 1 bunch basil\n\nSource: https://soups.example.com/tomato',
    serves: 2,
    ingredients: [{ value: 3, name: 'tomato', image: null, quantity: 6, measurement: 'unit', treatment: null, default_unit: 'unit' }],
    steps: [{ id: 'a1b2c3', title: 'Step 1', description: 'Roast 25 minutes.', timer: '00:25:00', step_image: null }],
  },
  unmatched: ['1 bunch basil'],
};

let asked: number;
let created: number;
beforeEach(() => {
  asked = 0;
  created = 0;
  server.use(
    http.get(api('/user-imported-recipes'), () => HttpResponse.json([soup])),
    http.get(api('/user-imported-recipes/4/draft'), () => {
      asked += 1;
      return HttpResponse.json(copy);
    }),
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [tomato] })),
    http.post(api('/user-recipe-creator'), () => {
      created += 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
});

// the wizard's notice (recipeCreator/CopiedNotice), in its words
const COPIED = 'Copied from Tomato soup. Nothing is saved until you submit.';
const NOT_IN_CATALOGUE = 'Not in the catalogue:';

const copyButton = () => screen.findByRole('button', { name: 'Copy to my recipes' });

test('the wizard opens on the copy, saying so and listing the lines not in the catalogue; nothing is saved', async () => {
  const { user, router } = renderApp('/imported-recipes/4', { signedIn: true });
  await user.click(await copyButton());

  await screen.findByRole('heading', { name: 'Step 1 of 5: Basic details' });
  expect(router.state.location.pathname).toBe('/recipe-creator');
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato soup');
  expect(screen.getByLabelText('Description')).toHaveValue(copy.data.description);
  const notice = screen.getByText(COPIED).parentElement!;
  expect(within(notice).getByRole('list', { name: NOT_IN_CATALOGUE }).textContent).toBe('1 bunch basil');
  expect(notice).toHaveTextContent('They are kept at the end of the description. Add any of them on the Ingredients step.');
  // a copy, not changes restored
  expect(screen.queryByText('Your unsaved changes were restored.')).not.toBeInTheDocument();
  // kept in the tab as step 1's typing is; the device's draft_recipe waits for step 2 (SPEC §4)
  expect(storage.get('draft_recipe', true)).toMatchObject({ name: 'Tomato soup', tab_only: true, owner_id: demoUser.id });
  expect(storage.get('draft_recipe')).toBeNull();

  // the notice stays on the next steps, with the copy's ingredients and steps
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 5: Ingredients' });
  expect(screen.getByText(COPIED)).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Ingredients in this recipe' })).getByText('tomato')).toBeInTheDocument();
  expect(storage.get('draft_recipe')).toMatchObject({ name: 'Tomato soup', steps: [{ title: 'Step 1', timer: '00:25:00' }] });
  expect(created).toBe(0);
});

test('an unsaved recipe begun in the wizard is replaced only when the user confirms', async () => {
  const begun = { ...emptyDraft('Mug cake'), description: 'For one' };
  storage.set('draft_recipe', { ...begun, owner_id: demoUser.id, draft_id: 'begun' });
  const { user, router } = renderApp('/imported-recipes/4', { signedIn: true });

  await user.click(await copyButton());
  const dialog = await screen.findByRole('dialog', { name: REPLACE_DRAFT_TITLE });
  await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/imported-recipes/4');
  expect(asked).toBe(0);
  expect(storage.get('draft_recipe')).toMatchObject({ name: 'Mug cake' });

  await user.click(await copyButton());
  await user.click(within(await screen.findByRole('dialog', { name: REPLACE_DRAFT_TITLE })).getByRole('button', { name: 'confirm' }));
  await screen.findByRole('heading', { name: 'Step 1 of 5: Basic details' });
  expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato soup');
  expect(storage.get('draft_recipe')).toBeNull();
});

test('a copy that fails says so and leaves the page and the draft as they were', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(http.get(api('/user-imported-recipes/4/draft'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
  const { user, router } = renderApp('/imported-recipes/4', { signedIn: true });
  await user.click(await copyButton());
  expect(await screen.findByText(COPY_FAILED)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/imported-recipes/4');
  expect(await copyButton()).toBeEnabled();
  expect(storage.get('draft_recipe', true)).toBeNull();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('an import that kept only its link has nothing to copy', async () => {
  server.use(http.get(api('/user-imported-recipes'), () => HttpResponse.json([{ ...soup, import_failed: true, data: JSON.stringify({ message: 'No recipe found' }) }])));
  renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByText('No recipe found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy to my recipes' })).not.toBeInTheDocument();
});
