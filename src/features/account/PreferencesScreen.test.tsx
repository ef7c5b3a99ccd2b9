import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../contract/rules';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { SERVER_MESSAGES } from '../../../contract/serverMessages';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { storage } from '../../lib/storage';
import { ACCOUNT_NOT_READ } from './PreferencesScreen';

jest.setTimeout(15_000);

const account = (expiry_digest = false) =>
  http.get(api('/account'), () => HttpResponse.json({ ...demoUser, email_verified: true, expiry_digest }));

async function openPreferences() {
  const view = renderApp('/user-preferences', { signedIn: true });
  await screen.findByRole('heading', { name: 'Preferences' });
  // the account is read (GET /account) before its details can be saved
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /about store items that are about to expire/ })).toBeEnabled());
  return view;
}

test('tabs: account, profile (coming soon) and beta tools', async () => {
  server.use(account());
  const { user } = await openPreferences();
  expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Coming soon.');
  await user.click(screen.getByRole('tab', { name: 'Beta tools' }));
  expect(screen.getByRole('button', { name: 'Reset tutorials' })).toBeVisible();
});

test('account details: update is disabled until something valid changed; the rules show under the inputs', async () => {
  server.use(account());
  const { user } = await openPreferences();
  const update = screen.getByRole('button', { name: 'Update account' });
  const name = screen.getByLabelText('Name');
  const email = screen.getByLabelText('Email');
  expect(name).toHaveValue('Demo Cook');
  expect(update).toHaveAttribute('aria-disabled', 'true');

  await user.clear(name);
  await user.type(name, 'Abc');
  expect(screen.getByText(AUTH_MESSAGES.accountNameTooShort)).toBeInTheDocument();
  expect(update).toHaveAttribute('aria-disabled', 'true');
  await user.type(name, 'd');
  expect(screen.queryByText(AUTH_MESSAGES.accountNameTooShort)).not.toBeInTheDocument();
  expect(update).toHaveAttribute('aria-disabled', 'false');

  await user.clear(email);
  await user.type(email, 'not-an-email');
  expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  expect(update).toHaveAttribute('aria-disabled', 'true');

  // back to what is stored: nothing changed, nothing to send
  await user.clear(name);
  await user.type(name, 'Demo Cook');
  await user.clear(email);
  await user.type(email, 'DEMO@larder.local ');
  expect(update).toHaveAttribute('aria-disabled', 'true');
});

test('account details: a success updates the user and toasts; a server field error shows under its input', async () => {
  let body: unknown;
  server.use(account(), http.put(api('/account/update'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ success: true, user: { ...demoUser, name: 'Demo Chef' } });
  }));
  const { user, store } = await openPreferences();
  const name = screen.getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Demo Chef');
  await user.click(screen.getByRole('button', { name: 'Update account' }));
  expect(await screen.findByText('Account details updated')).toBeInTheDocument();
  expect(body).toEqual({ name: 'Demo Chef', email: demoUser.email });
  expect(store.getState().auth.user?.name).toBe('Demo Chef');
  expect(storage.get('user')).toMatchObject({ name: 'Demo Chef' });
  expect(screen.getByRole('button', { name: 'Update account' })).toHaveAttribute('aria-disabled', 'true');

  server.use(http.put(api('/account/update'), () => HttpResponse.json(
    { message: 'An account with this email already exists.', errors: { email: ['An account with this email already exists.'] } }, { status: 422 },
  )));
  const email = screen.getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'taken@example.com');
  await user.click(screen.getByRole('button', { name: 'Update account' }));
  expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription(expect.stringContaining('An account with this email already exists.'));
});

