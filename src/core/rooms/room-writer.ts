/**
 * The writing side of rooms: seals records into my stream of a room and queues them in the
 * outbox's `room` lane, where a relay's acknowledgement makes them sent.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { OwnCommit } from '../own-state/own-commit.ts';
import type { OwnChange } from '../own-state/own-item.ts';
import { refreshPreview, retractStatements } from '../conversations/message-store.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import { encodeBody } from '../streams/bodies.ts';
import type { FailureLog } from '../streams/failures.ts';
import { OUTBOX_LIMITS } from '../streams/limits.ts';
import { newMessageId } from '../streams/message-ids.ts';
import { Outbox } from '../streams/outbox.ts';
import { laneItem, retryNowStatement } from '../streams/outbox-queue.ts';
import { StreamPublisher } from '../streams/publisher.ts';
import { sealStreamRecord, type SealedRecord } from '../streams/sealed-record.ts';
import { StreamClock } from '../streams/stream-clock.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import type { StreamTransport } from '../graph/graph.ts';
import type { Timers } from '../util/timers.ts';
import type { RoomBody } from './room-bodies.ts';
import { queueStatement, roomOutboxHooks } from './room-queue.ts';
import { clearedBefore, roomChatId } from './room-store.ts';
import type { JoinedRoom } from './room-streams.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { RoomEvent } from './room-types.ts';

export interface RoomWriterDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly transport: StreamTransport;
  readonly session: () => KeyPair | null;
  readonly emit: (event: RoomEvent) => void;
  readonly failures: FailureLog;
  /** Local changes, with the own-state items they change (my rooms follow my key). */
  readonly commit: OwnCommit;
}

/** A record's id and time, known once it is sealed. */
export interface Written {
  readonly id: string;
  readonly ts: number;
}

export class RoomWriter {
  readonly publisher: StreamPublisher;
  /** The times of my records in the room's streams. */
  readonly clock: StreamClock;
  readonly #outbox: Outbox;

  constructor(private readonly deps: RoomWriterDeps) {
    this.publisher = new StreamPublisher(deps.transport, deps.session);
    this.clock = new StreamClock(deps.now);
    this.#outbox = new Outbox({
      db: deps.db,
      lane: 'room',
      publisher: this.publisher,
      connectedPeers: () => deps.transport.connectedPeers(),
      timers: deps.timers,
      now: deps.now,
      limits: OUTBOX_LIMITS,
      hooks: roomOutboxHooks({
        db: deps.db,
        me: () => deps.session()?.pub ?? '',
        emit: deps.emit,
        failures: deps.failures,
      }),
    });
  }

  start(): void {
    this.#outbox.start();
  }

  stop(): void {
    this.#outbox.stop();
    this.publisher.reset();
  }

  /**
   * Seals `bodies` into my stream of the room and queues them, in one transaction with what
   * `local` makes of them. A leave notice (`leaving`) goes out even once the room is gone here.
   */
  async post(
    me: KeyPair,
    joined: JoinedRoom,
    bodies: readonly RoomBody[],
    local: (written: readonly Written[]) => SqlStatement[],
    options: { readonly leaving?: boolean; readonly changes?: readonly OwnChange[] } = {},
  ): Promise<Written[]> {
    const { leaving = false, changes = [] } = options;
    const keys = streamKeys(joined.secret, me.pub);
    const records: SealedRecord[] = [];
    const written: Written[] = [];
    const room = joined.pair.pub;
    // After the room's cleared time: members drop what a clear covers, so it must never be
    // reported sent.
    const floor = await clearedBefore(this.deps.db, room);
    for (const body of bodies) {
      const entry = {
        id: newMessageId(),
        type: body.type,
        ts: this.clock.next(floor),
        body: encodeBody(body),
      };
      records.push(await sealStreamRecord(keys, me, entry));
      written.push({ id: entry.id, ts: entry.ts });
    }
    const now = this.deps.now();
    const queue = records.map((record) =>
      queueStatement({ room, record, ...(leaving ? { leaving } : {}) }, now),
    );
    await this.deps.commit(me.pub, [...local(written), ...queue], changes);
    this.#outbox.kick();
    return written;
  }

  /**
   * Takes back one of my messages: gone here at once (and from the outbox if it had not gone out
   * yet), and a `retract` record in my stream asks every member's device, and my others, to drop
   * it too.
   */
  async retract(
    me: KeyPair,
    joined: JoinedRoom,
    msgId: string,
  ): Promise<Result<void, 'message-not-found'>> {
    const room = joined.pair.pub;
    const key = { chatId: roomChatId(room), sender: me.pub, msgId };
    const rows = await this.deps.db.all<{ type: string }>(
      'SELECT type FROM messages WHERE chatID = ? AND sender = ? AND msgId = ? AND deleted = 0',
      [key.chatId, key.sender, key.msgId],
    );
    if (!rows[0] || rows[0].type === 'leave') return err('message-not-found');
    await this.post(me, joined, [{ type: 'retract', target: msgId }], () =>
      retractStatements(key, null),
    );
    await refreshPreview(this.deps.db, room, key.chatId);
    this.deps.emit({ type: 'removed', room, sender: me.pub, msgId });
    return ok(undefined);
  }

  /** Sends a failed message again (the same record: it can never arrive twice). */
  async retry(me: KeyPair, room: string, msgId: string): Promise<void> {
    await this.deps.db.batch([
      retryNowStatement(laneItem(msgId, 'room'), this.deps.now()),
      {
        sql: `UPDATE messages SET status = 'pending', isSending = 1, error = NULL
          WHERE chatID = ? AND sender = ? AND msgId = ? AND status = 'failed'`,
        params: [roomChatId(room), me.pub, msgId],
      },
    ]);
    this.deps.emit({ type: 'status', room, msgId, status: 'pending', error: null });
    this.#outbox.kick();
  }
}
