import { act, screen, within } from '@testing-library/react';
import { LOAD_FAILED } from '../../components/LoadFailed';
import type { ImportedRecipe } from '../../../contract/entities';
import { renderApp } from '../../../tests/fixtures/renderApp';
import { api, http, HttpResponse, server } from '../../../tests/fixtures/server';
import { IMPORT_NOT_FOUND } from './ImportedRecipeScreen';

// the first test loads the lazy screen
jest.setTimeout(20_000);

const stew: ImportedRecipe = {
  import_recipe_id: 4,
  url: 'https://www.stews.example.com/beef',
  created_at: '2026-02-02T10:00:00.000Z',
  import_failed: false,
  data: JSON.stringify({
    name: 'Beef <img src=x onerror=alert(1)> stew',
    description: 'Slow & <b>rich</b>',
    image: 'https://www.stews.example.com/beef.jpg',
    recipeYield: '4 servings',
    recipeCuisine: 'British',
    prepTime: 'PT20M',
    totalTime: 'PT2H20M',
    recipeIngredient: ['500 g beef', '2 <script>alert(1)</script> carrots'],
    recipeInstructions: ['Brown the beef.', 'Simmer for <em>2 hours</em>.'],
  }),
};

function serve(imports: ImportedRecipe[], delayed?: Promise<void>) {
  server.use(http.get(api('/user-imported-recipes'), async () => {
    await delayed;
    return HttpResponse.json(imports);
  }));
}

test('loading, then the recipe: name, source link, yield, description, instructions and the ingredient helper, all as text', async () => {
  let release!: () => void;
  serve([stew], new Promise<void>((resolve) => { release = resolve; }));
  const { user } = renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByText('Loading the recipe')).toBeInTheDocument();
  release();

  expect(await screen.findByRole('heading', { level: 1, name: 'Beef <img src=x onerror=alert(1)> stew' })).toBeInTheDocument();
  expect(document.title).toBe('Beef <img src=x onerror=alert(1)> stew · Larder');
  const source = screen.getByRole('link', { name: /View the original on stews\.example\.com/ });
  expect(source).toHaveAttribute('href', 'https://www.stews.example.com/beef');
  expect(source).toHaveAttribute('target', '_blank');
  expect(source.getAttribute('rel')).toContain('noopener');
  expect(screen.getByText('Yield: 4 servings')).toBeInTheDocument();
  // the times the page gives (ours), in words, each a machine-readable duration
  expect(screen.getByText('Yield: 4 servings').parentElement).toHaveTextContent(/^Yield: 4 servings · Prep 20 min · Total 2 h 20 min · British$/);
  expect(screen.getByText('2 h 20 min')).toHaveAttribute('datetime', 'PT2H20M');
  expect(screen.getByText('Slow & <b>rich</b>')).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual(['Brown the beef.', 'Simmer for <em>2 hours</em>.']);

  const first = screen.getByRole('checkbox', { name: '500 g beef' });
  expect(first).toHaveAttribute('id', 'IMPORT_INGREDIENT_0');
  expect(screen.getByRole('checkbox', { name: '2 <script>alert(1)</script> carrots' })).toHaveAttribute('id', 'IMPORT_INGREDIENT_1');
  await user.click(first);
  expect(first).toBeChecked();
  expect(screen.getByText(/1 of 2/)).toBeInTheDocument();

  // nothing of the page became markup, and its image is not loaded
  expect(document.querySelector('main img, article img, script, b, em')).toBeNull();
});

