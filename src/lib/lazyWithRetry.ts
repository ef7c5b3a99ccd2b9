// A route chunk that fails to load (a stale chunk after a deploy, a dropped connection) is tried again
// before it becomes a ChunkLoadError for the error screen (SPEC §8).
export async function importWithRetry<T>(load: () => Promise<T>, retries = 2, delayMs = 500): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= retries) throw err;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}
