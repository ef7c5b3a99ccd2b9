// SPEC §2 /ingredients: removing an ingredient by keyboard keeps the focus in the list, then on the search field.
import { screen, waitFor } from '@testing-library/react';
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

test('Enter on a remove button moves the focus to the next one, and to the search field after the last', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [ingredientFromOption(tomato), ingredientFromOption(tomatoPaste)] });
  const { user } = renderApp('/recipe-creator/ingredients', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 2 of 5: Ingredients' });

  screen.getByRole('button', { name: 'Remove tomato' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('button', { name: 'Remove tomato' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove tomato paste' })).toHaveFocus());

  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Add an item')).toHaveFocus());
});
