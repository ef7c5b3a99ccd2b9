// A change to a store the screen is not editing, on the store as the server has it now. Not in userStores.ts, which
// every signed-in screen loads: only the store, the scan and a completed plan need it.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../contract/api';
import type { FoodStore, Id, StoreItem } from '../../contract/entities';
import { shareApi } from '../api/share';
import { storesApi } from '../api/stores';
import { conflictCurrent } from './createAppAsyncThunk';
import type { RootState } from './rootReducer';
import { updateStore } from './userStores';

/** what another write may beat a change of a store to, before it gives up */
const CHANGE_TRIES = 3;

/**
 * Every store the user sees, as the server has it now: their own (GET /stores) and those shared with them (GET /share;
 * GET /stores answers only one's own). Which of the shared ones they may change is in each one's shared_with.
 */
export async function readStoresNow(): Promise<FoodStore[]> {
  const [own, shared] = await Promise.all([storesApi.list(), shareApi.sharedWithMe()]);
  return [...own, ...shared.flatMap((s) => {
    if (s.type !== 'UserFoodStore') return [];
    const { type: _type, ...store } = s;
    return [store];
  })];
}

/**
 * A change to a store as the server has it now, not as a screen loaded it (items moved into it, a receipt's lines, a
 * completed plan's ingredients): read afresh (or `read`, a copy the caller has just read), changed, and saved with its
 * version, so a change made meanwhile (another tab, a person it is shared with) is built on, never overwritten; a save
 * another write beat (412) is made again on the copy the refusal carries. A change that leaves the items as they are
 * (the same array) is not saved. Rejects with the ApiError of the read or the save (404 for a store that is gone).
 */
export async function changeStoreNow(
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>,
  id: Id,
  change: (items: StoreItem[]) => StoreItem[],
  read?: FoodStore,
): Promise<FoodStore> {
  let current = read ?? (await readStoresNow()).find((s) => s.id === id);
  for (let attempt = 1; ; attempt += 1) {
    if (!current) throw { status: 404, message: 'Not found.' } satisfies ApiError;
    const items = change(current.items);
    if (items === current.items) return current;
    try {
      return await dispatch(updateStore({ id, items, version: current.version })).unwrap();
    } catch (err) {
      const newer = conflictCurrent<FoodStore>(err);
      if (!newer || attempt === CHANGE_TRIES) throw err;
      current = newer;
    }
  }
}
