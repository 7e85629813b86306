/**
 * The reading side of sealed streams: follows each stream a directory names (friends today, room
 * members and feed writers next) from where it stopped reading, and hands every record it hears
 * to its owner, who opens it (`openStreamRecord`) and moves the stream's cursor once it is stored.
 * A reader follows today's node and the month indexes from its cursor (less a day) on, and any day
 * an index lists from then on, or whose mark is written again while it listens.
 */
import { openRecord } from '../protocol/signed-record.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { dayBefore, dayKeyOf, isDayKey, monthOf, monthsBetween } from './days.ts';
import { dayMarkPath } from './publisher.ts';
import type { StreamKeys } from './stream-keys.ts';
import type { StreamTransport } from '../graph/graph.ts';

const DAY_MS = 86_400_000;

export interface FollowTarget {
  /** Names the stream's cursor: unique per conversation and writer. */
  readonly stream: string;
  readonly keys: StreamKeys;
  /** With no cursor yet, catch-up starts at the day of this time (e.g. the friendship's start). */
  readonly since: number;
  /** Nothing before the day of this time is read (e.g. the conversation's deleted timestamp). */
  readonly notBefore?: number;
}

export interface FollowedRecord {
  readonly target: FollowTarget;
  readonly day: string;
  readonly id: string;
  readonly value: unknown;
}

export interface FollowerDeps {
  readonly transport: StreamTransport;
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly onRecord: (record: FollowedRecord) => void;
  /** A day mark that did not carry its writer's valid signature (ignored). */
  readonly onUnverified: (stream: string) => void;
}

interface Followed {
  readonly target: FollowTarget;
  readonly fromDay: string;
  readonly recentSince: number;
  readonly days: Set<string>;
  readonly months: Set<string>;
  readonly stops: (() => void)[];
  stopped: boolean;
}

export class StreamFollower {
  readonly #followed = new Map<string, Followed>();
  readonly #cursors = new Map<string, string>();

  constructor(private readonly deps: FollowerDeps) {}

  async follow(target: FollowTarget): Promise<void> {
    this.unfollow(target.stream);
    const rows = await this.deps.db.all<{ day: string; updatedAt: number }>(
      'SELECT day, updatedAt FROM stream_cursors WHERE stream = ?',
      [target.stream],
    );
    const cursor = rows[0];
    const now = this.deps.now();
    // Resume a day early: the writer may still be re-sending into the day before.
    let fromDay = dayBefore(cursor ? cursor.day : dayKeyOf(target.since));
    if (target.notBefore) {
      const floor = dayBefore(dayKeyOf(target.notBefore));
      if (floor > fromDay) fromDay = floor;
    }
    const entry: Followed = {
      target,
      fromDay,
      recentSince: (cursor?.updatedAt ?? now) - DAY_MS,
      days: new Set(),
      months: new Set(),
      stops: [],
      stopped: false,
    };
    this.#followed.set(target.stream, entry);
    await this.#catchUp(entry);
  }

  unfollow(stream: string): void {
    const entry = this.#followed.get(stream);
    if (!entry) return;
    entry.stopped = true;
    for (const stop of entry.stops) stop();
    this.#followed.delete(stream);
  }

  /** After midnight (UTC) today's node, and after a month's end its index, are followed too. */
  async refresh(): Promise<void> {
    for (const entry of this.#followed.values()) await this.#catchUp(entry);
  }

  stopAll(): void {
    for (const stream of [...this.#followed.keys()]) this.unfollow(stream);
    this.#cursors.clear();
  }

  /** The newest day of `stream` read and stored so far: where catch-up resumes next time. */
  async advance(stream: string, day: string): Promise<void> {
    const current = this.#cursors.get(stream);
    if (current !== undefined && current >= day) return;
    this.#cursors.set(stream, day);
    await this.deps.db.run(
      `INSERT INTO stream_cursors (stream, day, updatedAt) VALUES (?, ?, ?)
       ON CONFLICT (stream) DO UPDATE SET day = MAX(day, excluded.day), updatedAt = excluded.updatedAt`,
      [stream, day, this.deps.now()],
    );
  }

  async #catchUp(entry: Followed): Promise<void> {
    const today = dayKeyOf(this.deps.now());
    await this.#followDay(entry, today);
    for (const month of monthsBetween(entry.fromDay, today)) await this.#followIndex(entry, month);
  }

  async #followDay(entry: Followed, day: string): Promise<void> {
    if (entry.stopped || entry.days.has(day)) return;
    entry.days.add(day);
    const { target } = entry;
    const node = await target.keys.nodeTag(day);
    if (entry.stopped) return;
    entry.stops.push(
      this.deps.transport.follow(target.keys.writer, node, (id, value) =>
        this.deps.onRecord({ target, day, id, value }),
      ),
    );
  }

  async #followIndex(entry: Followed, month: string): Promise<void> {
    if (entry.stopped || entry.months.has(month)) return;
    entry.months.add(month);
    const { target } = entry;
    const index = await target.keys.indexTag(month);
    if (entry.stopped) return;
    const onMark = async (day: string, value: unknown, state: number): Promise<void> => {
      if (entry.stopped || !isDayKey(day) || monthOf(day) !== month) return;
      if (day < entry.fromDay && state < entry.recentSince) return;
      const mark = await openRecord(target.keys.writer, dayMarkPath(index, day), value);
      if (mark === true) await this.#followDay(entry, day);
      else this.deps.onUnverified(target.stream);
    };
    entry.stops.push(
      this.deps.transport.follow(target.keys.writer, index, (day, value, state) => {
        void onMark(day, value, state);
      }),
    );
  }
}
