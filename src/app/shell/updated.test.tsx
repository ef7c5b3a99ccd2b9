// After a deploy, a tab that still runs the old version finds its files gone (the server answers 404, the new
// worker's cache has only the new build's): what could not load says Larder has been updated, not that the connection
// failed, and the side menu that cannot open leaves the screen as it is, with the top bar's offer to update.
import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { http, HttpResponse, server } from '../../../tests/fixtures/server';

// the shell's version check, as a tab in production would have it
const mockVersion = { latestVersion: null as string | null, workerReplaced: false, checkNow: jest.fn() };
jest.mock('../../pwa/useVersionCheck', () => ({ useVersionCheck: () => mockVersion }));
jest.mock('./SideMenu', () => {
  throw Object.assign(new Error('Loading chunk side-menu failed.'), { name: 'ChunkLoadError' });
});
jest.mock('../../features/static/AboutScreen', () => {
  throw Object.assign(new Error('Loading chunk about failed.'), { name: 'ChunkLoadError' });
});

beforeEach(() => {
  mockVersion.latestVersion = null;
  mockVersion.workerReplaced = false;
  mockVersion.checkNow.mockClear();
});

const deployed = (version: string) => server.use(http.get('http://localhost/latest-version.json', () => HttpResponse.json({ currentVersion: version })));

test('the menu whose code is gone since a deploy does not open, and the screen stays, with Update in the top bar', async () => {
  deployed('9.9.9');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderApp('/home');
  expect(await screen.findByRole('heading', { name: 'Welcome to Larder' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const update = await screen.findByRole('button', { name: 'Update' });
  expect(update).toHaveFocus();
  expect(update.closest('[role="status"]')).toHaveTextContent('New version');
  expect(screen.getByRole('heading', { name: 'Welcome to Larder' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).not.toBeInTheDocument();
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

test('a screen whose code is gone since a deploy says Larder has been updated, with Reload', async () => {
  deployed('9.9.9');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/about');
  expect(await screen.findByRole('heading', { name: 'Larder has been updated.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  error.mockRestore();
});

test('without a deploy (the running version is the latest), the menu that cannot load is the connection\'s error screen as before', async () => {
  deployed(process.env.APP_VERSION ?? 'dev');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(await screen.findByText('A part of Larder could not be loaded. Check your connection, then reload.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  error.mockRestore();
});

test('a tab whose service worker another tab\'s Update replaced is told a new version is ready, with Update', async () => {
  mockVersion.workerReplaced = true;
  renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  const update = screen.getByRole('button', { name: 'Update' });
  expect(update.closest('[role="status"]')).toHaveTextContent('New version');
  // nothing reloads by itself: what the screen holds stays until the user chooses
  expect(update).not.toHaveFocus();
});

test('opening the menu asks for the latest version again (SPEC §4: on menu load)', async () => {
  deployed(process.env.APP_VERSION ?? 'dev');
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome to Larder' });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(mockVersion.checkNow).toHaveBeenCalledTimes(1);
  await screen.findByText(/Check your connection/, undefined, { timeout: 10_000 });
  error.mockRestore();
});
