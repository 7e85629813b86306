import type { Database, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { DatabaseError } from '@core/store/errors.ts';
import { migrate } from '@core/store/migrate.ts';
import { wrapWasmDatabase } from '@core/store/wasm-database.ts';
import { openMemoryConnection } from '@core/store/wasm-snapshot.ts';
import type { HostChannel } from './host-channel.ts';
import { hostSnapshotStore } from './host-snapshot-store.ts';
import { openIndexedDbSnapshotStore } from './indexeddb-snapshot-store.ts';
import { openOpfsDatabase } from './opfs-tier.ts';
import type { StorageTier } from './protocol.ts';
import type { SnapshotStore } from './snapshot-store.ts';

export interface OpenedStorage {
  tier: StorageTier;
  connection: Database;
  /** Opens that found the database busy and were tried again (OPFS only). */
  busyRetries: number;
  /** The file did not exist and was written with the current schema (OPFS only). */
  created: boolean;
  /** Set for the snapshot tiers: the in-memory database is saved here after writes. */
  store?: SnapshotStore;
}

async function fromSnapshot(
  sqlite3: Sqlite3Static,
  tier: StorageTier,
  store: SnapshotStore,
): Promise<OpenedStorage> {
  const connection = openMemoryConnection(sqlite3, await store.load());
  return { tier, connection, busyRetries: 0, created: false, store };
}

async function openTier(
  sqlite3: Sqlite3Static,
  tier: StorageTier,
  host: HostChannel,
): Promise<OpenedStorage | null> {
  switch (tier) {
    case 'opfs': {
      const opened = await openOpfsDatabase(sqlite3, { newDatabase: () => migratedImage(sqlite3) });
      return opened && { tier, ...opened };
    }
    case 'indexeddb': {
      const store = await openIndexedDbSnapshotStore();
      return store && fromSnapshot(sqlite3, tier, store);
    }
    case 'localstorage':
      return fromSnapshot(sqlite3, tier, hostSnapshotStore(host));
  }
}

/** A database file with the whole current schema, made in memory (with the build's page size). */
async function migratedImage(sqlite3: Sqlite3Static): Promise<Uint8Array> {
  const connection = new sqlite3.oo1.DB(':memory:', 'c');
  try {
    await migrate(wrapWasmDatabase(sqlite3, connection));
    return sqlite3.capi.sqlite3_js_db_export(connection);
  } finally {
    connection.close();
  }
}

/** The first tier this browser supports, in the given order. */
export async function openStorage(
  sqlite3: Sqlite3Static,
  tiers: readonly StorageTier[],
  host: HostChannel,
): Promise<OpenedStorage> {
  for (const tier of tiers) {
    const opened = await openTier(sqlite3, tier, host);
    if (opened) return opened;
  }
  throw new DatabaseError(`No usable browser storage among: ${tiers.join(', ')}`);
}
