// Whether the page is being printed: from 'beforeprint' to 'afterprint', or while the print media applies (how
// Chromium's print preview and an emulated print say it). What a screen leaves out to stay quick (a long list's
// rows far off screen, components/WindowedList.tsx) is drawn whole for paper. The window's listeners are added
// the first time anything asks, and stay: a page that nothing on it prints differently pays nothing.

type Listener = (printing: boolean) => void;

const listeners = new Set<Listener>();
let listening = false;
let printing = false;
/** between 'beforeprint' and 'afterprint' */
let betweenEvents = false;
let media: MediaQueryList | null = null;
/**
 * Where the page was scrolled at 'beforeprint', the screen's layout still there: put back once printing has ended
 * (what was drawn for paper has gone by then), as laying the page out for paper can leave it elsewhere. Through the
 * media alone the page is laid out for paper before we hear of it, and back before we hear that: the browser's
 * scroll anchoring keeps the rows on screen in place.
 */
let scrolled: { left: number; top: number } | null = null;

// the media as it is now, not as a change event says it was: such an event can come after 'afterprint'
function settle() {
  const next = betweenEvents || media?.matches === true;
  if (next === printing) return;
  printing = next;
  for (const listener of [...listeners]) listener(next);
  if (!printing && scrolled) document.scrollingElement?.scrollTo(scrolled);
  if (!printing) scrolled = null;
}

function listen() {
  if (listening) return;
  listening = true;
  media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
  printing = media?.matches === true;
  window.addEventListener('beforeprint', () => {
    const page = document.scrollingElement;
    if (!printing && page) scrolled = { left: page.scrollLeft, top: page.scrollTop };
    betweenEvents = true;
    settle();
  });
  window.addEventListener('afterprint', () => {
    betweenEvents = false;
    settle();
  });
  media?.addEventListener('change', settle);
}

/** Whether the page is being printed now. */
export function isPrinting(): boolean {
  listen();
  return printing;
}

/**
 * Calls `listener` with true as printing starts (isPrinting() already says so) and with false once it has ended;
 * returns what stops it. A listener that changes what React renders does so at once (flushSync): the browser lays
 * the page out for paper as soon as the event has been handled.
 */
export function onPrint(listener: Listener): () => void {
  listen();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
