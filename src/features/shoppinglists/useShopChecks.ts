// SPEC §3, §4 shop mode: which items are ticked, kept in local storage per list name (lib/shopChecks.ts). When the
// list's items change (read again: a change made elsewhere, a shop refused because of one), an item still on it
// unchanged keeps its tick and the others' ticks are cleared and counted (changed, or no longer on the list), for
// shop mode to say so until dismissed, with how many items came onto the list; the items a shop stored leave the
// list without a word. toggle is stable, so one tick re-renders one row. The
// record is written after the tick has been painted, and at once when the page is hidden or shop mode is left; a
// list with no record and no tick has nothing to write.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id, ShoppingListItem } from '../../../contract/entities';
import { afterPaint } from '../../lib/idle';
import { addedCount, carryChecked, checkedRecord, restoreChecked } from '../../lib/shopChecks';
import { storage } from '../../lib/storage';
import { useFlushOnLeave } from '../../lib/useFlushOnLeave';

interface Ticks {
  list: Id;
  name: string;
  items: readonly ShoppingListItem[];
  checked: ReadonlySet<string>;
  /** ticks the list's changes cleared since the user was last told: their item changed */
  cleared: number;
  /** the same: their item left the list */
  gone: number;
  /** items the list's changes put on it since the user was last told */
  added: number;
  /** a record for the list is kept (or due): it must follow the items shown */
  recorded: boolean;
  /** a shop is being sent: the ticked items it stores leave the list, done rather than cleared */
  shopping?: boolean;
}

const restore = (list: Id, name: string, items: readonly ShoppingListItem[]): Ticks => {
  const stored = storage.getChecked(name);
  return { list, name, items, ...restoreChecked(stored, list, items), added: 0, recorded: stored !== null };
};

export function useShopChecks(list: Id, name: string, items: readonly ShoppingListItem[]) {
  const [ticks, setTicks] = useState(() => restore(list, name, items));
  let current = ticks;
  if (ticks.list !== list || ticks.name !== name) {
    current = restore(list, name, items);
    setTicks(current);
  } else if (ticks.items !== items) {
    // the list read again: the ticks carry over to what is still on it unchanged
    const carried = carryChecked(ticks.items, ticks.checked, items);
    const told = !ticks.shopping;
    current = {
      ...ticks,
      items,
      checked: carried.checked,
      cleared: ticks.cleared + (told ? carried.cleared : 0),
      gone: ticks.gone + (told ? carried.gone : 0),
      added: ticks.added + (told ? addedCount(ticks.items, items) : 0),
    };
    setTicks(current);
  }

  // the record always describes the items shown, so a stale one is replaced right after the paint
  const unsaved = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!current.recorded) return undefined;
    const write = () => {
      unsaved.current = null;
      storage.setChecked(current.name, checkedRecord(current.list, current.items, current.checked));
    };
    unsaved.current = write;
    return afterPaint(write);
  }, [current.list, current.name, current.items, current.checked, current.recorded]);
  // the pending write goes out when the page is hidden or shop mode is left, like an editor's unsent edits
  const flushPending = useCallback(() => unsaved.current?.(), []);
  useFlushOnLeave(flushPending);

  const toggle = useCallback((id: string) => {
    setTicks((prev) => {
      const checked = new Set(prev.checked);
      if (checked.has(id)) checked.delete(id);
      else checked.add(id);
      return { ...prev, checked, recorded: true };
    });
  }, []);

  const setShopping = useCallback((shopping: boolean) => setTicks((prev) => ({ ...prev, shopping })), []);
  const dismissCleared = useCallback(() => setTicks((prev) => ({ ...prev, cleared: 0, gone: 0, added: 0 })), []);

  return {
    checked: current.checked, cleared: current.cleared, gone: current.gone, added: current.added, toggle, setShopping, dismissCleared,
  };
}
