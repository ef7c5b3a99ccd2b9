// SPEC §2 the wizard's first step: a description longer than a recipe keeps is kept whole in its field and said, not
// cut short without a word (QA newcomer D4).
import { screen } from '@testing-library/react';
import { MESSAGES, RECIPE_DESCRIPTION_MAX } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

// the first test loads the lazy screen
jest.setTimeout(30_000);

beforeEach(() => {
  server.use(
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([])),
  );
});

test('a pasted description past 5,000 characters is kept whole, says how far over and holds Next until it is cut (QA newcomer D4)', async () => {
  const { user } = renderApp('/recipe-creator', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 1 of 5: Basic details' });
  await user.type(screen.getByLabelText('Recipe name'), 'Nonna ragu');
  const description = screen.getByLabelText('Description');
  const next = screen.getByRole('button', { name: 'Next' });

  // a method pasted from old notes, cut mid-word at 5,000 before
  const method = 'Keep tasting it as it reduces, adjusting the salt.\n'.repeat(150).slice(0, 7_279);
  await user.click(description);
  await user.paste(method);
  expect(description).toHaveValue(method);
  expect(screen.getByText('7,279 of 5,000 characters, 2,279 too many')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.recipeDescriptionTooLong);
  expect(description).toHaveAttribute('aria-invalid', 'true');
  expect(next).toBeDisabled();

  // shortened to the bound, Next opens
  await user.clear(description);
  await user.click(description);
  await user.paste(method.slice(0, RECIPE_DESCRIPTION_MAX));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('5,000 of 5,000 characters')).toBeInTheDocument();
  expect(next).toBeEnabled();
});
