// SPEC §4, §9: store edits autosave 500 ms after a change, with a saving indicator. The whole item list is
// sent; one save is in flight at a time and the latest edit wins (lib/saveQueue.ts). Unsent edits are sent
// at once when the page is hidden or the user leaves the store, so none is lost.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_MS } from '../../../contract/constants';
import type { FoodStore, StoreItem } from '../../../contract/entities';
import { useAppDispatch } from '../../app/hooks';
import { createSaveQueue, type SaveQueueState } from '../../lib/saveQueue';
import { updateStore } from '../../store/userStores';

export function useStoreAutosave(store: FoodStore) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState(store.items);
  const current = useRef(store.items);
  const [saveState, setSaveState] = useState<SaveQueueState>({ dirty: false, saving: false, error: null, saved: false });
  const [queue] = useState(() => createSaveQueue<StoreItem[]>({
    delayMs: AUTOSAVE_MS,
    save: (next) => dispatch(updateStore({ id: store.id, items: next })).unwrap(),
    onChange: setSaveState,
  }));

  useEffect(() => {
    const flush = () => void queue.flush();
    const onVisibility = () => { if (document.visibilityState === 'hidden') flush(); };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      // leaving the store (another route, or the read-only view) sends what is still unsent
      flush();
    };
  }, [queue]);

  const change = useCallback((edit: (items: StoreItem[]) => StoreItem[]) => {
    const next = edit(current.current);
    current.current = next;
    setItems(next);
    queue.schedule(next);
  }, [queue]);

  return { items, change, saveState, flush: queue.flush, cancel: queue.cancel };
}
