// SPEC §3, §4 shop mode: which items are ticked, kept in local storage per list name and dropped when the
// list's items (ignoring checked) differ from those they were ticked on (lib/shopChecks.ts). toggle is stable,
// so one tick re-renders one row. The record is written after the tick has been painted, and at once when the
// page is hidden or shop mode is left; a list with no record and no tick has nothing to write. After a shop refused
// because the list changed (keepTicks), the list read again keeps the ticks of the items still on it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShoppingListItem } from '../../../contract/entities';
import { carryChecked, checkedRecord, restoreChecked } from '../../lib/shopChecks';
import { storage } from '../../lib/storage';
import { useFlushOnLeave } from '../../lib/useFlushOnLeave';

interface Ticks {
  name: string;
  items: readonly ShoppingListItem[];
  checked: ReadonlySet<string>;
  /** a record for the list is kept (or due): it must follow the items shown */
  recorded: boolean;
  /** the next items are the list read again after a refused shop: they keep these ticks where they can */
  carry?: boolean;
}

const restore = (name: string, items: readonly ShoppingListItem[]): Ticks => {
  const stored = storage.getChecked(name);
  return { name, items, checked: restoreChecked(stored, items), recorded: stored !== null };
};

export function useShopChecks(name: string, items: readonly ShoppingListItem[]) {
  const [ticks, setTicks] = useState(() => restore(name, items));
  let current = ticks;
  // new items (a refresh, or the list after a shop): their ticks are read again, or dropped if they differ
  if (ticks.name !== name || ticks.items !== items) {
    current = ticks.carry && ticks.name === name
      ? { name, items, checked: carryChecked(ticks.items, ticks.checked, items), recorded: true }
      : restore(name, items);
    setTicks(current);
  }

  // the record always describes the items shown, so a stale one is replaced ('dropped') right after the paint
  const unsaved = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!current.recorded) return undefined;
    const write = () => {
      unsaved.current = null;
      storage.setChecked(current.name, checkedRecord(current.items, current.checked));
    };
    unsaved.current = write;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { timer = setTimeout(write, 0); });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current.name, current.items, current.checked, current.recorded]);
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

  const keepTicks = useCallback(() => setTicks((prev) => ({ ...prev, carry: true })), []);

  return { checked: current.checked, toggle, keepTicks };
}
