// The recipes read in this tab: one opened again shows at once, held, while it is read again (a stalled connection
// took its page the fetch's whole 30 s to show).
import { pesto } from '../../tests/fixtures/recipes';
import currentRecipeSlice, { fetchRecipe, recipeGone, RECIPES_SEEN_MAX, recipeShown, type CurrentRecipeState } from './currentRecipeSlice';

const reduce = currentRecipeSlice.reducer;
const recipeNo = (id: number) => ({ ...pesto, recipe_id: id, name: `Recipe ${id}` });
const read = (state: CurrentRecipeState, id: number) => reduce(reduce(state, fetchRecipe.pending('r', id)), fetchRecipe.fulfilled(recipeNo(id), 'r', id));
const failed = (id: number, status: number) => fetchRecipe.rejected(null, 'r', id, { status, message: 'No answer from the server.' });

test('a recipe read before shows at once while it is read again, held until the answer', () => {
  const state = read(read(reduce(undefined, { type: 'start' }), 7), 8);
  const opened = reduce(state, fetchRecipe.pending('r', 7));
  expect(opened.recipe?.name).toBe('Recipe 7');
  expect(opened.held).toBe(true);
  expect(reduce(opened, fetchRecipe.fulfilled(recipeNo(7), 'r', 7)).held).toBe(false);
  // no answer: still shown, still held (the page says it was not updated)
  const unanswered = reduce(opened, failed(7, 0));
  expect(unanswered.recipe?.name).toBe('Recipe 7');
  expect(unanswered.held).toBe(true);
  // gone since: not shown as it was
  const gone = reduce(opened, failed(7, 404));
  expect(gone.recipe).toBeNull();
  expect(reduce(gone, fetchRecipe.pending('r', 7)).recipe).toBeNull();
});

test('a recipe never read shows nothing until its answer; the page the server drew is not held', () => {
  const state = read(reduce(undefined, { type: 'start' }), 7);
  expect(reduce(state, fetchRecipe.pending('r', 9)).recipe).toBeNull();
  const drawn = reduce(recipeShown(recipeNo(9)), fetchRecipe.pending('r', 9));
  expect(drawn.recipe?.name).toBe('Recipe 9');
  expect(drawn.held).toBe(false);
});

test(`the last ${RECIPES_SEEN_MAX} recipes read are kept, the oldest let go`, () => {
  let state = reduce(undefined, { type: 'start' });
  for (let id = 1; id <= RECIPES_SEEN_MAX + 1; id += 1) state = read(state, id);
  expect(state.seen).toHaveLength(RECIPES_SEEN_MAX);
  expect(reduce(state, fetchRecipe.pending('r', 1)).recipe).toBeNull();
  expect(reduce(state, fetchRecipe.pending('r', 2)).recipe?.name).toBe('Recipe 2');
});

test('a recipe the worker gave from its cache, which the server says is gone, is not shown: read, held or on its way', () => {
  const gone = recipeGone(7);
  // shown as read: it says it does not exist
  const shown = reduce(read(read(reduce(undefined, { type: 'start' }), 8), 7), gone);
  expect(shown.recipe).toBeNull();
  expect(shown.status).toBe('failed');
  expect(shown.error?.status).toBe(404);
  expect(reduce(shown, fetchRecipe.pending('r', 7)).recipe).toBeNull();
  expect(shown.seen.map((r) => r.recipe_id)).toEqual([8]);
  // the answer still on its way came from that cache: it is dropped
  const asked = reduce(reduce(read(reduce(undefined, { type: 'start' }), 7), fetchRecipe.pending('r', 7)), gone);
  const late = reduce(asked, fetchRecipe.fulfilled(recipeNo(7), 'r', 7));
  expect(late.recipe).toBeNull();
  expect(late.error?.status).toBe(404);
  // another recipe shown stays, and is read again as before; the gone one is no longer kept to show at once
  const other = reduce(read(read(reduce(undefined, { type: 'start' }), 7), 8), gone);
  expect(other.recipe?.name).toBe('Recipe 8');
  expect(other.status).toBe('succeeded');
  expect(reduce(other, fetchRecipe.pending('r', 7)).recipe).toBeNull();
  // told before the page asked: the answer it then gets (the worker's copy) is not shown either
  const early = reduce(reduce(reduce(undefined, { type: 'start' }), gone), fetchRecipe.pending('r', 7));
  const cached = reduce(early, fetchRecipe.fulfilled(recipeNo(7), 'r', 7));
  expect(cached.recipe).toBeNull();
  expect(cached.status).toBe('failed');
  expect(cached.error?.status).toBe(404);
});
