// SPEC §2 the wizard's first step: a name or description longer than a recipe keeps is kept whole in its field and
// said, not cut short without a word (QA newcomer D4).
import { screen, waitFor } from '@testing-library/react';
import { NAME_MAX, RECIPE_DESCRIPTION_MAX } from '../../../contract/rules';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

// the first test loads the lazy screen
jest.setTimeout(30_000);

const checked: string[] = [];
beforeEach(() => {
  checked.length = 0;
  server.use(
    http.post(api('/user-recipe-validate'), async ({ request }) => {
      checked.push(((await request.json()) as { name: string }).name);
      return HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} });
    }),
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
  expect(screen.getByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.recipeDescriptionTooLong);
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

test('a pasted name past 200 characters is kept whole, said, not checked, and holds Next until it is cut', async () => {
  const { user } = renderApp('/recipe-creator', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 1 of 5: Basic details' });
  const name = screen.getByLabelText('Recipe name');
  const next = screen.getByRole('button', { name: 'Next' });
  await user.type(screen.getByLabelText('Description'), 'Slow and rich.');

  // a title pasted with the blog's line under it, cut at 200 before
  const pasted = `Nonna's Sunday ragù${' – slow-cooked for four hours with pork, beef and a splash of milk, as every Sunday'.repeat(3)}`;
  expect(pasted.length).toBeGreaterThan(NAME_MAX);
  await user.click(name);
  await user.paste(pasted);
  expect(name).toHaveValue(pasted);
  expect(screen.getByText(`${pasted.length} of 200 characters, ${pasted.length - NAME_MAX} too many`)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.recipeNameTooLong);
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(next).toBeDisabled();
  // past the name check's wait, the server was not asked of a name it would refuse
  await new Promise((resolve) => { setTimeout(resolve, 700); });
  expect(checked).toEqual([]);

  // shortened to the bound, Next opens, and the name is checked
  await user.clear(name);
  await user.click(name);
  await user.paste(pasted.slice(0, NAME_MAX));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(next).toBeEnabled();
  await waitFor(() => expect(checked).toEqual([pasted.slice(0, NAME_MAX).trim()]));
});
