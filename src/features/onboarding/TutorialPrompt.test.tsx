import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { demoUser } from '../../../tests/fixtures/server';
import { storage } from '../../lib/storage';

const PROMPT = { name: 'Welcome to Larder' };

test('with ?first_login=true the prompt shows even when an answer is stored', async () => {
  storage.set('tutorial_enabled', true);
  renderApp('/user-dashboard?first_login=true', { signedIn: true });
  const prompt = await screen.findByRole('dialog', PROMPT);
  expect(within(prompt).getByRole('button', { name: 'Show me around' })).toBeInTheDocument();
  expect(within(prompt).getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
});

test('a signed-in user with no stored answer is offered the tour without first_login', async () => {
  // renderApp's signedIn stores an answer, so start from a signed-in store and an empty storage
  renderApp('/user-dashboard', { preloadedState: { auth: { isLoggedIn: true, user: demoUser, loginError: null } } });
  expect(await screen.findByRole('dialog', PROMPT)).toBeInTheDocument();
});

test.each([
  ['Show me around', true],
  ['No thanks', false],
])('"%s" stores tutorial_enabled=%p, closes the prompt and drops first_login from the address', async (button, stored) => {
  const { user, router } = renderApp('/user-dashboard?tab=lists&first_login=true#cards', { signedIn: true });
  const prompt = await screen.findByRole('dialog', PROMPT);
  await user.click(within(prompt).getByRole('button', { name: button }));

  expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  expect(storage.get('tutorial_enabled')).toBe(stored);
  expect(router.state.location.pathname).toBe('/user-dashboard');
  expect(router.state.location.search).toBe('?tab=lists');
  expect(router.state.location.hash).toBe('#cards');
  expect(screen.getByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
});

test('Escape (the dialog\'s cancel) answers no', async () => {
  const { router } = renderApp('/user-dashboard?first_login=true', { signedIn: true });
  const prompt = await screen.findByRole('dialog', PROMPT);
  // a browser turns Escape on a modal dialog into a cancel event; jsdom does not, so send that event
  fireEvent(prompt, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  expect(storage.get('tutorial_enabled')).toBe(false);
  expect(router.state.location.search).toBe('');
});

test.each([true, false])('with tutorial_enabled=%p stored and no first_login, no prompt', async (stored) => {
  storage.set('tutorial_enabled', stored);
  renderApp('/user-dashboard', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
});

test('a visitor never sees the prompt, even with first_login in the address', async () => {
  renderApp('/home?first_login=true');
  expect(await screen.findByRole('heading', { name: 'Welcome to Larder', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
});

test('"Show me around" opens the tour (loaded on demand) at its welcome step', async () => {
  const { user } = renderApp('/user-dashboard?first_login=true', { signedIn: true });
  const prompt = await screen.findByRole('dialog', PROMPT);
  await user.click(within(prompt).getByRole('button', { name: 'Show me around' }));
  const tour = await screen.findByRole('dialog', { name: 'Welcome' });
  expect(within(tour).getByRole('button', { name: 'I can figure it out myself' })).toBeInTheDocument();
});

test.each(['Close', 'Escape'])('leaving the tour by its %s leaves the focus on the screen\'s main content, not on the page body', async (way) => {
  const { user } = renderApp('/user-dashboard?first_login=true', { signedIn: true });
  const prompt = await screen.findByRole('dialog', PROMPT);
  await user.click(within(prompt).getByRole('button', { name: 'Show me around' }));
  const tour = await screen.findByRole('dialog', { name: 'Welcome' });
  if (way === 'Escape') {
    within(tour).getByRole('button', { name: 'Continue' }).focus();
    // a browser turns Escape on a modal dialog into a cancel event; jsdom does not, so send that event
    fireEvent(tour, new Event('cancel', { cancelable: true }));
  } else {
    for (;;) {
      const close = within(screen.getByRole('dialog')).queryByRole('button', { name: 'Close' });
      if (close) {
        await user.click(close);
        break;
      }
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    }
  }
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveFocus();
});
