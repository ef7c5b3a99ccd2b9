// SPEC §2 /configure: an ingredient quantity that holds Next back says why, at its field.
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { tomato } from '../../../tests/fixtures/userRecipes';
import { emptyDraft } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';
import { QUANTITY_POSITIVE_MESSAGE } from './ConfigureStep';

// the first test loads the lazy screen
jest.setTimeout(30_000);

beforeEach(() => {
  server.use(
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [{ value: 1, name: 'Soups' }] })),
  );
});

test('a quantity of -5 or 0 disables Next with a message tied to the field; a half is fine', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }] });
  const { user } = renderApp('/recipe-creator/configure', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 3 of 5: Configure' });
  const quantity = screen.getByLabelText('Quantity of tomato');
  const next = screen.getByRole('button', { name: 'Next' });
  expect(quantity).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(QUANTITY_POSITIVE_MESSAGE)).not.toBeInTheDocument();

  for (const typed of ['-5', '0']) {
    await user.clear(quantity);
    await user.type(quantity, typed);
    expect(next).toBeDisabled();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(QUANTITY_POSITIVE_MESSAGE);
  }

  await user.clear(quantity);
  await user.type(quantity, '0.5');
  expect(next).toBeEnabled();
  expect(quantity).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(QUANTITY_POSITIVE_MESSAGE)).not.toBeInTheDocument();
});
