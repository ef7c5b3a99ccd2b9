// SPEC §3 user_data.shoppinglists: the user's own lists (SPEC §9: most recently changed first), loaded after
// login (SPEC §4), and the lists shared with them (from user_data.shared_with_me). The thunks live here and
// their reducers are added to the user_data slice by addShoppingListCases; the answers of the
// current_shoppinglist calls keep these rows (item counts, dates) and the stores of a shop up to date.
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { ApiError, ShoppingListCreateRequest } from '../../contract/api';
import type { Id, ShoppingList } from '../../contract/entities';
import type { Keyed } from '../api/idempotency';
import { shoppingListsApi } from '../api/shoppingLists';
import { compareIso } from '../lib/dates';
import { canEdit } from '../lib/permissions';
import { countedThunk, createAppAsyncThunk, isApiError } from './createAppAsyncThunk';
import { completeShop, deleteShoppingList, fetchShoppingList, removeListItems, saveShoppingList } from './currentShoppinglistSlice';
import { isLoading, nextLoading } from './loadStatus';
import type { RootState } from './rootReducer';
import { putKept, storedKeeping } from './storedAsIs';
import type { UserDataState } from './userDataSlice';
import { markViewOnly, refusedAsViewer, replaceStore, sharedOfType } from './userStores';
import { selectFrom } from './selectFrom';

/** The own lists; how many the answer left out (it holds the SHOPPINGLISTS_LISTED_MAX most recently changed), in meta. */
export const fetchShoppingLists = countedThunk('user_data/fetchShoppingLists', shoppingListsApi.list, {
  condition: (_arg, { getState }) => !isLoading(getState().user_data.listsStatus),
});

/** POST answers only the id, name and items (SPEC §3 save response); the owner is the signed-in user. */
export const createShoppingList = createAppAsyncThunk('user_data/createShoppingList', async (
  { submissionKey, ...body }: Keyed<ShoppingListCreateRequest>,
  { getState, rejectWithValue },
) => {
  try {
    const saved = await shoppingListsApi.create(body, submissionKey);
    const me = getState().auth.user;
    const list: ShoppingList = {
      user_shoppinglist_id: saved.user_shoppinglist_id,
      name: saved.name,
      user_id: me?.id ?? 0,
      ingredients: saved.user_shoppinglist_ingredients,
      shared_with: [],
      owner_name: me?.name ?? '',
      updated_at: new Date().toISOString(),
    };
    return list;
  } catch (err) {
    if (isApiError(err)) return rejectWithValue(err);
    throw err;
  }
});

const byUpdatedDesc = (a: ShoppingList, b: ShoppingList) => compareIso(b.updated_at, a.updated_at);

/** A list's new state, wherever the user sees it: among their own, or among those shared with them. */
function replaceList(state: UserDataState, list: ShoppingList) {
  const own = state.shoppinglists.findIndex((l) => l.user_shoppinglist_id === list.user_shoppinglist_id);
  if (own >= 0 && putKept(state.shoppinglists, own, list)) state.shoppinglists.sort(byUpdatedDesc);
  const shared = state.shared_with_me.findIndex((s) => s.type === 'UserShoppinglist' && s.user_shoppinglist_id === list.user_shoppinglist_id);
  if (shared >= 0) putKept(state.shared_with_me, shared, { type: 'UserShoppinglist' as const, ...list });
}

/** A write refused with 403: a list shared with the user is now theirs to view only (their own are never refused). */
function listRefused(state: UserDataState, action: { payload?: ApiError; meta: { arg: { id: Id } } }) {
  if (!refusedAsViewer(action)) return;
  const shared = state.shared_with_me.find((s) => s.type === 'UserShoppinglist' && s.user_shoppinglist_id === action.meta.arg.id);
  if (shared) markViewOnly(shared);
}

function dropList(state: UserDataState, id: Id) {
  state.shoppinglists = state.shoppinglists.filter((l) => l.user_shoppinglist_id !== id);
  state.shared_with_me = state.shared_with_me.filter((s) => !(s.type === 'UserShoppinglist' && s.user_shoppinglist_id === id));
}

/** The reducers of the list calls, added to the user_data slice before its sign-out matcher. */
export function addShoppingListCases(builder: ActionReducerMapBuilder<UserDataState>) {
  builder
    .addCase(fetchShoppingLists.pending, (state) => { state.listsStatus = nextLoading(state.listsStatus); })
    .addCase(fetchShoppingLists.fulfilled, (state, action) => {
      state.listsStatus = 'succeeded';
      state.shoppinglists = storedKeeping(state.shoppinglists, action.payload);
      state.listsLeftOut = action.meta.leftOut ?? 0;
    })
    .addCase(fetchShoppingLists.rejected, (state) => { state.listsStatus = 'failed'; })
    .addCase(createShoppingList.fulfilled, (state, action) => {
      // a create sent again answers as the first did: the list may be here already, read since
      if (!state.shoppinglists.some((l) => l.user_shoppinglist_id === action.payload.user_shoppinglist_id)) state.shoppinglists.unshift(action.payload);
    })
    .addCase(fetchShoppingList.fulfilled, (state, action) => replaceList(state, action.payload))
    .addCase(saveShoppingList.fulfilled, (state, action) => replaceList(state, action.payload))
    .addCase(saveShoppingList.rejected, listRefused)
    .addCase(removeListItems.fulfilled, (state, action) => replaceList(state, action.payload))
    .addCase(removeListItems.rejected, listRefused)
    .addCase(deleteShoppingList.fulfilled, (state, action) => dropList(state, action.payload))
    .addCase(completeShop.fulfilled, (state, action) => {
      const { shopping_list, moved_to, store } = action.payload;
      if (shopping_list) replaceList(state, shopping_list);
      else dropList(state, action.meta.arg.id);
      if (moved_to) replaceList(state, moved_to);
      if (store) replaceStore(state, store);
    });
}

// --- selectors ------------------------------------------------------------------------------------

export const selectOwnLists = (state: RootState) => state.user_data.shoppinglists;
export const selectListsStatus = (state: RootState) => state.user_data.listsStatus;
/** how many own lists the answer left out, the least recently changed (it holds SHOPPINGLISTS_LISTED_MAX) */
export const selectListsLeftOut = (state: RootState) => state.user_data.listsLeftOut;

export const selectSharedLists = selectFrom(
  [(state: RootState) => state.user_data.shared_with_me],
  (shared): ShoppingList[] => sharedOfType(shared, 'UserShoppinglist').sort(byUpdatedDesc),
);

/** SPEC §6: lists that items may move to: the user's own, and shared ones they can edit. */
export const selectListTargets = selectFrom(
  [selectOwnLists, selectSharedLists, (state: RootState) => state.auth.user],
  (own, shared, me) => [...own, ...shared.filter((l) => canEdit(l, me))],
);
