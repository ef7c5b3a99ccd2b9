import { act, screen, waitFor, within } from '@testing-library/react';
import type { ImportedRecipe, SavedRecipe } from '../../../contract/entities';
import { MESSAGES } from '../../../contract/rules';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, demoUser, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { NOTE_TITLE_TOO_LONG, NOTE_TOO_LONG, NOTE_UNSAFE } from '../../lib/notes';

/** the signed-in user's notes as local storage keeps them (each user's apart, by id) */
const keptNotes = () => (JSON.parse(window.localStorage.getItem('notes') ?? '{}') as Record<string, { id: string; title: string; content: string }[]>)[String(demoUser.id)];
const keepNotes = (notes: { id: string; title: string; content: string; date: string }[]) => window.localStorage.setItem('notes', JSON.stringify({ [String(demoUser.id)]: notes }));

// the first test loads the lazy screen
jest.setTimeout(20_000);

const saved: SavedRecipe[] = [
  { recipe_id: 7, name: 'Leek soup', image: null, category: { name: 'Soups' }, description: 'Warming', serves: 4 },
  { recipe_id: 8, name: 'Flapjacks', image: null, category: { name: 'Baking' }, description: 'Oaty', serves: 12 },
];

function imported(id: number, createdAt: string, data: object, overrides: Partial<ImportedRecipe> = {}): ImportedRecipe {
  return { import_recipe_id: id, url: `https://www.example.com/r/${id}`, created_at: createdAt, import_failed: false, data: JSON.stringify(data), ...overrides };
}
const older = imported(1, '2026-01-02T10:00:00.000Z', { name: 'Old bread' });
const newer = imported(2, '2026-02-02T10:00:00.000Z', { name: 'New stew' });
const failed = imported(3, '2026-01-20T10:00:00.000Z', { message: 'No recipe was found on this page.' }, { import_failed: true, url: 'https://blog.example.org/post' });

function serve({ savedList = saved, imports = [older, newer, failed] }: { savedList?: SavedRecipe[]; imports?: ImportedRecipe[] } = {}) {
  server.use(
    http.get(api('/user-saved-recipes'), () => HttpResponse.json(savedList)),
    http.get(api('/user-imported-recipes'), () => HttpResponse.json(imports)),
    http.get(api('/user-recipe-creator'), () => HttpResponse.json([])),
    http.get(api('/publish-requests/'), () => HttpResponse.json([])),
  );
}

test('#saved is the default tab: saved recipes open their page, and unsave removes one', async () => {
  serve();
  let deleted: string | undefined;
  server.use(http.delete(api('/user-saved-recipes/:id'), ({ params }) => {
    deleted = params.id as string;
    return HttpResponse.json({ message: 'ok' });
  }));
  const { user } = renderApp('/user-recipes', { signedIn: true });
  expect(await screen.findByRole('tab', { name: 'saved', selected: true })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Saved recipes' });
  expect(within(list).getByRole('link', { name: /Leek soup/ })).toHaveAttribute('href', '/recipes/7');
  expect(within(list).getByRole('link', { name: /Leek soup/ })).toHaveTextContent('Soups · Serves 4');

  await user.click(screen.getByRole('button', { name: 'Unsave Leek soup' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /Leek soup/ })).not.toBeInTheDocument());
  expect(deleted).toBe('7');
  expect(await screen.findByText(MESSAGES.removedNamed('Leek soup'))).toBeInTheDocument();
});

test('no saved recipes: the empty state', async () => {
  serve({ savedList: [] });
  renderApp('/user-recipes', { signedIn: true });
  const panel = await screen.findByRole('tabpanel', { name: 'saved' });
  expect(await within(panel).findByText(MESSAGES.ziltch)).toBeInTheDocument();
});

test('the tabs follow the hash', async () => {
  serve();
  const { user, router } = renderApp('/user-recipes#notes', { signedIn: true });
  expect(await screen.findByRole('tab', { name: 'notes', selected: true })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'imported' }));
  expect(router.state.location.hash).toBe('#imported');
  await user.click(screen.getByRole('tab', { name: 'custom' }));
  expect(router.state.location.hash).toBe('#custom');
});

