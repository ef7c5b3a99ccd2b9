// Asks for the list named in the address, for its view and its editor, and says which list to show: the server's
// answer, or until it comes, the copy the app already holds (the user's lists, which the lists screen showed, or at a
// start the offline copy kept on this device, src/app/signedIn.ts restoreHeld), so a list opens at once in a shop
// with one bar of signal, where the read may take the fetch's whole time-out (30 s) to fail, and is refreshed behind
// it (components/Freshness says so). A load that failed without the server saying the list is gone or no longer
// shared (404, 403) failed for want of an answer or on a server error: with no copy to show, the screen says it could
// not be loaded, with 'try again', and it is asked again once the server answers again.
import { useCallback, useEffect, useMemo } from 'react';
import type { Id, ShoppingList } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import {
  fetchShoppingList, selectCurrentShoppinglist, selectCurrentShoppinglistError, selectCurrentShoppinglistRequestedId,
  selectCurrentShoppinglistStatus,
} from '../../store/currentShoppinglistSlice';
import type { RootState } from '../../store/rootReducer';

export interface ListLoad {
  /** the list to show: the server's last answer for it, or a copy the app holds while it is asked for */
  list: ShoppingList | null;
  /** the list shown is a copy the app held (its lists, the offline copy), not yet an answer to a read of it */
  held: boolean;
  /** nothing to show yet, and the list is being asked for */
  waiting: boolean;
  /** the list shown is being read again: what is shown may be out of date */
  reading: boolean;
  /** the last read got no answer, or a server error (not 'gone'): with nothing to show the screen says so, else that
   * what it shows was not updated */
  failed: boolean;
  retry: () => void;
}

const ownCopy = (state: RootState, id: Id | null) => (id === null ? undefined : state.user_data.shoppinglists.find((l) => l.user_shoppinglist_id === id));
const sharedCopy = (state: RootState, id: Id | null) => (id === null
  ? undefined
  : state.user_data.shared_with_me.find((s) => s.type === 'UserShoppinglist' && s.user_shoppinglist_id === id));

export function useListLoad(id: Id | null): ListLoad {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentShoppinglist);
  const status = useAppSelector(selectCurrentShoppinglistStatus);
  const requestedId = useAppSelector(selectCurrentShoppinglistRequestedId);
  const error = useAppSelector(selectCurrentShoppinglistError);
  const own = useAppSelector((state) => ownCopy(state, id));
  const shared = useAppSelector((state) => sharedCopy(state, id));
  const retry = useCallback(() => {
    if (id !== null) void dispatch(fetchShoppingList(id));
  }, [dispatch, id]);
  useEffect(retry, [retry]);

  const answered = requestedId === id;
  // gone, or no longer shared: no copy of it is shown
  const gone = answered && status === 'failed' && (error?.status === 404 || error?.status === 403);
  const inApp = useMemo((): ShoppingList | null => {
    if (own) return own;
    if (shared?.type !== 'UserShoppinglist') return null;
    const { type: _type, ...list } = shared;
    return list;
  }, [own, shared]);

  const fromServer = current?.user_shoppinglist_id === id ? current : null;
  const list = id === null || gone ? null : fromServer ?? inApp;
  const pending = id !== null && (!answered || status === 'pending');
  const failed = id !== null && answered && status === 'failed' && !gone;
  useAskAgainWhenOnline(failed, retry);
  return {
    list,
    held: list !== null && list !== fromServer,
    waiting: list === null && pending,
    reading: list !== null && pending,
    failed,
    retry,
  };
}
