import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { storage } from '../../lib/storage';

test('a wrong password shows the server message under the form and keeps the input', async () => {
  server.use(http.post(api('/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
  const { user } = renderApp('/login');
  await user.type(await screen.findByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'wrong-one');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(screen.getByLabelText('Email')).toHaveValue('demo@larder.local');
  expect(storage.get('token')).toBeNull();
});

test('by keyboard, "Log in" keeps the focus while busy (aria-disabled, not disabled) and after the error; meanwhile it ignores Enter', async () => {
  let logins = 0;
  let answer!: () => void;
  server.use(http.post(api('/login'), async () => {
    logins += 1;
    await new Promise<void>((resolve) => { answer = resolve; });
    return HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 });
  }));
  const { user } = renderApp('/login');
  const email = await screen.findByLabelText('Email');
  const logIn = screen.getByRole('button', { name: 'Log in' });
  // it cannot act without both fields: it says so, and Enter in a field sends nothing
  expect(logIn).toHaveAttribute('aria-disabled', 'true');
  await user.type(email, 'demo@larder.local{Enter}');
  expect(logins).toBe(0);

  await user.type(screen.getByLabelText('Password'), 'wrong-one');
  expect(logIn).toHaveAttribute('aria-disabled', 'false');
  await user.tab();
  await user.tab();
  expect(logIn).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(logIn).toHaveAttribute('aria-disabled', 'true'));
  // a disabled button would drop the focus to <body>
  expect(logIn).not.toBeDisabled();
  expect(logIn).toHaveFocus();
  await user.keyboard('{Enter}');
  answer();
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(logIn).toHaveFocus();
  expect(logIn).toHaveAttribute('aria-disabled', 'false');
  expect(logins).toBe(1);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
});

test('a login stores the session and opens the dashboard', async () => {
  let body: unknown;
  server.use(http.post(api('/login'), async ({ request }) => {
    body = await request.json();
    expect(request.headers.get('authorization')).toBeNull();
    return HttpResponse.json({ token: 'a-real-looking-token-123456', user: demoUser });
  }));
  const { user, router } = renderApp('/login');
  await user.type(await screen.findByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'larder-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
  expect(body).toEqual({ email: 'demo@larder.local', password: 'larder-demo' });
  expect(storage.get('token')).toBe('a-real-looking-token-123456');
  expect(storage.get('user')).toEqual(demoUser);
});

test('the password can be shown and hidden', async () => {
  const { user } = renderApp('/login');
  const password = await screen.findByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('forgot password: reset mode, then the sent state, then back to login', async () => {
  server.use(http.post(api('/forgot-email'), () => HttpResponse.json({ message: AUTH_MESSAGES.forgotSuccess })));
  const { user } = renderApp('/login');
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
  await user.click(screen.getByRole('button', { name: 'Send reset email' }));
  expect(await screen.findByText(/Password reset email sent/)).toHaveTextContent(AUTH_MESSAGES.forgotSuccess);
  await user.click(screen.getByRole('button', { name: 'Back to login' }));
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});

test('by keyboard, each switch of card puts the focus on the new card\'s first control', async () => {
  server.use(http.post(api('/forgot-email'), () => HttpResponse.json({ message: AUTH_MESSAGES.forgotSuccess })));
  const { user } = renderApp('/login');
  (await screen.findByRole('button', { name: 'Forgot password?' })).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.keyboard('demo@larder.local{Enter}');
  expect(await screen.findByRole('button', { name: 'Back to login' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

test.each([404, 500])('forgot password: a %i gives the spec message', async (status) => {
  server.use(http.post(api('/forgot-email'), () => HttpResponse.json({ message: 'x' }, { status })));
  const { user } = renderApp('/forgot-password');
  await user.type(await screen.findByLabelText('Email'), 'ghost@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset email' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.forgotError);
});

test('a signed-in user on /login goes to the dashboard', async () => {
  const { router } = renderApp('/login', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
});