describe('#imported', () => {
  test('rows newest first; a recipe opens its page, a failed import opens the original in a new tab', async () => {
    serve();
    renderApp('/user-recipes#imported', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Imported recipes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.querySelector('.cookbook-row__name')?.textContent)).toEqual(['New stew', 'blog.example.org/postimport failed', 'Old bread']);
    expect(links[0]).toHaveAttribute('href', '/imported-recipes/2');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[1]).toHaveAttribute('href', 'https://blog.example.org/post');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]?.getAttribute('rel')).toContain('noopener');
    expect(links[1]).toHaveAccessibleName(/opens in a new tab/);
  });

  test('an address that is not http(s) does nothing', async () => {
    serve({ imports: [] });
    let posted = false;
    server.use(http.post(api('/user-imported-recipes'), () => { posted = true; return HttpResponse.json({}, { status: 500 }); }));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    expect(await screen.findByText(MESSAGES.zip)).toBeInTheDocument();
    const input = screen.getByLabelText('Recipe web address');
    for (const text of ['example.com/soup', 'javascript:alert(1)', 'ftp://example.com/x']) {
      await user.clear(input);
      await user.type(input, `${text}{Enter}`);
      expect(screen.getByRole('button', { name: 'import' })).toBeDisabled();
      expect(input).toHaveValue(text);
    }
    expect(posted).toBe(false);
  });

  test('a valid address imports with a spinner, says so, clears the input and puts the recipe first', async () => {
    serve();
    let body: unknown;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => { release = resolve; });
    server.use(http.post(api('/user-imported-recipes'), async ({ request }) => {
      body = await request.json();
      await answered;
      return HttpResponse.json(imported(9, new Date().toISOString(), { name: 'Fresh pie' }), { status: 201 });
    }));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await screen.findByRole('list', { name: 'Imported recipes' });
    await user.type(screen.getByLabelText('Recipe web address'), ' https://pies.example.com/pie {Enter}');
    expect(await screen.findByRole('button', { name: 'importing…' })).toBeDisabled();
    release();
    expect(await screen.findByText(MESSAGES.recipeImported)).toBeInTheDocument();
    expect(body).toEqual({ url: 'https://pies.example.com/pie' });
    expect(screen.getByLabelText('Recipe web address')).toHaveValue('');
    const links = within(screen.getByRole('list', { name: 'Imported recipes' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/imported-recipes/9');
  });

  test('a page with no recipe is kept as a failed import', async () => {
    serve({ imports: [] });
    server.use(http.post(api('/user-imported-recipes'), () =>
      HttpResponse.json(imported(9, new Date().toISOString(), { message: 'none' }, { import_failed: true, url: 'https://x.example.com/' }), { status: 201 })));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.type(await screen.findByLabelText('Recipe web address'), 'https://x.example.com/{Enter}');
    expect(await screen.findByText(MESSAGES.recipeImportFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No recipe was found on that page');
    expect(screen.getByRole('link', { name: /x\.example\.com/ })).toHaveAttribute('target', '_blank');
  });

  test('a site that refuses the server: the failure is said, and the page can be pasted instead', async () => {
    serve({ imports: [] });
    let pasted: unknown;
    server.use(
      http.post(api('/user-imported-recipes'), () => HttpResponse.json({ message: MESSAGES.recipeImportFailed, errors: { url: ['refused'] } }, { status: 422 })),
      http.post(api('/user-imported-recipes/html'), async ({ request }) => {
        pasted = await request.json();
        return HttpResponse.json(imported(10, new Date().toISOString(), { name: 'Pasted tart' }, { url: 'https://shy.example.com/tart' }), { status: 201 });
      }),
    );
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.type(await screen.findByLabelText('Recipe web address'), 'https://shy.example.com/tart{Enter}');
    expect(await screen.findByText(MESSAGES.recipeImportFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Recipe web address')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('shy.example.com turned Larder away');

    await user.click(screen.getByRole('button', { name: 'paste the page' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste the page instead' });
    // how to open a page's source, on a computer and on a phone, which has no Ctrl+U (QA import 7)
    expect(dialog).toHaveTextContent("To open the source, press Ctrl+U (⌥⌘U on a Mac), or on an Android phone type view-source: before the page's address.");
    const importButton = within(dialog).getByRole('button', { name: 'import' });
    expect(importButton).toBeDisabled();
    await user.click(within(dialog).getByLabelText("The page's HTML"));
    await user.paste('<html><script type="application/ld+json">{}</script></html>');
    await user.click(importButton);
    expect(await screen.findByText(MESSAGES.recipeImported)).toBeInTheDocument();
    expect(pasted).toEqual({ url: 'https://shy.example.com/tart', html: '<html><script type="application/ld+json">{}</script></html>' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pasted tart/ })).toHaveAttribute('href', '/imported-recipes/10');
  });

  test.each([
    ['notFound', 'pies.example.com has no page at that address. Check the address and try again.', false],
    ['notHtml', "That address on pies.example.com is not a web page. Use the address of the recipe's page.", false],
    ['unreachable', "pies.example.com could not be reached. Check the address, or paste the page's HTML if it opens for you.", true],
    ['refused', 'pies.example.com turned Larder away, so the page could not be read from here. You can paste its HTML instead.', true],
    ['unreadable', "pies.example.com could not be read from here. You can paste the page's HTML instead.", true],
    // a page over the size cap would be too large pasted too; a slow one may open in the user's own browser
    ['tooLarge', 'That page is too large to import.', false],
    ['tooSlow', "pies.example.com took too long to answer. Try again in a while, or paste the page's HTML if it opens for you.", true],
    // a code this client does not know yet, or none, reads as the catch-all
    ['aNewReason', "pies.example.com could not be read from here. You can paste the page's HTML instead.", true],
    [undefined, "pies.example.com could not be read from here. You can paste the page's HTML instead.", true],
  ])('the server\'s code %s is said beside the toast, with the paste offered where it helps', async (code, text, pasteOffered) => {
    serve({ imports: [] });
    server.use(http.post(api('/user-imported-recipes'), () =>
      HttpResponse.json({ message: MESSAGES.recipeImportFailed, ...(code ? { errors: { url: [code] } } : {}) }, { status: 422 })));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.type(await screen.findByLabelText('Recipe web address'), 'https://www.pies.example.com/pie{Enter}');
    expect(await screen.findByText(MESSAGES.recipeImportFailed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'paste the page' }) !== null).toBe(pasteOffered);
  });

  test('a failed address is cleared from the box (SPEC §4) and put back by "edit the address", for a typo or another try (QA B defect 5)', async () => {
    serve({ imports: [] });
    server.use(http.post(api('/user-imported-recipes'), () => HttpResponse.json({ message: MESSAGES.recipeImportFailed, errors: { url: ['notFound'] } }, { status: 422 })));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    const box = await screen.findByLabelText('Recipe web address');
    await user.type(box, 'https://pies.example.com/pei{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the address and try again.');
    expect(box).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'edit the address https://pies.example.com/pei' }));
    expect(box).toHaveValue('https://pies.example.com/pei');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // a refusal that is no 422 (too many attempts) offers it too
    server.use(http.post(api('/user-imported-recipes'), () => HttpResponse.json({ message: 'Too many attempts. Please try again in 30 seconds.' }, { status: 429 })));
    await user.type(box, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(box).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'edit the address https://pies.example.com/pei' }));
    expect(box).toHaveValue('https://pies.example.com/pei');
  });

  test('an address already imported is not imported again: the tab says so and leads to it', async () => {
    serve();
    server.use(http.post(api('/user-imported-recipes'), () => HttpResponse.json(newer, { status: 200 })));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await screen.findByRole('list', { name: 'Imported recipes' });
    await user.type(screen.getByLabelText('Recipe web address'), `${newer.url}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('New stew is already in your cookbook.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'open it' })).toHaveAttribute('href', '/imported-recipes/2');
    expect(screen.queryByText(MESSAGES.recipeImported)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Imported recipes' })).getAllByRole('listitem')).toHaveLength(3);
  });

  test('an address already kept as a failed import says so, with no recipe to lead to', async () => {
    serve();
    server.use(http.post(api('/user-imported-recipes'), () => HttpResponse.json(failed, { status: 200 })));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await screen.findByRole('list', { name: 'Imported recipes' });
    await user.type(screen.getByLabelText('Recipe web address'), `${failed.url}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('blog.example.org/post is already in your cookbook.');
    expect(within(screen.getByRole('alert')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.recipeImportFailed)).not.toBeInTheDocument();
  });

  test('the server\'s reason shows when it refuses an import (too many kept)', async () => {
    serve({ imports: [] });
    server.use(http.post(api('/user-imported-recipes'), () => HttpResponse.json({ message: 'You can keep up to 100 imported recipes.' }, { status: 409 })));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.type(await screen.findByLabelText('Recipe web address'), 'https://x.example.com/{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can keep up to 100 imported recipes.');
    expect(screen.queryByRole('button', { name: 'paste the page' })).not.toBeInTheDocument();
  });

  test('delete asks first, then removes the row', async () => {
    serve();
    let deleted: string | undefined;
    server.use(http.delete(api('/user-imported-recipes/:id'), ({ params }) => {
      deleted = params.id as string;
      return HttpResponse.json({ message: 'Imported recipe deleted.' });
    }));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Old bread' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.confirmDelete('Old bread') });
    await user.click(within(dialog).getByRole('button', { name: 'confirm' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Old bread/ })).not.toBeInTheDocument());
    expect(deleted).toBe('1');
  });

  test('a failed load says so and can be retried', async () => {
    serve();
    let down = true;
    server.use(http.get(api('/user-imported-recipes'), () => (down ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json([newer]))));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    expect(await screen.findByText('Your imported recipes could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('link', { name: /New stew/ })).toBeInTheDocument();
  });

  test('a load that got no answer is asked again by itself once the server answers again', async () => {
    serve();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = true;
    server.use(http.get(api('/*'), () => (down ? HttpResponse.error() : undefined)));
    renderApp('/user-recipes#imported', { signedIn: true });
    expect(await screen.findByText('Your imported recipes could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    down = false;
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(await screen.findByRole('link', { name: /New stew/ })).toBeInTheDocument();
    warn.mockRestore();
  });

  test('an import whose answer was lost, sent again for the same address, goes with the same key (QA slow 3)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ imports: [] });
    const keys: (string | null)[] = [];
    server.use(http.post(api('/user-imported-recipes'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length === 1 ? HttpResponse.error() : HttpResponse.json(imported(9, new Date().toISOString(), { name: 'Fresh pie' }), { status: 201 });
    }));
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.type(await screen.findByLabelText('Recipe web address'), 'https://pies.example.com/pie{Enter}');
    await user.click(await screen.findByRole('button', { name: 'edit the address https://pies.example.com/pie' }));
    await user.click(screen.getByRole('button', { name: 'import' }));
    expect(await screen.findByText(MESSAGES.recipeImported)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys[1]).toBe(keys[0]);
    // the next import is another, with a key of its own
    await user.type(screen.getByLabelText('Recipe web address'), 'https://pies.example.com/pie{Enter}');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a pasted page whose answer was lost, imported again, goes with the same key (QA slow 3)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ imports: [] });
    const keys: (string | null)[] = [];
    server.use(
      http.post(api('/user-imported-recipes'), () => HttpResponse.json({ message: MESSAGES.recipeImportFailed, errors: { url: ['refused'] } }, { status: 422 })),
      http.post(api('/user-imported-recipes/html'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? HttpResponse.error()
          : HttpResponse.json(imported(10, new Date().toISOString(), { name: 'Pasted tart' }, { url: 'https://shy.example.com/tart' }), { status: 201 });
      }),
    );
    const { user } = renderApp('/user-recipes#imported', { signedIn: true });
    await user.type(await screen.findByLabelText('Recipe web address'), 'https://shy.example.com/tart{Enter}');
    await user.click(await screen.findByRole('button', { name: 'paste the page' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste the page instead' });
    await user.click(within(dialog).getByLabelText("The page's HTML"));
    await user.paste('<html></html>');
    await user.click(within(dialog).getByRole('button', { name: 'import' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'import' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'import' }));
    expect(await screen.findByText(MESSAGES.recipeImported)).toBeInTheDocument();
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('#notes', () => {
  test('a note being written or edited as the session ends (a logout in another tab) is back in its editor after signing in again', async () => {
    serve();
    server.use(http.post(api('/login'), () => HttpResponse.json({ token: 'a-fresh-token-0123456789', user: demoUser })));
    keepNotes([{ id: 'n1', title: 'Saved one', content: 'as saved', date: '2026-01-02T10:00:00.000Z' }]);
    const { user, router } = renderApp('/user-recipes#notes', { signedIn: true });
    await screen.findByRole('heading', { name: 'Saved one' });
    await user.click(screen.getByRole('button', { name: 'make a note' }));
    await user.type(screen.getByLabelText('Title'), 'Saffron');
    await user.type(screen.getByLabelText('Note'), 'Buy more saffron');
    await user.click(screen.getByRole('button', { name: 'Edit Saved one' }));
    await user.type(screen.getAllByLabelText('Note')[1]!, ', then changed');
    // another tab logs out: the token both share is gone
    const token = window.localStorage.getItem('token');
    window.localStorage.removeItem('token');
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: token, newValue: null })); });
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'demo@larder.local');
    await user.type(screen.getByLabelText('Password'), 'larder-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/user-recipes#notes');
    expect(screen.getAllByLabelText('Title')[0]).toHaveValue('Saffron');
    expect(screen.getAllByLabelText('Note')[0]).toHaveValue('Buy more saffron');
    expect(screen.getAllByLabelText('Note')[1]).toHaveValue('as saved, then changed');
    await user.click(screen.getAllByRole('button', { name: 'save' })[1]!);
    expect(keptNotes()).toEqual([expect.objectContaining({ id: 'n1', content: 'as saved, then changed' })]);
  });

  test('a title pasted past 100 characters is kept whole and said to be too long, not cut short', async () => {
    serve();
    const { user } = renderApp('/user-recipes#notes', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'make a note' }));
    const title = screen.getByLabelText('Title');
    await user.click(title);
    await user.paste(`Grandmas ${'very '.repeat(22)}long list`);
    expect((title as HTMLInputElement).value).toHaveLength(128);
    expect(title).toHaveAccessibleDescription(expect.stringContaining(NOTE_TITLE_TOO_LONG));
    expect(screen.getByRole('button', { name: 'save' })).toBeDisabled();
  });

  test('make a note: the title rule, markup stripped as typed, unsafe content refused, then saved as note 1', async () => {
    serve();
    const { user } = renderApp('/user-recipes#notes', { signedIn: true });
    expect(await screen.findByText(MESSAGES.nopeDot)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'make a note' }));

    const title = screen.getByLabelText('Title');
    await user.type(title, 'Sunday <lunch>');
    expect(screen.getByText(MESSAGES.lettersNumbersSpaces)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'save' })).toBeDisabled();
    await user.clear(title);
    expect(title).toHaveAttribute('placeholder', 'note 1');

    const content = screen.getByLabelText('Note');
    await user.click(content);
    await user.paste('<img src=x onerror=alert(1)>Buy <b>leeks</b>');
    expect(content).toHaveValue('Buy leeks');
    expect(document.querySelector('.notes-tab img')).toBeNull();

    await user.clear(content);
    await user.paste('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(content).toHaveValue('&lt;script&gt;alert(1)&lt;/script&gt;');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOTE_UNSAFE);
    expect(window.localStorage.getItem('notes')).toBeNull();

    await user.clear(content);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOTE_UNSAFE);

    await user.clear(content);
    await user.type(content, 'Buy leeks & 2 < 3 onions');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('heading', { name: 'note 1' })).toBeInTheDocument();
    expect(screen.getByText('Buy leeks & 2 < 3 onions')).toBeInTheDocument();
    expect(keptNotes()).toEqual([expect.objectContaining({ title: 'note 1', content: 'Buy leeks & 2 < 3 onions' })]);
  });

  test('a paste past the bound is kept whole and said to be too long, with the length near the bound (QA B defect 8)', async () => {
    serve();
    const { user } = renderApp('/user-recipes#notes', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'make a note' }));
    const content = screen.getByLabelText('Note');
    await user.click(content);
    await user.paste('x'.repeat(15_000));
    expect(screen.queryByText(/of 20,000 characters/)).toBeNull();
    await user.paste(`${'y'.repeat(8_890)}!`);
    expect((content as HTMLTextAreaElement).value).toHaveLength(23_891);
    expect(screen.getByText(/23,891 of 20,000 characters, 3,891 too many\./)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NOTE_TOO_LONG);
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(window.localStorage.getItem('notes')).toBeNull();
    // cut to the bound, it saves
    await user.clear(content);
    await user.paste('z'.repeat(20_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/20,000 of 20,000 characters\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('heading', { name: 'note 1' })).toBeInTheDocument();
  });

  test('another account signed in on this browser sees none of the notes, and keeps its own apart', async () => {
    serve();
    const theirs = [{ id: 'yyy888', title: 'Not yours', content: 'secret', date: '2026-01-01T00:00:00.000Z' }];
    window.localStorage.setItem('notes', JSON.stringify({ 999: theirs }));
    const { user } = renderApp('/user-recipes#notes', { signedIn: true });
    expect(await screen.findByText(MESSAGES.nopeDot)).toBeInTheDocument();
    expect(screen.queryByText('Not yours')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'make a note' }));
    await user.type(screen.getByLabelText('Note'), 'mine');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('heading', { name: 'note 1' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('notes')!)).toEqual({ 999: theirs, [demoUser.id]: [expect.objectContaining({ content: 'mine' })] });
  });

  test('a note saved in another tab shows here too', async () => {
    serve();
    renderApp('/user-recipes#notes', { signedIn: true });
    expect(await screen.findByText(MESSAGES.nopeDot)).toBeInTheDocument();
    keepNotes([{ id: 'zzz999', title: 'From the other tab', content: 'hello', date: '2026-01-01T00:00:00.000Z' }]);
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: 'notes' })); });
    expect(await screen.findByRole('heading', { name: 'From the other tab' })).toBeInTheDocument();
  });

  test('the edit toggle switches a note between view and edit, and an edit is saved in place', async () => {
    serve();
    keepNotes([{ id: 'abc123', title: 'Pantry', content: 'rice', date: '2026-01-01T00:00:00.000Z' }]);
    const { user } = renderApp('/user-recipes#notes', { signedIn: true });
    const toggle = await screen.findByRole('button', { name: 'Edit Pantry' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('rice')).toBeInTheDocument();
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Note'), ' and pasta');
    await user.click(toggle);
    expect(screen.getByText('rice')).toBeInTheDocument();
    await user.click(toggle);
    // the draft was kept while viewing
    expect(screen.getByLabelText('Note')).toHaveValue('rice and pasta');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('rice and pasta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Pantry' })).toHaveAttribute('aria-pressed', 'false');
    expect(keptNotes()).toEqual([expect.objectContaining({ id: 'abc123', content: 'rice and pasta' })]);

    await user.click(screen.getByRole('button', { name: 'Edit Pantry' }));
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await user.click(within(screen.getByRole('dialog', { name: MESSAGES.confirmDelete('Pantry') })).getByRole('button', { name: 'confirm' }));
    expect(await screen.findByText(MESSAGES.nopeDot)).toBeInTheDocument();
    expect(keptNotes()).toEqual([]);
  });

  test('the keyboard keeps its place: a saved note\'s edit button, or make a note after a cancel or a delete', async () => {
    serve();
    const { user } = renderApp('/user-recipes#notes', { signedIn: true });
    const make = await screen.findByRole('button', { name: 'make a note' });
    await user.click(make);
    await user.click(screen.getByRole('button', { name: 'cancel' }));
    expect(make).toHaveFocus();

    await user.click(make);
    await user.type(screen.getByLabelText('Note'), 'Buy leeks');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('button', { name: 'Edit note 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit note 1' }));
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await user.click(within(screen.getByRole('dialog', { name: MESSAGES.confirmDelete('note 1') })).getByRole('button', { name: 'confirm' }));
    expect(await screen.findByText(MESSAGES.nopeDot)).toBeInTheDocument();
    expect(make).toHaveFocus();
  });
});
