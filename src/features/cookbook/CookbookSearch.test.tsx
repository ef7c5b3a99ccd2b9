// My cookbook's search (QA newcomer D2): it filters the tab shown as it is typed, over what the app holds (no call
// to the server), word by word with case and accents folded, says how many match, says when none do with a way to
// clear it, lives in the address (?q=) for Back and a reload, and Escape empties it.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ImportedRecipe, SavedRecipe } from '../../../contract/entities';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { userRecipe } from '../../../tests/fixtures/userRecipes';
import { FILTER_HINT } from '../../lib/textMatch';

// the first test loads the lazy screen
jest.setTimeout(20_000);

const saved: SavedRecipe[] = [
  { recipe_id: 7, name: 'Leek soup', image: null, category: { name: 'Soups' }, description: 'Warming', serves: 4 },
  { recipe_id: 8, name: 'Flapjacks', image: null, category: { name: 'Baking' }, description: 'Oaty', serves: 12 },
  { recipe_id: 9, name: 'Spiced red lentil soup', image: null, category: { name: 'Soups' }, description: 'Warming', serves: 4 },
];
const imported = (id: number, name: string): ImportedRecipe => ({
  import_recipe_id: id, url: `https://www.example.com/r/${id}`, created_at: `2026-01-0${id}T10:00:00.000Z`, import_failed: false, data: JSON.stringify({ name }),
});
const imports = [imported(2, 'Creamy Coconut Curry Lentils with Spinach'), imported(1, 'Old bread')];
const own = [userRecipe({ user_recipe_id: 5, name: "Nonna's Ragù 🍝" }), userRecipe({ user_recipe_id: 6, name: 'Flatbread' })];

/** every call made, to show the search asks the server nothing */
let calls: string[];

beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => { calls.push(new URL(request.url).pathname); });
  server.use(
    http.get(api('/user-saved-recipes'), () => HttpResponse.json(saved)),
    http.get(api('/user-imported-recipes'), () => HttpResponse.json(imports)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json(own)),
    http.get(api('/publish-requests/'), () => HttpResponse.json([])),
  );
});
afterEach(() => server.events.removeAllListeners());

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((row) => row.querySelector('.cookbook-row__name, .custom-tab__name')?.textContent);
const search = (label: string) => screen.getByRole('searchbox', { name: label });