test('a yield of servings scales each line\'s leading amount, ticks kept; as written puts the lines back', async () => {
  serve([stew]);
  const { user, router } = renderApp('/imported-recipes/4', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  const lines = () => within(ingredients).getAllByRole<HTMLInputElement>('checkbox').map((box) => box.labels?.[0]?.textContent);
  await user.click(within(ingredients).getByRole('checkbox', { name: '500 g beef' }));
  for (let i = 0; i < 2; i += 1) await user.click(within(ingredients).getByRole('button', { name: 'More servings' }));
  expect(within(ingredients).getByRole('status')).toHaveTextContent('6 servings');
  expect(lines()).toEqual(['750 g beef', '3 <script>alert(1)</script> carrots']);
  expect(router.state.location.search).toBe('?serves=6');
  expect(within(ingredients).getByRole('checkbox', { name: '750 g beef' })).toBeChecked();
  expect(screen.getByText('Yield: 4 servings')).toBeInTheDocument();
  await user.click(within(ingredients).getByRole('button', { name: 'as written (4)' }));
  expect(lines()).toEqual(['500 g beef', '2 <script>alert(1)</script> carrots']);
});

test('ingredient groups are small headings over their lines; ids run over the whole list and every line scales', async () => {
  serve([{ ...stew, data: JSON.stringify({
    ...JSON.parse(stew.data),
    recipeIngredient: ['4 eggs', '8 tbsp flour', '4 tbsp soy sauce', '12 g sugar'],
    ingredientGroups: [{ name: '', count: 2 }, { name: 'Dipping sauce', count: 2 }],
  }) }]);
  const { user } = renderApp('/imported-recipes/4', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  expect(within(ingredients).getByRole('heading', { level: 3 })).toHaveTextContent('Dipping sauce');
  const [main, sauce] = within(ingredients).getAllByRole('list');
  expect(within(main!).getAllByRole('checkbox').map((box) => box.id)).toEqual(['IMPORT_INGREDIENT_0', 'IMPORT_INGREDIENT_1']);
  expect(sauce).toHaveAccessibleName('Dipping sauce');
  expect(within(sauce!).getAllByRole<HTMLInputElement>('checkbox').map((box) => [box.id, box.labels?.[0]?.textContent]))
    .toEqual([['IMPORT_INGREDIENT_2', '4 tbsp soy sauce'], ['IMPORT_INGREDIENT_3', '12 g sugar']]);
  await user.click(within(sauce!).getByRole('checkbox', { name: '4 tbsp soy sauce' }));
  expect(screen.getByText(/1 of 4/)).toBeInTheDocument();
  await user.click(within(ingredients).getByRole('button', { name: 'More servings' }));
  expect(within(ingredients).getAllByRole<HTMLInputElement>('checkbox').map((box) => box.labels?.[0]?.textContent))
    .toEqual(['5 eggs', '10 tbsp flour', '5 tbsp soy sauce', '15 g sugar']);
  expect(within(sauce!).getByRole('checkbox', { name: /soy sauce/ })).toBeChecked();
});

test('equipment is as written at any servings: a dish\'s size, and the lines under an equipment heading; ticked as gathered', async () => {
  serve([{ ...stew, data: JSON.stringify({
    ...JSON.parse(stew.data),
    recipeIngredient: ['2 carrots', '1 cup flour', '7x5-inch Baking Dish', '2 wire racks'],
    ingredientGroups: [{ name: 'Cake', count: 2 }, { name: 'Special Equipment', count: 2 }],
  }) }]);
  const { user } = renderApp('/imported-recipes/4?serves=8', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  expect(within(ingredients).getAllByRole<HTMLInputElement>('checkbox').map((box) => box.labels?.[0]?.textContent))
    .toEqual(['4 carrots', '2 cups flour', '7x5-inch Baking Dish', '2 wire racks']);
  await user.click(within(ingredients).getByRole('checkbox', { name: '7x5-inch Baking Dish' }));
  expect(screen.getByText(/1 of 4/)).toBeInTheDocument();
});

test('one numbered step per step: a section\'s name heads its steps, unnumbered, a step\'s title is its bold lead, numbers run on', async () => {
  serve([{ ...stew, data: JSON.stringify({
    ...JSON.parse(stew.data),
    recipeInstructions: ['Preheat the oven.', 'In a bowl, stir the filling.', 'Soak the rice paper.', 'Stir the soy sauce and vinegar.'],
    instructionSections: [{ name: '', count: 1 }, { name: 'Dumplings', count: 2 }, { name: 'Dipping sauce', count: 1 }],
    stepTitles: ['', 'Make the filling', '', ''],
  }) }]);
  renderApp('/imported-recipes/4', { signedIn: true });
  const instructions = await screen.findByRole('region', { name: 'Instructions' });
  expect(within(instructions).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Dumplings', 'Dipping sauce']);
  const lists = within(instructions).getAllByRole('list');
  expect(lists.map((list) => list.getAttribute('start'))).toEqual([null, '2', '4']);
  expect(lists[1]).toHaveAccessibleName('Dumplings');
  expect(within(instructions).getAllByRole('listitem').map((step) => step.textContent))
    .toEqual(['Preheat the oven.', 'Make the filling In a bowl, stir the filling.', 'Soak the rice paper.', 'Stir the soy sauce and vinegar.']);
  expect(within(lists[1]!).getByText('Make the filling').tagName).toBe('STRONG');
});

test('an import made before: a "," or a "1" kept as a step is not shown as one', async () => {
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), recipeInstructions: ['1', 'Brown the beef.', ',', 'Simmer.'] }) }]);
  renderApp('/imported-recipes/4', { signedIn: true });
  const instructions = await screen.findByRole('region', { name: 'Instructions' });
  expect(within(instructions).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['Brown the beef.', 'Simmer.']);
  expect(within(instructions).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
});

