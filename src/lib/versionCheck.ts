// SPEC §4 version check: fetch the latest version and compare it with the installed one. At a start it is asked up to
// VERSION_CHECK_TRIES times every VERSION_CHECK_INTERVAL_MS until a newer version is found; then once more at each
// `check` (the menu opened, the app back in view, the service worker changed). Pure: the fetch, the stored version and
// the clock come from the caller.
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
  /** ms since some fixed time (Date.now) */
  now?: () => number;
}

export type VersionVerdict = 'same' | 'newer' | 'first-run';

/**
 * Running code that already is the latest version counts as installed (the browser updated the worker by itself); a
 * first run stores the latest version; any other difference is an update, also where another tab has installed it
 * already (installedVersion names it): this tab still runs the old code.
 */
export function compareVersions(installed: string | null, latest: string, running: string): VersionVerdict {
  if (running === latest) return 'same';
  if (installed === null || installed === '') return 'first-run';
  return 'newer';
}

export interface VersionCheck {
  /** The start's checks: up to `tries`, `intervalMs` apart, until a newer version is found. */
  start(): void;
  /**
   * One check now, unless one is under way, a newer version was found already, or the last began less than
   * `unlessWithinMs` ago.
   */
  check(unlessWithinMs?: number): void;
  stop(): void;
}

export function createVersionCheck(deps: VersionCheckDeps): VersionCheck {
  const tries = deps.tries ?? VERSION_CHECK_TRIES;
  const intervalMs = deps.intervalMs ?? VERSION_CHECK_INTERVAL_MS;
  const now = deps.now ?? Date.now;
  let stopped = false;
  let found = false;
  let asking = false;
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const once = async () => {
    asking = true;
    lastAt = now();
    let latest: string | null = null;
    try {
      latest = await deps.fetchLatest();
    } catch (err) {
      console.warn('version check: could not read the latest version', err);
    } finally {
      asking = false;
    }
    if (stopped || found || !latest) return;
    const installed = deps.getInstalled();
    if (compareVersions(installed, latest, deps.runningVersion) === 'newer') {
      found = true;
      clearTimeout(timer);
      deps.onUpdateAvailable(latest);
    } else if (installed !== latest) deps.setInstalled(latest);
  };

  const run = async () => {
    attempt += 1;
    await once();
    if (!stopped && !found && attempt < tries) timer = setTimeout(() => void run(), intervalMs);
  };

  return {
    start: () => {
      if (!stopped && !found) void run();
    },
    check: (unlessWithinMs = 0) => {
      if (stopped || found || asking || now() - lastAt < unlessWithinMs) return;
      void once();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
