// SPEC §3 user_data.user_stores and user_data.shared_with_me: the user's food stores, what others share with
// them, and the sharing calls of SPEC §7. The thunks live here and their reducers are added to the
// user_data slice by addStoreCases, so userDataSlice.ts stays small.
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { ApiError, ShareRemoveRequest, ShareRequest, StoreCreateRequest, StoreUpdateRequest } from '../../contract/api';
import type { FoodStore, Id, Mealplan, ShareableType, SharedWith, SharedWithMe, ShoppingList } from '../../contract/entities';
import type { Keyed } from '../api/idempotency';
import { shareApi } from '../api/share';
import { storesApi } from '../api/stores';
import { sortByText } from '../lib/collation';
import { apiThunk, countedThunk } from './createAppAsyncThunk';
import { isLoading, isSettled, nextLoading } from './loadStatus';
import type { RootState } from './rootReducer';
import { putKept, storedKeeping } from './storedAsIs';
import { NONE_SHARED_LEFT_OUT, type UserDataState } from './userDataSlice';
import { selectFrom } from './selectFrom';

export const fetchStores = apiThunk('user_data/fetchStores', storesApi.list, {
  condition: (_arg, { getState }) => !isLoading(getState().user_data.storesStatus),
});

/** What is shared with the user; how many of each type the answer left out (it holds the latest SHARED_LISTED_MAX), in meta. */
export const fetchSharedWithMe = countedThunk('user_data/fetchSharedWithMe', shareApi.list, {
  condition: (_arg, { getState }) => !isLoading(getState().user_data.sharedStatus),
});

export const createStore = apiThunk('user_data/createStore', ({ submissionKey, ...body }: Keyed<StoreCreateRequest>) => storesApi.create(body, submissionKey));

/**
 * Autosave and moves send the whole item list (SPEC §3 store), with the name or description when they change; a change
 * built on a read (store/changeStore.ts) with its key.
 */
export const updateStore = apiThunk('user_data/updateStore', ({ id, submissionKey, ...body }: Keyed<StoreUpdateRequest> & { id: Id }) =>
  storesApi.update(id, body, submissionKey));

export const deleteStore = apiThunk('user_data/deleteStore', async (id: Id) => {
  await storesApi.remove(id);
  return id;
});

/** An owned store becomes the default (GET /stores/{id}/default). */
export const setDefaultStore = apiThunk('user_data/setDefaultStore', async (id: Id) => (await storesApi.setDefault(id)).store.id);

/** A shared store the user can edit becomes their default (PUT /share/default). */
export const setSharedDefault = apiThunk('user_data/setSharedDefault', async (id: Id) => {
  await shareApi.setDefault({ entity_id: id, entity_type: 'UserFoodStore' });
  return id;
});

/** The owner changes who an entity is shared with; the answer is the whole list of recipients. */
export const updateSharing = apiThunk('user_data/updateSharing', async (body: ShareRequest) => {
  const { shared_with } = await shareApi.update(body);
  return { type: body.type, entity_id: body.entity_id, shared_with };
});

/** A recipient leaves something shared with them. */
export const removeShared = apiThunk('user_data/removeShared', async (body: ShareRemoveRequest) => {
  await shareApi.remove(body);
  return body;
});

/**
 * A write refused with 403: the server lets the user only view this list or store now (SPEC §6; the owner takes
 * the edit right away, server/services/access.ts). An owner is never refused a write, so it is a recipient's.
 */
export const refusedAsViewer = (action: { payload?: ApiError }) => action.payload?.status === 403;

/**
 * What the user was shared with no longer lets them edit, as the server said by its refusal: every screen (the
 * editor, the lists and stores, a move's targets) follows at once, before what is shared is read again
 * (pwa/outboxSync.ts refreshShares). A recipient sees only their own entry (server/services/views.ts).
 */
export function markViewOnly(entity: { shared_with: SharedWith[] }) {
  entity.shared_with = entity.shared_with.map((entry) => ({ ...entry, canEdit: false }));
}

const sharedId = (item: SharedWithMe): Id => {
  switch (item.type) {
    case 'UserFoodStore': return item.id;
    case 'UserMealplan': return item.user_mealplan_id;
    case 'UserShoppinglist': return item.user_shoppinglist_id;
  }
};

export function replaceStore(state: UserDataState, store: FoodStore) {
  const own = state.user_stores.findIndex((s) => s.id === store.id);
  if (own >= 0) putKept(state.user_stores, own, store);
  const shared = state.shared_with_me.findIndex((s) => s.type === 'UserFoodStore' && s.id === store.id);
  if (shared >= 0) putKept(state.shared_with_me, shared, { type: 'UserFoodStore' as const, ...store });
}

/** One default store per user (SPEC §4), whether owned or shared with them. */
function markDefault(state: UserDataState, id: Id) {
  for (const store of state.user_stores) store.default = store.id === id;
  for (const item of state.shared_with_me) if (item.type === 'UserFoodStore') item.default = item.id === id;
}

