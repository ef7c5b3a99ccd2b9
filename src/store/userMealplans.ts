// SPEC §3 user_data.mealplans: the user's own meal plans (SPEC §9: by start date ascending), and those shared
// with them (from user_data.shared_with_me). The thunks live here and their reducers are added to the user_data
// slice by addMealplanCases; the answers of the current_mealplan calls keep these rows up to date. Also the
// plan's reach into lists: adding missing ingredients to a list (completing a plan: store/completeMealplan.ts).
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { MealplanCreateRequest } from '../../contract/api';
import type { Id, Mealplan, ShoppingListItem } from '../../contract/entities';
import { addDays } from '../../contract/coreRules';
import type { Keyed } from '../api/idempotency';
import { mealplansApi } from '../api/mealplans';
import { shoppingListsApi } from '../api/shoppingLists';
import { compareText } from '../lib/collation';
import { compareIso } from '../lib/dates';
import { canEdit } from '../lib/permissions';
import { countedThunk, createAppAsyncThunk, isApiError } from './createAppAsyncThunk';
import { deleteMealplan, fetchMealplan, mealplanReplaced, saveMealplan } from './currentMealplanSlice';
import { saveShoppingList } from './currentShoppinglistSlice';
import { isLoading, nextLoading } from './loadStatus';
import type { RootState } from './rootReducer';
import type { UserDataState } from './userDataSlice';
import { storedKeeping } from './storedAsIs';
import { sharedOfType } from './userStores';
import { selectFrom } from './selectFrom';

/** The own plans; how many the answer left out (it holds the latest MEALPLANS_LISTED_MAX), in meta. */
export const fetchMealplans = countedThunk('user_data/fetchMealplans', mealplansApi.list, {
  condition: (_arg, { getState }) => !isLoading(getState().user_data.mealplansStatus),
});

/** POST answers only the id; the plan is what was sent, dated as the server dates it, owned by the signed-in user. */
export const createMealplan = createAppAsyncThunk('user_data/createMealplan', async (
  { submissionKey, ...body }: Keyed<MealplanCreateRequest>,
  { getState, rejectWithValue },
) => {
  try {
    const { data } = await mealplansApi.create(body, submissionKey);
    const me = getState().auth.user;
    const start = body.start_date ?? null;
    const plan: Mealplan = {
      user_mealplan_id: data.user_mealplan_id,
      user_id: me?.id ?? 0,
      name: body.name,
      days: body.days,
      start_date: start,
      end_date: body.end_date ?? null,
      recipes: body.recipes.map((d) => ({ ...d, date: start ? addDays(start, d.day) ?? '' : '' })),
      shared_with: [],
      owner_name: me?.name ?? '',
      updated_at: new Date().toISOString(),
    };
    return plan;
  } catch (err) {
    if (isApiError(err)) return rejectWithValue(err);
    throw err;
  }
});

/** The missing ingredients added to a list, on its latest copy from the server (PUT with the whole item list). */
export const addMissingToList = createAppAsyncThunk(
  'user_data/addMissingToList',
  async ({ listId, items }: { listId: Id; items: ShoppingListItem[] }, { dispatch, rejectWithValue }) => {
    try {
      // the merge rules load with the first use, not with the app
      const [{ shopping_list: list }, { addToList }] = await Promise.all([
        shoppingListsApi.get(listId),
        import('../lib/shoppingListItems'),
      ]);
      return await dispatch(saveShoppingList({ id: listId, ingredients: addToList(list.ingredients, items) })).unwrap();
    } catch (err) {
      if (isApiError(err)) return rejectWithValue(err);
      throw err;
    }
  },
);

/** SPEC §9: plans by start date ascending; undated plans last, then by name (as the server sorts them). */
export function byStartDate(a: Mealplan, b: Mealplan): number {
  if (a.start_date !== b.start_date) {
    if (!a.start_date) return 1;
    if (!b.start_date) return -1;
    return compareIso(a.start_date, b.start_date);
  }
  return compareText(a.name, b.name, { ignoreCase: true }) || a.user_mealplan_id - b.user_mealplan_id;
}

