import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MESSAGES } from '../../../contract/rules';
import { AUTH_MESSAGES } from '../../../contract/authRules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { storage } from '../../lib/storage';

const GOOD = { name: 'demo_cook', email: 'demo@larder.local', password: 'larder-demo' };

/** Counts the calls the screen makes, so a test can say that nothing was sent. */
function recordCalls() {
  const calls: { path: string; body: unknown; auth: string | null }[] = [];
  const record = (path: string) => async ({ request }: { request: Request }) => {
    calls.push({ path, body: await request.json(), auth: request.headers.get('authorization') });
  };
  return { calls, record };
}

async function fillForm(user: UserEvent, values: { name: string; email: string; password: string; confirm: string }) {
  const fields: [string, string][] = [
    ['Username', values.name], ['Email', values.email], ['Password', values.password], ['Confirm password', values.confirm],
  ];
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

test('only the invite code shows until it has exactly 8 characters, then the form appears', async () => {
  const { user } = renderApp('/register');
  const code = await screen.findByLabelText('Invite code');
  await user.type(code, 'ABCD123');
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();

  await user.type(code, '4');
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  for (const label of ['Email', 'Password', 'Confirm password']) expect(screen.getByLabelText(label)).toBeInTheDocument();
  expect(screen.getByText('ABCD1234')).toBeInTheDocument();
  expect(screen.queryByLabelText('Invite code')).not.toBeInTheDocument();
  // the field that had the focus is gone: the form's first field takes it
  expect(screen.getByLabelText('Username')).toHaveFocus();
});

test('"Change" goes back to an empty invite code', async () => {
  const { user } = renderApp('/register?promo_code=ABCD1234');
  await user.click(await screen.findByRole('button', { name: 'Change' }));
  expect(screen.getByLabelText('Invite code')).toHaveValue('');
  expect(screen.getByLabelText('Invite code')).toHaveFocus();
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
});

test('?promo_code=ABCD1234 pre-fills the code and shows the form', async () => {
  renderApp('/register?promo_code=ABCD1234');
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByText('ABCD1234')).toBeInTheDocument();
  // arriving from an invitation's link takes no focus of its own
  expect(screen.getByLabelText('Username')).not.toHaveFocus();
});

test('the two password fields\' show toggles are named by their fields (QA a11y D12)', async () => {
  renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
});

test('a code pasted or linked with a space before it is the code', async () => {
  const { user } = renderApp('/register');
  await user.click(await screen.findByLabelText('Invite code'));
  await user.paste(' ABCD1234');
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByText('ABCD1234')).toBeInTheDocument();
});

test('a promo_code with a space before it pre-fills the code and shows the form', async () => {
  renderApp('/register?promo_code=%20ABCD1234');
  expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  expect(screen.getByText('ABCD1234')).toBeInTheDocument();
});

test('a share\'s invitation fills in the address it was sent to, and says what another address would miss', async () => {
  const { user } = renderApp('/register?promo_code=ABCD1234&email=new.friend%40example.com');
  const email = await screen.findByLabelText('Email');
  expect(email).toHaveValue('new.friend@example.com');
  expect(email).not.toHaveAccessibleDescription();
  await user.clear(email);
  await user.type(email, 'friend.home@example.com');
  expect(email).toHaveAccessibleDescription('What was shared with you was shared with new.friend@example.com: register with that address to see it.');
  // and said as it appears, while the field has the focus
  expect(email).toHaveFocus();
  expect(screen.getAllByText('What was shared with you was shared with new.friend@example.com: register with that address to see it.')
    .some((node) => node.closest('[aria-live="polite"]'))).toBe(true);
  await user.clear(email);
  await user.type(email, 'New.Friend@example.com');
  expect(email).not.toHaveAccessibleDescription();
});

test('a promo code of the wrong length pre-fills the code but keeps the form hidden', async () => {
  renderApp('/register?promo_code=ABC');
  expect(await screen.findByLabelText('Invite code')).toHaveValue('ABC');
  expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
});

test('validation follows SPEC §5 order (username, email, passwords) under the right field, and sends nothing', async () => {
  const { calls, record } = recordCalls();
  server.use(
    http.post(api('/register-beta'), async (info) => { await record('/register-beta')(info); return HttpResponse.json({ message: 'ok' }); }),
    http.post(api('/login'), async (info) => { await record('/login')(info); return HttpResponse.json({ token: 't', user: demoUser }); }),
  );
  const { user } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  const register = screen.getByRole('button', { name: 'Register' });

  // everything wrong: only the username is reported
  await fillForm(user, { name: 'ab!', email: 'not-an-email', password: 'larder-demo', confirm: 'different-one' });
  await user.click(register);
  expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.invalidUsername));
  expect(screen.getByLabelText('Username')).toBeInvalid();
  // the focus goes to the refused field, so its message is said
  expect(screen.getByLabelText('Username')).toHaveFocus();
  expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
  expect(screen.queryByText(AUTH_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

  // username fixed: the e-mail is next
  await fillForm(user, { name: GOOD.name, email: 'not-an-email', password: 'larder-demo', confirm: 'different-one' });
  await user.click(register);
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  expect(screen.queryByText(AUTH_MESSAGES.invalidUsername)).not.toBeInTheDocument();
  expect(screen.queryByText(AUTH_MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();

  // e-mail fixed: the passwords must match
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: 'larder-demo', confirm: 'different-one' });
  await user.click(register);
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDoNotMatch);
  expect(screen.getByLabelText('Confirm password')).toHaveFocus();
  expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();

  expect(calls).toEqual([]);
});

