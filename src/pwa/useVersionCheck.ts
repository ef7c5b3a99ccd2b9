// SPEC §4: on menu load, check /latest-version.json against the installed version (up to 6 times, every
// 2 s); the answer is the version to update to, or null. The first check waits for the page to have loaded and
// been idle: at a start it was one more request beside the screen's scripts and data (on HTTP/1.1, six at a
// time), before the screen could draw.
import { useEffect, useState } from 'react';
import { afterPageLoad } from '../lib/idle';
import { storage } from '../lib/storage';
import { startVersionCheck } from '../lib/versionCheck';
import { serverReached } from '../api/connection';

const RUNNING_VERSION = process.env.APP_VERSION ?? 'dev';

async function fetchLatestVersion(): Promise<string | null> {
  // no-cache: the browser revalidates, and the service worker never routes this file
  const response = await fetch('/latest-version.json', { cache: 'no-cache', headers: { Accept: 'application/json' } }).catch((err: unknown) => {
    // the server is out of reach: the top bar says so (src/api/connection.ts)
    serverReached(false);
    throw err;
  });
  serverReached(true);
  if (!response.ok) return null;
  const body = (await response.json()) as { currentVersion?: unknown };
  return typeof body.currentVersion === 'string' && body.currentVersion ? body.currentVersion : null;
}

export function useVersionCheck(enabled = process.env.NODE_ENV === 'production'): string | null {
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    return afterPageLoad(() => startVersionCheck({
      fetchLatest: fetchLatestVersion,
      getInstalled: () => storage.get('installedVersion'),
      setInstalled: (version) => storage.set('installedVersion', version),
      runningVersion: RUNNING_VERSION,
      onUpdateAvailable: setLatest,
    }));
  }, [enabled]);
  return latest;
}
