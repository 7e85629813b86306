/**
 * The outbox's table, `message_queue`, and every statement on it: no other module names the table.
 * Each item is one record waiting to go out, in the lane of its kind of conversation. The outbox
 * (`outbox.ts`) schedules and writes the items; conversations queue theirs, settle them on a
 * receipt, retry, give up on and remove them through the statements here, choosing which items
 * with a condition below (`itemsWithIds`, `chatItems`, `messageItems`, …).
 */
import {
  placeholders,
  type SqlCondition,
  type SqlDatabase,
  type SqlStatement,
  type SqlValue,
} from '../store/sql.ts';

export const OUTBOX_TABLE = 'message_queue';

/** One outbox per kind of conversation, each with its own items in the one queue. */
export type OutboxLane = 'chat' | 'room' | 'roster' | 'moment';

/** nextRetryTime of an item that waits for an explicit retry (failed, or given up). */
export const PARKED = Number.MAX_SAFE_INTEGER;

/** An item as a conversation queues it. */
export interface NewOutboxItem {
  readonly id: string;
  readonly lane: OutboxLane;
  /** The conversation it belongs to (a chat's id, a room's, a moment's), removed with it. */
  readonly chatId: string;
  /** What the lane's `prepare` hook reads back (`networkMsg`). */
  readonly stored: string;
}