test('a stored time that is not an ISO duration, or none at all, is not shown', async () => {
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), prepTime: '10 minutes', totalTime: 'PT0M', cookTime: 'PT1H' }) }]);
  renderApp('/imported-recipes/4', { signedIn: true });
  expect((await screen.findByText('Yield: 4 servings')).parentElement).toHaveTextContent(/^Yield: 4 servings · Cook 1 h · British$/);
});

test('a yield of other things scales by them: 24 cookies, one more is 25, down to 1 cookie', async () => {
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), recipeYield: '24 cookies' }) }]);
  const { user } = renderApp('/imported-recipes/4?serves=12', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  const makes = within(within(ingredients).getByRole('group', { name: 'Makes' }));
  expect(makes.getByRole('status')).toHaveTextContent('12 cookies');
  expect(within(ingredients).getByRole('checkbox', { name: '250 g beef' })).toBeInTheDocument();
  await user.click(makes.getByRole('button', { name: 'More cookies' }));
  expect(makes.getByRole('status')).toHaveTextContent('13 cookies');
  expect(within(ingredients).getByRole('button', { name: 'as written (24)' })).toBeInTheDocument();
});

test('the address asking for 1 of them says it in the singular', async () => {
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), recipeYield: 'Makes about 12 small loaves' }) }]);
  renderApp('/imported-recipes/4?serves=1', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  expect(within(ingredients).getByRole('group', { name: 'Makes' })).toHaveTextContent('1 small loaf');
});

test('a yield that counts without naming what ("Makes 12") steps by its number', async () => {
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), recipeYield: 'Makes 12' }) }]);
  const { user } = renderApp('/imported-recipes/4', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  const makes = within(within(ingredients).getByRole('group', { name: 'Makes' }));
  expect(makes.getByRole('status')).toHaveTextContent(/^12$/);
  for (let i = 0; i < 6; i += 1) await user.click(makes.getByRole('button', { name: 'Fewer' }));
  expect(makes.getByRole('status')).toHaveTextContent(/^6$/);
  expect(within(ingredients).getByRole('checkbox', { name: '250 g beef' })).toBeInTheDocument();
});

test('a yield that is no number of anything offers no scaling', async () => {
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), recipeYield: '1 loaf (12 slices)' }) }]);
  renderApp('/imported-recipes/4?serves=24', { signedIn: true });
  const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
  expect(within(ingredients).queryByRole('group')).not.toBeInTheDocument();
  expect(within(ingredients).getByRole('checkbox', { name: '500 g beef' })).toBeInTheDocument();
});

test('a page that named a recipe but listed no ingredients or steps Larder could read says so, pointing to the original', async () => {
  const bare = (extra: object) => ({ ...stew, data: JSON.stringify({ name: 'Smørrebrød', ...extra }) });
  serve([bare({})]);
  const view = renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByRole('note')).toHaveTextContent('The page did not list its ingredients or steps in a way Larder can read: see the original.');
  view.unmount();
  serve([bare({ recipeIngredient: ['rye bread'] })]);
  renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByRole('note')).toHaveTextContent('The page did not list its steps');
});

