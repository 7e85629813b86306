/**
 * Room records in the outbox's `room` lane. They are sealed when queued (the room's key is always
 * at hand), and a relay's acknowledgement makes them sent: rooms have no member receipts.
 */
import { placeholders, type SqlDatabase, type SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import type { OutboxHooks } from '../streams/outbox.ts';
import {
  enqueueStatement,
  itemsWithIds,
  queuedEntries,
  removeStatement,
} from '../streams/outbox-queue.ts';
import type { BoardRecord } from '../streams/boards.ts';
import type { SealedRecord } from '../streams/sealed-record.ts';
import { settledOnAckHooks } from '../streams/settled-on-ack.ts';
import { roomChatId, roomRow } from './room-store.ts';
import type { RoomEvent } from './room-types.ts';

export interface QueuedRoomRecord {
  readonly room: string;
  readonly record: SealedRecord;
  /** A leave notice still goes out after the room is gone from this device. */
  readonly leaving?: boolean;
}

export function queueStatement(queued: QueuedRoomRecord, now: number): SqlStatement {
  const { record, room } = queued;
  return enqueueStatement(
    { id: record.id, lane: 'room', chatId: roomChatId(room), stored: JSON.stringify(queued) },
    now,
  );
}

export function roomOutboxHooks(deps: {
  readonly db: SqlDatabase;
  readonly me: () => string;
  readonly emit: (event: RoomEvent) => void;
  readonly failures: FailureLog;
}): OutboxHooks {
  const { db } = deps;
  return {
    async prepare(stored) {
      const queued = JSON.parse(stored) as QueuedRoomRecord;
      if (!queued.leaving && !(await roomRow(db, queued.room))) return { ok: false, drop: true };
      return { ok: true, to: queued.room, record: queued.record };
    },
    async acknowledged(ids) {
      const rows = await queuedEntries(db, itemsWithIds(ids));
      const me = deps.me();
      await db.batch(
        rows.flatMap((row) => [
          removeStatement(itemsWithIds([row.id])),
          {
            sql: `UPDATE messages SET status = 'sent', isSending = 0, sent = 1, error = NULL
              WHERE chatID = ? AND sender = ? AND msgId = ?`,
            params: [row.chatId, me, row.id],
          },
        ]),
      );
      for (const row of rows) {
        const { room } = JSON.parse(row.networkMsg) as QueuedRoomRecord;
        deps.emit({ type: 'status', room, msgId: row.id, status: 'sent', error: null });
      }
    },
    failStatements: (ids, room, error) => [
      {
        sql: `UPDATE messages SET status = 'failed', isSending = 0, error = ?
          WHERE chatID = ? AND sender = ? AND msgId IN (${placeholders(ids.length)})`,
        params: [error, roomChatId(room), deps.me(), ...ids],
      },
    ],
    onStatus: (ids, room, status, error) => {
      for (const msgId of ids) deps.emit({ type: 'status', room, msgId, status, error });
    },
    onConnectivity: () => undefined,
    onError: (error) => deps.failures.record('outbox', error),
  };
}

/** A roster entry waiting in the `roster` lane; a leave entry outlives the room on this device. */
interface QueuedRosterEntry {
  readonly room: string;
  readonly record: BoardRecord;
  readonly leaving?: boolean;
}

export function rosterQueueStatement(queued: QueuedRosterEntry, now: number): SqlStatement {
  return enqueueStatement(
    {
      id: queued.record.id,
      lane: 'roster',
      chatId: roomChatId(queued.room),
      stored: JSON.stringify(queued),
    },
    now,
  );
}

/** Roster entries are settled by a relay's acknowledgement; one for a room I left is dropped. */
export function rosterOutboxHooks(deps: {
  readonly db: SqlDatabase;
  readonly failures: FailureLog;
}): OutboxHooks<BoardRecord> {
  const { db } = deps;
  return {
    ...settledOnAckHooks<BoardRecord>({
      db,
      onError: (error) => deps.failures.record('outbox', error),
    }),
    async prepare(stored) {
      const queued = JSON.parse(stored) as QueuedRosterEntry;
      if (!queued.leaving && !(await roomRow(db, queued.room))) return { ok: false, drop: true };
      return { ok: true, to: queued.room, record: queued.record };
    },
  };
}
