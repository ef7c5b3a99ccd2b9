// The states of current_shoppinglist and current_mealplan (SPEC §3) as they start. Only a signed-in user's screens
// fill them, so their slices (currentShoppinglistSlice.ts, currentMealplanSlice.ts: the calls, and the user's
// stores' and shares' code they follow) come with the signed-in code (src/app/signedIn.ts adds their reducers);
// until then the root reducer holds these.
import type { ApiError } from '../../contract/api';
import type { Id, Mealplan, MealplanRecipeIngredients, ShoppingList } from '../../contract/entities';

export interface CurrentShoppinglistState {
  list: ShoppingList | null;
  /** the id asked for last: an answer for another id is dropped */
  requestedId: Id | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: ApiError | null;
}

export const currentShoppinglistInitial: CurrentShoppinglistState = { list: null, requestedId: null, status: 'idle', error: null };

export interface CurrentMealplanState {
  plan: Mealplan | null;
  /** the plan's recipes with their ingredients, as of the last GET */
  recipes: MealplanRecipeIngredients[];
  /** the id asked for last: an answer for another id is dropped */
  requestedId: Id | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  error: ApiError | null;
}

export const currentMealplanInitial: CurrentMealplanState = { plan: null, recipes: [], requestedId: null, status: 'idle', error: null };
