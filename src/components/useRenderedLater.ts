import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { isPrinting, onPrint } from '../lib/printing';

/** rows from which a list's first render is left for later */
const MANY_ROWS = 200;

/**
 * False on the first render of a list of many rows, true a moment later through a transition: the list's first
 * render (grouping and sorting its items, then its rows) is then a render React splits into short tasks after
 * the rest of the screen has shown, not part of the task that brought the data (urgent when the data comes from
 * the store, which React reads through useSyncExternalStore). A short list renders at once, and so does any list
 * while the page is printed (printing started before the transition had ended renders it at once).
 */
export function useRenderedLater(rows: number): boolean {
  const [ready, setReady] = useState(() => rows < MANY_ROWS || isPrinting());
  useEffect(() => {
    if (ready) return undefined;
    startTransition(() => setReady(true));
    return onPrint((printing) => {
      if (printing) flushSync(() => setReady(true));
    });
  }, [ready]);
  return ready;
}
