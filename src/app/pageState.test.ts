// A page the server drew carries the state it was drawn from (contract/drawnPages.ts): the app starts with it where
// it is for the page's own address, and hydrates the page only where it draws the same.
import { PAGE_STATE_ID, type PageState } from '../../contract/drawnPages';
import { page, pesto } from '../../tests/fixtures/recipes';
import { authStateFromStorage } from '../store/authSlice';
import { fetchRecipe, recipeShown } from '../store/currentRecipeSlice';
import { fetchRecipes, filtersApplied } from '../store/recipesSlice';
import { drawnPageFits, takePageState } from './pageState';
import { makeStore } from './store';

function carry(state: PageState | string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_STATE_ID;
  block.textContent = typeof state === 'string' ? state : JSON.stringify(state);
  document.head.append(block);
}

const list = page(['Apple Crumble', 'Banana Bread'], 2, 14);

afterEach(() => {
  window.history.replaceState({}, '', '/');
  window.localStorage.clear();
});

test('a recipe page\'s recipe is taken for its own address, once', () => {
  window.history.replaceState({}, '', `/recipes/${pesto.recipe_id}?from=share`);
  carry({ recipe: pesto });
  expect(takePageState()).toEqual({ current_recipe: recipeShown(pesto) });
  expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
  expect(takePageState()).toEqual({});
});

test('a catalogue page\'s list is taken where the address asks for that page and search, and the app does not ask again', async () => {
  window.history.replaceState({}, '', '/recipes?page=2&search=%20apple%20');
  carry({ catalogue: { page: 2, search: 'apple', list } });
  const store = makeStore(takePageState() ?? undefined);
  expect(store.getState().recipes).toMatchObject({ page: list, status: 'succeeded' });
  const shown = store.getState().recipes.page;
  // the screen's own ask for its address is not made (the thunk's condition turns it down)
  const asked = await store.dispatch(fetchRecipes({ page: 2, search: ' apple ', filters: [] }));
  expect(asked.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
  expect(store.getState().recipes.page).toBe(shown);
});

test('state for another address, or a block that is not state, is not taken, and says so', () => {
  const cases: [string, PageState | string][] = [
    ['/recipes/8', { recipe: pesto }],
    ['/recipes?page=3', { catalogue: { page: 2, search: '', list } }],
    ['/recipes?search=pear', { catalogue: { page: 1, search: 'apple', list } }],
    [`/recipes/${pesto.recipe_id}`, { catalogue: { page: 1, search: '', list } }],
    ['/recipes', '{"catalogue":'],
    ['/recipes', 'null'],
  ];
  for (const [address, state] of cases) {
    window.history.replaceState({}, '', address);
    carry(state);
    // null: the page shows something else than the app does here
    expect(takePageState()).toBeNull();
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
  }
  // a page that carries nothing (drawn at build time, or not drawn) is not taken for another's
  expect(takePageState()).toEqual({});
});

test('the shell drawn alone while a form\'s code loads (/login, /register) is not taken: the app draws the form over it', () => {
  for (const address of ['/login', '/register?promo_code=ABCD1234']) {
    window.history.replaceState({}, '', address);
    carry({ shell: true });
    expect(takePageState()).toBeNull();
    expect(document.getElementById(PAGE_STATE_ID)).toBeNull();
  }
});

test('the drawn page is hydrated where the app draws the same: a visitor, on the catalogue without filters on its first tab', () => {
  window.history.replaceState({}, '', `/recipes/${pesto.recipe_id}`);
  expect(drawnPageFits(makeStore().getState())).toBe(true);
  window.history.replaceState({}, '', '/recipes?page=2#verified');
  const store = makeStore();
  expect(drawnPageFits(store.getState())).toBe(true);
  window.history.replaceState({}, '', '/recipes#community');
  expect(drawnPageFits(store.getState())).toBe(false);
  window.history.replaceState({}, '', '/recipes');
  store.dispatch(filtersApplied({ filters: [{ type: 'preference', value: 'vegan', name: 'vegan', includeExclude: 'include' }], save: true }));
  expect(drawnPageFits(store.getState())).toBe(false);
  window.localStorage.setItem('token', JSON.stringify('t'));
  window.localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Cook', email: 'cook@example.com' }));
  expect(drawnPageFits(makeStore({ auth: authStateFromStorage() }).getState())).toBe(false);
});

test('a refresh of the drawn recipe that repeats it keeps it; a changed one replaces it', () => {
  const store = makeStore({ current_recipe: recipeShown(pesto) });
  store.dispatch(fetchRecipe.pending('r', pesto.recipe_id));
  store.dispatch(fetchRecipe.fulfilled(structuredClone(pesto), 'r', pesto.recipe_id));
  expect(store.getState().current_recipe.recipe).toBe(pesto);
  const renamed = { ...pesto, name: 'Basil Pesto Pasta' };
  store.dispatch(fetchRecipe.pending('r2', pesto.recipe_id));
  store.dispatch(fetchRecipe.fulfilled(renamed, 'r2', pesto.recipe_id));
  expect(store.getState().current_recipe.recipe).toBe(renamed);
});
