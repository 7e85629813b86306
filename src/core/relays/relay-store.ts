/** The relays this device knows (`network_peers`: url unique, is_enabled, note) and friends' lists. */
import type { SqlDatabase } from '../store/sql.ts';
import { parseSharedRelays } from './relay-url.ts';

export interface StoredRelay {
  readonly url: string;
  readonly enabled: boolean;
  readonly note: string;
}

type Row = { url: string; is_enabled: number; note: string | null };

export async function loadRelays(db: SqlDatabase): Promise<StoredRelay[]> {
  const rows = await db.all<Row>('SELECT url, is_enabled, note FROM network_peers ORDER BY id');
  return rows.map((row) => ({ url: row.url, enabled: row.is_enabled !== 0, note: row.note ?? '' }));
}

/** Adds relays that are not there yet, in order; known ones are left as they are. */
export async function insertRelays(
  db: SqlDatabase,
  relays: readonly { url: string; enabled: boolean }[],
): Promise<void> {
  await db.batch(
    relays.map(({ url, enabled }) => ({
      sql: 'INSERT OR IGNORE INTO network_peers (url, is_enabled, note) VALUES (?, ?, NULL)',
      params: [url, enabled ? 1 : 0],
    })),
  );
}

export async function updateEnabled(db: SqlDatabase, url: string, enabled: boolean): Promise<void> {
  await db.run('UPDATE network_peers SET is_enabled = ? WHERE url = ?', [enabled ? 1 : 0, url]);
}

export async function updateNote(db: SqlDatabase, url: string, note: string): Promise<void> {
  await db.run('UPDATE network_peers SET note = ? WHERE url = ?', [note === '' ? null : note, url]);
}

export async function deleteRelay(db: SqlDatabase, url: string): Promise<void> {
  await db.run('DELETE FROM network_peers WHERE url = ?', [url]);
}

/** Every relay my friends' signed cards share (checked again: the table is only a copy). */
export async function friendsRelays(db: SqlDatabase, me: string): Promise<string[]> {
  const rows = await db.all<{ sharedRelays: string | null }>(
    'SELECT sharedRelays FROM buddies WHERE userPub = ? ORDER BY timestamp',
    [me],
  );
  const urls = new Set<string>();
  for (const row of rows) {
    let list: unknown;
    try {
      list = JSON.parse(row.sharedRelays ?? '[]');
    } catch {
      continue;
    }
    for (const url of parseSharedRelays(list)) urls.add(url);
  }
  return [...urls];
}
