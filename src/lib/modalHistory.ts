// Back closes the modal on top, as a phone's Back does in any app (QA slow D7), instead of leaving the screen
// under it. A modal holds a history entry of its own while open: the same address, with a mark in history.state
// (the router's state copied, so its location and key stay the same). Back to the entry below closes it; a modal
// closed any other way (Escape, its buttons, a confirm) takes its entry back off. The router never sees these
// entries: the popstates they make stop here, before its own listener (src/lib/popstateFirst.ts). A navigation
// made while modals hold entries (a create that opens what it made, a link in the side menu, the unsaved-changes
// question's way out) first goes back over them, so Back from the new page returns to the page, not to a dialog
// that has gone. The history's writes are taken in order: one made while a traversal is on its way waits for it,
// since a push before a traversal arrives would lose it. Going back over the modals' entries leaves the page where it
// is: the browser would scroll it back to where it was when the first modal opened, undoing a scroll made as a modal
// closed (a completed shop's heading, focused and scrolled to, was put back 600 px out of view: QA a11y D10).

import { afterPaint } from './idle';
import { onPopstateFirst } from './popstateFirst';

const MARK = 'larderModal';
/** how long a traversal someone else asked for may take to arrive: one out of range (Back on the first entry) never does */
const OTHERS_TRAVERSAL_MS = 1000;

interface Layer {
  id: number;
  /** false once closed other than by Back: its entry goes at the next chance */
  open: boolean;
  /** whose it is now: a layer taken over by the next modal is no longer its first holder's to release */
  holder: object;
  onBack: () => void;
}

type Write = () => void;

/** the modals holding an entry, the lowest first: layers[i] holds the i-th entry above the page's */
let layers: Layer[] = [];
/** traversals of our own on their way, and others' (the router's go) */
let ownPops = 0;
let othersPops = 0;
/** a popstate arrived and its listeners are running: the writes waiting for it run after them */
let settling = 0;
const waiting: Write[] = [];
/** the address the app is at, to tell a Back within the page from one that leaves it */
let here = '';
/** increasing across reloads, so an entry marked before a reload is older than every modal open now */
let lastId = Date.now();
let real: { push: History['pushState']; replace: History['replaceState']; go: History['go'] } | null = null;
let syncQueued = false;
/** the page entry's scroll restoration ('manual' while modals' entries are above it) */
let pageRestoration: ScrollRestoration = 'auto';
let othersTimer: ReturnType<typeof setTimeout> | undefined;

const busy = () => ownPops > 0 || othersPops > 0 || settling > 0;

function markOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const mark = (state as Record<string, unknown>)[MARK];
  return typeof mark === 'number' ? mark : undefined;
}

function goOwn(delta: number) {
  ownPops += 1;
  real?.go(delta);
}

/** Closed modals at the top give their entries back; true when a traversal started for it. */
function dropClosed(): boolean {
  let count = 0;
  while (layers.length > count && !layers[layers.length - 1 - count]?.open) count += 1;
  if (count === 0) return false;
  layers = layers.slice(0, layers.length - count);
  goOwn(-count);
  return true;
}

function flush() {
  while (!busy() && waiting.length > 0) waiting.shift()?.();
  if (!busy()) dropClosed();
}

function write(apply: Write) {
  if (busy()) waiting.push(apply);
  else apply();
}

/** another's push or replace: after the modals' entries, which it takes the place of */
function othersWrite(apply: Write) {
  const run = () => {
    if (layers.length > 0) {
      // the modals stay open until their screen closes them, but no longer hold an entry
      const count = layers.length;
      layers = [];
      goOwn(-count);
      waiting.unshift(run);
      return;
    }
    apply();
    here = window.location.href;
  };
  write(run);
}

function othersGo(delta: number) {
  const run = () => {
    if (delta === 0) {
      real?.go(0);
      return;
    }
    // Back from a modal's entry goes past the entries of every modal open
    const by = delta < 0 ? delta - layers.length : delta;
    if (delta < 0) layers = [];
    othersPops += 1;
    clearTimeout(othersTimer);
    othersTimer = setTimeout(() => {
      othersPops = 0;
      flush();
    }, OTHERS_TRAVERSAL_MS);
    real?.go(by);
  };
  write(run);
}

