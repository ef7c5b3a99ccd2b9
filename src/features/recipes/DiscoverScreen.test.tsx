import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecipeFilterRequest } from '../../../contract/api';
import { MAX_PAGE } from '../../../contract/constants';
import type { FilterItem } from '../../../contract/entities';
import { page, summary } from '../../../tests/fixtures/recipes';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { storage } from '../../lib/storage';

const TWELVE = Array.from({ length: 12 }, (_, i) => `Recipe ${i + 1}`);

/** Every catalogue call, as path and query, in order. */
function catalogue({ total = 12 } = {}) {
  const calls: string[] = [];
  const bodies: RecipeFilterRequest[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname.replace('/api', '')}${url.search}`);
    return url;
  };
  server.use(
    http.get(api('/recipes'), ({ request }) => {
      const n = Number(record(request).searchParams.get('page'));
      return HttpResponse.json(page(n === 2 ? ['Recipe 13', 'Recipe 14'] : TWELVE, n, total));
    }),
    http.get(api('/recipe-search'), ({ request }) => {
      const search = record(request).searchParams.get('search');
      return HttpResponse.json(page([`${search} soup`], 1, 1));
    }),
    http.post(api('/recipe-filter'), async ({ request }) => {
      record(request);
      bodies.push(await request.json() as RecipeFilterRequest);
      return HttpResponse.json(page(['Filtered Stew'], 1, 1));
    }),
    http.get(api('/form-options/ingredients'), () => HttpResponse.json({ data: [
      { value: 5, name: 'garlic', category_id: 1, image: null, default_unit: 'unit', default_quantity: 1, estimated_expiry_days: 30 },
    ] })),
    http.get(api('/form-options/categories'), () => HttpResponse.json({ data: [{ value: 2, name: 'Soups' }] })),
  );
  return { calls, bodies };
}

const grid = () => within(screen.getByRole('list', { name: 'Verified recipes' }));
/** the first render compiles and loads the screen's chunk, which takes a while on a busy machine */
const SLOW = { timeout: 5000 };

afterEach(() => jest.useRealTimers());

test('the Verified tab lists recipe cards with name, category, serves and badges', async () => {
  server.use(http.get(api('/recipes'), () => HttpResponse.json({
    ...page(['Shakshuka'], 1, 1),
    data: [summary(3, 'Shakshuka', { category: { name: 'Breakfast' }, serves: 2, tags: { allergen: true, vegetarian: true, vegan: false, dairy_free: true, gluten_free: true, sugar_free: false } })],
  })));
  renderApp('/recipes');
  expect(await screen.findByRole('heading', { name: 'Discover recipes', level: 1 }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Verified' })).toHaveAttribute('aria-selected', 'true');
  const card = (await screen.findByRole('link', { name: 'Shakshuka' })).closest('article') as HTMLElement;
  expect(within(card).getByRole('link', { name: 'Shakshuka' })).toHaveAttribute('href', '/recipes/3');
  expect(card).toHaveTextContent('Breakfast');
  expect(card).toHaveTextContent('Serves 2');
  expect(within(within(card).getByRole('list', { name: 'Dietary' })).getAllByRole('listitem').map((li) => li.textContent))
    .toEqual(['vegetarian', 'dairy free', 'gluten free']);
  // one page: no pager
  expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});

test('more than one page: "Showing X to Y of Z Entries" with Prev and Next', async () => {
  const { calls } = catalogue({ total: 14 });
  const { user, router } = renderApp('/recipes');
  expect(await screen.findByText('Showing 1 to 12 of 14 Entries', {}, SLOW)).toBeInTheDocument();
  expect(grid().getAllByRole('link')).toHaveLength(12);
  expect(screen.getByRole('button', { name: 'Prev' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Showing 13 to 14 of 14 Entries')).toBeInTheDocument();
  expect(grid().getAllByRole('link').map((a) => a.textContent)).toEqual(['Recipe 13', 'Recipe 14']);
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  expect(router.state.location.search).toBe('?page=2');
  expect(calls).toEqual(['/recipes?page=1', '/recipes?page=2']);
  // Back goes to the page before, not to the screen before Discover
  await act(() => router.navigate(-1));
  expect(await screen.findByText('Showing 1 to 12 of 14 Entries')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/recipes');
});

test('a page turned scrolls back to the toolbar smoothly, or at once when the user prefers reduced motion (QA a11y D13)', async () => {
  catalogue({ total: 14 });
  const scrolls: (ScrollIntoViewOptions | boolean | undefined)[] = [];
  // jsdom has neither scrollIntoView nor matchMedia
  Element.prototype.scrollIntoView = function scrollIntoView(options) { scrolls.push(options); };
  let reduce = true;
  window.matchMedia = ((query: string) => ({
    media: query, matches: reduce && query === '(prefers-reduced-motion: reduce)', addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    const { user } = renderApp('/recipes');
    await screen.findByText('Showing 1 to 12 of 14 Entries', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Recipe 13' });
    reduce = false;
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByRole('link', { name: 'Recipe 1' });
    expect(scrolls).toEqual([{ block: 'start', behavior: 'auto' }, { block: 'start', behavior: 'smooth' }]);
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    delete (window as Partial<Window>).matchMedia;
  }
});

test('a page turned by keyboard puts the focus on its recipes once they are shown, and Prev too; a failed one on "Try again"', async () => {
  const { calls } = catalogue({ total: 14 });
  const { user } = renderApp('/recipes');
  await screen.findByText('Showing 1 to 12 of 14 Entries', {}, SLOW);
  screen.getByRole('button', { name: 'Next' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('link', { name: 'Recipe 13' });
  await waitFor(() => expect(screen.getByRole('list', { name: 'Verified recipes' })).toHaveFocus());

  screen.getByRole('button', { name: 'Prev' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('link', { name: 'Recipe 1' });
  await waitFor(() => expect(screen.getByRole('list', { name: 'Verified recipes' })).toHaveFocus());
  expect(calls).toEqual(['/recipes?page=1', '/recipes?page=2', '/recipes?page=1']);

  server.use(http.get(api('/recipes'), () => HttpResponse.json({ message: 'The kitchen is closed.' }, { status: 503 })));
  screen.getByRole('button', { name: 'Next' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('The kitchen is closed.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
});

test('the page in the address is the page loaded', async () => {
  const { calls } = catalogue({ total: 14 });
  renderApp('/recipes?page=2');
  expect(await screen.findByText('Showing 13 to 14 of 14 Entries', {}, SLOW)).toBeInTheDocument();
  expect(calls).toEqual(['/recipes?page=2']);
});

test('a page past the end (an old link) shows the last page, not an empty one', async () => {
  const { calls } = catalogue({ total: 14 });
  server.use(http.get(api('/recipes'), ({ request }) => {
    const n = Number(new URL(request.url).searchParams.get('page'));
    calls.push(`/recipes?page=${n}`);
    return HttpResponse.json(n > 2 ? { ...page([], 2, 14), current_page: n } : page(n === 2 ? ['Recipe 13', 'Recipe 14'] : TWELVE, n, 14));
  }));
  const { router } = renderApp('/recipes?page=999');
  expect(await screen.findByText('Showing 13 to 14 of 14 Entries', {}, SLOW)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
  expect(calls).toEqual(['/recipes?page=999', '/recipes?page=2']);
  expect(screen.queryByText('No Recipes Found')).not.toBeInTheDocument();
});

test('a page past any the API takes (?page=999999) is asked as its last, and so comes to the last page there is', async () => {
  const { calls } = catalogue({ total: 14 });
  server.use(http.get(api('/recipes'), ({ request }) => {
    const n = Number(new URL(request.url).searchParams.get('page'));
    calls.push(`/recipes?page=${n}`);
    if (n > MAX_PAGE) return HttpResponse.json({ message: 'The page must be a whole number from 1.' }, { status: 400 });
    return HttpResponse.json(n > 2 ? { ...page([], 2, 14), current_page: n } : page(n === 2 ? ['Recipe 13', 'Recipe 14'] : TWELVE, n, 14));
  }));
  const { router } = renderApp('/recipes?page=999999');
  expect(await screen.findByText('Showing 13 to 14 of 14 Entries', {}, SLOW)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?page=2');
  expect(calls).toEqual([`/recipes?page=${MAX_PAGE}`, '/recipes?page=2']);
});

test('an empty result says "No Recipes Found"', async () => {
  server.use(http.get(api('/recipes'), () => HttpResponse.json(page([], 1, 0))));
  renderApp('/recipes');
  expect(await screen.findByText('No Recipes Found', {}, SLOW)).toBeInTheDocument();
});

test('a failed load says so and can be tried again', async () => {
  let fail = true;
  server.use(http.get(api('/recipes'), () => (fail
    ? HttpResponse.json({ message: 'The kitchen is closed.' }, { status: 503 })
    : HttpResponse.json(page(['Shakshuka'], 1, 1)))));
  const { user } = renderApp('/recipes');
  expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The kitchen is closed.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Shakshuka' })).toBeInTheDocument();
});

test('Community and Recommended are "Coming Soon."', async () => {
  catalogue();
  const { user } = renderApp('/recipes');
  await user.click(await screen.findByRole('tab', { name: 'Community' }, SLOW));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Coming Soon.');
  await user.click(screen.getByRole('tab', { name: 'Recommended' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Coming Soon.');
});

test('search: the icon shows the box; 800 ms after typing, with 3 characters or more; clearing reloads the list', async () => {
  const { calls } = catalogue();
  const { router } = renderApp('/recipes');
  await screen.findByRole('link', { name: 'Recipe 1' }, SLOW);
  expect(calls).toEqual(['/recipes?page=1']);

  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const toggle = screen.getByRole('button', { name: 'Search' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('searchbox', { name: 'Search recipes' })).not.toBeInTheDocument();
  await user.click(toggle);
  const box = screen.getByRole('searchbox', { name: 'Search recipes' });
  expect(box).toHaveFocus();

  await user.type(box, 'so');
  act(() => jest.advanceTimersByTime(2000));
  expect(calls).toEqual(['/recipes?page=1']);

  await user.type(box, 'u');
  act(() => jest.advanceTimersByTime(799));
  expect(calls).toEqual(['/recipes?page=1']);
  act(() => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  expect(await screen.findByRole('link', { name: 'sou soup' })).toBeInTheDocument();
  expect(calls).toEqual(['/recipes?page=1', '/recipe-search?page=1&search=sou']);
  expect(router.state.location.search).toBe('?search=sou');

  await userEvent.setup().clear(box);
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
  expect(calls).toEqual(['/recipes?page=1', '/recipe-search?page=1&search=sou', '/recipes?page=1']);
});

test('a search says how many recipes it found once they are shown (none on the first load), "No Recipes Found" for none', async () => {
  const { calls } = catalogue();
  server.use(http.get(api('/recipe-search'), ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    calls.push(search);
    const found = { sou: ['Leek soup'], soup: ['Leek soup', 'Pea soup'], soupy: [] as string[] }[search] ?? ['Leek soup'];
    return HttpResponse.json(page(found, 1, found.length));
  }));
  const { user } = renderApp('/recipes');
  await screen.findByRole('link', { name: 'Recipe 1' }, SLOW);
  const status = () => screen.getAllByRole('status').find((el) => el.closest('.verified') && !el.classList.contains('empty-state'));
  expect(status()).toHaveTextContent(/^$/);

  await user.click(screen.getByRole('button', { name: 'Search' }));
  const box = screen.getByRole('searchbox', { name: 'Search recipes' });
  await user.type(box, 'sou');
  await waitFor(() => expect(status()).toHaveTextContent('1 recipe found'), SLOW);
  // one page: no pager says 'Showing …'
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  await user.type(box, 'p');
  await waitFor(() => expect(status()).toHaveTextContent('2 recipes found'), SLOW);
  await user.type(box, 'y');
  await waitFor(() => expect(status()).toHaveTextContent('No Recipes Found'), SLOW);
  // said once, by that status: the empty state's own words are not a second status
  expect(screen.getAllByRole('status').filter((el) => el.textContent === 'No Recipes Found')).toHaveLength(1);
});

test('hiding the search box clears the search', async () => {
  const { calls } = catalogue();
  const { user } = renderApp('/recipes?search=sou');
  expect(await screen.findByRole('link', { name: 'sou soup' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('sou');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
  expect(calls).toEqual(['/recipe-search?page=1&search=sou', '/recipes?page=1']);
});

test('a change of address (a menu link to /recipes) clears the box and does not search again', async () => {
  const { calls } = catalogue();
  const { router } = renderApp('/recipes?search=sou');
  expect(await screen.findByRole('link', { name: 'sou soup' }, SLOW)).toBeInTheDocument();
  await act(() => router.navigate('/recipes'));
  expect(await screen.findByRole('link', { name: 'Recipe 1' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(router.state.location.search).toBe('');
  expect(calls).toEqual(['/recipe-search?page=1&search=sou', '/recipes?page=1']);
});

test('saved filters come back on load: the icon shows their count and the list is filtered', async () => {
  const saved: FilterItem[] = [
    { value: 5, name: 'garlic', type: 'ingredient', includeExclude: 'exclude' },
    { value: 'vegan', name: 'vegan', type: 'preference', includeExclude: 'include' },
  ];
  storage.set('filters', saved);
  const { bodies } = catalogue();
  renderApp('/recipes');
  expect(await screen.findByRole('link', { name: 'Filtered Stew' }, SLOW)).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Filters, 2 active' });
  expect(button).toHaveTextContent('2');
  expect(bodies).toEqual([{ pageToRequest: 1, searchString: '', filters: saved }]);
  expect(within(screen.getByRole('list', { name: 'Chosen filters' })).getAllByRole('listitem')).toHaveLength(2);
});

test('applying filters posts page, search and filters; Save keeps them on this device', async () => {
  const { bodies, calls } = catalogue();
  const { user } = renderApp('/recipes?search=sou');
  await screen.findByRole('link', { name: 'sou soup' }, SLOW);
  expect(screen.getByRole('button', { name: 'Filters' })).not.toHaveTextContent(/\d/);

  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'apply filters' }));
  await user.type(await dialog.findByRole('searchbox', { name: 'Search ingredients' }), 'gar');
  await user.click(await dialog.findByRole('checkbox', { name: /garlic/ }));
  await user.click(dialog.getByRole('tab', { name: 'categories' }));
  await user.click(dialog.getByRole('radio', { name: 'exclude' }));
  await user.click(dialog.getByRole('checkbox', { name: 'Soups' }));
  await user.click(dialog.getByRole('checkbox', { name: /^Save/ }));
  await user.click(dialog.getByRole('button', { name: 'apply' }));

  expect(await screen.findByRole('link', { name: 'Filtered Stew' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const chosen: FilterItem[] = [
    { value: 5, name: 'garlic', type: 'ingredient', includeExclude: 'include' },
    { value: 2, name: 'Soups', type: 'category', includeExclude: 'exclude' },
  ];
  expect(bodies).toEqual([{ pageToRequest: 1, searchString: 'sou', filters: chosen }]);
  expect(calls.at(-1)).toBe('/recipe-filter');
  expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toHaveTextContent('2');
  expect(storage.get('filters')).toEqual(chosen);

  // a chip outside the dialog takes one away
  await user.click(screen.getByRole('button', { name: 'Remove exclude Soups' }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toEqual({ pageToRequest: 1, searchString: 'sou', filters: [chosen[0]] });
  expect(storage.get('filters')).toEqual([chosen[0]]);
});

test('a chip removed by keyboard hands the focus to the next chip, else the one before, else the Filters button; in the dialog too', async () => {
  storage.set('filters', [
    { value: 'vegetarian', name: 'vegetarian', type: 'preference', includeExclude: 'include' },
    { value: 'vegan', name: 'vegan', type: 'preference', includeExclude: 'include' },
    { value: 'dairy_free', name: 'dairy free', type: 'preference', includeExclude: 'include' },
  ]);
  catalogue();
  const { user } = renderApp('/recipes');
  await screen.findByRole('link', { name: 'Filtered Stew' }, SLOW);
  const removeByKeyboard = async (name: string) => {
    screen.getByRole('button', { name: `Remove include ${name}` }).focus();
    await user.keyboard('{Enter}');
  };

  // in the dialog, the draft's chips: the next, the one before, then the checked include / exclude radio
  await user.click(screen.getByRole('button', { name: 'Filters, 3 active' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'apply filters' }));
  await user.click(dialog.getByRole('radio', { name: 'exclude' }));
  for (const [name, next] of [['vegetarian', 'vegan'], ['dairy free', 'vegan']]) {
    dialog.getByRole('button', { name: `Remove include ${name}` }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: `Remove include ${next}` })).toHaveFocus());
  }
  await user.keyboard('{Enter}');
  await waitFor(() => expect(dialog.getByRole('radio', { name: 'exclude' })).toHaveFocus());
  expect(dialog.getByText('No filters chosen.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'cancel' }));

  // on Discover: the chips behind the dialog were left as they were
  await removeByKeyboard('vegan');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove include dairy free' })).toHaveFocus());
  await removeByKeyboard('dairy free');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove include vegetarian' })).toHaveFocus());
  await removeByKeyboard('vegetarian');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  expect(screen.queryByRole('list', { name: 'Chosen filters' })).not.toBeInTheDocument();
});

test('filters applied without Save last the session only', async () => {
  storage.set('filters', [{ value: 'vegan', name: 'vegan', type: 'preference', includeExclude: 'include' }]);
  catalogue();
  const { user } = renderApp('/recipes');
  await screen.findByRole('link', { name: 'Filtered Stew' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'apply filters' }));
  expect(dialog.getByRole('checkbox', { name: /^Save/ })).toBeChecked();
  await user.click(dialog.getByRole('checkbox', { name: /^Save/ }));
  await user.click(dialog.getByRole('button', { name: 'apply' }));
  await waitFor(() => expect(storage.get('filters')).toBeNull());
  expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
});
