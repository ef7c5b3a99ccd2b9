// A small key-value store in IndexedDB (one database, one object store), for what must outlive the page and
// a reload with no signal: the outbox of unsent edits, the offline copy of the user's data. Where IndexedDB is
// missing (the test environment) the values live in memory; where it is refused (some private modes) the outbox
// keeps its entries in memory and the offline copy is not kept, each with a warning.

export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  getAll(): Promise<T[]>;
  put(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryStore<T>(): KeyValueStore<T> {
  const values = new Map<string, T>();
  return {
    get: (key) => Promise.resolve(values.get(key)),
    getAll: () => Promise.resolve([...values.values()]),
    put: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
    delete: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
  };
}

const done = <R>(request: IDBRequest<R>) => new Promise<R>((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
});

export function indexedDbStore<T>(database: string, objectStore: string): KeyValueStore<T> {
  // every browser the app supports has IndexedDB; the test environment does not
  if (typeof indexedDB === 'undefined') return memoryStore<T>();
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
  const run = async <R>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    const db = await open();
    const tx = db.transaction(objectStore, mode);
    // a write counts once its transaction has committed
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
    const [result] = await Promise.all([done(work(tx.objectStore(objectStore))), committed]);
    return result;
  };
  return {
    get: (key) => run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    getAll: () => run('readonly', (store) => store.getAll() as IDBRequest<T[]>),
    put: async (key, value) => { await run('readwrite', (store) => store.put(value, key)); },
    delete: async (key) => { await run('readwrite', (store) => store.delete(key)); },
  };
}
