// SPEC §4: the version deployed now (GET /latest-version.json) and the one this tab runs. The version check
// (useVersionCheck.ts) offers Update when they differ; a part of the app that cannot load asks too
// (src/lib/lazyWithRetry.ts): after a deploy the running version's files are gone, which no retry or connection mends.
import { serverReached } from '../api/connection';

/** The version of the code running in this tab (webpack.config.js writes the same string to /latest-version.json). */
export const RUNNING_VERSION = process.env.APP_VERSION ?? 'dev';

/** The deployed version, or null when the file has none; rejects when the server is out of reach. */
export async function fetchLatestVersion(): Promise<string | null> {
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

/** The deployed version when it is not the one running here; null when it is, or when that cannot be told now. */
export async function newerThanRunning(): Promise<string | null> {
  const latest = await fetchLatestVersion().catch(() => null);
  return latest !== null && latest !== RUNNING_VERSION ? latest : null;
}

/**
 * Set by Update (applyUpdate.ts) before it activates the new worker: that worker taking control of this tab is then
 * what this tab asked for (it reloads), not another tab's update changing the worker under this one.
 */
let updateAsked = false;
export function askUpdate(): void {
  updateAsked = true;
}

/** Calls `listener` when a new service worker takes control of this tab without this tab's Update; returns what stops it. */
export function onWorkerReplaced(listener: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const changed = () => {
    if (!updateAsked) listener();
  };
  navigator.serviceWorker.addEventListener('controllerchange', changed);
  return () => navigator.serviceWorker.removeEventListener('controllerchange', changed);
}
