// A sticky bar covers an edge of the page (the top bar; a screen's action bar at the bottom), and what the browser
// scrolls to (a control Tab or Shift+Tab focuses, one a script focuses, a find) would stop under it (WCAG 2.4.11).
// The page's scroll-padding keeps each edge clear (global.css): each bar on screen puts itself there with its ref,
// and the root's --sticky-top and --sticky-bottom say, in px, how far the bars of each edge reach into the viewport.
// A bar reaches its height past its offset from the edge (a floating button's 1rem), measured again whenever its
// size or the viewport's changes; one that scrolls away with the page (--cramped-offset, far below 0) reaches nowhere.
// A bar is measured when its ResizeObserver reports (the page laid out already), never in the ref: there a read of
// its style and box laid out the whole page in the middle of React's commit (a store of 2,000 items: ~30 ms at 4x
// CPU in its first load's longest task), and the root's property written then had the page's style worked out again.
type Edge = 'top' | 'bottom';

/** each bar held, with how far it reached when last measured */
const bars: Record<Edge, Map<HTMLElement, number>> = { top: new Map(), bottom: new Map() };
/** what each edge's property holds: written only when it changes, as a change restyles the whole page */
const written: Record<Edge, string | null> = { top: null, bottom: null };

function reach(bar: HTMLElement, edge: Edge): number {
  const style = getComputedStyle(bar);
  if (style.position !== 'sticky' && style.position !== 'fixed') return 0;
  const offset = parseFloat(style[edge]);
  return Math.max(0, bar.getBoundingClientRect().height + (Number.isFinite(offset) ? offset : 0));
}

/** writes the edge's property from the reaches last measured */
function write(edge: Edge): void {
  const value = `${Math.ceil(Math.max(0, ...bars[edge].values()))}px`;
  if (value === written[edge]) return;
  written[edge] = value;
  document.documentElement.style.setProperty(`--sticky-${edge}`, value);
}

function measure(edge: Edge, bar: HTMLElement): void {
  if (!bars[edge].has(bar)) return;
  bars[edge].set(bar, reach(bar, edge));
  write(edge);
}

function hold(edge: Edge, bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  bars[edge].set(bar, 0);
  const remeasure = () => measure(edge, bar);
  // the observer reports the bar's size once it is laid out, and again as it changes; jsdom has none (nor style
  // sheets to make a bar sticky), and there the bar is measured at once
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
  if (observer) observer.observe(bar);
  else remeasure();
  window.addEventListener('resize', remeasure);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', remeasure);
    bars[edge].delete(bar);
    // the bars left reach as far as they did when last measured
    write(edge);
  };
}

/** the ref of a bar sticky at the top of the page */
export const stickyTop = (bar: HTMLElement | null) => hold('top', bar);
/** the ref of a bar sticky at the bottom of the page */
export const stickyBottom = (bar: HTMLElement | null) => hold('bottom', bar);