test('account details: the form shows the account as the server has it now, and a save sends that, not what sign-in stored', async () => {
  // another device changed the e-mail and the name since this one signed in
  const now = { ...demoUser, name: 'Renamed Cook', email: 'moved@example.com' };
  let answer: () => void = () => undefined;
  const read = new Promise<void>((resolve) => { answer = resolve; });
  let body: unknown;
  server.use(
    http.get(api('/account'), async () => {
      await read;
      return HttpResponse.json({ ...now, email_verified: false, expiry_digest: false });
    }),
    http.put(api('/account/update'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ success: true, user: { ...now, ...(body as object) } });
    }),
  );
  const { user, store } = renderApp('/user-preferences', { signedIn: true });
  const name = await screen.findByLabelText('Name');
  // the stored user is all there is while the account is read: it cannot be saved
  await user.type(name, ' Jr');
  expect(screen.getByRole('button', { name: 'Update account' })).toHaveAttribute('aria-disabled', 'true');
  await user.clear(name);
  answer();
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('moved@example.com'));
  expect(store.getState().auth.user).toEqual(now);
  expect(storage.get('user')).toEqual(now);
  // the field being edited keeps what was typed
  expect(name).toHaveValue('');
  await user.type(name, 'Demo Chef');
  await user.click(screen.getByRole('button', { name: 'Update account' }));
  expect(await screen.findByText('Account details updated')).toBeInTheDocument();
  expect(body).toEqual({ name: 'Demo Chef', email: 'moved@example.com' });
});

