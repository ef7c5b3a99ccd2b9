// SPEC §4's version check as it runs in the app: /latest-version.json against the installed version. Loaded once the
// page has loaded and been idle (src/pwa/useVersionCheck.ts), so a first load does not carry it.
import { serverReached } from '../api/connection';
import { storage } from '../lib/storage';
import { startVersionCheck } from '../lib/versionCheck';

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

/** Starts the checks; `onUpdateAvailable` hears of a newer version; the returned function stops them. */
export function checkVersion(onUpdateAvailable: (latest: string) => void): () => void {
  return startVersionCheck({
    fetchLatest: fetchLatestVersion,
    getInstalled: () => storage.get('installedVersion'),
    setInstalled: (version) => storage.set('installedVersion', version),
    runningVersion: RUNNING_VERSION,
    onUpdateAvailable,
  });
}
