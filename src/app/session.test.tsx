import { screen } from '@testing-library/react';
import { act } from 'react';
import { renderApp } from '../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../tests/fixtures/server';
import { storage } from '../lib/storage';
import { loginUser, updateAccount } from '../store/authSlice';
import { connectSession, SESSION_REPLACED, SESSION_REPLACED_KEY } from './session';

const SESSION_ENDED = 'Your session has ended. Please log in again.';
const expired401 = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });

function signedInWithSavedRecipes(path = '/user-dashboard?tab=lists') {
  const view = renderApp(path, { signedIn: true });
  storage.set('saved_recipes', [{ recipe_id: 1, name: 'Soup', image: '', category: { name: 'Soups' }, description: '', serves: 2 }]);
  // every navigation the session handler asks for carries `expired`; the guard's own redirects do not
  const navigate = jest.spyOn(view.router, 'navigate');
  const sessionNavigations = () => navigate.mock.calls.filter(([, options]) => (options?.state as { expired?: boolean } | undefined)?.expired);
  return { ...view, sessionNavigations };
}

test('a 401 on an authenticated call ends the session and opens /login', async () => {
  server.use(http.put(api('/account/update'), expired401));
  const { store, router, sessionNavigations } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });

  const result = await act(() => store.dispatch(updateAccount({ name: 'Demo Cook', email: 'new@larder.local' })));

  expect(updateAccount.rejected.match(result)).toBe(true);
  expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null, loginError: null });
  expect(storage.get('token')).toBeNull();
  expect(storage.get('user')).toBeNull();
  expect(storage.get('saved_recipes')).toBeNull();
  expect(sessionNavigations()).toHaveLength(1);
});

test('once a try to log in again fails, its answer replaces the session notice instead of sitting under it', async () => {
  server.use(http.put(api('/account/update'), expired401), http.post(api('/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
  const { store, user } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
  await act(() => store.dispatch(updateAccount({ name: 'Demo Cook', email: 'new@larder.local' })));
  expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'wrong-one');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
});

test('a 401 ends the session even when the token is already gone from storage', async () => {
  server.use(http.put(api('/account/update'), expired401));
  const { store, router, sessionNavigations } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
  window.localStorage.removeItem('token');

  await act(() => store.dispatch(updateAccount({ name: 'Demo Cook', email: 'new@larder.local' })));

  expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null, loginError: null });
  expect(storage.get('user')).toBeNull();
  expect(storage.get('saved_recipes')).toBeNull();
  expect(sessionNavigations()).toHaveLength(1);
});

test('a logout in another tab (the token removed) ends the session here as a 401 does', async () => {
  const { store, router, sessionNavigations } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
  window.localStorage.removeItem('token');
  window.localStorage.removeItem('user');

  act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: '"test-token-0123456789abcdef"', newValue: null })); });

  expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null, loginError: null });
  expect(storage.get('saved_recipes')).toBeNull();
  expect(sessionNavigations()).toHaveLength(1);
});

test('after the session ends, logging in again returns to the page the user was on', async () => {
  server.use(
    http.put(api('/account/update'), expired401),
    http.post(api('/login'), () => HttpResponse.json({ token: 'a-fresh-token-0123456789', user: demoUser })),
  );
  const { store, router, user } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
  await act(() => store.dispatch(updateAccount({ name: 'Demo Cook', email: 'new@larder.local' })));
  await screen.findByText(SESSION_ENDED);

  await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'larder-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user-dashboard?tab=lists');
});

test('a session that ends a second time in the tab says so again and comes back again', async () => {
  server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'a-fresh-token-0123456789', user: demoUser })));
  const { router, user, sessionNavigations } = signedInWithSavedRecipes('/user-meal-plans#shared');
  const logoutElsewhere = () => act(() => {
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: '"a-token-0123456789abcdef"', newValue: null }));
  });
  const signInAgain = async () => {
    await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
    await user.type(screen.getByLabelText('Password'), 'larder-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Meal plans', level: 1 });
  };
  await screen.findByRole('heading', { name: 'Meal plans', level: 1 });
  for (const round of [1, 2]) {
    logoutElsewhere();
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
    expect(sessionNavigations()).toHaveLength(round);
    await signInAgain();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/user-meal-plans#shared');
  }
});

test('two 401s at once end the session once', async () => {
  let calls = 0;
  server.use(http.put(api('/account/update'), () => { calls += 1; return expired401(); }));
  const { store, router, sessionNavigations } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });

  await act(() => Promise.all([
    store.dispatch(updateAccount({ name: 'Demo Cook', email: 'a@larder.local' })),
    store.dispatch(updateAccount({ name: 'Demo Cook', email: 'b@larder.local' })),
  ]));

  expect(calls).toBe(2);
  expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(sessionNavigations()).toHaveLength(1);
  expect(store.getState().auth.isLoggedIn).toBe(false);
});

