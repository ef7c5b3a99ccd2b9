// A <ul> that renders only the rows near the viewport (issue #10: a 2,000-item list or store), with gaps of the
// other rows' height above and below, so the page keeps its length and the scrollbar its place. Rows are
// measured once shown (lib/windowing.ts). A row holding the focus is never unmounted, so the keyboard keeps
// its place while the page scrolls (it is pinned when the window moves past it, so moving the focus between
// rows on screen renders nothing), and the focus on the last row rendered renders the next (on the first, the
// one before; at a list's end, the neighbouring list's), so the keyboard never skips a row. The list tells
// assistive technology its full size through each row's aria-setsize and aria-posinset (given to renderRow).
// A row asked for by `reveal` (one just added or changed, far off screen) is rendered wherever it is and
// scrolled into view, as little as brings it there; the focus stays where it is.
// The browser's find-in-page sees only rendered rows (docs/decisions.md). Printing draws every row (lib/printing):
// at once as it starts, and back to the rows near the viewport once it has ended, the page scrolled where it was.
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../lib/idle';
import { isPrinting, onPrint } from '../lib/printing';
import { covers, EMPTY_RANGE, layoutRuns, RowHeights, visibleRange, type RowRange } from '../lib/windowing';
import './WindowedList.css';

export interface RowPosition {
  'aria-posinset': number;
  'aria-setsize': number;
}

interface WindowedListProps<T> {
  items: readonly T[];
  /** a key per row, stable while the row is the same; itself stable (the keys are worked out once per items) */
  keyOf: (item: T, index: number) => string;
  /** the row: an <li> keyed by `key` that spreads `position` on itself */
  renderRow: (item: T, key: string, position: RowPosition, index: number) => ReactNode;
  /** a row's height in px before any row has been measured */
  estimate: number;
  className?: string;
  /** the list's accessible name, when it has no heading to be named by */
  label?: string;
  /**
   * a row to bring into view, by its key: a new object each time it is asked for. The row stays in the page while
   * it is given (so a mark on it is seen wherever the list is scrolled to)
   */
  reveal?: { key: string };
}

/** The rows rendered, and the focused row's key when it lies outside them (kept in the page) */
interface Rendered extends RowRange {
  pinned: string | null;
}

const NOTHING_RENDERED: Rendered = { ...EMPTY_RANGE, pinned: null };

/**
 * The viewport as far as rows must be ready (fractions of its height beyond it), and as far as they are rendered.
 * A list's first fill renders only the rows needed, and the rest once the page has been idle: the task that draws
 * a screen of many rows (a store's first groups) draws as few of them as it can.
 */
const NEEDED = 0.5;
const RENDERED = 1.25;

/**
 * Every list is measured in one pass per frame, before the browser lays the page out to draw it: the lists a render
 * changed, and all of them after a scroll or a resize. The first read lays the page out once for the frame, and the
 * others read what it laid out. Measured in a render's layout effects instead, each commit laid the whole page out
 * in the middle of React's work, and again after the render the measure asked for, all in one task (a 2,000-item
 * store's first load: ~100 ms of its long tasks at 4x CPU). A render a measure asks for comes in a task of its own.
 */
