// A route chunk that fails to load (a dropped connection) is tried again before it becomes a ChunkLoadError for the
// error screen (SPEC §8). One that fails because a newer version was deployed since this tab started (its files are
// gone from the server and the worker's cache) is not tried again: it becomes an AppUpdatedError, which says so.
import { newerThanRunning } from '../pwa/latestVersion';

export class AppUpdatedError extends Error {
  constructor(readonly latestVersion: string) {
    super(`Larder has been updated to ${latestVersion}`);
    this.name = 'AppUpdatedError';
  }
}

/** A part of the app could not load because the app was updated since this tab started. */
export function isAppUpdated(error: unknown): error is AppUpdatedError {
  return error instanceof Error && error.name === 'AppUpdatedError';
}

/** updated: the deployed version when it is not the running one (asked once, at the first failure), else null */
export async function importWithRetry<T>(load: () => Promise<T>, retries = 2, delayMs = 500, updated = newerThanRunning): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (err) {
      const latest = attempt === 0 ? await updated() : null;
      if (latest !== null) throw new AppUpdatedError(latest);
      if (attempt >= retries) throw err;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}
