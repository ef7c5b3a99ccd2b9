import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { storage } from '../../lib/storage';

// SPEC §2: the side menu's links, in this order
const MENU_PATHS = [
  '/user-dashboard', '/recipes', '/user-recipes', '/recipe-creator', '/user-shopping-lists', '/user-meal-plans', '/diary',
  '/user-stores', '/user-notifications', '/user-preferences', '/about', '/legal', '/contact',
];

async function openMenu(signedIn: boolean, path = signedIn ? '/user-dashboard' : '/home') {
  const view = renderApp(path, { signedIn });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...view, menu: within(menu) };
}

test('the side menu opens from "Open menu" and lists the 13 links of SPEC §2 in order', async () => {
  const { menu } = await openMenu(true);
  const links = within(menu.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(MENU_PATHS);
  expect(links.every((link) => link.textContent?.trim())).toBe(true);
});

test('the menu marks the link of the page on show, and of the pages under it, as the current page', async () => {
  const { menu } = await openMenu(true, '/user-shopping-lists/create');
  const current = menu.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual(['Shopping lists']);
  expect(current[0]).toHaveClass('active');
});

test('a signed-in user is greeted by name, can keep the screen awake, and sees the version', async () => {
  const { menu } = await openMenu(true);
  expect(menu.getByText('Hello, Demo Cook')).toBeInTheDocument();
  expect(menu.getByRole('switch', { name: 'Keep screen awake' })).not.toBeChecked();
  expect(menu.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(menu.getByText(/^Version \S+/)).toBeInTheDocument();
});

test('a visitor has no greeting, no wake-lock switch and no log out, but sees the version', async () => {
  const { menu } = await openMenu(false);
  expect(menu.queryByText(/^Hello,/)).not.toBeInTheDocument();
  expect(menu.queryByRole('switch', { name: 'Keep screen awake' })).not.toBeInTheDocument();
  expect(menu.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  expect(menu.getByText(/^Version \S+/)).toBeInTheDocument();
});

test('a browser without a wake lock says so and leaves the switch off', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { menu, user } = await openMenu(true);
  const awake = menu.getByRole('switch', { name: 'Keep screen awake' });
  await user.click(awake);
  expect(await screen.findByText('This browser cannot keep the screen awake.')).toBeInTheDocument();
  expect(awake).not.toBeChecked();
  expect(warn).toHaveBeenCalledWith('wake lock: not supported by this browser');
  warn.mockRestore();
});

test('a menu link navigates and closes the menu', async () => {
  const { menu, user, router } = await openMenu(true, '/home');
  await user.click(menu.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByRole('heading', { name: 'Hello, Demo Cook' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/user-dashboard');
});

test('"Close menu" closes it', async () => {
  const { menu, user } = await openMenu(false);
  await user.click(menu.getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
});

test.each([
  ['the server confirms', () => HttpResponse.json({ message: 'Logged out' })],
  ['the server fails', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
  ['the network is down', () => HttpResponse.error()],
])('"Log out" calls /logout, ends the session and opens /login when %s', async (_case, reply) => {
  let logoutCalls = 0;
  let authorization: string | null = null;
  server.use(http.post(api('/logout'), ({ request }) => {
    logoutCalls += 1;
    authorization = request.headers.get('authorization');
    return reply();
  }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { menu, user, router, store } = await openMenu(true);
  storage.set('saved_recipes', []);

  await user.click(menu.getByRole('button', { name: 'Log out' }));

  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(logoutCalls).toBe(1);
  expect(authorization).toBe('Bearer test-token-0123456789abcdef');
  expect(store.getState().auth).toEqual({ isLoggedIn: false, user: null, loginError: null });
  expect(storage.get('token')).toBeNull();
  expect(storage.get('user')).toBeNull();
  expect(storage.get('saved_recipes')).toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  warn.mockRestore();
});

test('the top bar links to "What\'s new" and, for a visitor, to log in', async () => {
  const { user, router } = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
  expect(quick.getByRole('link', { name: "What's new" })).toHaveAttribute('href', '/home-beta');
  await user.click(quick.getByRole('link', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('a signed-in user has no log-in icon in the top bar', async () => {
  renderApp('/user-dashboard', { signedIn: true });
  await screen.findByRole('heading', { name: 'Hello, Demo Cook' });
  const quick = within(screen.getByRole('navigation', { name: 'Quick links' }));
  expect(quick.getByRole('link', { name: "What's new" })).toHaveAttribute('href', '/home-beta');
  expect(quick.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
});

test('after a link on the old screen opens a new one, the focus starts at the new screen\'s content', async () => {
  const { user, router } = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  const link = within(screen.getByRole('main')).getByRole('link', { name: 'Register' });
  await user.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Join the closed beta' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/register');
  expect(link).not.toBeInTheDocument();
  expect(document.activeElement).toBe(screen.getByRole('main'));
});

test("the tab's title names each screen by its heading, and follows a heading that loads later", async () => {
  const { user } = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  await waitFor(() => expect(document.title).toBe('Welcome to Larder · Larder'));
  await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Register' }));
  await screen.findByRole('heading', { level: 1, name: 'Join the closed beta' });
  await waitFor(() => expect(document.title).toBe('Join the closed beta · Larder'));
});

test('a focus that stays on the page (the top bar) is left where it is', async () => {
  const { user } = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  const login = within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'Log in' });
  await user.click(login);
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(document.activeElement).not.toBe(screen.getByRole('main'));
});

test('the top bar says Offline while the server gives no answer, though the browser says it is online', async () => {
  server.use(http.get(api('/recipes'), () => HttpResponse.error()));
  renderApp('/recipes');
  expect(navigator.onLine).toBe(true);
  expect(await screen.findByText('Offline', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
  // the browser says it is online again: the mark goes (as it does when a call is answered)
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.queryByText('Offline')).not.toBeInTheDocument());
});