/** A plan's new state, wherever the user sees it: among their own, or among those shared with them. */
function replacePlan(state: UserDataState, plan: Mealplan) {
  const own = state.mealplans.findIndex((p) => p.user_mealplan_id === plan.user_mealplan_id);
  if (own >= 0) state.mealplans[own] = plan;
  const shared = state.shared_with_me.findIndex((s) => s.type === 'UserMealplan' && s.user_mealplan_id === plan.user_mealplan_id);
  if (shared >= 0) state.shared_with_me[shared] = { type: 'UserMealplan', ...plan };
}

/** The reducers of the plan calls, added to the user_data slice before its sign-out matcher. */
export function addMealplanCases(builder: ActionReducerMapBuilder<UserDataState>) {
  builder
    .addCase(fetchMealplans.pending, (state) => { state.mealplansStatus = nextLoading(state.mealplansStatus); })
    .addCase(fetchMealplans.fulfilled, (state, action) => {
      state.mealplansStatus = 'succeeded';
      state.mealplans = storedKeeping(state.mealplans, action.payload);
      state.mealplansLeftOut = action.meta.leftOut ?? 0;
    })
    .addCase(fetchMealplans.rejected, (state) => { state.mealplansStatus = 'failed'; })
    .addCase(createMealplan.fulfilled, (state, action) => {
      // a create sent again answers as the first did: the plan may be here already, read since
      if (!state.mealplans.some((p) => p.user_mealplan_id === action.payload.user_mealplan_id)) state.mealplans.push(action.payload);
    })
    .addCase(fetchMealplan.fulfilled, (state, action) => replacePlan(state, action.payload.data))
    .addCase(saveMealplan.fulfilled, (state, action) => replacePlan(state, action.payload))
    .addCase(mealplanReplaced, (state, action) => replacePlan(state, action.payload))
    .addCase(deleteMealplan.fulfilled, (state, action) => {
      state.mealplans = state.mealplans.filter((p) => p.user_mealplan_id !== action.payload);
    });
}

// --- selectors ------------------------------------------------------------------------------------

/** in SPEC §9's order, ties by name in English alphabetical order: the server's answer (by lower(name) in byte
 *  order, 'ärmel' after 'zucchini') is not re-sorted as it is stored */
export const selectOwnMealplans = selectFrom([(state: RootState) => state.user_data.mealplans], (own) => [...own].sort(byStartDate));
export const selectMealplansStatus = (state: RootState) => state.user_data.mealplansStatus;
/** how many own plans the list leaves out, the oldest (GET /user-mealplans holds the latest MEALPLANS_LISTED_MAX) */
export const selectMealplansLeftOut = (state: RootState) => state.user_data.mealplansLeftOut;

export const selectSharedMealplans = selectFrom(
  [(state: RootState) => state.user_data.shared_with_me],
  (shared): Mealplan[] => sharedOfType(shared, 'UserMealplan').sort(byStartDate),
);

/** Every plan the user sees: their own, then those shared with them. */
export const selectAllMealplans = selectFrom([selectOwnMealplans, selectSharedMealplans], (own, shared) => [...own, ...shared]);

/**
 * A plan the app holds (own, or shared with the user), as the last answer left it or an offline start restored it
 * (src/pwa/offlineData.ts): what a plan's page shows when it gets no answer. Null when none is held.
 */
export const selectKnownMealplan = (state: RootState, id: Id | null): Mealplan | null => (
  id === null ? null : selectAllMealplans(state).find((p) => p.user_mealplan_id === id) ?? null
);

/** SPEC §2, §6: the stores an ingredient check counts and a completed plan takes from: own, and shared with edit rights. */
export const selectCheckStores = selectFrom(
  [(state: RootState) => state.user_data.user_stores, (state: RootState) => state.user_data.shared_with_me, (state: RootState) => state.auth.user],
  (own, shared, me) => [
    ...own,
    ...sharedOfType(shared, 'UserFoodStore').filter((store) => canEdit(store, me)),
  ],
);
