/**
 * The writing side of rooms: seals records into my stream of a room and queues them in the
 * outbox's `room` lane, where a relay's acknowledgement makes them sent.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { Graph } from '../graph/graph.ts';
import type { OwnCommit } from '../own-state/own-commit.ts';
import type { OwnChange } from '../own-state/own-item.ts';
import { refreshPreview, retractStatements } from '../conversations/message-store.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { laneItem, retryNowStatement } from '../streams/outbox-queue.ts';
import { boardPublisher, boardRecord, type BoardRecord } from '../streams/boards.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import { StreamWriter, type PostOptions, type Written } from '../streams/stream-writer.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { Timers } from '../util/timers.ts';
import type { RoomBody } from './room-bodies.ts';
import {
  queueStatement,
  roomOutboxHooks,
  rosterOutboxHooks,
  rosterQueueStatement,
} from './room-queue.ts';
import { clearedBefore, memberRows, roomChatId } from './room-store.ts';
import type { JoinedRoom } from './room-streams.ts';
import type { RoomEvent } from './room-types.ts';
import { rosterKeys, sealRosterEntry, type RosterEntry } from './roster.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';

export type { Written } from '../streams/stream-writer.ts';

export interface RoomWriterDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  readonly emit: (event: RoomEvent) => void;
  readonly failures: FailureLog;
  /** Local changes, with the own-state items they change (my rooms follow my key). */
  readonly commit: OwnCommit;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
}

export class RoomWriter {
  /** My streams in my rooms: the `room` lane. */
  readonly stream: StreamWriter;
  /** My entries in rooms' rosters (sealed boards): the `roster` lane. */
  readonly #roster: StreamWriter<BoardRecord>;

  constructor(private readonly deps: RoomWriterDeps) {
    this.#roster = new StreamWriter<BoardRecord>({
      ...deps,
      transport: deps.graph,
      lane: 'roster',
      publisher: boardPublisher(deps.graph),
      hooks: rosterOutboxHooks(deps),
    });
    this.stream = new StreamWriter({
      ...deps,
      transport: deps.graph,
      lane: 'room',
      hooks: roomOutboxHooks({
        db: deps.db,
        me: () => deps.session()?.pub ?? '',
        emit: deps.emit,
        failures: deps.failures,
      }),
    });
  }

  start(): void {
    this.stream.start();
    this.#roster.start();
  }

  stop(): void {
    this.stream.stop();
    this.#roster.stop();
  }

  /**
   * Queues my entries for the room's roster, to run in the caller's transaction (a join is never
   * kept without them); `sendRoster()` starts their first put.
   */
  async rosterStatements(
    me: KeyPair,
    room: RoomKeyPair,
    entries: readonly RosterEntry[],
  ): Promise<SqlStatement[]> {
    const { soul } = await rosterKeys(room);
    const now = this.deps.now();
    return Promise.all(
      entries.map(async (entry) => {
        const record = await boardRecord(soul, await sealRosterEntry(room, entry, me));
        const leaving = entry.kind === 'leave';
        return rosterQueueStatement(
          { room: room.pub, record, ...(leaving ? { leaving } : {}) },
          now,
        );
      }),
    );
  }

  sendRoster(): void {
    this.#roster.kick();
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
    const room = joined.pair.pub;
    return this.stream.post(me, this.#keys(me, joined), bodies, {
      readers: () => this.#readers(room),
      local,
      queue: (record, now) =>
        queueStatement({ room, record, ...(leaving ? { leaving } : {}) }, now),
      commit: (statements) => this.deps.commit(me.pub, statements, changes),
      // After the room's cleared time: members drop what a clear covers, so it must never be
      // reported sent.
      floor: await clearedBefore(this.deps.db, room),
    });
  }

  /** Gives members who joined since my records went out the key to read them (if I am in it). */
  async share(me: KeyPair | null, joined: JoinedRoom | null): Promise<void> {
    if (!me || !joined) return;
    const room = joined.pair.pub;
    const queue: PostOptions['queue'] = (record, now) => queueStatement({ room, record }, now);
    try {
      await this.stream.share(me, this.#keys(me, joined), () => this.#readers(room), queue);
    } catch (error) {
      this.deps.failures.record('outbox', error);
    }
  }

  #keys(me: KeyPair, joined: JoinedRoom) {
    return streamKeys(joined.secret, me.pub, this.deps.chains);
  }

  /** The room's members now read what I write (a member gone gets no key for it). */
  async #readers(room: string): Promise<string[]> {
    return (await memberRows(this.deps.db, room))
      .filter((member) => member.leftAt === null)
      .map((member) => member.pub);
  }

  /**
   * Leaves the room: a leave notice in my stream and a leave entry in its roster, queued in one
   * transaction after `local` (which removes the room here): both go out once it is gone.
   */
  async leave(
    me: KeyPair,
    joined: JoinedRoom,
    alias: string,
    local: SqlStatement[],
    changes: readonly OwnChange[],
  ): Promise<void> {
    const entry = { kind: 'leave', member: me.pub, text: alias, at: this.deps.now() } as const;
    const roster = await this.rosterStatements(me, joined.pair, [entry]);
    await this.post(me, joined, [{ type: 'leave' }], () => [...local, ...roster], {
      leaving: true,
      changes,
    });
    this.sendRoster();
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
    this.stream.kick();
  }
}
