// A sticky bar covers an edge of the page (the top bar; a screen's action bar at the bottom), and what the browser
// scrolls to (a control Tab or Shift+Tab focuses, one a script focuses, a find) would stop under it (WCAG 2.4.11).
// The page's scroll-padding keeps each edge clear (global.css): each bar on screen puts itself there with its ref,
// and the root's --sticky-top and --sticky-bottom say, in px, how far the bars of each edge reach into the viewport.
// A bar reaches its height past its offset from the edge (a floating button's 1rem), measured again whenever its
// size or the viewport's changes; one that scrolls away with the page (--cramped-offset, far below 0) reaches nowhere.
type Edge = 'top' | 'bottom';

const bars: Record<Edge, Set<HTMLElement>> = { top: new Set(), bottom: new Set() };

function reach(bar: HTMLElement, edge: Edge): number {
  const style = getComputedStyle(bar);
  if (style.position !== 'sticky' && style.position !== 'fixed') return 0;
  const offset = parseFloat(style[edge]);
  return Math.max(0, bar.getBoundingClientRect().height + (Number.isFinite(offset) ? offset : 0));
}

function measure(edge: Edge): void {
  const px = Math.max(0, ...Array.from(bars[edge], (bar) => reach(bar, edge)));
  document.documentElement.style.setProperty(`--sticky-${edge}`, `${Math.ceil(px)}px`);
}

function hold(edge: Edge, bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  bars[edge].add(bar);
  const remeasure = () => measure(edge);
  // jsdom has no ResizeObserver (nor style sheets to make a bar sticky)
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
  observer?.observe(bar);
  window.addEventListener('resize', remeasure);
  remeasure();
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', remeasure);
    bars[edge].delete(bar);
    remeasure();
  };
}

/** the ref of a bar sticky at the top of the page */
export const stickyTop = (bar: HTMLElement | null) => hold('top', bar);
/** the ref of a bar sticky at the bottom of the page */
export const stickyBottom = (bar: HTMLElement | null) => hold('bottom', bar);
