import { completion, openSingleStoreDatabase, settle } from '../indexeddb-requests.ts';
import type { SnapshotStore } from './snapshot-store.ts';

const DB_NAME = 'meshtalk-sqlite';
const STORE = 'snapshots';
const KEY = 'main';

/** Opens the snapshot store, or returns null where IndexedDB is missing or refuses to open. */
export async function openIndexedDbSnapshotStore(): Promise<SnapshotStore | null> {
  if (typeof indexedDB === 'undefined') return null;
  let idb: IDBDatabase;
  try {
    idb = await openSingleStoreDatabase(DB_NAME, STORE);
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
