// SPEC §2 /complete, the review step: the category by its name however the step was reached, and step timers
// written as the recipe page writes them.
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { tomato, userRecipe } from '../../../tests/fixtures/userRecipes';
import { emptyDraft } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';

// the first test loads the lazy screen
jest.setTimeout(30_000);

beforeEach(() => {
  server.use(
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [tomato] })),
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [{ value: 1, name: 'Desserts' }] })),
  );
});

const heading = (n: number, label: string) => screen.findByRole('heading', { name: `Step ${n} of 5: ${label}` });
const draft = (overrides: Partial<ReturnType<typeof emptyDraft>> = {}) => ({
  ...emptyDraft('Tomato tart'), description: 'Sweet and sour', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit' as const, treatment: null }],
  steps: [{ id: 'abc123', title: 'Bake', description: 'Bake it', timer: '00:00:00', step_image: null }], ...overrides,
});

test('review names the category of an edited recipe reached by the progress links, without the Configure step', async () => {
  server.use(http.get(api('/user-recipe-creator/5'), () => HttpResponse.json(userRecipe({ category_id: 1 }))));
  const { user } = renderApp('/recipe-edit/5', { signedIn: true });
  await heading(1, 'Basic details');
  await user.click(await screen.findByRole('link', { name: 'Steps' }));
  await heading(4, 'Steps');
  await user.click(screen.getByRole('link', { name: 'Review' }));
  await heading(5, 'Review');
  expect(await screen.findByText('Desserts · Serves 2')).toBeInTheDocument();
  expect(screen.queryByText(/No category/)).not.toBeInTheDocument();
});

test('review names the category of a restored draft, and says No category for a draft without one', async () => {
  storage.set('draft_recipe', draft({ category_id: 1 }));
  const { unmount } = renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  expect(await screen.findByText('Desserts · Serves 1')).toBeInTheDocument();
  unmount();

  // in a new tab: a reload of the same one resumes the draft it had
  window.sessionStorage.clear();
  storage.set('draft_recipe', draft());
  renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  expect(screen.getByText('No category · Serves 1')).toBeInTheDocument();
});

test('review writes a step timer as the recipe page does: 75 minutes and 5 seconds are 75:05', async () => {
  storage.set('draft_recipe', draft());
  const { user } = renderApp('/recipe-creator/steps', { signedIn: true });
  await heading(4, 'Steps');
  // an emptied field is saved as 00
  await user.clear(screen.getByLabelText('Step 1 timer hours'));
  await user.type(screen.getByLabelText('Step 1 timer minutes'), '75');
  await user.type(screen.getByLabelText('Step 1 timer seconds'), '5');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await heading(5, 'Review');
  const clock = screen.getByText('75:05');
  expect(clock).toHaveAttribute('dateTime', 'PT4505S');
  expect(clock.parentElement).toHaveTextContent('· Timer 75:05 (1 h 15 min 5 s)');
  expect(screen.queryByText(/75:5/)).not.toBeInTheDocument();
});

test('review writes amounts as the recipe page does: the count unit left out, halves as ½', async () => {
  storage.set('draft_recipe', draft({
    ingredients: [
      { ...tomato, value: 3, name: 'onion', quantity: 1, measurement: 'unit', treatment: 'diced' },
      { ...tomato, value: 5, name: 'cumin', quantity: 0.5, measurement: 'tsp', treatment: null },
    ],
  }));
  renderApp('/recipe-creator/complete', { signedIn: true });
  await heading(5, 'Review');
  const list = screen.getByRole('heading', { name: 'Ingredients' }).nextElementSibling!;
  expect(Array.from(list.querySelectorAll('li'), (li) => li.textContent)).toEqual(['1 onion, diced', '½ tsp cumin']);
});