test('typing filters the tab shown by name, word by word, and says how many match once typing pauses; no call to the server', async () => {
  const { user, router } = renderApp('/user-recipes', { signedIn: true });
  const list = await screen.findByRole('list', { name: 'Saved recipes' });
  expect(names(list)).toEqual(['Leek soup', 'Flapjacks', 'Spiced red lentil soup']);
  await waitFor(() => expect(calls).toContain('/api/user-recipe-creator'));
  const before = calls.length;

  await user.type(search('Search saved recipes'), 'soup');
  expect(names(list)).toEqual(['Leek soup', 'Spiced red lentil soup']);
  expect(await screen.findByText('2 matches', {}, { timeout: 3000 })).toBeInTheDocument();
  // any order, within a word
  await user.clear(search('Search saved recipes'));
  await user.type(search('Search saved recipes'), 'LENT sou');
  expect(names(list)).toEqual(['Spiced red lentil soup']);
  expect(await screen.findByText('1 match', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?q=LENT+sou');
  // (the signed-in start loads lists and plans meanwhile)
  expect(calls.slice(before).filter((path) => /recipe/.test(path))).toEqual([]);
});

test('under 3 characters every row shows, with a hint', async () => {
  const { user } = renderApp('/user-recipes', { signedIn: true });
  const list = await screen.findByRole('list', { name: 'Saved recipes' });
  await user.type(search('Search saved recipes'), 'le');
  expect(names(list)).toHaveLength(3);
  expect(search('Search saved recipes')).toHaveAccessibleDescription(FILTER_HINT);
  await user.type(search('Search saved recipes'), 'e');
  expect(names(list)).toEqual(['Leek soup']);
  expect(search('Search saved recipes')).not.toHaveAccessibleDescription(FILTER_HINT);
});

test('accents and case are forgiven: "ragu" finds my own "Nonna\'s Ragù"; the tabs keep the search, each filtering its own', async () => {
  const { user, router } = renderApp('/user-recipes#custom', { signedIn: true });
  const mine = await screen.findByRole('list', { name: 'My recipes' });
  await user.type(search('Search your recipes'), 'RAGU');
  expect(names(mine)).toEqual(["Nonna's Ragù 🍝"]);

  await user.click(screen.getByRole('tab', { name: 'imported' }));
  expect(`${router.state.location.search}${router.state.location.hash}`).toBe('?q=RAGU#imported');
  const panel = screen.getByRole('tabpanel', { name: 'imported' });
  expect(await within(panel).findByText('No imported recipes match “RAGU”.')).toBeInTheDocument();
  await user.clear(search('Search imported recipes'));
  await user.type(search('Search imported recipes'), 'lentil');
  expect(names(within(panel).getByRole('list', { name: 'Imported recipes' }))).toEqual(['Creamy Coconut Curry Lentils with Spinach']);
});

test('nothing matches: it says so, and "clear the search" shows every row again with the focus back in the field', async () => {
  const { user, router } = renderApp('/user-recipes#imported', { signedIn: true });
  await screen.findByRole('list', { name: 'Imported recipes' });
  await user.type(search('Search imported recipes'), 'tagine');
  const panel = screen.getByRole('tabpanel', { name: 'imported' });
  expect(within(panel).getByText('No imported recipes match “tagine”.')).toBeInTheDocument();
  expect(within(panel).queryByRole('list', { name: 'Imported recipes' })).not.toBeInTheDocument();
  // said by the tab's status once typing pauses (the line shown is not a second status)
  await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('No imported recipes match “tagine”.'), { timeout: 3000 });

  await user.click(within(panel).getByRole('button', { name: 'clear the search' }));
  expect(names(within(panel).getByRole('list', { name: 'Imported recipes' }))).toEqual(['Creamy Coconut Curry Lentils with Spinach', 'Old bread']);
  expect(search('Search imported recipes')).toHaveValue('');
  expect(search('Search imported recipes')).toHaveFocus();
  expect(`${router.state.location.search}${router.state.location.hash}`).toBe('#imported');
});

test('Escape empties the search', async () => {
  const { user, router } = renderApp('/user-recipes', { signedIn: true });
  const list = await screen.findByRole('list', { name: 'Saved recipes' });
  await user.type(search('Search saved recipes'), 'flap');
  expect(names(list)).toEqual(['Flapjacks']);
  await user.keyboard('{Escape}');
  expect(search('Search saved recipes')).toHaveValue('');
  expect(names(list)).toHaveLength(3);
  expect(router.state.location.search).toBe('');
});

test('the address keeps the search: opened with ?q= (a reload), and Back from a recipe opened from the results', async () => {
  const { unmount } = renderApp('/user-recipes?q=bread#imported', { signedIn: true });
  expect(names(await screen.findByRole('list', { name: 'Imported recipes' }))).toEqual(['Old bread']);
  expect(search('Search imported recipes')).toHaveValue('bread');
  unmount();

  const { user, router } = renderApp('/user-recipes#imported', { signedIn: true });
  const list = await screen.findByRole('list', { name: 'Imported recipes' });
  await user.type(search('Search imported recipes'), 'curry');
  await user.click(within(list).getByRole('link', { name: /Curry Lentils/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/imported-recipes/2'));
  await act(() => router.navigate(-1));
  expect(names(await screen.findByRole('list', { name: 'Imported recipes' }))).toEqual(['Creamy Coconut Curry Lentils with Spinach']);
  expect(search('Search imported recipes')).toHaveValue('curry');
  expect(`${router.state.location.search}${router.state.location.hash}`).toBe('?q=curry#imported');
});

test('notes are found by their title or their text', async () => {
  const note = (id: string, title: string, content: string) => ({ id, title, content, date: '2026-03-01T10:00:00.000Z' });
  window.localStorage.setItem('notes', JSON.stringify({ [String(demoUser.id)]: [note('b', 'Shopping', 'Buy crème fraîche'), note('a', 'Ideas', 'Try a tagine')] }));
  const { user } = renderApp('/user-recipes#notes', { signedIn: true });
  const list = await screen.findByRole('list', { name: 'Notes' });
  await user.type(search('Search notes'), 'creme');
  expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Shopping']);
  await user.clear(search('Search notes'));
  await user.type(search('Search notes'), 'ideas');
  expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Ideas']);
  await user.clear(search('Search notes'));
  await user.type(search('Search notes'), 'risotto');
  expect(screen.getByText('No notes match “risotto”.')).toBeInTheDocument();
  // making a note is still there
  expect(screen.getByRole('button', { name: 'make a note' })).toBeEnabled();
});

test('a note edited so that the search no longer finds it leaves the list, and the focus goes to "make a note"', async () => {
  window.localStorage.setItem('notes', JSON.stringify({ [String(demoUser.id)]: [{ id: 'a', title: 'Ideas', content: 'Try a tagine', date: '2026-03-01T10:00:00.000Z' }] }));
  const { user } = renderApp('/user-recipes?q=tagine#notes', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: 'Edit Ideas' }));
  const content = screen.getByLabelText('Note', { exact: true });
  await user.clear(content);
  await user.type(content, 'Try a risotto');
  await user.click(screen.getByRole('button', { name: 'save' }));
  expect(await screen.findByText('No notes match “tagine”.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'make a note' })).toHaveFocus());
});
