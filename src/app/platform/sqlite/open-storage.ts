import type { Database, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { DatabaseError } from '../../../core/store/errors.ts';
import { openMemoryConnection } from '../../../core/store/wasm-snapshot.ts';
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
  /** Set for the snapshot tiers: the in-memory database is saved here after writes. */
  store?: SnapshotStore;
}

async function fromSnapshot(
  sqlite3: Sqlite3Static,
  tier: StorageTier,
  store: SnapshotStore,
): Promise<OpenedStorage> {
  const connection = openMemoryConnection(sqlite3, await store.load());
  return { tier, connection, busyRetries: 0, store };
}

async function openTier(
  sqlite3: Sqlite3Static,
  tier: StorageTier,
  host: HostChannel,
): Promise<OpenedStorage | null> {
  switch (tier) {
    case 'opfs': {
      const opened = await openOpfsDatabase(sqlite3);
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
