import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { ONBOARDING_STEPS } from './onboardingSteps';

jest.setTimeout(15_000);

const TITLES = ['Welcome', 'Basic preferences', 'Discover recipes', 'Time to shop', 'Thank you', 'Finale'];

async function startTour() {
  const view = renderApp('/user-dashboard?first_login=true', { signedIn: true });
  const prompt = await screen.findByRole('dialog', { name: 'Welcome to Larder' });
  await view.user.click(within(prompt).getByRole('button', { name: 'Show me around' }));
  return view;
}

test('the six steps are the spec\'s, in order', () => {
  expect(ONBOARDING_STEPS.map((s) => s.title)).toEqual(TITLES);
});

test('confirming the tutorial prompt opens the tour; Continue walks to the finale, Back goes back, Close ends it', async () => {
  const { user } = await startTour();
  let dialog = await screen.findByRole('dialog', { name: 'Welcome' });
  expect(dialog).toHaveTextContent('Step 1 of 6');
  expect(within(dialog).getByRole('button', { name: 'I can figure it out myself' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

  for (const title of TITLES.slice(1)) {
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = screen.getByRole('dialog', { name: title });
  }
  expect(dialog).toHaveTextContent('Step 6 of 6');
  expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'I can figure it out myself' })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('dialog', { name: 'Thank you' })).toHaveTextContent('Step 5 of 6');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Finale' })).not.toBeInTheDocument();
});

test('by keyboard, Continue and Back put the focus on the new step\'s heading, so it is read; opening leaves the dialog\'s own first focus', async () => {
  const { user } = await startTour();
  const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
  expect(within(dialog).getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
  within(dialog).getByRole('button', { name: 'Continue' }).focus();
  await user.keyboard('{Enter}');
  expect(within(dialog).getByRole('heading', { name: 'Basic preferences', level: 2 })).toHaveFocus();
  within(dialog).getByRole('button', { name: 'Back' }).focus();
  await user.keyboard('{Enter}');
  expect(within(dialog).getByRole('heading', { name: 'Welcome', level: 2 })).toHaveFocus();
});

test('step 0 can be skipped', async () => {
  const { user } = await startTour();
  await user.click(await screen.findByRole('button', { name: 'I can figure it out myself' }));
  expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
});

test('Escape leaves the tour', async () => {
  await startTour();
  const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
});

test('a step\'s link goes to the area it teaches and ends the tour', async () => {
  const { user, router } = await startTour();
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  const dialog = screen.getByRole('dialog', { name: 'Basic preferences' });
  await user.click(within(dialog).getByRole('link', { name: 'Preferences' }));
  expect(router.state.location.pathname).toBe('/user-preferences');
  expect(screen.queryByRole('dialog', { name: 'Basic preferences' })).not.toBeInTheDocument();
});

test('declining the prompt opens no tour', async () => {
  const { user } = renderApp('/user-dashboard?first_login=true', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'No thanks' }));
  expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
});
