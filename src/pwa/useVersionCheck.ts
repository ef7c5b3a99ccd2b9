// SPEC §4: on menu load, check /latest-version.json against the installed version (up to 6 times, every
// 2 s); the answer is the version to update to, or null.
import { useEffect, useState } from 'react';

export function useVersionCheck(enabled = process.env.NODE_ENV === 'production'): string | null {
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    // the checks' code loads once the app has started: no first load carries it (issue 10)
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import(/* webpackChunkName: "version-check" */ './checkVersion').then(({ checkVersion }) => {
      if (!unmounted) stop = checkVersion(setLatest);
    }, () => undefined);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [enabled]);
  return latest;
}
