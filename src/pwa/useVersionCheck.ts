// SPEC §4: on menu load, check /latest-version.json against the installed version. At a start it is asked up to 6 times,
// every 2 s; the first check waits for the page to have loaded and been idle: at a start it was one more request beside
// the screen's scripts and data (on HTTP/1.1, six at a time), before the screen could draw. A tab left open is asked
// again when the menu opens (checkNow), when it comes back into view after RECHECK_AFTER_MS, and when a new service
// worker takes it over because another tab updated (workerReplaced: its old files are gone from the worker's cache).
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPageLoad } from '../lib/idle';
import { storage } from '../lib/storage';
import { createVersionCheck, type VersionCheck } from '../lib/versionCheck';
import { fetchLatestVersion, onWorkerReplaced, RUNNING_VERSION } from './latestVersion';

/** ours: a tab back in view asks again when its last check is older than this */
export const RECHECK_AFTER_MS = 5 * 60_000;

export interface VersionState {
  /** a newer deployed version (the menu's Update), or null */
  latestVersion: string | null;
  /** a new service worker took this tab over without its Update */
  workerReplaced: boolean;
  /** asks now (the menu opened), unless a check is under way or an update was found */
  checkNow: () => void;
}

export function useVersionCheck(enabled = process.env.NODE_ENV === 'production'): VersionState {
  const [latestVersion, setLatestVersion] = useState<string | null>(null);
  const [workerReplaced, setWorkerReplaced] = useState(false);
  const versions = useRef<VersionCheck | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const check = createVersionCheck({
      fetchLatest: fetchLatestVersion,
      getInstalled: () => storage.get('installedVersion'),
      setInstalled: (version) => storage.set('installedVersion', version),
      runningVersion: RUNNING_VERSION,
      onUpdateAvailable: setLatestVersion,
    });
    versions.current = check;
    const cancelStart = afterPageLoad(() => check.start());
    const backInView = () => {
      if (document.visibilityState === 'visible') check.check(RECHECK_AFTER_MS);
    };
    document.addEventListener('visibilitychange', backInView);
    const stopWatchingWorker = onWorkerReplaced(() => {
      setWorkerReplaced(true);
      check.check();
    });
    return () => {
      cancelStart();
      check.stop();
      versions.current = null;
      document.removeEventListener('visibilitychange', backInView);
      stopWatchingWorker();
    };
  }, [enabled]);
  const checkNow = useCallback(() => versions.current?.check(), []);
  return { latestVersion, workerReplaced, checkNow };
}
