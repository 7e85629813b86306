import type { KeptSession, KeptSessionStore } from '../../core/identity/kept-session.ts';
import { completion, openSingleStoreDatabase, settle } from './indexeddb-requests.ts';

const DB_NAME = 'meshtalk-device';
const STORE = 'kept-session';
const KEY = 'current';

/**
 * "Keep me signed in" in IndexedDB: the one kept session, its device key stored as the
 * non-extractable CryptoKey itself (IndexedDB keeps keys by structured clone, unreadable to script).
 */
export function indexedDbKeptSessionStore(): KeptSessionStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => (opened ??= openSingleStoreDatabase(DB_NAME, STORE));
  async function write(change: (store: IDBObjectStore) => void): Promise<void> {
    const transaction = (await database()).transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    await completion(transaction);
  }
  return {
    async load() {
      if (typeof indexedDB === 'undefined') return null;
      const value: unknown = await settle(
        (await database()).transaction(STORE).objectStore(STORE).get(KEY),
      );
      if (value === undefined) return null;
      if (!isKeptSession(value)) throw new Error('the kept session is not in a known form');
      return value;
    },
    save: (kept) => write((store) => store.put(kept, KEY)),
    async clear() {
      if (typeof indexedDB === 'undefined') return;
      await write((store) => store.delete(KEY));
    },
  };
}

function isKeptSession(value: unknown): value is KeptSession {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  return (
    typeof kept['pub'] === 'string' &&
    kept['key'] instanceof CryptoKey &&
    kept['iv'] instanceof Uint8Array &&
    kept['ciphertext'] instanceof Uint8Array
  );
}