const subscribers = new Set<() => void>();
const due = new Set<() => void>();
let frame = 0;
function measureAll() {
  frame = 0;
  const now = [...due];
  due.clear();
  for (const update of now) update();
}
/** measures the list with this update in the next frame */
function measureSoon(update: () => void) {
  due.add(update);
  if (!frame) frame = requestAnimationFrame(measureAll);
}
const notify = () => {
  for (const update of subscribers) due.add(update);
  if (!frame) frame = requestAnimationFrame(measureAll);
};
function subscribe(update: () => void): () => void {
  if (subscribers.size === 0) {
    // capture: scrolls of any scrolling ancestor, not only the page's
    document.addEventListener('scroll', notify, { capture: true, passive: true });
    window.addEventListener('resize', notify);
  }
  subscribers.add(update);
  return () => {
    subscribers.delete(update);
    due.delete(update);
    if (subscribers.size === 0) {
      document.removeEventListener('scroll', notify, { capture: true });
      window.removeEventListener('resize', notify);
    }
    if (due.size === 0 && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}

/**
 * Every windowed list in the page, by its element: the focus on one list's last row brings in the first row of
 * the list after it (a group below, not rendered while off screen), and on its first row the last of the one before.
 */
const lists = new Map<HTMLUListElement, (edge: 'first' | 'last') => void>();

function bringInNeighbour(list: HTMLUListElement, direction: 'next' | 'previous') {
  let nearest: HTMLUListElement | null = null;
  const side = direction === 'next' ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const nearer = direction === 'next' ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
  for (const other of lists.keys()) {
    if (other === list || !(list.compareDocumentPosition(other) & side)) continue;
    if (!nearest || nearest.compareDocumentPosition(other) & nearer) nearest = other;
  }
  if (nearest) lists.get(nearest)!(direction === 'next' ? 'first' : 'last');
}

/**
 * Every windowed list's way to draw all its rows (printing) or the rows near the viewport again. One print listener
 * for them all, added with the first list: the lists are drawn in one render, before the browser lays the page out
 * for paper, and back as they were (nothing is measured in between), so the place lib/printing scrolls the page
 * back to shows the same rows.
 */
const printers = new Set<(printing: boolean) => void>();
let listeningForPrint = false;

function drawForPrint(printing: boolean) {
  if (printers.size === 0) return;
  flushSync(() => {
    for (const draw of printers) draw(printing);
  });
}

function addPrinter(draw: (printing: boolean) => void): () => void {
  if (!listeningForPrint) {
    listeningForPrint = true;
    onPrint(drawForPrint);
  }
  printers.add(draw);
  return () => {
    printers.delete(draw);
  };
}

/** The <li> of each row rendered, in the order of the keys shown (the gaps left out). */
const rowElements = (list: HTMLUListElement) => Array.from(list.children).filter((child) => !child.hasAttribute('data-window-gap'));

export function WindowedList<T>({ items, keyOf, renderRow, estimate, className, label, reveal }: WindowedListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [heights] = useState(() => new RowHeights(estimate));
  const [range, setRange] = useState<Rendered>(NOTHING_RENDERED);
  // every row, while the page is printed
  const [printing, setPrinting] = useState(isPrinting);
  // the focused row's key: a ref, as it matters only once the window moves (then it is pinned in the range)
  const focusedKey = useRef<string | null>(null);
  // bumped when a measure changed a height, so the gaps are drawn again
  const [, setMeasured] = useState(0);
  const width = useRef<number | null>(null);
  // whether rows beyond those needed are rendered: not before the page has been idle once since the list came
  const wide = useRef(false);

  const keys = useMemo(() => items.map((item, index) => keyOf(item, index)), [items, keyOf]);
  const heightOf = (index: number) => heights.get(keys[index]!);
  const pinnedIndex = range.pinned === null ? -1 : keys.indexOf(range.pinned);
  const revealIndex = reveal ? keys.indexOf(reveal.key) : -1;
  const runs = layoutRuns(items.length, printing ? { start: 0, end: items.length } : range, [pinnedIndex, revealIndex].filter((i) => i >= 0), heightOf);
  // the keys in the order their <li> elements appear, to measure them
  const shown: string[] = [];
  for (const run of runs) if (run.kind === 'rows') for (let i = run.start; i < run.end; i += 1) shown.push(keys[i]!);

  // what the latest render needs, for the listeners
  const latest = useRef({ keys, shown, range });
  useLayoutEffect(() => {
    latest.current = { keys, shown, range };
  });

  // a row asked for is rendered by now (it is pinned): scrolled to before the measure below, which then renders
  // the rows around it. Not smoothly: a smooth scroll past a 2,000-row list would render every row on its way
  const revealed = useRef<{ key: string } | undefined>(undefined);
  useLayoutEffect(() => {
    if (!reveal || reveal === revealed.current) return;
    revealed.current = reveal;
    const row = listRef.current && rowElements(listRef.current)[latest.current.shown.indexOf(reveal.key)];
    // jsdom has no scrollIntoView
    row?.scrollIntoView?.({ block: 'nearest' });
  }, [reveal]);

  /** Measures the rendered rows, and renders others if the viewport has moved past those rendered. */
  const update = useCallback((widen = false) => {
    const list = listRef.current;
    // laid out for paper, rows are not measured: their screen heights are what the gaps stand for once printed
    if (!list || isPrinting()) return;
    const { keys: allKeys, shown: shownKeys, range: rendered } = latest.current;
    const box = list.getBoundingClientRect();
    if (width.current !== null && Math.abs(box.width - width.current) >= 1) heights.clear();
    width.current = box.width;
    let changed = false;
    rowElements(list).forEach((child, k) => {
      const key = shownKeys[k];
      if (key !== undefined && heights.set(key, child.getBoundingClientRect().height)) changed = true;
    });
    const viewport = window.innerHeight || document.documentElement.clientHeight;
    const at = (overscan: number) => visibleRange({
      count: allKeys.length, heightOf: (i) => heights.get(allKeys[i]!), listTop: box.top, viewportHeight: viewport, overscan,
    });
    const needed = at(viewport * NEEDED);
    if (widen || rendered.end > allKeys.length || !covers(rendered, needed)) {
      const next = at(viewport * (wide.current ? RENDERED : NEEDED));
      const focused = focusedKey.current === null ? -1 : allKeys.indexOf(focusedKey.current);
      const pinned = focused >= 0 && (focused < next.start || focused >= next.end) ? focusedKey.current : null;
      setRange((prev) => (prev.start === next.start && prev.end === next.end && prev.pinned === pinned ? prev : { ...next, pinned }));
    }
    // the gaps are drawn again with what was measured
    if (changed) setMeasured((n) => n + 1);
  }, [heights]);

  // after every render: measure what was drawn in the next frame's pass, and fill the viewport if it is not yet. The
  // fill a list asks for as it mounts is a transition: a screen of many groups (a store's, a list's) shows them at
  // once and their rows in renders React can split, instead of one task that draws them all. Later fills (a scroll,
  // a measure) are at once
  const filled = useRef(false);
  const measure = useCallback(() => {
    if (filled.current) {
      update();
      return;
    }
    filled.current = true;
    startTransition(() => update());
  }, [update]);
  useLayoutEffect(() => measureSoon(measure));
  useLayoutEffect(() => subscribe(measure), [measure]);
  useLayoutEffect(() => addPrinter(setPrinting), []);
  // a transition: React renders the rows added then in slices between which the page answers
  useEffect(() => whenIdle(() => {
    wide.current = true;
    startTransition(() => update(true));
  }), [update]);

  // a row pinned before and no longer focused leaves the page
  const unpin = (key: string | null) => setRange((prev) => (prev.pinned === null || prev.pinned === key ? prev : { ...prev, pinned: null }));
  // the focus on the first or last row rendered brings in the row beyond it (at the list's ends, the neighbouring
  // list's), so Tab and Shift+Tab find the next row however fast they are pressed (a held key outran the
  // scroll's next frame and skipped rows)
  const reachEdge = (index: number) => {
    if (index < range.start || index >= range.end) return;
    const start = Math.min(range.start, Math.max(0, index - 1));
    const end = Math.max(range.end, Math.min(keys.length, index + 2));
    if (start !== range.start || end !== range.end) setRange((prev) => ({ ...prev, start: Math.min(prev.start, start), end: Math.max(prev.end, end) }));
    if (listRef.current && index === keys.length - 1) bringInNeighbour(listRef.current, 'next');
    if (listRef.current && index === 0) bringInNeighbour(listRef.current, 'previous');
  };
  // asked by a neighbour: its first or last row, when nothing of this list is rendered
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    lists.set(list, (edge) => setRange((prev) => {
      const count = latest.current.keys.length;
      if (prev.end > prev.start || count === 0) return prev;
      return edge === 'first' ? { ...prev, start: 0, end: 1 } : { ...prev, start: count - 1, end: count };
    }));
    return () => { lists.delete(list); };
  }, []);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const list = listRef.current;
    if (!list) return;
    let k = 0;
    for (const child of Array.from(list.children)) {
      if (child.hasAttribute('data-window-gap')) continue;
      if (child.contains(event.target)) {
        focusedKey.current = shown[k] ?? null;
        if (range.pinned !== null && range.pinned !== focusedKey.current) unpin(focusedKey.current);
        reachEdge(focusedKey.current === null ? -1 : keys.indexOf(focusedKey.current));
        return;
      }
      k += 1;
    }
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    // once the blur has settled: the window losing the focus leaves the row the active element, and it stays
    setTimeout(() => {
      const list = listRef.current;
      if (list && list.contains(document.activeElement)) return;
      focusedKey.current = null;
      unpin(null);
    }, 0);
  };

  // one flat array of keyed rows and gaps, so a row keeps its element when a gap appears above it
  const children: ReactNode[] = [];
  for (const run of runs) {
    if (run.kind === 'gap') {
      children.push(<li key={`gap-${run.from}`} data-window-gap="" aria-hidden="true" className="window-gap" style={{ height: run.height }} />);
    } else {
      for (let i = run.start; i < run.end; i += 1) children.push(renderRow(items[i]!, keys[i]!, { 'aria-posinset': i + 1, 'aria-setsize': items.length }, i));
    }
  }
  return <ul ref={listRef} className={className} aria-label={label} onFocus={onFocus} onBlur={onBlur}>{children}</ul>;
}
