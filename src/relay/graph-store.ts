/**
 * The relay's disk: every field Gun was given, one row each, in SQLite (`<data dir>/graph.sqlite`).
 *
 * Radisk, Gun's own store, kept the graph in JSON files that it re-read, parsed and rewrote whole
 * four times a second while they were written to, and it could not forget anything. Here a write
 * costs one row, a read one indexed range, and records that only travel (stream records, letters,
 * probes) are forgotten once older than the retention period. Writes that arrive together are
 * committed in one transaction before they are acknowledged; in WAL mode a committed transaction
 * is in the file as soon as the call returns, so a relay killed at any moment keeps everything it
 * acknowledged.
 */
import Database from 'libsql';
import path from 'node:path';
import { INBOX_PREFIX } from '../core/protocol/letter-stamp.ts';
import { PROBE_PREFIX } from '../core/relays/relay-probe.ts';
import { isStreamSoul } from '../core/streams/sealed-record.ts';

/** A field as Gun keeps it: its value and the state (time in ms) it was written at. */
export interface StoredField {
  readonly value: unknown;
  readonly state: number;
}

export interface FieldWrite extends StoredField {
  readonly soul: string;
  readonly key: string;
}

export interface GraphStore {
  /** Stores `write` unless an equal or newer state is stored; `done` once it is on disk. */
  write(write: FieldWrite, done: (error?: Error) => void): void;
  /** Stores `writes` (as `write` does) in one transaction before it returns. */
  writeNow(writes: readonly FieldWrite[]): void;
  /** One field, or undefined. Writes not yet committed count. */
  field(soul: string, key: string): StoredField | undefined;
  /** Every field of a node, by key. */
  node(soul: string): Map<string, StoredField>;
  /** Forgets expirable fields written before `cutoff` (ms); returns how many. */
  forgetBefore(cutoff: number): number;
  /** Fields stored now (counts them: for metrics, not for every request). */
  fieldCount(): number;
  /** Fields forgotten so far, since the store was made, for their age. */
  expiredCount(): number;
  /** Commits what waits and closes the file. */
  close(): void;
}

export const GRAPH_FILE = 'graph.sqlite';

/** How many fields one sweep deletes per transaction, so a large sweep never blocks for long. */
const SWEEP_BATCH = 5_000;

/**
 * Stream records (with their day marks and migration chunks), letters and probes only travel:
 * their readers take them and keep them. Profiles, device lists, prekeys, own state and room
 * rosters are what a device reads at sign-in, and stay.
 */
export const isExpirable = (soul: string): boolean =>
  isStreamSoul(soul) || soul.startsWith(INBOX_PREFIX) || soul.startsWith(PROBE_PREFIX);

interface Row {
  readonly key: string;
  readonly value: string;
  readonly state: number;
}

export function openGraphStore(dataDir: string): GraphStore {
  const db = new Database(path.join(dataDir, GRAPH_FILE));
  // Set before the first table exists, so forgotten pages can be handed back to the file system.
  db.pragma('auto_vacuum = INCREMENTAL');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    CREATE TABLE IF NOT EXISTS fields (
      soul TEXT NOT NULL,
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      state REAL NOT NULL,
      expires INTEGER NOT NULL,
      PRIMARY KEY (soul, key)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS fields_by_age ON fields (state) WHERE expires = 1;
    CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
  `);
  const upsert = db.prepare(`
    INSERT INTO fields (soul, key, value, state, expires) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (soul, key) DO UPDATE SET value = excluded.value, state = excluded.state
    WHERE excluded.state > fields.state
      OR (excluded.state = fields.state AND excluded.value > fields.value)`);
  const selectField = db.prepare('SELECT key, value, state FROM fields WHERE soul = ? AND key = ?');
  const selectNode = db.prepare('SELECT key, value, state FROM fields WHERE soul = ?');
  const deleteOld = db.prepare(`
    DELETE FROM fields WHERE (soul, key) IN (
      SELECT soul, key FROM fields WHERE expires = 1 AND state < ? LIMIT ${SWEEP_BATCH})`);
  const countFields = db.prepare('SELECT count(*) AS n FROM fields');
  const readCounter = db.prepare('SELECT value FROM counters WHERE name = ?');
  const addCounter = db.prepare(`
    INSERT INTO counters (name, value) VALUES (?, ?)
    ON CONFLICT (name) DO UPDATE SET value = value + excluded.value`);

  let closed = false;
  let waiting: { write: FieldWrite; done: (error?: Error) => void }[] = [];
  let flushing: NodeJS.Immediate | undefined;
  const commit = db.transaction((writes: readonly FieldWrite[]) => {
    for (const { soul, key, value, state } of writes) {
      upsert.run(soul, key, JSON.stringify(value), state, isExpirable(soul) ? 1 : 0);
    }
  });
  const flush = (): void => {
    flushing = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    let failure: Error | undefined;
    try {
      commit(batch.map((item) => item.write));
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      console.error('Meshtalk relay: a write to disk failed', failure.message);
    }
    for (const item of batch) item.done(failure);
  };

  const parsed = (row: Row): StoredField => ({ value: JSON.parse(row.value), state: row.state });
  const pending = (soul: string, key: string): StoredField | undefined => {
    let newest: FieldWrite | undefined;
    for (const { write } of waiting) {
      if (write.soul !== soul || write.key !== key) continue;
      if (!newest || write.state >= newest.state) newest = write;
    }
    return newest;
  };

  return {
    write(write, done) {
      if (closed) return done(new Error('The graph store is closed.'));
      waiting.push({ write, done });
      // Everything that arrives before the event loop turns is one transaction.
      flushing ??= setImmediate(flush);
    },
    writeNow: (writes) => commit(writes),
    field(soul, key) {
      const row = selectField.get(soul, key) as Row | undefined;
      const stored = row && parsed(row);
      const queued = pending(soul, key);
      return queued && (!stored || queued.state >= stored.state) ? queued : stored;
    },
    node(soul) {
      const fields = new Map((selectNode.all(soul) as Row[]).map((row) => [row.key, parsed(row)]));
      for (const { write } of waiting) {
        const stored = fields.get(write.key);
        if (write.soul === soul && (!stored || write.state >= stored.state)) {
          fields.set(write.key, write);
        }
      }
      return fields;
    },
    forgetBefore(cutoff) {
      let forgotten = 0;
      for (;;) {
        const { changes } = deleteOld.run(cutoff);
        forgotten += changes;
        if (changes < SWEEP_BATCH) break;
      }
      if (forgotten > 0) {
        addCounter.run('expired', forgotten);
        db.pragma('incremental_vacuum');
      }
      return forgotten;
    },
    fieldCount: () => (countFields.get() as { n: number }).n,
    expiredCount: () => (readCounter.get('expired') as { value: number } | undefined)?.value ?? 0,
    close() {
      if (flushing) clearImmediate(flushing);
      flush();
      closed = true;
      db.close();
    },
  };
}
