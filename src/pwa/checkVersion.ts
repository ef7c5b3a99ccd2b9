// SPEC §4: the version check as the app runs it: /latest-version.json against the version installed on this
// device (local storage installedVersion). Loaded once the app has started (src/pwa/useVersionCheck.ts): no
// first load carries it.
import { storage } from '../lib/storage';
import { startVersionCheck } from '../lib/versionCheck';

const RUNNING_VERSION = process.env.APP_VERSION ?? 'dev';

async function fetchLatestVersion(): Promise<string | null> {
  // no-cache: the browser revalidates, and the service worker never routes this file
  const response = await fetch('/latest-version.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { currentVersion?: unknown };
  return typeof body.currentVersion === 'string' && body.currentVersion ? body.currentVersion : null;
}

/** Starts the checks (up to 6, every 2 s); `onUpdateAvailable` hears the version to update to. Returns the stop. */
export function checkVersion(onUpdateAvailable: (latest: string) => void): () => void {
  return startVersionCheck({
    fetchLatest: fetchLatestVersion,
    getInstalled: () => storage.get('installedVersion'),
    setInstalled: (version) => storage.set('installedVersion', version),
    runningVersion: RUNNING_VERSION,
    onUpdateAvailable,
  });
}