function settle() {
  settling += 1;
  // after the other listeners (the router's) have had this popstate
  setTimeout(() => {
    settling -= 1;
    flush();
  }, 0);
}

function onPopState(event: PopStateEvent) {
  const before = here;
  here = window.location.href;
  if (ownPops > 0) {
    ownPops -= 1;
    // back on the page's entry, unscrolled (the entry's restoration is its own: it had to be 'manual' on arrival)
    if (markOf(event.state) === undefined) window.history.scrollRestoration = pageRestoration;
    event.stopImmediatePropagation();
    settle();
    return;
  }
  if (othersPops > 0) {
    othersPops -= 1;
    if (othersPops === 0) clearTimeout(othersTimer);
    settle();
    return;
  }
  // the user's Back or Forward: the modals above the entry arrived at close
  const mark = markOf(event.state);
  if (mark === undefined) window.history.scrollRestoration = pageRestoration;
  const closing = layers.filter((layer) => mark === undefined || layer.id > mark);
  layers = layers.filter((layer) => !closing.includes(layer));
  // an entry no modal holds (Forward onto one closed by its button, or one from before a reload) is passed over
  const stale = mark !== undefined && !layers.some((layer) => layer.id === mark);
  if (here === before) {
    if (closing.length > 0 || mark !== undefined) event.stopImmediatePropagation();
    for (const layer of closing.reverse()) if (layer.open) layer.onBack();
  }
  // else Back left the page (past a modal's entry the browser skipped, as it may one opened without a tap): the
  // router has it, and the modals go with their screen rather than run their close as it leaves
  if (stale) goOwn(-1);
  settle();
}

function install() {
  if (real) return;
  const { history } = window;
  real = { push: history.pushState.bind(history), replace: history.replaceState.bind(history), go: history.go.bind(history) };
  const original = real;
  history.pushState = (data, unused, url) => othersWrite(() => original.push(data, unused, url));
  history.replaceState = (data, unused, url) => othersWrite(() => original.replace(data, unused, url));
  history.go = (delta) => othersGo(delta ?? 0);
  history.back = () => othersGo(-1);
  history.forward = () => othersGo(1);
  here = window.location.href;
  // ahead of the router's listener, which it may stop (src/lib/popstateFirst.ts); else capturing, which comes first
  // where a window's capturing listeners run first (jsdom)
  if (!onPopstateFirst(onPopState)) window.addEventListener('popstate', onPopState, true);
}

/**
 * An open modal takes Back: `onBack` is called when Back reaches the entry below its own. Returns the release,
 * to call when it closes any other way (or unmounts), which takes its entry back off.
 */
export function holdHistoryEntry(onBack: () => void): () => void {
  install();
  const holder = {};
  const top = layers[layers.length - 1];
  // closed and opened again before its entry went (StrictMode's second mount, one dialog giving way to another)
  const layer: Layer = top && !top.open ? top : { id: (lastId += 1), open: true, holder, onBack };
  Object.assign(layer, { open: true, holder, onBack });
  if (layer !== top) {
    const at = window.location.href;
    const push = () => {
      // closed, or its screen left, before the entry went
      if (layer.holder !== holder || !layer.open || window.location.href !== at) return;
      if (dropClosed()) {
        waiting.unshift(push);
        return;
      }
      const state: unknown = window.history.state;
      if (layers.length === 0) {
        pageRestoration = window.history.scrollRestoration;
        window.history.scrollRestoration = 'manual';
      }
      real?.push({ ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: layer.id }, '');
      layers.push(layer);
    };
    // after the opening's paint: the entry is no part of the click that opened the modal (issue #10: a pushState held
    // the complete-shop dialog's opening over a 2,000-item list ~7 ms at 4x CPU)
    afterPaint(() => write(push));
  }
  return () => {
    if (layer.holder !== holder || !layer.open) return;
    layer.open = false;
    if (syncQueued) return;
    syncQueued = true;
    // a microtask: the modals closing in one commit (a dialog and the one inside it) go in one traversal
    queueMicrotask(() => {
      syncQueued = false;
      flush();
    });
  };
}
