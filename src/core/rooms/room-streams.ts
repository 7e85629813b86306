/**
 * Which streams a room device follows: the room's roster, and the stream of every member it names
 * (mine too, for what my other devices wrote), each from when that member joined and not before
 * the room was last cleared, and the initial sync that ends after the spec's quiet period. My
 * own roster entries go out through the writer's `roster` lane.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { Graph } from '../graph/graph.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import { StreamFollower, type FollowedRecord } from '../streams/follower.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import type { BoundedSet } from '../util/bounded-set.ts';
import type { Timers } from '../util/timers.ts';
import { roomSecret } from './room-key.ts';
import { takeRecord } from './room-records.ts';
import {
  applyMemberEntry,
  applyRoomName,
  memberRows,
  roomRow,
  roomStreamName,
  type MemberRow,
  type RoomRow,
} from './room-store.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';
import { ROOM_LIMITS, type RoomEvent } from './room-types.ts';
import { openRosterEntry, rosterKeys } from './roster.ts';

/** A room this device follows: its key, its secret and what to stop when it is left. */
export interface JoinedRoom {
  readonly pair: RoomKeyPair;
  readonly secret: CryptoKey;
  readonly stops: (() => void)[];
  readonly followed: Set<string>;
}

export interface RoomStreamsDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  readonly failures: FailureLog;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
  /** Someone joined the room: what I wrote since is theirs to read too. */
  readonly joined: (room: JoinedRoom) => void;
  /** Records this device wrote: read back from my own stream, they are here already. */
  readonly written: BoundedSet;
  readonly isOpen: (room: string) => boolean;
  readonly emit: (event: RoomEvent) => void;
  /** A stored message, to hand on with its sender's name. */
  readonly onMessage: (room: string, sender: string, msgId: string) => Promise<void>;
  /** A vote, a leave or a new member may have carried the open proposal. */
  readonly settleClear: (room: string) => Promise<void>;
}

export class RoomStreams {
  readonly #joined = new Map<string, JoinedRoom>();
  /** Which room each followed stream belongs to. */
  readonly #streams = new Map<string, string>();
  readonly #syncing = new Map<string, unknown>();
  readonly #follower: StreamFollower;
  /** Records and roster entries that did not open or did not fit, counted. */
  rejected = 0;

