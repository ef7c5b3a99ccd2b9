// The page's first popstate listener, added before the router's (src/main.tsx): a browser runs a window's popstate
// listeners in the order they were added, capturing or not, so only one added first can stop the router's. What it
// calls is set by the code that needs it (src/lib/modalHistory.ts), which loads with the first dialog, not here.
let handler: ((event: PopStateEvent) => void) | null = null;
let listening = false;

export function listenFirstToPopstate() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => handler?.(event), true);
}

/** Hands the popstates to `listener` ahead of the router; false when nothing listens first (then it must add its own). */
export function onPopstateFirst(listener: (event: PopStateEvent) => void): boolean {
  handler = listener;
  return listening;
}
