// A change to a store the screen is not editing, on the store as the server has it now. Not in userStores.ts, which
// every signed-in screen loads: only the store, the scan and a completed plan need it.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../contract/api';
import type { FoodStore, Id, StoreItem } from '../../contract/entities';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency';
import { newIdempotencyKey } from '../api/idempotency';
import { shareApi } from '../api/share';
import { storesApi } from '../api/stores';
import { conflictCurrent, isApiError } from './createAppAsyncThunk';
import type { RootState } from './rootReducer';
import { sharedOfType, updateStore } from './userStores';

/** what another write may beat a change of a store to, before it gives up */
const CHANGE_TRIES = 3;

/**
 * Every store the user sees, as the server has it now: their own (GET /stores) and those shared with them (GET /share;
 * GET /stores answers only one's own). Which of the shared ones they may change is in each one's shared_with.
 */
export async function readStoresNow(): Promise<FoodStore[]> {
  const [own, shared] = await Promise.all([storesApi.list(), shareApi.sharedWithMe()]);
  return [...own, ...sharedOfType(shared, 'UserFoodStore')];
}

/** A store write, with the copy it was built on (its version is the one it names) and its Idempotency-Key. */
interface StoreWrite { base: FoodStore; items: StoreItem[]; key: string }

/**
 * The writes whose answer was lost, by the key of the change they were made for (the caller's useSubmissionKey, one
 * per intended change) and the store: a write that got no answer may have been done, so that change's next try sends
 * it again as it was, with its Idempotency-Key, and the server does it once (PUT /stores/{id} is keyed), where reading
 * the store again and changing that would make the change twice. Left when the change is given up (a few, in memory).
 */
const unanswered = new Map<string, StoreWrite>();
const unansweredId = (change: string, id: Id) => `${change}/${id}`;

/** Whether the change keyed `change` has a write to this store whose answer was lost (its next try sends it again). */
export function hasUnansweredWrite(change: string, id: Id): boolean {
  return unanswered.has(unansweredId(change, id));
}

/** whether the write may have been done: no answer, or the server still doing it with this key */
function mayHaveBeenDone(err: unknown): boolean {
  return isApiError(err) && (err.status === 0 || (err.status === 409 && Boolean(err.errors?.[IDEMPOTENCY_KEY_HEADER])));
}

/**
 * A change to a store as the server has it now, not as a screen loaded it (items moved into it, a receipt's lines, a
 * completed plan's ingredients): read afresh (or `read`, a copy the caller has just read), changed, and saved with its
 * version, so a change made meanwhile (another tab, a person it is shared with) is built on, never overwritten; a save
 * another write beat (412) is made again on the copy the refusal carries. A change that leaves the items as they are
 * (the same array) is not saved. Each save goes with an Idempotency-Key of its own, a new one when it is made again
 * on a newer copy. `key` names the intended change (the caller's useSubmissionKey, the same across its tries): a save
 * of it whose answer was lost is sent again as it was by its next try, with its key, not made again on the store read
 * afresh, which would hold it already if the server had done it. Rejects with the ApiError of the read or the save
 * (404 for a store that is gone).
 */
export async function changeStoreNow(
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>,
  id: Id,
  change: (items: StoreItem[]) => StoreItem[],
  { read, key }: { read?: FoodStore; key?: string } = {},
): Promise<FoodStore> {
  const held = key === undefined ? undefined : unansweredId(key, id);
  let write = held === undefined ? undefined : unanswered.get(held);
  // worked out again on the copy it was built on, so what the caller learns from the change (what a plan's takes
  // left) is this write's; what it sends is what it sent (a receipt's lines are dated as they are added)
  if (write) change(write.base.items);
  let current = write ? write.base : read ?? (await readStoresNow()).find((s) => s.id === id);
  for (let attempt = 1; ; attempt += 1) {
    if (!write) {
      if (!current) throw { status: 404, message: 'Not found.' } satisfies ApiError;
      const items = change(current.items);
      if (items === current.items) return current;
      write = { base: current, items, key: newIdempotencyKey() };
    }
    try {
      const saved = await dispatch(updateStore({ id, items: write.items, version: write.base.version, submissionKey: write.key })).unwrap();
      if (held !== undefined) unanswered.delete(held);
      return saved;
    } catch (err) {
      if (held !== undefined) {
        if (mayHaveBeenDone(err)) unanswered.set(held, write);
        else unanswered.delete(held);
      }
      const newer = conflictCurrent<FoodStore>(err);
      if (!newer || attempt === CHANGE_TRIES) throw err;
      current = newer;
      write = undefined;
    }
  }
}
