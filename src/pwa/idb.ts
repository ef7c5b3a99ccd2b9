// A small key-value store in IndexedDB (one database, one object store), for what must outlive the page and
// a reload with no signal: the outbox of unsent edits, the offline copy of the user's data. In the test
// environment, which has no IndexedDB, the values live in memory (memoryStore); where it is refused (some private
// modes) or missing the outbox keeps its entries in memory and the offline copy is not kept, each with a warning.

export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  put(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** every key with its value, read at one moment */
  entries(): Promise<[string, T][]>;
  /**
   * Deletes the keys that start with any of `prefixes` ('' is every key), then puts `puts` in order: all of it or
   * none. Each put is made in a task of its own: a put copies its value at once, and a big value's copy is a long task.
   */
  change(prefixes: readonly string[], puts: readonly (readonly [string, T])[]): Promise<void>;
}

export function memoryStore<T>(): KeyValueStore<T> {
  const values = new Map<string, T>();
  return {
    get: (key) => Promise.resolve(values.get(key)),
    put: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
    delete: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
    entries: () => Promise.resolve([...values.entries()]),
    change: (prefixes, puts) => {
      for (const key of [...values.keys()]) if (prefixes.some((prefix) => key.startsWith(prefix))) values.delete(key);
      for (const [key, value] of puts) values.set(key, value);
      return Promise.resolve();
    },
  };
}

const done = <R>(request: IDBRequest<R>) => new Promise<R>((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
});

export function indexedDbStore<T>(database: string, objectStore: string): KeyValueStore<T> {
  // every browser the app supports has IndexedDB; the test environment does not (the build leaves this out)
  if (process.env.NODE_ENV === 'test' && typeof indexedDB === 'undefined') return memoryStore<T>();
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(objectStore);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    // a failed open is tried again next time
    opened.catch(() => { opened = null; });
    return opened;
  };
  const run = async <R>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<R>): Promise<R> => {
    const db = await open();
    const tx = db.transaction(objectStore, mode);
    // a write counts once its transaction has committed
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
    const [result] = await Promise.all([work(tx.objectStore(objectStore)), committed]);
    return result;
  };
  return {
    get: (key) => run('readonly', (store) => done(store.get(key) as IDBRequest<T | undefined>)),
    put: async (key, value) => { await run('readwrite', (store) => done(store.put(value, key))); },
    delete: async (key) => { await run('readwrite', (store) => done(store.delete(key))); },
    entries: () => run('readonly', async (store) => {
      // in one transaction, both in key order
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll() as IDBRequest<T[]>)]);
      return keys.map((key, i): [string, T] => [String(key), values[i]!]);
    }),
    change: (prefixes, puts) => run('readwrite', (store) => new Promise<void>((resolve, reject) => {
      for (const prefix of prefixes) {
        if (prefix === '') store.clear();
        else store.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
      }
      // the next put is made in the last one's success event, a task of its own that the transaction stays open for
      const putFrom = (index: number) => {
        const entry = puts[index];
        if (!entry) return resolve();
        const request = store.put(entry[1], entry[0]);
        request.onsuccess = () => putFrom(index + 1);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB write failed'));
      };
      putFrom(0);
    })),
  };
}
