import { act, screen, waitFor, within } from '@testing-library/react';
import type { Recipe } from '../../../contract/entities';
import { pesto } from '../../../tests/fixtures/recipes';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, brokenUntilFixed, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { FRESHNESS_TEXT } from '../../components/Freshness';
import { storage } from '../../lib/storage';

const SLOW = { timeout: 5000 };

function serve(recipe: Recipe = pesto) {
  const calls: string[] = [];
  server.use(http.get(api('/recipes/:id'), ({ params }) => {
    calls.push(String(params.id));
    return Number(params.id) === recipe.recipe_id
      ? HttpResponse.json(recipe)
      : HttpResponse.json({ message: 'Recipe not found.' }, { status: 404 });
  }));
  return calls;
}

async function openRecipe(options: { signedIn?: boolean; recipe?: Recipe; path?: string } = {}) {
  const calls = serve(options.recipe);
  const view = renderApp(options.path ?? '/recipes/7', { signedIn: options.signedIn });
  await screen.findByRole('heading', { level: 1, name: (options.recipe ?? pesto).name }, SLOW);
  return { ...view, calls };
}

const jsonLd = () => document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');

test('shows the image, description, category, serves, badges, ingredients and ordered steps with timers', async () => {
  await openRecipe();
  const article = screen.getByRole('article', { name: 'Pesto Pasta' });
  expect(article.querySelector('img[src="/api/images/recipes/recipe-7.svg"]')).not.toBeNull();
  expect(screen.getByText(pesto.description)).toBeInTheDocument();
  expect(article).toHaveTextContent('Pasta');
  expect(article).toHaveTextContent('Serves 2');
  expect(within(screen.getByRole('list', { name: 'Dietary' })).getAllByRole('listitem').map((li) => li.textContent))
    .toEqual(['vegetarian', 'sugar free']);

  const ingredients = within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem');
  expect(ingredients.map((li) => li.textContent)).toEqual([
    '200 g spaghetti (allergen)', '½ cup pine nuts, crushed (allergen)', '2 garlic cloves, peeled', '40 g parmesan, grated (allergen)',
  ]);

  const method = within(screen.getByRole('region', { name: 'Method' }));
  expect(method.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Boil the pasta', 'Make the pesto', 'Toss']);
  const [boil, pound, toss] = method.getAllByRole('listitem');
  expect(boil).toHaveTextContent('Timer 10:00');
  expect(boil?.querySelector('img[src="/api/images/steps/boil.svg"]')).not.toBeNull();
  expect(pound).toHaveTextContent('Timer 00:05');
  expect(toss).not.toHaveTextContent('Timer');
});

test('the allergen warning opens the dialog: title, text, the ingredient names and Ok', async () => {
  const { user } = await openRecipe();
  await user.click(screen.getByRole('button', { name: 'Allergen warning' }));
  // the dialog's code loads on the first open
  const dialog = await screen.findByRole('dialog', { name: 'Allergen Warning' });
  expect(dialog).toHaveTextContent('This recipe contains known allergens.');
  expect(within(within(dialog).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent))
    .toEqual(['spaghetti', 'pine nuts', 'parmesan']);
  await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a recipe without allergens has no allergen warning', async () => {
  await openRecipe({ recipe: { ...pesto, tags: { ...pesto.tags, allergen: false } } });
  expect(screen.queryByRole('button', { name: 'Allergen warning' })).not.toBeInTheDocument();
});

test('copy ingredients and copy link put text on the clipboard and say so', async () => {
  const { user } = await openRecipe();
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy ingredients' }));
  expect(await screen.findByText('Copied Ingredients to Clipboard')).toBeInTheDocument();
  expect(write).toHaveBeenLastCalledWith(
    'Pesto Pasta (serves 2)\n- 200 g spaghetti\n- ½ cup pine nuts, crushed\n- 2 garlic cloves, peeled\n- 40 g parmesan, grated',
  );

  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
  expect(await screen.findByText('Copied Link to Clipboard')).toBeInTheDocument();
  expect(write).toHaveBeenLastCalledWith('http://localhost/recipes/7');
});

test('when the clipboard refuses, it says so', async () => {
  const { user } = await openRecipe();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
  expect(await screen.findByText('Could not copy to the clipboard.')).toBeInTheDocument();
  warn.mockRestore();
});

test('the options: print, cook mode, and send to list or meal plan disabled', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user, router } = await openRecipe();
  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  expect(screen.getByRole('menuitem', { name: 'Send to shopping list' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('menuitem', { name: 'Send to meal plan' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('menuitem', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Recipe options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Cook mode' }));
  expect(await screen.findByText('Step 1 of 3', {}, SLOW)).toBeInTheDocument();
  expect(router.state.location).toMatchObject({ pathname: '/recipes/7', search: '?cookmode=true' });
  print.mockRestore();
  warn.mockRestore();
});

describe('servings', () => {
  const amounts = () => within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem').map((li) => li.querySelector('.ingredients__amount')?.textContent);
  const servings = () => within(screen.getByRole('group', { name: 'Servings' }));

  test('more and fewer scale every amount, kept in the address; as written puts them back and keeps the focus', async () => {
    const { user, router } = await openRecipe();
    expect(servings().getByRole('status')).toHaveTextContent('2 servings');
    expect(screen.queryByRole('button', { name: /as written/ })).not.toBeInTheDocument();

    await user.click(servings().getByRole('button', { name: 'More servings' }));
    await user.click(servings().getByRole('button', { name: 'More servings' }));
    expect(servings().getByRole('status')).toHaveTextContent('4 servings');
    expect(amounts()).toEqual(['400 g', '1 cup', '4', '80 g']);
    expect(router.state.location.search).toBe('?serves=4');
    // the recipe's own serves are still said
    expect(screen.getByRole('article')).toHaveTextContent('Serves 2');

    await user.click(screen.getByRole('button', { name: 'as written (2)' }));
    expect(amounts()).toEqual(['200 g', '½ cup', '2', '40 g']);
    expect(router.state.location.search).toBe('');
    expect(servings().getByRole('button', { name: 'More servings' })).toHaveFocus();
  });

  test('two quick steps are two, though the address has not changed between them', async () => {
    const { router } = await openRecipe();
    const more = servings().getByRole('button', { name: 'More servings' });
    act(() => {
      more.click();
      more.click();
    });
    await waitFor(() => expect(router.state.location.search).toBe('?serves=4'));
    expect(servings().getByRole('status')).toHaveTextContent('4 servings');
  });

  test('not below 1: the step is refused and the button keeps the focus', async () => {
    const { user } = await openRecipe({ path: '/recipes/7?serves=1' });
    const fewer = servings().getByRole('button', { name: 'Fewer servings' });
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    await user.click(fewer);
    expect(servings().getByRole('status')).toHaveTextContent('1 serving');
    expect(amounts()).toEqual(['100 g', '¼ cup', '1', '20 g']);
    expect(fewer).toHaveFocus();
  });

  test('nor above 100', async () => {
    const { user } = await openRecipe({ path: '/recipes/7?serves=100' });
    const more = servings().getByRole('button', { name: 'More servings' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(servings().getByRole('status')).toHaveTextContent('100 servings');
  });

  test('an address asking for servings out of range or not a number shows the recipe as written', async () => {
    await openRecipe({ path: '/recipes/7?serves=500' });
    expect(servings().getByRole('status')).toHaveTextContent('2 servings');
    expect(amounts()).toEqual(['200 g', '½ cup', '2', '40 g']);
  });

  test('copy ingredients copies the amounts shown, and cook mode opens for the same servings', async () => {
    const { user, router } = await openRecipe({ path: '/recipes/7?serves=3' });
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Recipe options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy ingredients' }));
    expect(await screen.findByText('Copied Ingredients to Clipboard')).toBeInTheDocument();
    expect(write).toHaveBeenLastCalledWith(
      'Pesto Pasta (serves 3)\n- 300 g spaghetti\n- ¾ cup pine nuts, crushed\n- 3 garlic cloves, peeled\n- 60 g parmesan, grated',
    );

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('link', { name: 'Start cooking' }));
    expect(await screen.findByText('Step 1 of 3', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cookmode=true&serves=3');
    expect(screen.getByRole('list', { name: 'You need' })).toHaveTextContent('300 g spaghetti');
    warn.mockRestore();
  });
});

test('the page carries schema.org Recipe data as JSON-LD, and the title; both go when the page does', async () => {
  const { router } = await openRecipe();
  await waitFor(() => expect(jsonLd()).not.toBeNull());
  const script = jsonLd();
  const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Pesto Pasta', url: 'http://localhost/recipes/7' });
  expect(document.title).toBe('Pesto Pasta · Larder');

  server.use(http.get(api('/recipes'), () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0 })));
  await act(() => router.navigate('/recipes'));
  await screen.findByRole('heading', { name: 'Discover recipes' }, SLOW);
  expect(jsonLd()).toBeNull();
  expect(document.title).not.toContain('Pesto');
});

test("the data the server sent in the page's head is kept, not built again, and goes when the page does", async () => {
  const sent = document.createElement('script');
  sent.type = 'application/ld+json';
  sent.dataset.recipeJsonld = '7';
  sent.textContent = '{"@type":"Recipe","name":"as sent"}';
  document.head.append(sent);
  const { router } = await openRecipe();
  expect(document.title).toBe('Pesto Pasta · Larder');
  // the builder would have added its own by now (it loads in a few milliseconds here)
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  expect(jsonLd()).toBe(sent);

  server.use(http.get(api('/recipes'), () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, from: null, to: null, total: 0 })));
  await act(() => router.navigate('/recipes'));
  await screen.findByRole('heading', { name: 'Discover recipes' }, SLOW);
  expect(sent.isConnected).toBe(false);
});

describe('the save heart (SPEC §4)', () => {
  test('is not shown to a visitor', async () => {
    await openRecipe();
    expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument();
  });

  test('saves with POST and unsaves with DELETE, refused while each call runs, keeping the focus and saying what was done', async () => {
    let releasePost: () => void = () => undefined;
    const posted: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      http.post(api('/user-saved-recipes'), async ({ request }) => {
        posted.push(await request.json());
        await new Promise<void>((resolve) => { releasePost = resolve; });
        return HttpResponse.json({ recipe_id: 7 }, { status: 201 });
      }),
      http.delete(api('/user-saved-recipes/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Removed.' });
      }),
    );
    const { user, store } = await openRecipe({ signedIn: true });
    // a signed-in user's heart loads with its own code
    const heart = await screen.findByRole('button', { name: 'Save recipe' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    // by keyboard: the heart keeps the focus while the call runs (disabled, it fell to the page's body)
    heart.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted).toEqual([{ recipe_id: 7 }]));
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    expect(heart).toHaveFocus();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // a second press while it runs sends nothing
    await user.keyboard('{Enter}');
    expect(posted).toHaveLength(1);
    releasePost();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAttribute('aria-disabled', 'false');
    expect(heart).toHaveFocus();
    const status = within(heart.parentElement!).getByRole('status');
    expect(status).toHaveTextContent('Saved to your cookbook');
    expect(store.getState().user_data.saved_recipes.map((r) => r.recipe_id)).toEqual([7]);
    expect(storage.get('saved_recipes')?.map((r) => r.name)).toEqual(['Pesto Pasta']);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveFocus();
    expect(status).toHaveTextContent('Removed from your cookbook');
    expect(deleted).toEqual(['7']);
    expect(storage.get('saved_recipes')).toEqual([]);
  });

  test('shows saved when the saved recipes (loaded on start) include it', async () => {
    server.use(http.get(api('/user-saved-recipes'), () => HttpResponse.json([
      { recipe_id: 7, name: 'Pesto Pasta', image: null, category: { name: 'Pasta' }, description: '', serves: 2 },
    ])));
    await openRecipe({ signedIn: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save recipe' })).toHaveAttribute('aria-pressed', 'true'));
  });

  test('a recipe its cook took out of the catalogue says so; who saved it can unsave it, and it is not offered to save again', async () => {
    server.use(
      http.get(api('/user-saved-recipes'), () => HttpResponse.json([
        { recipe_id: 7, name: 'Pesto Pasta', image: null, category: { name: 'Pasta' }, description: '', serves: 2 },
      ])),
      http.delete(api('/user-saved-recipes/:id'), () => HttpResponse.json({ message: 'Removed.' })),
    );
    const { user } = await openRecipe({ signedIn: true, recipe: { ...pesto, verified: false } });
    expect(screen.getByRole('note')).toHaveTextContent('This recipe is no longer in the catalogue: its author took it out or is changing it.');
    const heart = await screen.findByRole('button', { name: 'Save recipe' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument());
  });

  test('a failed save says why and leaves the heart as it was', async () => {
    server.use(http.post(api('/user-saved-recipes'), () => HttpResponse.json({ message: 'You can save up to 100 recipes.' }, { status: 422 })));
    const { user } = await openRecipe({ signedIn: true });
    const heart = screen.getByRole('button', { name: 'Save recipe' });
    await user.click(heart);
    expect(await screen.findByText('You can save up to 100 recipes.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAttribute('aria-disabled', 'false');
  });
});

test('an unknown recipe says it does not exist, with a way back', async () => {
  serve();
  renderApp('/recipes/999');
  expect(await screen.findByRole('heading', { name: 'This recipe does not exist' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/recipes');
});

test('a recipe that got no answer loads by itself once the server answers again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let down = true;
  server.use(http.get(api('/recipes/:id'), () => (down ? HttpResponse.error() : HttpResponse.json(pesto))));
  renderApp('/recipes/7');
  expect(await screen.findByRole('heading', { name: 'The recipe could not be loaded' }, SLOW)).toBeInTheDocument();
  down = false;
  act(() => { window.dispatchEvent(new Event('online')); });
  expect(await screen.findByRole('heading', { name: 'Pesto Pasta', level: 1 })).toBeInTheDocument();
  warn.mockRestore();
});

test('an id that is not a number is not asked for', async () => {
  const calls = serve();
  renderApp('/recipes/abc');
  expect(await screen.findByRole('heading', { name: 'This recipe does not exist' }, SLOW)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('a failed load shows the error and can be tried again', async () => {
  const outage = brokenUntilFixed();
  server.use(http.get(api('/recipes/:id'), outage.answer(() => HttpResponse.json(pesto))));
  const { user } = renderApp('/recipes/7');
  expect(await screen.findByRole('heading', { name: 'The recipe could not be loaded' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Server Error');
  outage.fix();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Pesto Pasta', level: 1 })).toBeInTheDocument();
});

test('a recipe read before in this tab opens again at once while its read hangs (a stalled connection), saying so, and says a failed read left it as it was', async () => {
  const { router, user } = await openRecipe();
  const soup = { ...pesto, recipe_id: 8, name: 'Leek Soup' };
  server.use(http.get(api('/recipes/8'), () => HttpResponse.json(soup)));
  await act(() => router.navigate('/recipes/8'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Leek Soup' }, SLOW)).toBeInTheDocument();
  // the connection stalls
  let fail: () => void = () => undefined;
  const failing = new Promise<void>((resolve) => { fail = resolve; });
  server.use(http.get(api('/recipes/7'), async () => {
    await failing;
    return HttpResponse.error();
  }));
  await act(() => router.navigate('/recipes/7'));
  expect(screen.getByRole('heading', { level: 1, name: 'Pesto Pasta' })).toBeInTheDocument();
  expect(screen.queryByText('Loading recipe')).not.toBeInTheDocument();
  expect(await screen.findByText(FRESHNESS_TEXT.updating, {}, SLOW)).toHaveAttribute('role', 'status');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  act(() => fail());
  const note = await screen.findByText(FRESHNESS_TEXT.notUpdated, { exact: false }, SLOW);
  expect(screen.getByRole('heading', { level: 1, name: 'Pesto Pasta' })).toBeInTheDocument();
  serve();
  await user.click(within(note).getByRole('button', { name: 'try again' }));
  await waitFor(() => expect(screen.queryByText(FRESHNESS_TEXT.notUpdated, { exact: false })).not.toBeInTheDocument());
  jest.restoreAllMocks();
});
