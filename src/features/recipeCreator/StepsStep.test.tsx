// SPEC §2 /steps: moving or removing a step by keyboard keeps the focus on the step's buttons.
import { screen, waitFor } from '@testing-library/react';
import type { DraftStep } from '../../../contract/entities';
import { RECIPE_MESSAGES } from '../../../contract/recipeRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { tomato } from '../../../tests/fixtures/userRecipes';
import { emptyDraft } from '../../lib/recipeDraft';
import { storage } from '../../lib/storage';

// the first test loads the lazy screen
jest.setTimeout(30_000);

beforeEach(() => {
  server.use(
    http.post(api('/user-recipe-validate'), () => HttpResponse.json({ errors: {}, banned_words: [], name_taken: false, custom_ingredients: [], tags: {} })),
  );
});

const step = (title: string): DraftStep => ({ id: `id-${title}`, title, description: `${title} it`, timer: '00:00:00', step_image: null });
const titles = () => screen.getAllByLabelText(/^Step \d title$/).map((input) => (input as HTMLInputElement).value);

test('a moved step keeps the focus on the pressed button, or its other move button once that one is disabled', async () => {
  storage.set('draft_recipe', {
    ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [step('Chop'), step('Roast'), step('Blend')],
  });
  const { user } = renderApp('/recipe-creator/steps', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 4 of 5: Steps' });

  // up to the top: its up button is disabled there, so the focus goes to its down button
  screen.getByRole('button', { name: 'Move step 2 up' }).focus();
  await user.keyboard('{Enter}');
  expect(titles()).toEqual(['Roast', 'Chop', 'Blend']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move step 1 down' })).toHaveFocus());

  // down one place: the same button, now the moved step's
  await user.keyboard('{Enter}');
  expect(titles()).toEqual(['Chop', 'Roast', 'Blend']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move step 2 down' })).toHaveFocus());

  await user.keyboard('{Enter}');
  expect(titles()).toEqual(['Chop', 'Blend', 'Roast']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move step 3 up' })).toHaveFocus());
});

test('a removed step leaves the focus on the next step\'s remove button', async () => {
  storage.set('draft_recipe', {
    ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [step('Chop'), step('Roast')],
  });
  const { user } = renderApp('/recipe-creator/steps', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 4 of 5: Steps' });

  screen.getByRole('button', { name: 'Remove step 1' }).focus();
  await user.keyboard('{Enter}');
  expect(titles()).toEqual(['Roast']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove step 1' })).toHaveFocus());
});

test('"Add a step" puts the focus on the new step\'s title, not left on the button the new fields push out of sight', async () => {
  storage.set('draft_recipe', {
    ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [step('Chop')],
  });
  const { user } = renderApp('/recipe-creator/steps', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 4 of 5: Steps' });

  screen.getByRole('button', { name: 'Add a step' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Step 2 title')).toHaveFocus());
  await user.keyboard('Blend');
  expect(titles()).toEqual(['Chop', 'Blend']);
});

test('a step added and left empty says what Next waits for, in a status a screen reader hears, until it is filled in', async () => {
  storage.set('draft_recipe', {
    ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [step('Chop'), step('Roast')],
  });
  const { user } = renderApp('/recipe-creator/steps', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 4 of 5: Steps' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

  await user.click(screen.getByRole('button', { name: 'Add a step' }));
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  const status = screen.getByText('Step 3 needs a title and a description').closest('[role="status"]');
  expect(status).toBeInTheDocument();
  await user.type(screen.getByLabelText('Step 3 title'), 'Blend');
  expect(status).toHaveTextContent(/^Step 3 needs a description$/);
  await user.type(screen.getByLabelText('Step 3 description'), 'Blend it smooth.');
  expect(status).toBeEmptyDOMElement();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a step\'s title or description pasted past its bound is kept whole and said to be too long, and Next waits until it is cut (QA newcomer D4)', async () => {
  storage.set('draft_recipe', {
    ...emptyDraft('Tomato soup'), description: 'Blended', ingredients: [{ ...tomato, quantity: 1, measurement: 'unit', treatment: null }],
    steps: [step('Chop'), { ...step('Roast'), description: '' }],
  });
  const { user } = renderApp('/recipe-creator/steps', { signedIn: true });
  await screen.findByRole('heading', { name: 'Step 4 of 5: Steps' });
  const next = screen.getByRole('button', { name: 'Next' });
  const status = screen.getByText('Step 2 needs a description').closest('[role="status"]');

  const method = `${'Stir, and keep tasting it as it reduces, adjusting the salt. '.repeat(100)}Serve.`;
  await user.click(screen.getByLabelText('Step 2 description'));
  await user.paste(method);
  expect(screen.getByLabelText('Step 2 description')).toHaveValue(method);
  expect(screen.getByText('6,106 of 5,000 characters, 1,106 too many')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.stepDescriptionTooLong(2));
  expect(status).toHaveTextContent(RECIPE_MESSAGES.stepDescriptionTooLong(2));
  expect(next).toBeDisabled();

  await user.click(screen.getByLabelText('Step 1 title'));
  await user.paste('x'.repeat(200));
  expect(screen.getByLabelText('Step 1 title')).toHaveValue(`Chop${'x'.repeat(200)}`);
  expect(screen.getByText('204 of 200 characters, 4 too many')).toBeInTheDocument();
  expect(status).toHaveTextContent(RECIPE_MESSAGES.stepTitleTooLong(1));

  // cut back to the bounds, Next opens
  await user.clear(screen.getByLabelText('Step 1 title'));
  await user.type(screen.getByLabelText('Step 1 title'), 'Chop');
  await user.clear(screen.getByLabelText('Step 2 description'));
  await user.click(screen.getByLabelText('Step 2 description'));
  await user.paste(method.slice(0, 5000));
  expect(screen.getByText('5,000 of 5,000 characters')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(status).toBeEmptyDOMElement();
  expect(next).toBeEnabled();
});