function setRecipients(state: UserDataState, type: ShareableType, id: Id, sharedWith: SharedWith[]) {
  const lists = {
    UserFoodStore: state.user_stores.filter((s) => s.id === id),
    UserMealplan: state.mealplans.filter((p) => p.user_mealplan_id === id),
    UserShoppinglist: state.shoppinglists.filter((l) => l.user_shoppinglist_id === id),
  };
  for (const entity of lists[type]) entity.shared_with = sharedWith;
}

/** The reducers of the thunks above, added to the user_data slice before its sign-out matcher. */
export function addStoreCases(builder: ActionReducerMapBuilder<UserDataState>) {
  builder
    .addCase(fetchStores.pending, (state) => { state.storesStatus = nextLoading(state.storesStatus); })
    .addCase(fetchStores.fulfilled, (state, action) => {
      state.storesStatus = 'succeeded';
      state.user_stores = storedKeeping(state.user_stores, action.payload);
    })
    .addCase(fetchStores.rejected, (state) => { state.storesStatus = 'failed'; })
    .addCase(fetchSharedWithMe.pending, (state) => { state.sharedStatus = nextLoading(state.sharedStatus); })
    .addCase(fetchSharedWithMe.fulfilled, (state, action) => {
      state.sharedStatus = 'succeeded';
      state.shared_with_me = storedKeeping(state.shared_with_me, action.payload);
      state.sharedLeftOut = action.meta.leftOut ?? NONE_SHARED_LEFT_OUT;
    })
    .addCase(fetchSharedWithMe.rejected, (state) => { state.sharedStatus = 'failed'; })
    .addCase(createStore.fulfilled, (state, action) => { state.user_stores.push(action.payload); })
    .addCase(updateStore.fulfilled, (state, action) => replaceStore(state, action.payload))
    .addCase(updateStore.rejected, (state, action) => {
      if (!refusedAsViewer(action)) return;
      const shared = state.shared_with_me.find((s) => s.type === 'UserFoodStore' && s.id === action.meta.arg.id);
      if (shared) markViewOnly(shared);
    })
    .addCase(deleteStore.fulfilled, (state, action) => {
      state.user_stores = state.user_stores.filter((s) => s.id !== action.payload);
    })
    .addCase(setDefaultStore.fulfilled, (state, action) => markDefault(state, action.payload))
    .addCase(setSharedDefault.fulfilled, (state, action) => markDefault(state, action.payload))
    .addCase(updateSharing.fulfilled, (state, action) => {
      const { type, entity_id, shared_with } = action.payload;
      setRecipients(state, type, entity_id, shared_with);
    })
    .addCase(removeShared.fulfilled, (state, action) => {
      const { entity_id, entity_type } = action.payload;
      state.shared_with_me = state.shared_with_me.filter((s) => !(s.type === entity_type && sharedId(s) === entity_id));
    });
}

// --- selectors ------------------------------------------------------------------------------------

/** Stores by name in English alphabetical order (decisions.md: every screen orders names alike), not in the
 *  server's byte order (capitals first, 'Ärmel' after 'zucchini') nor as created, renamed or shared. */
const byName = (stores: FoodStore[]) => sortByText(stores, (s) => s.name);

export const selectOwnStores = selectFrom([(state: RootState) => state.user_data.user_stores], (own) => byName([...own]));

export const selectSharedStores = selectFrom(
  [(state: RootState) => state.user_data.shared_with_me],
  (shared): FoodStore[] => byName(sharedOfType(shared, 'UserFoodStore')),
);

/** Own stores first, then those shared with the user. */
export const selectAllStores = selectFrom([selectOwnStores, selectSharedStores], (own, shared) => [...own, ...shared]);

export const selectStoreById = (state: RootState, id: Id | null): FoodStore | undefined =>
  id === null ? undefined : selectAllStores(state).find((s) => s.id === id);

/** The user's default store, owned or shared (SPEC §2 dashboard card). */
export const selectDefaultStore = (state: RootState): FoodStore | undefined => selectAllStores(state).find((s) => s.default);

export const selectStoresStatus = (state: RootState) => state.user_data.storesStatus;
export const selectSharedStatus = (state: RootState) => state.user_data.sharedStatus;
/** how many of each type shared with the user the list leaves out, the oldest (GET /share holds the latest SHARED_LISTED_MAX) */
export const selectSharedLeftOut = (state: RootState) => state.user_data.sharedLeftOut;

/** Both lists have answered (or failed) at least once, so a missing store is really missing. */
export const selectStoresSettled = (state: RootState) =>
  [state.user_data.storesStatus, state.user_data.sharedStatus].every(isSettled);

interface SharedKinds { UserFoodStore: FoodStore; UserMealplan: Mealplan; UserShoppinglist: ShoppingList }

/** The plans, lists or stores shared with the user, without the tag of their kind. */
export function sharedOfType<T extends keyof SharedKinds>(shared: readonly SharedWithMe[], type: T): SharedKinds[T][] {
  return shared.flatMap((s) => {
    if (s.type !== type) return [];
    const { type: _type, ...entity } = s;
    // of the kind just checked
    return [entity as unknown as SharedKinds[T]];
  });
}
