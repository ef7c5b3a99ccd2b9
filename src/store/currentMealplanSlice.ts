// SPEC §3 current_mealplan: the meal plan being viewed or edited, with its recipes resolved to their
// ingredients (GET /user-mealplans/{id}) for the ingredient check, and the calls that change it (SPEC §7).
// The user's plans in user_data follow these answers too (store/userMealplans.ts).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { MealplanUpdateRequest } from '../../contract/api';
import type { Id, Mealplan } from '../../contract/entities';
import { mealplansApi } from '../api/mealplans';
import { apiThunk } from './createAppAsyncThunk';
import { currentMealplanInitial, type CurrentMealplanState } from './currentInitialStates';
import { isSignedOut } from './signedOut';
import { updateSharing } from './userStores';

export const fetchMealplan = apiThunk('current_mealplan/fetch', (id: Id) => mealplansApi.get(id));

/** PUT the whole plan: the editor's autosave, and scheduling. */
export const saveMealplan = apiThunk(
  'current_mealplan/save',
  async ({ id, body }: { id: Id; body: MealplanUpdateRequest }) => (await mealplansApi.update(id, body)).data,
);

/** The plan as the server has it now, taken in place of unsaved edits (the editor's conflict: "Use their version"). */
export const mealplanReplaced = createAction<Mealplan>('current_mealplan/replaced');

export const deleteMealplan = apiThunk('current_mealplan/delete', async (id: Id) => {
  await mealplansApi.remove(id);
  return id;
});

/** a newer state of the plan on screen */
function showPlan(state: CurrentMealplanState, plan: Mealplan) {
  if (state.plan?.user_mealplan_id === plan.user_mealplan_id) state.plan = plan;
}

const currentMealplanSlice = createSlice({
  name: 'current_mealplan',
  initialState: currentMealplanInitial,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMealplan.pending, (state, action) => {
        state.requestedId = action.meta.arg;
        state.status = 'pending';
        state.error = null;
        // the plan already shown stays while it is refreshed; another plan does not
        if (state.plan?.user_mealplan_id !== action.meta.arg) {
          state.plan = null;
          state.recipes = [];
        }
      })
      .addCase(fetchMealplan.fulfilled, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'succeeded';
        state.plan = action.payload.data;
        state.recipes = action.payload.recipes;
      })
      .addCase(fetchMealplan.rejected, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'failed';
        state.error = action.payload ?? { status: 0, message: action.error.message ?? 'The meal plan could not be loaded.' };
        if (state.error.status === 404 || state.error.status === 403) {
          state.plan = null;
          state.recipes = [];
        }
      })
      .addCase(saveMealplan.fulfilled, (state, action) => showPlan(state, action.payload))
      .addCase(mealplanReplaced, (state, action) => showPlan(state, action.payload))
      .addCase(updateSharing.fulfilled, (state, action) => {
        const { type, entity_id, shared_with } = action.payload;
        if (type === 'UserMealplan' && state.plan?.user_mealplan_id === entity_id) state.plan.shared_with = shared_with;
      })
      .addMatcher(isSignedOut, () => currentMealplanInitial);
  },
  selectors: {
    selectCurrentMealplan: (state) => state.plan,
    selectCurrentMealplanRecipes: (state) => state.recipes,
    selectCurrentMealplanStatus: (state) => state.status,
    selectCurrentMealplanRequestedId: (state) => state.requestedId,
    selectCurrentMealplanError: (state) => state.error,
  },
});

export const {
  selectCurrentMealplan, selectCurrentMealplanRecipes, selectCurrentMealplanStatus, selectCurrentMealplanRequestedId,
  selectCurrentMealplanError,
} = currentMealplanSlice.selectors;
export default currentMealplanSlice;