test('a wrong password on /login is not an expired session', async () => {
  server.use(http.post(api('/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
  const { user, router } = renderApp('/login');
  const navigate = jest.spyOn(router, 'navigate');
  await user.type(await screen.findByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'wrong-one');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/login');
});

test('a 401 from /login does not run the session handler even while a session is stored', async () => {
  // a token is in storage, but /login never carries it, so its 401 is a wrong password, not an expiry
  server.use(http.post(api('/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
  const { store, sessionNavigations } = signedInWithSavedRecipes();
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });

  await act(() => store.dispatch(loginUser({ email: 'demo@larder.local', password: 'wrong-one' })));

  expect(store.getState().auth.loginError).toBe('These credentials do not match our records.');
  expect(sessionNavigations()).toHaveLength(0);
  expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
});

test('after the session ends, logging in again returns to the tab of the page the user was on', async () => {
  server.use(
    http.put(api('/account/update'), expired401),
    http.post(api('/login'), () => HttpResponse.json({ token: 'a-fresh-token-0123456789', user: demoUser })),
  );
  const { store, router, user } = signedInWithSavedRecipes('/user-meal-plans#shared');
  await screen.findByRole('heading', { name: 'Meal plans', level: 1 });
  await act(() => store.dispatch(updateAccount({ name: 'Demo Cook', email: 'new@larder.local' })));
  await screen.findByText(SESSION_ENDED);

  await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'larder-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'Meal plans', level: 1 });
  expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/user-meal-plans#shared');
});

test('a failed sign-in on a login form opened before another tab signed in leaves that tab\'s session alone', async () => {
  server.use(http.post(api('/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
  const { user } = renderApp('/login');
  // the other tab's sign-in, stored after this form opened
  storage.set('token', 'other-tab-token-0123456789');
  storage.set('user', demoUser);
  await user.type(await screen.findByLabelText('Email'), 'demo@larder.local');
  await user.type(screen.getByLabelText('Password'), 'wrong-one');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
  expect(storage.get('token')).toBe('other-tab-token-0123456789');
  expect(storage.get('user')).toEqual(demoUser);
});

describe('a sign-in in another tab (the token replaced, perhaps by another account\'s)', () => {
  afterEach(() => window.sessionStorage.clear());

  test('starts this tab again as that session, and nothing more is sent from it meanwhile', async () => {
    let calls = 0;
    server.use(http.put(api('/account/update'), () => { calls += 1; return HttpResponse.json({ user: demoUser }); }));
    const { store, router, sessionNavigations } = signedInWithSavedRecipes();
    await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
    const restart = jest.fn();
    connectSession(store, router, restart);

    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: '"test-token-0123456789abcdef"', newValue: '"another-account-token-0123"' })); });

    expect(restart).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(SESSION_REPLACED_KEY)).toBe('1');
    // what this tab would write now would land in the other account
    const result = await act(() => store.dispatch(updateAccount({ name: 'Demo Cook', email: 'demo@larder.local' })));
    expect(updateAccount.rejected.match(result)).toBe(true);
    expect(calls).toBe(0);
    expect(sessionNavigations()).toHaveLength(0);
  });

  test('a signed-out tab (a second login form) starts again signed in, with no word of another account', async () => {
    const { store, router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    const restart = jest.fn();
    connectSession(store, router, restart);

    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: null, newValue: '"other-tab-token-0123456789"' })); });

    expect(restart).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(SESSION_REPLACED_KEY)).toBeNull();
  });

  test('the same token written again is no sign-in', async () => {
    const { store, router } = signedInWithSavedRecipes();
    await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
    const restart = jest.fn();
    connectSession(store, router, restart);
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: '"same-token-0123456789"', newValue: '"same-token-0123456789"' })); });
    expect(restart).not.toHaveBeenCalled();
  });

  test('a tab on the login form a 401 opened, started again signed in, goes on to where the form would have taken it', async () => {
    // the history entry keeps the session handler's state through the reload (app/session.ts)
    const { router } = renderApp('/login', { signedIn: true, historyState: { from: '/user-meal-plans#shared', expired: true } });
    expect(await screen.findByRole('heading', { name: 'Meal plans', level: 1 })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/user-meal-plans#shared');
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  test('once started again, the tab says why it shows that account', async () => {
    window.sessionStorage.setItem(SESSION_REPLACED_KEY, '1');
    renderApp('/user-dashboard?tab=lists', { signedIn: true });
    expect(await screen.findByText(SESSION_REPLACED)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_REPLACED_KEY)).toBeNull();
  });
});
