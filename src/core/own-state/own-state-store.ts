/**
 * The `own_state` table (migration 0014): the last version of each item this device knows, so
 * merges are decided locally, and which local changes still wait for a relay.
 */
import { canonicalJson, type CanonicalRecord } from '../protocol/canonical.ts';
import { first, type SqlDatabase, type SqlStatement } from '../store/sql.ts';
import type { OwnChange, OwnItem } from './own-item.ts';

type Row = {
  kind: string;
  itemKey: string;
  at: number;
  removed: number;
  data: string | null;
};

const COLUMNS = 'kind, itemKey, at, removed, data';

const toItem = (row: Row): OwnItem => ({
  kind: row.kind,
  key: row.itemKey,
  at: row.at,
  removed: row.removed === 1,
  data: row.data === null ? null : (JSON.parse(row.data) as CanonicalRecord),
});

const itemParams = (me: string, item: OwnItem) => [
  me,
  item.kind,
  item.key,
  item.at,
  item.removed ? 1 : 0,
  item.data === null ? null : canonicalJson(item.data),
];

export class OwnStateStore {
  constructor(private readonly db: SqlDatabase) {}

  async version(me: string, kind: string, key: string): Promise<OwnItem | null> {
    const row = await first<Row>(
      this.db,
      `SELECT ${COLUMNS} FROM own_state WHERE userPub = ? AND kind = ? AND itemKey = ?`,
      [me, kind, key],
    );
    return row ? toItem(row) : null;
  }

  /**
   * A local change, to be published. It is stamped `now`, or just after the version this device
   * knows when that one is later (another device's clock ahead), so a local change always wins.
   */
  recordChange(me: string, change: OwnChange, now: number): SqlStatement {
    const data = change.removed ? null : change.data;
    return {
      sql: `INSERT INTO own_state (userPub, ${COLUMNS}, published) VALUES (?, ?, ?, ?, ?, ?, 0)
        ON CONFLICT (userPub, kind, itemKey) DO UPDATE SET at = MAX(excluded.at, own_state.at + 1),
          removed = excluded.removed, data = excluded.data, published = 0`,
      params: itemParams(me, { ...change, at: now, data }),
    };
  }

  /** A version read from the graph that won the merge: it is published already. */
  accept(me: string, item: OwnItem): SqlStatement {
    return {
      sql: `INSERT OR REPLACE INTO own_state (userPub, ${COLUMNS}, published)
        VALUES (?, ?, ?, ?, ?, ?, 1)`,
      params: itemParams(me, item),
    };
  }

  /** An item the local tables held before own state knew it; a known item is left alone. */
  seed(me: string, item: OwnItem): SqlStatement {
    return {
      sql: `INSERT OR IGNORE INTO own_state (userPub, ${COLUMNS}, published)
        VALUES (?, ?, ?, ?, ?, ?, 0)`,
      params: itemParams(me, item),
    };
  }

  /** Puts this device's version out again: the graph holds an older one. */
  republish(me: string, item: Pick<OwnItem, 'kind' | 'key'>): SqlStatement {
    return {
      sql: 'UPDATE own_state SET published = 0 WHERE userPub = ? AND kind = ? AND itemKey = ?',
      params: [me, item.kind, item.key],
    };
  }

  async pending(me: string, limit: number): Promise<OwnItem[]> {
    const rows = await this.db.all<Row>(
      `SELECT ${COLUMNS} FROM own_state WHERE userPub = ? AND published = 0 ORDER BY at LIMIT ?`,
      [me, limit],
    );
    return rows.map(toItem);
  }

  async pendingCount(me: string): Promise<number> {
    const row = await first<{ n: number }>(
      this.db,
      'SELECT count(*) AS n FROM own_state WHERE userPub = ? AND published = 0',
      [me],
    );
    return row?.n ?? 0;
  }

  /** Marks `item` published, unless a newer local change replaced it meanwhile. */
  async markPublished(me: string, item: OwnItem): Promise<void> {
    await this.db.run(
      `UPDATE own_state SET published = 1
        WHERE userPub = ? AND kind = ? AND itemKey = ? AND at = ? AND removed = ?`,
      [me, item.kind, item.key, item.at, item.removed ? 1 : 0],
    );
  }
}
