// A change to a store the screen is not editing, on the store as the server has it now. Not in userStores.ts, which
// every signed-in screen loads: only the store and the scan need it.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../contract/api';
import type { FoodStore, Id, StoreItem } from '../../contract/entities';
import { storesApi } from '../api/stores';
import { conflictCurrent } from './createAppAsyncThunk';
import type { RootState } from './rootReducer';
import { updateStore } from './userStores';

/** what another write may beat a change of a store to, before it gives up */
const CHANGE_TRIES = 3;

/**
 * A change to a store as the server has it now, not as a screen loaded it (items moved into it, a receipt's lines):
 * read afresh, changed, and saved with its version, so a change made meanwhile (another tab, a person it is shared
 * with) is built on, never overwritten; a save another write beat (412) is made again on the copy the refusal
 * carries. Rejects with the ApiError of the read or the save (404 for a store that is gone).
 */
export async function changeStoreNow(dispatch: ThunkDispatch<RootState, unknown, UnknownAction>, id: Id, change: (items: StoreItem[]) => StoreItem[]): Promise<FoodStore> {
  let current = (await storesApi.list()).find((s) => s.id === id);
  for (let attempt = 1; ; attempt += 1) {
    if (!current) throw { status: 404, message: 'Not found.' } satisfies ApiError;
    try {
      return await dispatch(updateStore({ id, items: change(current.items), version: current.version })).unwrap();
    } catch (err) {
      const newer = conflictCurrent<FoodStore>(err);
      if (!newer || attempt === CHANGE_TRIES) throw err;
      current = newer;
    }
  }
}
