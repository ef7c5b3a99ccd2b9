// SPEC §2 /ingredients: removing an ingredient by keyboard keeps the focus in the list, then on the search field, and says '<name> removed'; an ingredient already in the recipe is not added again, and the search says so.
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { tomato, tomatoPaste } from '../../../tests/fixtures/userRecipes';
import { emptyDraft, ingredientFromOption } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';

// the first test loads the lazy screen
jest.setTimeout(30_000);

beforeEach(() => {
  server.use(
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [tomato, tomatoPaste] })),
  );
});

test('Enter on a remove button says what went and moves the focus to the next one, and to the search field after the last', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [ingredientFromOption(tomato), ingredientFromOption(tomatoPaste)] });
  const { user } = renderApp('/recipe-creator/ingredients', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 2 of 5: Ingredients' });

  screen.getByRole('button', { name: 'Remove tomato' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('button', { name: 'Remove tomato' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove tomato paste' })).toHaveFocus());
  const said = within(screen.getByRole('search', { name: 'Add items' })).getByRole('status');
  expect(said).toHaveTextContent('tomato removed');

  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Add an item')).toHaveFocus());
  expect(said).toHaveTextContent('tomato paste removed');
});

test('adding an ingredient the recipe already has says it is already there, not that it was added', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [ingredientFromOption(tomato)] });
  const { user } = renderApp('/recipe-creator/ingredients', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 2 of 5: Ingredients' });

  await user.type(screen.getByLabelText('Add an item'), 'tomato');
  await user.click(await screen.findByRole('button', { name: 'Add tomato' }));
  const said = within(screen.getByRole('search', { name: 'Add items' })).getByRole('status');
  expect(said).toHaveTextContent('tomato is already in this recipe');
  expect(screen.getAllByRole('button', { name: 'Remove tomato' })).toHaveLength(1);

  await user.type(screen.getByLabelText('Add an item'), 'tomato paste');
  await user.click(await screen.findByRole('button', { name: 'Add tomato paste' }));
  expect(said).toHaveTextContent('tomato paste added');
  expect(screen.getByRole('button', { name: 'Remove tomato paste' })).toBeInTheDocument();
});
