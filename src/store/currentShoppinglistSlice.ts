// SPEC §3 current_shoppinglist: the shopping list being viewed, edited or shopped, and the calls that change
// it (SPEC §7). The user's lists in user_data follow these answers too (store/userShoppingLists.ts).
import { createSlice } from '@reduxjs/toolkit';
import type { ApiError, CompleteShopRequest } from '../../contract/api';
import type { Id, ShoppingList, ShoppingListItem } from '../../contract/entities';
import type { Keyed } from '../api/idempotency';
import { shoppingListsApi } from '../api/shoppingLists';
import { apiThunk } from './createAppAsyncThunk';
import { currentShoppinglistInitial, type CurrentShoppinglistState } from './currentInitialStates';
import { isSignedOut } from './signedOut';
import { putKept } from './storedAsIs';
import { markViewOnly, refusedAsViewer, updateSharing } from './userStores';

export const fetchShoppingList = apiThunk('current_shoppinglist/fetch', async (id: Id) => (await shoppingListsApi.get(id)).shopping_list, {
  // one call at a time for a list (StrictMode, or the view and the editor asking in turn)
  condition: (id, { getState }) => {
    const { requestedId, status } = getState().current_shoppinglist;
    return !(requestedId === id && status === 'pending');
  },
});

/**
 * PUT { ingredients }, or { name, ingredients } when the name changes too (SPEC §7); with the version the edit
 * is based on, a change made meanwhile by someone else is a 412 instead of being overwritten.
 */
export const saveShoppingList = apiThunk(
  'current_shoppinglist/save',
  async ({ id, name, ingredients, version }: { id: Id; name?: string; ingredients: ShoppingListItem[]; version?: number }) => {
    const body = name === undefined ? { ingredients } : { name, ingredients };
    return (await shoppingListsApi.update(id, version === undefined ? body : { ...body, version })).shopping_list;
  },
);

/** PUT { ingredients_to_remove } with item ids. */
export const removeListItems = apiThunk(
  'current_shoppinglist/removeItems',
  async ({ id, ids }: { id: Id; ids: (Id | string)[] }) => (await shoppingListsApi.update(id, { ingredients_to_remove: ids })).shopping_list,
);

export const deleteShoppingList = apiThunk('current_shoppinglist/delete', async (id: Id) => {
  await shoppingListsApi.remove(id);
  return id;
});

/** SPEC §4 shop mode, applied whole or not at all by the server; done once however often it is sent with its key. */
export const completeShop = apiThunk(
  'current_shoppinglist/completeShop',
  ({ id, submissionKey, ...body }: Keyed<CompleteShopRequest> & { id: Id }) => shoppingListsApi.completeShop(id, body, submissionKey),
);

const currentShoppinglistSlice = createSlice({
  name: 'current_shoppinglist',
  initialState: currentShoppinglistInitial,
  reducers: {},
  extraReducers: (builder) => {
    const replace = (state: CurrentShoppinglistState, list: ShoppingList) => {
      if (state.list?.user_shoppinglist_id === list.user_shoppinglist_id) putKept(state, 'list', list);
    };
    // the edit right was taken away: the editor gives way to the read-only view at once (ListEditScreen)
    const refused = (state: CurrentShoppinglistState, action: { payload?: ApiError; meta: { arg: { id: Id } } }) => {
      if (refusedAsViewer(action) && state.list?.user_shoppinglist_id === action.meta.arg.id) markViewOnly(state.list);
    };
    builder
      .addCase(fetchShoppingList.pending, (state, action) => {
        state.requestedId = action.meta.arg;
        state.status = 'pending';
        state.error = null;
        // the list already shown stays while it is refreshed; another list does not
        if (state.list?.user_shoppinglist_id !== action.meta.arg) state.list = null;
      })
      .addCase(fetchShoppingList.fulfilled, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'succeeded';
        putKept(state, 'list', action.payload);
      })
      .addCase(fetchShoppingList.rejected, (state, action) => {
        if (action.meta.arg !== state.requestedId) return;
        state.status = 'failed';
        state.error = action.payload ?? { status: 0, message: action.error.message ?? 'The list could not be loaded.' };
        // gone or no longer shared: what was shown must not stay; offline, it does
        if (state.error.status === 404 || state.error.status === 403) state.list = null;
      })
      .addCase(saveShoppingList.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(saveShoppingList.rejected, refused)
      .addCase(removeListItems.fulfilled, (state, action) => replace(state, action.payload))
      .addCase(removeListItems.rejected, refused)
      // a deleted list stays shown while the screen leaves it (SPEC §4: 0.8 s after a shop that deletes it)
      .addCase(completeShop.fulfilled, (state, action) => {
        if (action.payload.shopping_list) replace(state, action.payload.shopping_list);
      })
      .addCase(updateSharing.fulfilled, (state, action) => {
        const { type, entity_id, shared_with } = action.payload;
        if (type === 'UserShoppinglist' && state.list?.user_shoppinglist_id === entity_id) state.list.shared_with = shared_with;
      })
      .addMatcher(isSignedOut, () => currentShoppinglistInitial);
  },
  selectors: {
    selectCurrentShoppinglist: (state) => state.list,
    selectCurrentShoppinglistStatus: (state) => state.status,
    selectCurrentShoppinglistError: (state) => state.error,
    selectCurrentShoppinglistRequestedId: (state) => state.requestedId,
  },
});

export const {
  selectCurrentShoppinglist, selectCurrentShoppinglistStatus, selectCurrentShoppinglistError, selectCurrentShoppinglistRequestedId,
} = currentShoppinglistSlice.selectors;
export default currentShoppinglistSlice;
