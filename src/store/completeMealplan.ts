// SPEC §4: completing a plan can adjust stock (the used amounts leave the user's stores, and the stores shared with them
// with edit rights) and optionally reschedule the plan. Not in userMealplans.ts, which every signed-in screen loads:
// only the ingredient summary completes a plan, and the taking (lib/mealplanIngredients) goes with it.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FoodStore, Id, User } from '../../contract/entities';
import { mealplansApi } from '../api/mealplans';
import { schedulePlan } from '../lib/mealplanDates';
import { takeFromItems, takeOrder, type Take } from '../lib/mealplanIngredients';
import { canEdit } from '../lib/permissions';
import { changeStoreNow, hasUnansweredWrite, readStoresNow } from './changeStore';
import { saveMealplan } from './currentMealplanSlice';
import type { RootState } from './rootReducer';

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

const done = (takes: readonly Take[]) => takes.every((t) => t.amount.quantity <= 0);

/** One store's share of the takes, on the store as the server has it now; what is still to take after it. */
async function takeFromStore(dispatch: Dispatch, store: FoodStore, takes: Take[], now: number, key?: string): Promise<Take[]> {
  let left = takes;
  await changeStoreNow(dispatch, store.id, (items) => {
    // made again on a newer copy when another write beat it: what is left is this try's
    const taken = takeFromItems(items, takes, now);
    left = taken.left;
    return taken.items;
  }, { read: store, key });
  return left;
}

export interface Completion {
  /** what to take out of the stores (lib/mealplanIngredients plannedTakes), none to leave them as they are */
  takes: Take[];
  /** the plan to schedule again, from this start date */
  reschedule: { id: Id; start: string } | null;
  /** the completion's key (useSubmissionKey), the same across its tries: a store's save whose answer was lost is sent
   * again as it was (store/changeStore.ts) */
  key?: string;
}

/**
 * Completes a plan. The stores are read afresh and each is changed on its version (store/changeStore.ts), so only the
 * plan's ingredients leave them, taken from what they hold now, and whatever anyone added since the summary was
 * checked (a partner's shop into a shared fridge) stays; scheduling it again reads the plan afresh too, as scheduling
 * does, so a change to its recipes made meanwhile is not sent back older. `onTaken` hears what is still to take after
 * each store is saved, so a try again after a failure takes only that; a store's save whose answer was lost is sent
 * again as it was, first, by the next try with the same `key`, not taken from the store read again a second time. Answers what the stores did
 * not hold. Rejects, at the first failure, with its ApiError.
 */
export async function completeMealplan(
  dispatch: Dispatch,
  me: Pick<User, 'id' | 'email'> | null,
  { takes, reschedule, key }: Completion,
  onTaken: (left: Take[]) => void = () => undefined,
): Promise<Take[]> {
  let left = takes;
  if (!done(left)) {
    const now = Date.now();
    const stores = takeOrder((await readStoresNow()).filter((s) => canEdit(s, me)));
    // a save whose answer was lost was this completion's next step when it failed: it is settled before any other
    const lost = (s: FoodStore) => key !== undefined && hasUnansweredWrite(key, s.id);
    stores.sort((a, b) => Number(lost(b)) - Number(lost(a)));
    for (const store of stores) {
      if (done(left)) break;
      left = await takeFromStore(dispatch, store, left, now, key);
      onTaken(left);
    }
  }
  if (reschedule) {
    // not fetchMealplan: the summary on screen would wait for it with its form gone
    const { data: fresh } = await mealplansApi.get(reschedule.id);
    const body = schedulePlan(fresh, reschedule.start);
    if (body) await dispatch(saveMealplan({ id: reschedule.id, body })).unwrap();
  }
  return left;
}
