// Asks for the list named in the address, for its view and its editor. A load that failed without the server saying
// the list is gone or no longer shared (404, 403) failed for want of an answer or on a server error: the screen says
// it could not be loaded, with 'try again', and it is asked again once the server answers again.
import { useCallback, useEffect } from 'react';
import type { Id } from '../../../contract/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAskAgainWhenOnline } from '../../pwa/OfflineBadge';
import {
  fetchShoppingList, selectCurrentShoppinglistError, selectCurrentShoppinglistRequestedId, selectCurrentShoppinglistStatus,
} from '../../store/currentShoppinglistSlice';

export function useListLoad(id: Id | null): { failed: boolean; retry: () => void } {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCurrentShoppinglistStatus);
  const requestedId = useAppSelector(selectCurrentShoppinglistRequestedId);
  const error = useAppSelector(selectCurrentShoppinglistError);
  const retry = useCallback(() => {
    if (id !== null) void dispatch(fetchShoppingList(id));
  }, [dispatch, id]);
  useEffect(retry, [retry]);
  const failed = id !== null && requestedId === id && status === 'failed' && error?.status !== 404 && error?.status !== 403;
  useAskAgainWhenOnline(failed, retry);
  return { failed, retry };
}
