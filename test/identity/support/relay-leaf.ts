/**
 * One value as a relay's data folder holds it, exactly as stored: SEA's signed wrapper and Gun's
 * state. What an observer who kept a copy of the folder can put back later (a replay).
 */
import Database from 'libsql';
import path from 'node:path';
import { GRAPH_FILE } from '../../../src/relay/graph-store.ts';

export interface StoredLeaf {
  /** The stored value: in a user space, SEA's `{":":…,"~":…}` text. */
  readonly value: string;
  /** Gun's state of the write, which SEA's signature covers. */
  readonly state: number;
}

/** The value at `soul`/`key` in the graph store of `dataDir`, or undefined. */
export function storedLeaf(dataDir: string, soul: string, key: string): StoredLeaf | undefined {
  const db = new Database(path.join(dataDir, GRAPH_FILE), { readonly: true });
  try {
    const row = db
      .prepare('SELECT value, state FROM fields WHERE soul = ? AND key = ?')
      .get(soul, key) as { value: string; state: number } | undefined;
    const value: unknown = row && JSON.parse(row.value);
    return row && typeof value === 'string' ? { value, state: row.state } : undefined;
  } finally {
    db.close();
  }
}
