import type { UserRecipeRequest } from '../../contract/api';
import { userRecipe } from '../../tests/fixtures/userRecipes';
import { userDataReducer } from './signedInUserData';
import { createUserRecipe, deleteUserRecipe, fetchUserRecipe, fetchUserRecipes, updateUserRecipe } from './userRecipes';

const reduce = userDataReducer;
const body = {} as UserRecipeRequest;
const soup = userRecipe({ user_recipe_id: 1, name: 'Soup', updated_at: '2026-11-20T10:00:00.000Z' });
const stew = userRecipe({ user_recipe_id: 2, name: 'Stew', updated_at: '2026-11-19T10:00:00.000Z' });
const names = (state: ReturnType<typeof reduce>) => state.user_recipes.map((r) => r.name);

test('a list read before a recipe was created, changed or deleted does not undo those writes when it lands', () => {
  let state = reduce(undefined, fetchUserRecipes.fulfilled([soup, stew], 'first'));
  state = reduce(state, fetchUserRecipes.pending('again'));
  const pie = userRecipe({ user_recipe_id: 3, name: 'Pie', updated_at: '2026-11-21T09:00:00.000Z' });
  state = reduce(state, createUserRecipe.fulfilled(pie, 'create', body));
  state = reduce(state, updateUserRecipe.fulfilled({ ...stew, name: 'Beef stew', updated_at: '2026-11-21T10:00:00.000Z' }, 'update', { id: 2, body }));
  state = reduce(state, deleteUserRecipe.fulfilled(1, 'delete', 1));
  // the list as the server read it when asked: before all three writes
  state = reduce(state, fetchUserRecipes.fulfilled([soup, stew], 'again'));
  expect(names(state)).toEqual(['Beef stew', 'Pie']);
});

test('a recipe read on its own while the list loads stays, and a list after the load is taken whole', () => {
  let state = reduce(undefined, fetchUserRecipes.pending('first'));
  state = reduce(state, fetchUserRecipe.fulfilled(soup, 'one', 1));
  state = reduce(state, fetchUserRecipes.fulfilled([stew], 'first'));
  expect(names(state)).toEqual(['Soup', 'Stew']);
  // no load under way: the next list is what the server has
  state = reduce(state, fetchUserRecipes.pending('second'));
  state = reduce(state, fetchUserRecipes.fulfilled([stew], 'second'));
  expect(names(state)).toEqual(['Stew']);
});