test('success registers, logs in and opens the dashboard for a first visit with the tutorial prompt', async () => {
  const { calls, record } = recordCalls();
  server.use(
    http.post(api('/register-beta'), async (info) => { await record('/register-beta')(info); return HttpResponse.json({ message: 'Registered' }); }),
    http.post(api('/login'), async (info) => {
      await record('/login')(info);
      return HttpResponse.json({ token: 'a-real-looking-token-123456', user: { ...demoUser, name: GOOD.name } });
    }),
  );
  const { user, router, store } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByRole('heading', { name: `Hello, ${GOOD.name}` })).toBeInTheDocument();
  const prompt = screen.getByRole('dialog', { name: 'Welcome to Larder' });
  expect(within(prompt).getByRole('button', { name: 'Show me around' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
  expect(new URLSearchParams(router.state.location.search).get('first_login')).toBe('true');
  expect(calls).toEqual([
    {
      path: '/register-beta',
      body: { name: GOOD.name, email: GOOD.email, password: GOOD.password, password_confirmation: GOOD.password, beta_code: 'ABCD1234' },
      auth: null,
    },
    { path: '/login', body: { email: GOOD.email, password: GOOD.password }, auth: null },
  ]);
  expect(store.getState().auth.isLoggedIn).toBe(true);
  expect(storage.get('token')).toBe('a-real-looking-token-123456');
});

test('the first-visit prompt shows even for a user whose browser already stored a tutorial answer', async () => {
  storage.set('tutorial_enabled', false);
  server.use(
    http.post(api('/register-beta'), () => HttpResponse.json({ message: 'Registered' })),
    http.post(api('/login'), () => HttpResponse.json({ token: 'a-real-looking-token-123456', user: demoUser })),
  );
  const { user } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Welcome to Larder' })).toBeInTheDocument();
});

test('a refused registration shows the spec message and the server field error under its input', async () => {
  let loginCalls = 0;
  server.use(
    http.post(api('/register-beta'), () =>
      HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } }, { status: 422 })),
    http.post(api('/login'), () => { loginCalls += 1; return HttpResponse.json({ token: 't', user: demoUser }); }),
  );
  const { user, router, store } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.registrationError);
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
  expect(screen.getByLabelText('Email')).toHaveValue(GOOD.email);
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'false');
  expect(router.state.location.pathname).toBe('/register');
  expect(store.getState().auth.isLoggedIn).toBe(false);
  expect(loginCalls).toBe(0);
});

test('a refused invite code is said in the alert with the form\'s message (the code is no field to focus)', async () => {
  server.use(http.post(api('/register-beta'), () =>
    HttpResponse.json({ message: 'The given data was invalid.', errors: { beta_code: ['This invite code is not valid or has already been used.'] } }, { status: 422 })));
  const { user } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`${AUTH_MESSAGES.registrationError}: This invite code is not valid or has already been used.`);
});

test('a failed automatic login after registering shows "Error logging in"', async () => {
  server.use(
    http.post(api('/register-beta'), () => HttpResponse.json({ message: 'Registered' })),
    http.post(api('/login'), () => HttpResponse.json({ message: 'Please verify your email first.' }, { status: 403 })),
  );
  const { user, router, store } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginAfterRegisterError);
  expect(router.state.location.pathname).toBe('/register');
  expect(store.getState().auth.isLoggedIn).toBe(false);
  expect(storage.get('token')).toBeNull();
});

test('a signed-in user on /register goes to the dashboard', async () => {
  const { router } = renderApp('/register?promo_code=ABCD1234', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
});

test('a registration whose answer was lost, sent again, goes with the same key, and signs in as the first would have (QA slow 3)', async () => {
  const keys: (string | null)[] = [];
  server.use(
    http.post(api('/register-beta'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      // the first registers the account and its answer is lost; the server answers its key sent again as it did
      return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ message: 'Registered.' }, { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
    }),
    http.post(api('/login'), () => HttpResponse.json({ token: 'a-real-looking-token-123456', user: { ...demoUser, name: GOOD.name } })),
  );
  const { user, router } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.registrationError);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: `Hello, ${GOOD.name}` })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(keys[1]).toBe(keys[0]);
});

test('a registration changed after a lost answer (another e-mail) goes with a new key', async () => {
  const keys: (string | null)[] = [];
  server.use(http.post(api('/register-beta'), ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return HttpResponse.error();
  }));
  const { user } = renderApp('/register?promo_code=ABCD1234');
  await screen.findByLabelText('Username');
  await fillForm(user, { name: GOOD.name, email: GOOD.email, password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await screen.findByRole('alert');
  await fillForm(user, { name: GOOD.name, email: 'other@larder.local', password: GOOD.password, confirm: GOOD.password });
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[1]).not.toBe(keys[0]);
});