/** Queues an item, due at once; an item already queued under its id stays as it is. */
export function enqueueStatement(item: NewOutboxItem, now: number): SqlStatement {
  return {
    sql: `INSERT INTO message_queue (id, chatId, networkMsg, retryCount, nextRetryTime, createdAt,
        lane) VALUES (?, ?, ?, 0, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    params: [item.id, item.chatId, item.stored, now, now, item.lane],
  };
}

// ---- which items --------------------------------------------------------------------------------

/** The items with these ids; only those of `chatId` when it is given. */
export function itemsWithIds(ids: readonly string[], chatId?: string): SqlCondition {
  const sql = `id IN (${placeholders(ids.length)})`;
  return chatId === undefined
    ? { sql, params: ids }
    : { sql: `${sql} AND chatId = ?`, params: [...ids, chatId] };
}

/** One item, only if it is in `lane`. */
export const laneItem = (id: string, lane: OutboxLane): SqlCondition => ({
  sql: 'id = ? AND lane = ?',
  params: [id, lane],
});

export const laneItems = (lanes: readonly OutboxLane[]): SqlCondition => ({
  sql: `lane IN (${placeholders(lanes.length)})`,
  params: lanes,
});

/** A conversation's items; only those queued up to `createdUpTo` when it is given. */
export function chatItems(chatId: string, createdUpTo?: number): SqlCondition {
  return createdUpTo === undefined
    ? { sql: 'chatId = ?', params: [chatId] }
    : { sql: 'chatId = ? AND createdAt <= ?', params: [chatId, createdUpTo] };
}

/** Items queued (or retried) at `at` or later. */
export const queuedSince = (at: number): SqlCondition => ({ sql: 'createdAt >= ?', params: [at] });

/** A message's parts: items `<id>.<n>` (a file's chunks); `/` is the character after `.`. */
export const messageParts = (msgId: string): SqlCondition => ({
  sql: 'id > ? AND id < ?',
  params: [`${msgId}.`, `${msgId}/`],
});

/** A message's own item and its parts. */
export function messageItems(msgId: string): SqlCondition {
  const parts = messageParts(msgId);
  return { sql: `id = ? OR (${parts.sql})`, params: [msgId, ...parts.params] };
}

// ---- what conversations do with them ------------------------------------------------------------

export const removeStatement = (items: SqlCondition): SqlStatement => ({
  sql: `DELETE FROM message_queue WHERE ${items.sql}`,
  params: items.params,
});

export async function removeItems(db: SqlDatabase, items: SqlCondition): Promise<void> {
  const { sql, params } = removeStatement(items);
  await db.run(sql, params);
}

/**
 * A Retry: due now, back at the start of the back-off, with no failure on record, and queued anew
 * (`queuedSince` counts it from now).
 */
export const retryNowStatement = (items: SqlCondition, now: number): SqlStatement => ({
  sql: `UPDATE message_queue SET nextRetryTime = ?, retryCount = 0, error = NULL, createdAt = ?
    WHERE ${items.sql}`,
  params: [now, now, ...items.params],
});

/** Waits for an explicit retry; `error` says why (its conversation shows the messages failed). */
export const parkStatement = (items: SqlCondition, error: string): SqlStatement => ({
  sql: `UPDATE message_queue SET nextRetryTime = ?, error = ? WHERE ${items.sql}`,
  params: [PARKED, error, ...items.params],
});

/** How many items wait: those selected, or all of every lane. */
export async function countQueued(
  db: SqlDatabase,
  items: SqlCondition = { sql: '1', params: [] },
): Promise<number> {
  const rows = await db.all<{ n: number }>(
    `SELECT count(*) AS n FROM message_queue WHERE ${items.sql}`,
    items.params,
  );
  return rows[0]?.n ?? 0;
}

/** Holds where `column` (in a conversation's own query) names one of the selected items. */
export const isQueued = (column: string, items: SqlCondition): SqlCondition => ({
  sql: `${column} IN (SELECT id FROM message_queue WHERE ${items.sql})`,
  params: items.params,
});

export async function queuedIds(db: SqlDatabase, items: SqlCondition): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    `SELECT id FROM message_queue WHERE ${items.sql}`,
    items.params,
  );
  return rows.map((row) => row.id);
}

/** The conversations the selected items belong to. */
export async function queuedChats(db: SqlDatabase, items: SqlCondition): Promise<string[]> {
  const rows = await db.all<{ chatId: string }>(
    `SELECT DISTINCT chatId FROM message_queue WHERE ${items.sql}`,
    items.params,
  );
  return rows.map((row) => row.chatId);
}

export interface QueuedEntry {
  [key: string]: SqlValue;
  id: string;
  chatId: string;
  networkMsg: string;
}

export function queuedEntries(db: SqlDatabase, items: SqlCondition): Promise<QueuedEntry[]> {
  return db.all<QueuedEntry>(
    `SELECT id, chatId, networkMsg FROM message_queue WHERE ${items.sql}`,
    items.params,
  );
}

// ---- the outbox's own scheduling ----------------------------------------------------------------

export interface DueRow {
  [key: string]: SqlValue;
  id: string;
  networkMsg: string;
  retryCount: number;
  error: string | null;
}

/** Up to `limit` of the lane's items due at `now`, the longest due first. */
export function dueRows(
  db: SqlDatabase,
  lane: OutboxLane,
  now: number,
  limit: number,
): Promise<DueRow[]> {
  return db.all<DueRow>(
    `SELECT id, networkMsg, retryCount, error FROM message_queue
     WHERE lane = ? AND nextRetryTime <= ? ORDER BY nextRetryTime, rowid LIMIT ?`,
    [lane, now, limit],
  );
}

export const dueIds = (db: SqlDatabase, lane: OutboxLane, now: number): Promise<string[]> =>
  queuedIds(db, { sql: 'lane = ? AND nextRetryTime <= ?', params: [lane, now] });

/** When the lane's next item falls due after `now` (parked ones never do). */
export async function nextDueTime(
  db: SqlDatabase,
  lane: OutboxLane,
  now: number,
): Promise<number | null> {
  const rows = await db.all<{ next: number | null }>(
    `SELECT MIN(nextRetryTime) AS next FROM message_queue
     WHERE lane = ? AND nextRetryTime > ? AND nextRetryTime < ?`,
    [lane, now, PARKED],
  );
  return rows[0]?.next ?? null;
}

/** Every item of the lane that is not parked falls due now, its retry count kept. */
export async function dueAllNow(db: SqlDatabase, lane: OutboxLane, now: number): Promise<void> {
  await db.run('UPDATE message_queue SET nextRetryTime = ? WHERE lane = ? AND nextRetryTime < ?', [
    now,
    lane,
    PARKED,
  ]);
}

/** Of the items `ids`, those still queued and not parked, each with the failure on record. */
export async function unparkedErrors(
  db: SqlDatabase,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  // A few hundred at a time: far below any SQLite's limit on a statement's parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const some = ids.slice(i, i + 500);
    const rows = await db.all<{ id: string; error: string | null }>(
      `SELECT id, error FROM message_queue WHERE id IN (${placeholders(some.length)})
         AND nextRetryTime < ?`,
      [...some, PARKED],
    );
    for (const row of rows) found.set(row.id, row.error);
  }
  return found;
}

export async function storedOf(db: SqlDatabase, id: string): Promise<string | undefined> {
  const rows = await db.all<{ networkMsg: string }>(
    'SELECT networkMsg FROM message_queue WHERE id = ?',
    [id],
  );
  return rows[0]?.networkMsg;
}

/** Replaces what an item holds (a draft sealed now). */
export async function replaceStored(db: SqlDatabase, id: string, stored: string): Promise<void> {
  await db.run('UPDATE message_queue SET networkMsg = ? WHERE id = ?', [stored, id]);
}

/** Items being written are not due before `until` (parked ones stay parked). */
export async function holdUntil(
  db: SqlDatabase,
  ids: readonly string[],
  until: number,
): Promise<void> {
  const items = itemsWithIds(ids);
  await db.run(
    `UPDATE message_queue SET nextRetryTime = ? WHERE nextRetryTime < ? AND ${items.sql}`,
    [until, PARKED, ...items.params],
  );
}

/** A relay has the item: written again only at `resendAt`, unless it was parked meanwhile. */
export const acknowledgedStatement = (id: string, now: number, resendAt: number): SqlStatement => ({
  sql: `UPDATE message_queue SET lastAttempt = ?, nextRetryTime = ?, error = NULL
    WHERE id = ? AND nextRetryTime < ?`,
  params: [now, resendAt, id, PARKED],
});

/** A failed attempt: the next one at `nextTry`, unless the item was parked meanwhile. */
export const rescheduleStatement = (
  id: string,
  now: number,
  nextTry: number,
  error: string | null,
): SqlStatement => ({
  sql: `UPDATE message_queue SET retryCount = retryCount + 1, lastAttempt = ?,
    nextRetryTime = ?, error = ? WHERE id = ? AND nextRetryTime < ?`,
  params: [now, nextTry, error, id, PARKED],
});

/** Items reported failed for `reason`, once: a reason already on record stays; a Retry clears it. */
export const reportedStatement = (ids: readonly string[], reason: string): SqlStatement => ({
  sql: `UPDATE message_queue SET error = COALESCE(error, ?)
    WHERE id IN (${placeholders(ids.length)})`,
  params: [reason, ...ids],
});
