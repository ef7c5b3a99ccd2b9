import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';

/** A reset link token as the server mails it: base64url(JSON payload).signature */
function linkToken(payload: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2lnbmF0dXJl`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const validToken = (email = 'demo@larder.local') => linkToken({ reset_token: 'r3s3t-t0k3n', user_id: 1, user_email: email, exp: inAnHour() });
const resetPath = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

async function choosePassword(user: UserEvent, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

test.each([
  ['no token', '/reset-password'],
  ['an undecodable token', '/reset-password?token=%%%not-base64%%%.sig'],
  ['a token whose payload is not JSON', `/reset-password?token=${btoa('hello').replace(/=+$/, '')}.sig`],
  ['a token without an e-mail', resetPath(linkToken({ reset_token: 'x', user_id: 1, exp: inAnHour() }))],
])('%s: "This link is invalid." and no form', async (_case, path) => {
  renderApp(path);
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.linkInvalid);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('an expired token: "This link has expired."', async () => {
  const expired = linkToken({ reset_token: 'r', user_id: 1, user_email: 'demo@larder.local', exp: Math.floor(Date.now() / 1000) - 60 });
  renderApp(resetPath(expired));
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.linkExpired);
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('the e-mail from the link is pre-filled and read-only', async () => {
  const { user } = renderApp(resetPath(validToken('zoë@example.com')));
  const email = await screen.findByLabelText('Email');
  expect(email).toHaveValue('zoë@example.com');
  expect(email).toHaveAttribute('readonly');
  await user.type(email, 'x');
  expect(email).toHaveValue('zoë@example.com');
});

test.each([
  ['shorter than 6 characters', 'abc12', 'abc12', AUTH_MESSAGES.resetMin],
  ['different', 'larder-new', 'larder-other', AUTH_MESSAGES.resetMatch],
])('passwords %s are refused before anything is sent', async (_case, password, confirmation, message) => {
  let sent = 0;
  server.use(http.post(api('/reset-password'), () => { sent += 1; return HttpResponse.json({ message: 'ok' }); }));
  const { user } = renderApp(resetPath(validToken()));
  await choosePassword(user, password, confirmation);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(sent).toBe(0);
});

test('success sends the reset and shows the success view with a link to log in', async () => {
  const token = validToken();
  let body: unknown;
  server.use(http.post(api('/reset-password'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: 'Your password has been reset.' });
  }));
  const { user, router } = renderApp(resetPath(token));
  await choosePassword(user, 'larder-new');

  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(body).toEqual({ email: 'demo@larder.local', password: 'larder-new', password_confirmation: 'larder-new', token });
  await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('a token refused by the server shows its token message', async () => {
  server.use(http.post(api('/reset-password'), () => HttpResponse.json(
    { message: 'The given data was invalid.', errors: { password: ['Too weak.'], token: ['This password reset token is invalid.'] } },
    { status: 400 },
  )));
  const { user } = renderApp(resetPath(validToken()));
  await choosePassword(user, 'larder-new');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^This password reset token is invalid\.$/);
  expect(screen.getByLabelText('New password')).toBeInTheDocument();
});

test('other server errors show "Unhandled Error: <first>"', async () => {
  server.use(http.post(api('/reset-password'), () => HttpResponse.json(
    { message: 'The given data was invalid.', errors: { password: ['The password is too common.'], email: ['Unknown email.'] } },
    { status: 422 },
  )));
  const { user } = renderApp(resetPath(validToken()));
  await choosePassword(user, 'larder-new');
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.unhandledResetError('The password is too common.'));
});

test.each([
  ['a server error without field errors', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
  ['a network failure', () => HttpResponse.error()],
])('%s shows the generic reset message', async (_case, reply) => {
  server.use(http.post(api('/reset-password'), reply));
  const { user } = renderApp(resetPath(validToken()));
  await choosePassword(user, 'larder-new');
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetUnknown);
  expect(screen.getByRole('button', { name: 'Reset password' })).toHaveAttribute('aria-disabled', 'false');
});

test('a signed-in user is sent to the dashboard', async () => {
  const { router } = renderApp(resetPath(validToken()), { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});
