// SPEC §2 /configure: an ingredient quantity that holds Next back says why, at its field; so does a number of
// servings out of range, which the draft never takes.
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { tomato } from '../../../tests/fixtures/userRecipes';
import { emptyDraft } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';
import { MESSAGES, QUANTITY_MAX } from '../../../contract/rules';
import { QUANTITY_POSITIVE_MESSAGE, SERVES_RANGE_MESSAGE } from './ConfigureStep';

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

test('a quantity reads a decimal comma, and one the server would refuse holds Next back with the reason', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'l', treatment: null }] });
  const { user } = renderApp('/recipe-creator/configure', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 3 of 5: Configure' });
  const quantity = screen.getByLabelText('Quantity of tomato');
  const next = screen.getByRole('button', { name: 'Next' });

  // a number field dropped the comma: 1,5 l became 15 l
  await user.clear(quantity);
  await user.type(quantity, '1,5');
  expect(quantity).toHaveValue('1,5');
  expect(storage.get('draft_recipe')?.ingredients[0]?.quantity).toBe(1.5);
  expect(next).toBeEnabled();

  for (const [typed, message] of [['1000001', MESSAGES.quantityAtMost(QUANTITY_MAX)], ['two', MESSAGES.quantityNotNumber]] as const) {
    await user.clear(quantity);
    await user.type(quantity, typed);
    expect(next).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription(message);
    // left as it is, it stays refused: made 1, 'two' would go on as one
    await user.tab();
    expect(quantity).toHaveValue(typed);
    expect(next).toBeDisabled();
  }
  // an emptied field goes back to the default of 1 when left (SPEC §9)
  await user.clear(quantity);
  await user.tab();
  expect(quantity).toHaveValue('1');
  expect(storage.get('draft_recipe')?.ingredients[0]?.quantity).toBe(1);
});

test('serves out of 1 to 100, or not a whole number ("2,5", which a number field made 25), stays as typed, also when left, with a message at the field, and holds Next back', async () => {
  storage.set('draft_recipe', { ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }] });
  const { user } = renderApp('/recipe-creator/configure', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 3 of 5: Configure' });
  const serves = screen.getByLabelText('Serves');
  const next = screen.getByRole('button', { name: 'Next' });
  expect(SERVES_RANGE_MESSAGE).toBe('Serves must be a whole number from 1 to 100');

  await user.clear(serves);
  await user.type(serves, '4');
  expect(serves).toHaveValue('4');
  expect(serves).not.toHaveAttribute('aria-invalid');
  expect(storage.get('draft_recipe')?.serves).toBe(4);
  expect(next).toBeEnabled();

  for (const typed of ['0', '-2', '', '120', '1000', '2,5', '2.5']) {
    await user.clear(serves);
    if (typed) await user.type(serves, typed);
    // left, what was typed stays, says why it is not taken, and Next waits (it went on as 12 for 120)
    await user.tab();
    expect(serves).toHaveValue(typed);
    expect(serves).toHaveAttribute('aria-invalid', 'true');
    expect(serves).toHaveAccessibleDescription(SERVES_RANGE_MESSAGE);
    expect(storage.get('draft_recipe')?.serves).toBe(0);
    expect(next).toBeDisabled();
  }

  await user.clear(serves);
  await user.type(serves, '12');
  expect(screen.queryByText(SERVES_RANGE_MESSAGE)).not.toBeInTheDocument();
  await user.click(next);
  await screen.findByRole('heading', { name: 'Step 4 of 5: Steps' });
  expect(storage.get('draft_recipe')?.serves).toBe(12);
});
