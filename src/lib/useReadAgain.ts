// What a screen shows of something others change too (a shared list) is read again when it may have changed unseen:
// when the app comes back into view after a while away (a phone brings the installed app back from memory, not
// reloaded), when the server can be reached again, and, if asked, every so often while the page is in view. Nothing
// was read again before, so a list open in shop mode never showed a partner's change until a reload.
import { useEffect, useRef } from 'react';
import { isOnline, subscribeOnline } from '../api/connection';

/** ours: how long the page must have been hidden for its return to read again (a glance at a message is enough) */
export const READ_AGAIN_AFTER_HIDDEN_MS = 5_000;

export interface ReadAgainOptions {
  /** false: nothing is read (an editor with edits not saved yet, which a read must not overwrite) */
  enabled?: boolean;
  /** ms: read this often too, while the page is in view and the server answers */
  everyMs?: number;
}

export function useReadAgain(read: () => void, { enabled = true, everyMs }: ReadAgainOptions = {}): void {
  const latest = useRef({ read, enabled });
  useEffect(() => {
    latest.current = { read, enabled };
  });

  useEffect(() => {
    const readNow = () => {
      if (latest.current.enabled) latest.current.read();
    };
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt ??= Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away >= READ_AGAIN_AFTER_HIDDEN_MS) readNow();
    };
    let reached = isOnline();
    const stopOnline = subscribeOnline(() => {
      const now = isOnline();
      if (now && !reached) readNow();
      reached = now;
    });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopOnline();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!everyMs) return undefined;
    const timer = setInterval(() => {
      if (latest.current.enabled && document.visibilityState === 'visible' && isOnline()) latest.current.read();
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
}