test('a whole recipe has no such note', async () => {
  serve([stew]);
  renderApp('/imported-recipes/4', { signedIn: true });
  await screen.findByRole('region', { name: 'Ingredients' });
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('the info button opens the full-screen disclaimer with its three sections, and ok closes it', async () => {
  serve([stew]);
  const { user } = renderApp('/imported-recipes/4', { signedIn: true });
  await user.click(await screen.findByRole('button', { name: /info/ }));
  const dialog = screen.getByRole('dialog', { name: 'Imported Recipe Disclaimer' });
  expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Accuracy', 'Liability', 'Copyright']);
  expect(within(dialog).getByRole('region', { name: 'Accuracy' })).toHaveTextContent(/publicly.*check the original source/);
  expect(within(dialog).getByRole('region', { name: 'Liability' })).toHaveTextContent(/errors or omissions.*injury or damage.*ingredients, allergens and methods/);
  expect(within(dialog).getByRole('region', { name: 'Copyright' })).toHaveTextContent(/property of their creators.*support the\s+original author/);
  await user.click(within(dialog).getByRole('button', { name: 'ok' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('imports that got no answer say so, and the recipe loads by itself once the server answers again', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve([stew]);
  let down = true;
  server.use(http.get(api('/*'), () => (down ? HttpResponse.error() : undefined)));
  renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByText(LOAD_FAILED.imports, {}, { timeout: 10_000 })).toBeInTheDocument();
  down = false;
  act(() => { window.dispatchEvent(new Event('online')); });
  expect(await screen.findByRole('heading', { level: 1, name: 'Beef <img src=x onerror=alert(1)> stew' })).toBeInTheDocument();
  warn.mockRestore();
});

test('an id that is not one of the user\'s imports is not found', async () => {
  serve([stew]);
  renderApp('/imported-recipes/99', { signedIn: true });
  expect(await screen.findByText(IMPORT_NOT_FOUND)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to imported recipes' })).toHaveAttribute('href', '/user-recipes#imported');
});

test('a failed import opened directly shows why, with its link', async () => {
  serve([{ ...stew, import_failed: true, data: JSON.stringify({ message: 'No recipe was found on this page.' }) }]);
  renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'stews.example.com/beef' })).toBeInTheDocument();
  expect(screen.getByText('No recipe was found on this page.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /View the original/ })).toHaveAttribute('href', stew.url);
});

test('start cooking opens cook mode at the servings shown: a step at a time, its timer, what it needs; exit comes back', async () => {
  serve([stew]);
  const { user, router } = renderApp('/imported-recipes/4?serves=8', { signedIn: true });
  await user.click(await screen.findByRole('link', { name: 'Start cooking' }));
  expect(router.state.location.search).toBe('?cookmode=true&serves=8');
  // a step with no title of its own is headed by its count
  expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 2' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Cook mode · 8 servings')).toBeInTheDocument();
  expect(screen.getByText('Brown the beef.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'You need' })).toHaveTextContent(/^1 kg beef$/);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 2' })).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Timer: Step 2 of 2' })).getByText('120:00')).toBeInTheDocument();
  // it names none of the lines
  expect(screen.queryByRole('list', { name: 'You need' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Finish cooking' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Beef <img src=x onerror=alert(1)> stew' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?serves=8');
});

test('cook mode of an id that is not one of the user\'s imports is not found', async () => {
  serve([stew]);
  renderApp('/imported-recipes/5?cookmode=true', { signedIn: true });
  expect(await screen.findByRole('heading', { name: 'Recipe not found' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to imported recipes' })).toHaveAttribute('href', '/user-recipes#imported');
});

test('the ticks are kept for the tab: a reload, at other servings, and a trip to cook mode and out keep them', async () => {
  serve([stew]);
  const first = renderApp('/imported-recipes/4', { signedIn: true });
  await first.user.click(await screen.findByRole('checkbox', { name: '2 <script>alert(1)</script> carrots' }));
  expect(screen.getByText(/1 of 2/)).toBeInTheDocument();
  first.unmount();

  // a reload, scaled: the same line, at 8 servings
  const { user } = renderApp('/imported-recipes/4?serves=8', { signedIn: true });
  expect(await screen.findByRole('checkbox', { name: '4 <script>alert(1)</script> carrots' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '1 kg beef' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: '1 kg beef' }));
  await user.click(screen.getByRole('link', { name: 'Start cooking' }));
  await user.click(await screen.findByRole('button', { name: 'Exit cook mode' }, { timeout: 5000 }));
  expect(await screen.findByRole('checkbox', { name: '1 kg beef' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '4 <script>alert(1)</script> carrots' })).toBeChecked();
  expect(screen.getByText(/2 of 2/)).toBeInTheDocument();
  // unticked, it stays unticked
  await user.click(screen.getByRole('checkbox', { name: '1 kg beef' }));
  expect(screen.getByText(/1 of 2/)).toBeInTheDocument();
});

test('a kept tick of a line that is no longer there ticks no other line, and another import keeps its own', async () => {
  serve([stew, { ...stew, import_recipe_id: 5 }]);
  const first = renderApp('/imported-recipes/4', { signedIn: true });
  await first.user.click(await screen.findByRole('checkbox', { name: '500 g beef' }));
  first.unmount();

  // the import's lines, read again, changed: its first line is another one now
  serve([{ ...stew, data: JSON.stringify({ ...JSON.parse(stew.data), recipeIngredient: ['2 onions', '500 g beef'] }) }, { ...stew, import_recipe_id: 5 }]);
  const second = renderApp('/imported-recipes/4', { signedIn: true });
  expect(await screen.findByRole('checkbox', { name: '2 onions' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: '500 g beef' })).not.toBeChecked();
  expect(screen.getByText(/0 of 2/)).toBeInTheDocument();
  second.unmount();

  renderApp('/imported-recipes/5', { signedIn: true });
  expect(await screen.findByRole('checkbox', { name: '500 g beef' })).not.toBeChecked();
});
