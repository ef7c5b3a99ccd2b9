// The editor's items and their saving: every change is shown at once and sent AUTOSAVE_MS after the last one,
// one save in flight and the latest edit last (lib/saveQueue.ts). SPEC §8: a failed save is logged only; the
// edits stay on screen and are sent again with the next change, on 'try again', or when the page is left.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_MS } from '../../../contract/constants';
import type { ShoppingList, ShoppingListItem } from '../../../contract/entities';
import { useAppDispatch } from '../../app/hooks';
import { createSaveQueue, type SaveQueueState } from '../../lib/saveQueue';
import { saveShoppingList } from '../../store/currentShoppinglistSlice';

export function useListAutosave(list: ShoppingList) {
  const dispatch = useAppDispatch();
  const [items, setItems] = useState(list.ingredients);
  const current = useRef(list.ingredients);
  const [saveState, setSaveState] = useState<SaveQueueState>({ dirty: false, saving: false, error: null, saved: false });
  const [queue] = useState(() => createSaveQueue<ShoppingListItem[]>({
    delayMs: AUTOSAVE_MS,
    save: async (ingredients) => {
      try {
        await dispatch(saveShoppingList({ id: list.user_shoppinglist_id, ingredients })).unwrap();
      } catch (err) {
        console.warn(`shopping lists: saving list ${list.user_shoppinglist_id} failed`, err);
        throw err;
      }
    },
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
      // leaving the editor sends what is still unsent
      flush();
    };
  }, [queue]);

  const change = useCallback((edit: (items: ShoppingListItem[]) => ShoppingListItem[]) => {
    const next = edit(current.current);
    if (next === current.current) return;
    current.current = next;
    setItems(next);
    queue.schedule(next);
  }, [queue]);

  const retry = useCallback(() => void queue.flush(), [queue]);

  return { items, change, saveState, retry };
}
