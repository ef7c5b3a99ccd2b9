// SPEC §4 version check: fetch the latest version, compare it with the installed one, and repeat up to
// VERSION_CHECK_TRIES times every VERSION_CHECK_INTERVAL_MS until a newer version is found. Pure: the
// fetch, the stored version and the timers come from the caller.
import { VERSION_CHECK_INTERVAL_MS, VERSION_CHECK_TRIES } from '../../contract/constants';

export interface VersionCheckDeps {
  /** The deployed version (GET /latest-version.json), or null when it cannot be read. */
  fetchLatest: () => Promise<string | null>;
  /** The version this device has installed (local storage installedVersion), null on a first run. */
  getInstalled: () => string | null;
  setInstalled: (version: string) => void;
  /** The version of the code that is running now. */
  runningVersion: string;
  onUpdateAvailable: (latest: string) => void;
  tries?: number;
  intervalMs?: number;
}

export type VersionVerdict = 'same' | 'newer' | 'first-run';

/**
 * A first run stores the latest version; running code that already is the latest version (the browser
 * updated the worker by itself) counts as installed; any other difference is an update.
 */
export function compareVersions(installed: string | null, latest: string, running: string): VersionVerdict {
  if (installed === null || installed === '') return 'first-run';
  if (installed === latest || running === latest) return 'same';
  return 'newer';
}

/** Starts the checks; the returned function stops them (the menu unmounted). */
export function startVersionCheck(deps: VersionCheckDeps): () => void {
  const tries = deps.tries ?? VERSION_CHECK_TRIES;
  const intervalMs = deps.intervalMs ?? VERSION_CHECK_INTERVAL_MS;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const run = async () => {
    attempt += 1;
    let latest: string | null = null;
    try {
      latest = await deps.fetchLatest();
    } catch (err) {
      console.warn('version check: could not read the latest version', err);
    }
    if (stopped) return;
    if (latest) {
      const installed = deps.getInstalled();
      const verdict = compareVersions(installed, latest, deps.runningVersion);
      if (verdict === 'newer') {
        deps.onUpdateAvailable(latest);
        return;
      }
      if (installed !== latest) deps.setInstalled(latest);
    }
    if (attempt < tries) timer = setTimeout(() => void run(), intervalMs);
  };

  void run();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