  constructor(private readonly deps: RoomStreamsDeps) {
    this.#follower = new StreamFollower({
      transport: deps.graph,
      db: deps.db,
      now: deps.now,
      onRecord: (record) => void this.#heard(record),
      onUnverified: () => void this.rejected++,
    });
  }

  syncing(room: string): boolean {
    return this.#syncing.has(room);
  }

  /** The room's key and secret, whether it is followed or not. */
  async joinedOf(row: RoomRow): Promise<JoinedRoom> {
    const known = this.#joined.get(row.pub);
    if (known) return known;
    const pair = JSON.parse(row.pair) as RoomKeyPair;
    return { pair, secret: await roomSecret(pair), stops: [], followed: new Set() };
  }

  /** Follows the room's roster and the stream of every member it names. */
  async follow(row: RoomRow): Promise<void> {
    if (this.#joined.has(row.pub)) return;
    const joined = await this.joinedOf(row);
    this.#joined.set(row.pub, joined);
    const soul = rosterKeys(joined.pair).then((keys) => keys.soul);
    joined.stops.push(
      this.deps.graph.followContent(soul, (value) => void this.#roster(row.pub, value)),
    );
    for (const member of await memberRows(this.deps.db, row.pub)) await this.#member(row, member);
  }

  unfollow(room: string): void {
    const joined = this.#joined.get(room);
    if (joined) {
      for (const stop of joined.stops) stop();
      for (const member of joined.followed) {
        const stream = roomStreamName(room, member);
        this.#follower.unfollow(stream);
        this.#streams.delete(stream);
      }
    }
    this.#joined.delete(room);
    const timer = this.#syncing.get(room);
    if (timer !== undefined) this.deps.timers.clearTimeout(timer);
    this.#syncing.delete(room);
  }

  stop(): void {
    for (const room of [...this.#joined.keys()]) this.unfollow(room);
    for (const room of [...this.#syncing.keys()]) this.unfollow(room);
    this.#follower.stopAll();
  }

  /** The initial sync ends after the quiet period passes without a new message. */
  startSync(room: string): void {
    const previous = this.#syncing.get(room);
    if (previous !== undefined) this.deps.timers.clearTimeout(previous);
    else this.deps.emit({ type: 'sync', room, syncing: true });
    const end = () => {
      this.#syncing.delete(room);
      this.deps.emit({ type: 'sync', room, syncing: false });
    };
    this.#syncing.set(room, this.deps.timers.setTimeout(end, ROOM_LIMITS.syncQuietMs));
  }

  async #member(row: RoomRow, member: MemberRow): Promise<void> {
    const joined = this.#joined.get(row.pub);
    if (!joined || joined.followed.has(member.pub)) return;
    joined.followed.add(member.pub);
    const stream = roomStreamName(row.pub, member.pub);
    this.#streams.set(stream, row.pub);
    try {
      await this.#follower.follow({
        stream,
        keys: streamKeys(joined.secret, member.pub, this.deps.chains),
        since: member.joinedAt ?? row.createdAt,
        ...(row.clearedBefore > 0 ? { notBefore: row.clearedBefore } : {}),
      });
    } catch (error) {
      this.deps.failures.record('follow', error);
      joined.followed.delete(member.pub);
    }
  }

  async #roster(room: string, value: string): Promise<void> {
    try {
      await this.#takeRosterEntry(room, value);
    } catch (error) {
      this.deps.failures.record('store', error);
    }
  }

  async #takeRosterEntry(room: string, value: string): Promise<void> {
    const { db } = this.deps;
    const row = await roomRow(db, room);
    const joined = this.#joined.get(room);
    if (!row || !joined) return;
    const clock = { now: this.deps.now(), maxSkewMs: MAX_CLOCK_SKEW_MS };
    const entry = await openRosterEntry(joined.pair, value, clock);
    if (!entry) {
      this.rejected++;
      return;
    }
    if (entry.kind === 'name') {
      await db.batch([applyRoomName(room, entry.text, entry.at)]);
      this.deps.emit({ type: 'rooms' });
      return;
    }
    await db.batch([applyMemberEntry(room, entry)]);
    if (entry.kind === 'join') this.deps.joined(joined);
    const member = (await memberRows(db, room)).find((m) => m.pub === entry.member);
    if (member) await this.#member(row, member);
    this.deps.emit({ type: 'members', room });
    await this.deps.settleClear(room);
  }

  async #heard(record: FollowedRecord): Promise<void> {
    const room = this.#streams.get(record.target.stream);
    const me = this.deps.session();
    if (!room || !me) return;
    if (record.target.keys.writer === me.pub && this.deps.written.has(record.id)) return;
    try {
      const row = await roomRow(this.deps.db, room);
      if (!row) return;
      const outcome = await takeRecord(
        { room: row, me: me.pub, open: this.deps.isOpen(room), record },
        { db: this.deps.db, now: this.deps.now(), maxSkewMs: MAX_CLOCK_SKEW_MS },
      );
      if (outcome.kind === 'rejected') {
        this.rejected++;
        return;
      }
      if (outcome.kind === 'key') {
        // Each as if just heard: one held up (storing) holds up no other.
        for (const ready of outcome.ready) void this.#heard({ ...record, ...ready });
        return;
      }
      await this.#follower.advance(record.target.stream, record.day);
      if (outcome.kind === 'message') {
        this.startSync(room);
        await this.deps.onMessage(room, outcome.message.sender, outcome.message.msgId);
        if (outcome.message.kind !== 'leave') return;
        this.deps.emit({ type: 'members', room });
        await this.deps.settleClear(room);
      } else if (outcome.kind === 'retract') {
        if (!outcome.removed) return;
        const sender = record.target.keys.writer;
        this.deps.emit({ type: 'removed', room, sender, msgId: outcome.msgId });
      } else if (outcome.kind !== 'duplicate') {
        this.deps.emit({ type: 'vote', room });
        await this.deps.settleClear(room);
      }
    } catch (error) {
      this.deps.failures.record('store', error);
    }
  }
}
