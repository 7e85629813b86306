import type { SnapshotStore } from './snapshot-store.ts';

const DB_NAME = 'meshtalk-sqlite';
const STORE = 'snapshots';
const KEY = 'main';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction is durable; quota errors arrive here as an abort. */
function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/** Opens the snapshot store, or returns null where IndexedDB is missing or refuses to open. */
export async function openIndexedDbSnapshotStore(): Promise<SnapshotStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  let idb: IDBDatabase;
  try {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    idb = await settle(request);
  } catch {
    return null;
  }
  return {
    async load() {
      const value: unknown = await settle(idb.transaction(STORE).objectStore(STORE).get(KEY));
      return value instanceof Uint8Array ? value : null;
    },
    async save(bytes) {
      // One put in one transaction: it replaces the old snapshot entirely or not at all.
      const transaction = idb.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(bytes, KEY);
      await completion(transaction);
    },
  };
}
