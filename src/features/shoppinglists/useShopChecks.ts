// SPEC §3, §4 shop mode: which items are ticked, kept in local storage per list name (lib/shopChecks.ts). When the
// list's items change (read again: a change made elsewhere, a shop refused because of one), an item still on it
// unchanged keeps its tick and the others' ticks are cleared and counted (changed, or no longer on the list), for
// shop mode to say so until dismissed, with how many items came onto the list; the items a shop stored leave the
// list without a word. A list renamed elsewhere keeps its ticks: read again, they carry over under the new name; not
// on screen, its record is found by the list's id under the name it had and moved to the new one. toggle is stable,
// so one tick re-renders one row. The record is written after the tick has been painted, and at once when the page
// is hidden or shop mode is left; a list with no record and no tick has nothing to write.
// Ticks read against a copy the app held at a start (perhaps older than the list's last save) are read again
// from the record when the server's answer comes, and not written before: see Ticks.fromHeld.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Id, ShoppingListItem } from '../../../contract/entities';
import { afterPaint } from '../../lib/idle';
import { addedCount, carryChecked, checkedRecord, recordList, restoreChecked, type StoredChecks } from '../../lib/shopChecks';
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
  /** the name the list's record was kept under before it was renamed: the record moves from it when written */
  formerName?: string;
  /**
   * the ticks were read from the record against a copy the app held (the offline copy at a start, which may be from
   * before the list's last save) and none has been made since: the record is not written from them, and the list as
   * the server answers is given the record's ticks again, not these (a tick on an item the copy held older was lost)
   */
  fromHeld: boolean;
}

/**
 * The list's record: under its name, or, when that holds none (or another list's), under a name the list had before
 * (renamed elsewhere since it was last in shop mode), found by the list's id the record holds.
 */
function readRecord(list: Id, name: string): { stored: StoredChecks | null; formerName?: string } {
  const stored = storage.getChecked(name);
  const whose = recordList(stored);
  if (stored !== null && (whose === null || whose === String(list))) return { stored };
  for (const formerName of storage.checkedNames()) {
    if (formerName === name) continue;
    const former = storage.getChecked(formerName);
    if (recordList(former) === String(list)) return { stored: former, formerName };
  }
  return { stored };
}

const restore = (list: Id, name: string, items: readonly ShoppingListItem[], held: boolean): Ticks => {
  const { stored, formerName } = readRecord(list, name);
  return { list, name, items, ...restoreChecked(stored, list, items), added: 0, recorded: stored !== null, formerName, fromHeld: held };
};

/** `held`: the items are a copy the app held, not yet the server's answer (useListLoad) */
export function useShopChecks(list: Id, name: string, items: readonly ShoppingListItem[], held = false) {
  const [ticks, setTicks] = useState(() => restore(list, name, items, held));
  let current = ticks;
  const readAgain = ticks.items !== items || ticks.name !== name;
  if (ticks.list !== list || (ticks.fromHeld && readAgain)) {
    current = restore(list, name, items, held);
    setTicks(current);
  } else if (readAgain) {
    // the list read again: the ticks carry over to what is still on it unchanged, under its new name if renamed
    current = ticks.name === name ? ticks : { ...ticks, name, formerName: ticks.name };
    if (ticks.items !== items) {
      const carried = carryChecked(ticks.items, ticks.checked, items);
      const told = !ticks.shopping;
      current = {
        ...current,
        items,
        checked: carried.checked,
        cleared: ticks.cleared + (told ? carried.cleared : 0),
        gone: ticks.gone + (told ? carried.gone : 0),
        added: ticks.added + (told ? addedCount(ticks.items, items) : 0),
      };
    }
    setTicks(current);
  }

  // the record always describes the items shown, so a stale one is replaced right after the paint. The write is due
  // as the tick is drawn (a layout effect): as a passive effect it was due only once React got round to it, and a
  // reload or a closed tab in between (a loaded phone, a quick thumb) went with nothing due, losing the tick
  const unsaved = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (!current.recorded || current.fromHeld) return undefined;
    const write = () => {
      unsaved.current = null;
      storage.setChecked(current.name, checkedRecord(current.list, current.items, current.checked));
      // moved, not copied: left under the former name, it would come back stale if the list took that name again
      const former = current.formerName;
      if (former !== undefined && former !== current.name && recordList(storage.getChecked(former)) === String(current.list)) {
        storage.removeChecked(former);
      }
    };
    unsaved.current = write;
    return afterPaint(write);
  }, [current.list, current.name, current.items, current.checked, current.recorded, current.formerName, current.fromHeld]);
  // the pending write goes out when the page is hidden or shop mode is left, like an editor's unsent edits
  const flushPending = useCallback(() => unsaved.current?.(), []);
  useFlushOnLeave(flushPending);

  const toggle = useCallback((id: string) => {
    setTicks((prev) => {
      const checked = new Set(prev.checked);
      if (checked.has(id)) checked.delete(id);
      else checked.add(id);
      return { ...prev, checked, recorded: true, fromHeld: false };
    });
  }, []);

  const setShopping = useCallback((shopping: boolean) => setTicks((prev) => ({ ...prev, shopping })), []);
  const dismissCleared = useCallback(() => setTicks((prev) => ({ ...prev, cleared: 0, gone: 0, added: 0 })), []);

  return {
    checked: current.checked, cleared: current.cleared, gone: current.gone, added: current.added, toggle, setShopping, dismissCleared,
  };
}
