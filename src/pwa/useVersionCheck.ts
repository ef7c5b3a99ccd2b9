// SPEC §4: on menu load, check /latest-version.json against the installed version (up to 6 times, every
// 2 s); the answer is the version to update to, or null. The first check waits for the page to have loaded and
// been idle: at a start it was one more request beside the screen's scripts and data (on HTTP/1.1, six at a
// time), before the screen could draw; its code loads then too (src/pwa/checkVersion.ts), not with the first load.
import { useEffect, useState } from 'react';
import { afterPageLoad } from '../lib/idle';

export function useVersionCheck(enabled = process.env.NODE_ENV === 'production'): string | null {
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    const cancel = afterPageLoad(() => {
      import(/* webpackChunkName: "version-check" */ './checkVersion').then(({ checkVersion }) => {
        if (!gone) stop = checkVersion(setLatest);
      }, (err: unknown) => console.warn('version check: its code could not be loaded', err));
    });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, [enabled]);
  return latest;
}
