// A recipe page the server drew carries its recipe (contract/recipePage.ts): the app starts with it shown, and a
// refresh that repeats it keeps the very object, so the page drawn is not drawn again.
import { PAGE_RECIPE_ID } from '../../contract/recipePage';
import { pesto } from '../../tests/fixtures/recipes';
import { fetchRecipe, recipeShown } from '../store/currentRecipeSlice';
import { takePageRecipe } from './pageRecipe';
import { makeStore } from './store';

function carry(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_RECIPE_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => window.history.replaceState({}, '', '/'));

test('the recipe the page carries for its own address is taken, once', () => {
  window.history.replaceState({}, '', `/recipes/${pesto.recipe_id}?from=share`);
  carry(JSON.stringify(pesto));
  expect(takePageRecipe()).toEqual(pesto);
  expect(document.getElementById(PAGE_RECIPE_ID)).toBeNull();
  expect(takePageRecipe()).toBeNull();
});

test('a recipe for another address, or a block that is not a recipe, is not taken', () => {
  window.history.replaceState({}, '', '/recipes/8');
  for (const text of [JSON.stringify(pesto), '{"recipe_id":', 'null', '']) {
    carry(text);
    expect(takePageRecipe()).toBeNull();
    expect(document.getElementById(PAGE_RECIPE_ID)).toBeNull();
  }
});

test('started with the page\'s recipe, the screen has it; a refresh that repeats it keeps it, a changed one replaces it', () => {
  const store = makeStore({ current_recipe: recipeShown(pesto) });
  expect(store.getState().current_recipe).toEqual({ recipe: pesto, requestedId: pesto.recipe_id, status: 'succeeded', error: null });
  store.dispatch(fetchRecipe.pending('r', pesto.recipe_id));
  store.dispatch(fetchRecipe.fulfilled(structuredClone(pesto), 'r', pesto.recipe_id));
  expect(store.getState().current_recipe.recipe).toBe(pesto);
  const renamed = { ...pesto, name: 'Basil Pesto Pasta' };
  store.dispatch(fetchRecipe.pending('r2', pesto.recipe_id));
  store.dispatch(fetchRecipe.fulfilled(renamed, 'r2', pesto.recipe_id));
  expect(store.getState().current_recipe.recipe).toBe(renamed);
});
