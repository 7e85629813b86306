/**
 * The newest device list this device took of each user (mine too), and what changed in them: the
 * notices chats show ("Alice added a new device") and the forks a reader refused.
 */
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import { first } from '../store/sql.ts';
import type { DeviceList } from './device-list.ts';

/** A device added or removed, or a list that did not follow from the one before (`device`: its hash). */
export type DeviceEventKind = 'added' | 'removed' | 'fork';

export interface DeviceEvent {
  readonly owner: string;
  readonly kind: DeviceEventKind;
  readonly device: string;
  readonly at: number;
}

/** How many of `events` are of each kind: what a notice says. */
export function countChanges(events: readonly DeviceEvent[]): Record<DeviceEventKind, number> {
  const counts = { added: 0, removed: 0, fork: 0 };
  for (const { kind } of events) counts[kind] += 1;
  return counts;
}

export async function loadDeviceList(db: SqlDatabase, owner: string): Promise<DeviceList | null> {
  const row = await first<{ list: string }>(db, 'SELECT list FROM device_lists WHERE owner = ?', [
    owner,
  ]);
  return row ? (JSON.parse(row.list) as DeviceList) : null;
}

const eventStatement = (event: DeviceEvent, seen = false): SqlStatement => ({
  sql: 'INSERT INTO device_events (owner, kind, device, at, seen) VALUES (?, ?, ?, ?, ?)',
  params: [event.owner, event.kind, event.device, event.at, seen ? 1 : 0],
});

/**
 * Keeps `list` as the newest of its owner's, with the events of the change, in one transaction;
 * `seen` when the user made the change here (nothing to tell them).
 */
export async function saveDeviceList(
  db: SqlDatabase,
  owner: string,
  list: DeviceList,
  events: readonly DeviceEvent[],
  now: number,
  { seen = false } = {},
): Promise<void> {
  await db.batch([
    {
      sql: `INSERT INTO device_lists (owner, version, list, updatedAt) VALUES (?, ?, ?, ?)
            ON CONFLICT(owner) DO UPDATE SET version = excluded.version, list = excluded.list,
              updatedAt = excluded.updatedAt`,
      params: [owner, list.version, JSON.stringify(list), now],
    },
    ...events.map((event) => eventStatement(event, seen)),
  ]);
}

/** Records a fork once per refused list. */
export async function recordFork(db: SqlDatabase, event: DeviceEvent): Promise<boolean> {
  const known = await first(
    db,
    "SELECT 1 AS known FROM device_events WHERE owner = ? AND kind = 'fork' AND device = ?",
    [event.owner, event.device],
  );
  if (known) return false;
  await db.batch([eventStatement(event)]);
  return true;
}

/** The events of `owner`'s devices, oldest first; only those not yet dismissed when `unseen`. */
export function deviceEvents(
  db: SqlDatabase,
  owner: string,
  { unseen = false } = {},
): Promise<DeviceEvent[]> {
  return db.all<DeviceEvent & Record<string, string | number>>(
    `SELECT owner, kind, device, at FROM device_events
     WHERE owner = ? ${unseen ? 'AND seen = 0' : ''} ORDER BY at, id`,
    [owner],
  );
}

/** Dismisses the notices of `owner`'s device events so far. */
export async function markEventsSeen(db: SqlDatabase, owner: string): Promise<void> {
  await db.run('UPDATE device_events SET seen = 1 WHERE owner = ? AND seen = 0', [owner]);
}

/** What changed from `known` to `list`, as events; none for the first list taken of someone. */
export function listChanges(
  owner: string,
  known: DeviceList | null,
  list: DeviceList,
  at: number,
): DeviceEvent[] {
  if (!known) return [];
  const before = new Set(known.devices.map(({ id }) => id));
  const after = new Set(list.devices.map(({ id }) => id));
  return [
    ...[...after]
      .filter((id) => !before.has(id))
      .map((device) => ({ device, kind: 'added' as const })),
    ...[...before]
      .filter((id) => !after.has(id))
      .map((device) => ({ device, kind: 'removed' as const })),
  ].map((change) => ({ owner, at, ...change }));
}
