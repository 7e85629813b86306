import type { KeptSession, KeptSessionStore } from '@core/identity/kept-session.ts';
import { completion, openSingleStoreDatabase, settle } from './indexeddb-requests.ts';

const DB_NAME = 'meshtalk-device';
const STORE = 'kept-session';
const KEY = 'current';

/**
 * "Keep me signed in" in IndexedDB: the one kept session, with its device key stored as the
 * non-extractable CryptoKey object itself, usable from here but its bytes out of script's reach.
 */
export function indexedDbKeptSessionStore(): KeptSessionStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => (opened ??= openSingleStoreDatabase(DB_NAME, STORE));
  /** Where IndexedDB is missing or refuses to open, nothing can have been kept: null. */
  const existing = () =>
    typeof indexedDB === 'undefined' ? Promise.resolve(null) : database().catch(() => null);
  return {
    async load() {
      const db = await existing();
      if (!db) return null;
      const value: unknown = await settle(db.transaction(STORE).objectStore(STORE).get(KEY));
      if (value === undefined) return null;
      if (!isKeptSession(value)) throw new Error('the kept session is not in a known form');
      return value;
    },
    async save(kept) {
      const transaction = (await database()).transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(kept, KEY);
      await completion(transaction);
    },
    async clear() {
      const db = await existing();
      if (!db) return;
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete(KEY);
      await completion(transaction);
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