test('the account cannot be read: the screen says why Update waits, and a try again reads it', async () => {
  let reachable = false;
  server.use(http.get(api('/account'), () => (reachable
    ? HttpResponse.json({ ...demoUser, email_verified: true, expiry_digest: false })
    : HttpResponse.json({ message: 'Server Error' }, { status: 500 }))));
  const { user } = renderApp('/user-preferences', { signedIn: true });
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_NOT_READ);
  await user.type(screen.getByLabelText('Name'), ' Jr');
  expect(screen.getByRole('button', { name: 'Update account' })).toHaveAttribute('aria-disabled', 'true');
  reachable = true;
  await user.click(screen.getByRole('button', { name: 'try again' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Update account' })).toHaveAttribute('aria-disabled', 'false'));
  expect(screen.queryByText(ACCOUNT_NOT_READ)).not.toBeInTheDocument();
  // what was typed is kept
  expect(screen.getByLabelText('Name')).toHaveValue(`${demoUser.name} Jr`);
});

test('account details: a failure without field errors gives the spec message; a try that then succeeds clears it', async () => {
  let fail = true;
  server.use(account(), http.put(api('/account/update'), async ({ request }) => (fail
    ? HttpResponse.json({ message: 'boom' }, { status: 500 })
    : HttpResponse.json({ success: true, user: { ...demoUser, ...(await request.json() as object) } }))));
  const { user } = await openPreferences();
  const name = screen.getByLabelText('Name');
  await user.type(name, ' Jr');
  await user.click(screen.getByRole('button', { name: 'Update account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.accountUnknown);
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Update account' }));
  expect(await screen.findByText('Account details updated')).toBeInTheDocument();
  expect(screen.queryByText(AUTH_MESSAGES.accountUnknown)).not.toBeInTheDocument();
});

test('password change: at least 5 characters, the hint after 7 characters of confirmation, server field errors', async () => {
  let body: unknown;
  server.use(account(), http.put(api('/account/change-password'), async ({ request }) => {
    body = await request.json();
    return HttpResponse.json({ message: 'The current password is not correct.', errors: { current_password: ['The current password is not correct.'] } }, { status: 422 });
  }));
  const { user } = await openPreferences();
  const submit = screen.getByRole('button', { name: 'Change password' });
  await user.type(screen.getByLabelText('Current password'), 'old-secret');
  await user.type(screen.getByLabelText('New password'), 'abcd');
  expect(screen.getByText(AUTH_MESSAGES.passwordChangeMin)).toBeInTheDocument();
  await user.type(screen.getByLabelText('New password'), 'efghi');
  expect(screen.queryByText(AUTH_MESSAGES.passwordChangeMin)).not.toBeInTheDocument();

  const confirm = screen.getByLabelText('Confirm new password');
  await user.type(confirm, 'abcdxyz');
  expect(screen.queryByText(AUTH_MESSAGES.passwordHint)).not.toBeInTheDocument();
  await user.type(confirm, 'w');
  expect(screen.getByText(AUTH_MESSAGES.passwordHint)).toBeInTheDocument();
  expect(submit).toHaveAttribute('aria-disabled', 'true');

  await user.clear(confirm);
  await user.type(confirm, 'abcdefghi');
  expect(screen.queryByText(AUTH_MESSAGES.passwordHint)).not.toBeInTheDocument();
  await user.click(submit);
  expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  expect(body).toEqual({ current_password: 'old-secret', new_password: 'abcdefghi', confirm_password: 'abcdefghi' });
});

test('each password\'s show toggle is named by its field, and shows that one (QA a11y D12)', async () => {
  server.use(account());
  const { user } = await openPreferences();
  expect(screen.getAllByRole('button', { name: /^Show .*password$/ }).map((b) => b.getAttribute('aria-label')))
    .toEqual(['Show current password', 'Show new password', 'Show confirm new password', 'Show your password']);
  await user.click(screen.getByRole('button', { name: 'Show new password' }));
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');
});

test('password change: a success clears the form and says the other devices were signed out', async () => {
  server.use(account(), http.put(api('/account/change-password'), () => HttpResponse.json({ success: true })));
  const { user } = await openPreferences();
  await user.type(screen.getByLabelText('Current password'), 'old-secret');
  await user.type(screen.getByLabelText('New password'), 'new-secret');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Password changed. Your other devices have been signed out.')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('password change: an unexpected failure gives the spec message', async () => {
  server.use(account(), http.put(api('/account/change-password'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  const { user } = await openPreferences();
  await user.type(screen.getByLabelText('Current password'), 'old-secret');
  await user.type(screen.getByLabelText('New password'), 'new-secret');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.accountUnknown);
});

test('the expiry e-mail switch reads the account and saves a change', async () => {
  let saved: unknown;
  server.use(account(false), http.put(api('/account/preferences'), async ({ request }) => {
    const body = (await request.json()) as { expiry_digest: boolean };
    saved = body;
    return HttpResponse.json(body);
  }));
  const { user } = await openPreferences();
  const digest = screen.getByRole('checkbox', { name: /about store items that are about to expire/ });
  await waitFor(() => expect(digest).toBeEnabled());
  expect(digest).not.toBeChecked();
  await user.click(digest);
  await waitFor(() => expect(saved).toEqual({ expiry_digest: true }));
  expect(digest).toBeChecked();
});

test('the recipe preferences button opens the filter dialog in set preferences mode, Save ticked', async () => {
  server.use(
    account(),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [] })),
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [] })),
  );
  const { user } = await openPreferences();
  await user.click(screen.getByRole('button', { name: 'Set recipe preferences' }));
  const dialog = await screen.findByRole('dialog', { name: 'set preferences' });
  // preferences are meant to last: kept on this device unless the user says otherwise
  expect(within(dialog).getByRole('checkbox', { name: /Save/ })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
  expect(screen.queryByRole('dialog', { name: 'set preferences' })).not.toBeInTheDocument();
});

test('reset tutorials removes tutorial_enabled and the prompt comes back', async () => {
  server.use(account());
  const { user } = await openPreferences();
  expect(storage.get('tutorial_enabled')).toBe(false);
  await user.click(screen.getByRole('tab', { name: 'Beta tools' }));
  await user.click(screen.getByRole('button', { name: 'Reset tutorials' }));
  expect(storage.get('tutorial_enabled')).toBeNull();
  expect(await screen.findByRole('dialog', { name: 'Welcome to Larder' })).toBeInTheDocument();
});

test('deleting the account needs the password; a wrong one says so at the field, a right one signs out to the login with a word', async () => {
  let sent: unknown = null;
  server.use(account(), http.post(api('/account/delete'), async ({ request }) => {
    sent = await request.json();
    return (sent as { current_password: string }).current_password === 'right-one'
      ? HttpResponse.json({ message: SERVER_MESSAGES.accountDeleted })
      : HttpResponse.json({ message: 'The current password is not correct.', errors: { current_password: ['The current password is not correct.'] } }, { status: 422 });
  }));
  const { user, router } = await openPreferences();
  const remove = screen.getByRole('button', { name: 'Delete my account' });
  expect(remove).toHaveAttribute('aria-disabled', 'true');

  await user.type(screen.getByLabelText('Your password'), 'wrong-one');
  await user.click(remove);
  expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  expect(storage.get('token')).not.toBeNull();

  await user.clear(screen.getByLabelText('Your password'));
  await user.type(screen.getByLabelText('Your password'), 'right-one');
  await user.click(remove);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(sent).toEqual({ current_password: 'right-one' });
  // said on the login card, where it stays, not in a toast gone in a second
  const card = (await screen.findByRole('heading', { name: 'Log in' })).closest('section')!;
  expect(within(card).getByRole('status')).toHaveTextContent(SERVER_MESSAGES.accountDeleted);
  expect(storage.get('token')).toBeNull();
  expect(storage.get('user')).toBeNull();
});
