import { screen, within } from '@testing-library/react';
import { renderApp } from '../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';

test('a visitor at / lands on /home with the welcome, the beta notice, Register and Login', async () => {
  const { router } = renderApp('/');
  expect(await screen.findByRole('heading', { name: 'Welcome to Larder' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
  const main = within(screen.getByRole('main'));
  expect(main.getByText('Closed beta is now live')).toBeInTheDocument();
  expect(main.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('the landing buttons lead to registration and login', async () => {
  const { user, router } = renderApp('/home');
  await user.click(await screen.findByRole('link', { name: 'Register' }));
  expect(await screen.findByLabelText('Invite code')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/register');
});

test('a signed-in user at / lands on the dashboard', async () => {
  const { router } = renderApp('/', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
});

test('a visitor at a protected page is sent to /login, and comes back there after logging in', async () => {
  server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'a-real-looking-token-123456', user: demoUser })));
  const { user, router } = renderApp('/user-dashboard?tab=lists');
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.queryByRole('heading', { name: /Hello/ })).not.toBeInTheDocument();
  // a plain visit to a protected page is not an expired session
  expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'larder-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
  expect(router.state.location.search).toBe('?tab=lists');
});

test.each([false, true])('an unknown path shows "Page not found" (signed in: %s)', async (signedIn) => {
  const { router } = renderApp('/no/such/page', { signedIn });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/no/such/page');
  expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
});
