// Work that can wait for the page: started once the browser has nothing more urgent to do.

/** Runs `run` once the page is idle (at the latest `timeoutMs` on); returns what cancels it. */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `run` right after the browser's next paint (a frame's callback, then a task), so it is no part of the
 * interaction that asked for it; returns what cancels it.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => { timer = setTimeout(run, 0); });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `run` once the page has loaded and then been idle, so a start's own requests and first drawing never wait
 * for it; returns what cancels it (and, once `run` has run, what `run` returned).
 */
export function afterPageLoad(run: () => (() => void) | void): () => void {
  let cancel: () => void = () => undefined;
  let stop: (() => void) | void;
  const idle = () => {
    cancel = whenIdle(() => { stop = run(); });
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => {
    cancel();
    stop?.();
  };
}
