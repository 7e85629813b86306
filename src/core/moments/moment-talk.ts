/**
 * The talk of moments on the graph: follows the talk node of each recent moment this device has,
 * keeps the entries that open there from people in the talk circle, within each one's budget
 * (PROTOCOL.md "Talk", "Who counts"), and keeps mine at once for `talk-writer.ts` to send. What the
 * entries add up to is `talk-state.ts`'s.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { Graph } from '../graph/graph.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { boardRecord } from '../streams/boards.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import { isQueued, laneItems } from '../streams/outbox-queue.ts';
import type { FeedKeys } from './feed-keys.ts';
import type { MomentKey } from './moment-store.ts';
import { err, ok, type Result } from '../util/result.ts';
import { KeyedTurns } from '../util/async.ts';
import { openTalkEntry, sealTalkEntry, talkKeys, type TalkEntry, type TalkKeys } from './talk.ts';
import { TalkTally } from './talk-budget.ts';
import type { TalkCircle } from './talk-circle.ts';
import type { TalkWriter } from './talk-writer.ts';

/**
 * The longest value a talk entry seals to (a comment of 500 escaped characters pads to 8,192
 * bytes): anything longer is junk, dropped before it is decrypted.
 */
const MAX_VALUE_CHARS = 16_384;

/** A moment whose talk is followed: which epoch's key opens its node. */
export interface TalkedMoment extends MomentKey {
  readonly epoch: string;
}

export interface MomentTalkDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly graph: Graph;
  readonly keys: FeedKeys;
  readonly failures: FailureLog;
  readonly writer: Pick<TalkWriter, 'queue' | 'send'>;
  /** Whose entries are kept and counted. */
  readonly circle: Pick<TalkCircle, 'admits'>;
  /** A new entry was kept for the moment. */
  readonly heard: (moment: MomentKey, entry: TalkEntry) => void;
}

const nameOf = (moment: MomentKey) => `${moment.author}/${moment.id}`;

export class MomentTalk {
  readonly #stops = new Map<string, () => void>();
  /** Per moment: the entries being taken, one after another, so each writer's tally holds. */
  readonly #turns = new KeyedTurns();
  readonly #tallies = new Map<string, Promise<TalkTally>>();
  /** Entries that did not open, did not fit, or were not taken from their writer, counted. */
  rejected = 0;

  constructor(private readonly deps: MomentTalkDeps) {}

  /** Follows the moment's talk node, once. */
  async follow(moment: TalkedMoment): Promise<void> {
    const name = nameOf(moment);
    if (this.#stops.has(name)) return;
    const keys = await this.#keysOf(moment);
    if (!keys || this.#stops.has(name)) return;
    this.#stops.set(
      name,
      this.deps.graph.followContent(
        keys.soul,
        (value, address) =>
          void this.#serially(moment, () => this.#take(moment, keys, value, address)),
      ),
    );
  }

  unfollow(moment: MomentKey): void {
    this.#stops.get(nameOf(moment))?.();
    this.#stops.delete(nameOf(moment));
    this.#tallies.delete(nameOf(moment));
  }

  stop(): void {
    for (const stop of this.#stops.values()) stop();
    this.#stops.clear();
    this.#tallies.clear();
  }

  /**
   * Keeps my entry here and queues it for the moment's talk node: it goes out once a relay is
   * there. Past my budget on the moment it is refused (`talk-limit`): readers would not take it;
   * `not-found` without the key of the moment's epoch.
   */
  put(
    me: KeyPair,
    moment: TalkedMoment,
    entry: Omit<TalkEntry, 'from' | 'at'>,
  ): Promise<Result<void, 'not-found' | 'talk-limit'>> {
    return this.#serially(moment, async () => {
      const keys = await this.#keysOf(moment);
      if (!keys) return err('not-found');
      const full: TalkEntry = { ...entry, from: me.pub, at: this.deps.now() };
      const tally = await this.#tally(moment);
      if (!tally.allows(full)) return err('talk-limit');
      const value = await sealTalkEntry(keys, moment, full, me);
      const record = await boardRecord(keys.soul, value);
      await this.deps.db.batch([
        this.#keepStatement(moment, record.id, full),
        this.deps.writer.queue(moment, record),
      ]);
      tally.add(full);
      this.deps.heard(moment, full);
      this.deps.writer.send();
      return ok(undefined);
    });
  }

  /** The ids of entries on `moment` that wait in the outbox (my comments still being sent). */
  async waiting(moment: MomentKey): Promise<Set<string>> {
    const queued = isQueued('address', laneItems(['talk']));
    const rows = await this.deps.db.all<{ entryId: string }>(
      `SELECT entryId FROM moment_talk WHERE author = ? AND moment = ? AND ${queued.sql}`,
      [moment.author, moment.id, ...queued.params],
    );
    return new Set(rows.map((row) => row.entryId));
  }

  /** Every entry kept for the moment whose writer is in the talk circle now. */
  async entries(moment: MomentKey): Promise<TalkEntry[]> {
    const admits = await this.deps.circle.admits();
    const rows = await this.deps.db.all<{
      kind: TalkEntry['kind'];
      fromPub: string;
      entryId: string;
      text: string;
      toId: string;
      at: number;
    }>(
      'SELECT kind, fromPub, entryId, text, toId, at FROM moment_talk WHERE author = ? AND moment = ?',
      [moment.author, moment.id],
    );
    return rows
      .filter((row) => admits(row.fromPub))
      .map((row) => ({
        kind: row.kind,
        from: row.fromPub,
        id: row.entryId,
        text: row.text,
        to: row.toId,
        at: row.at,
      }));
  }

  async #keysOf(moment: TalkedMoment): Promise<TalkKeys | null> {
    const epoch = await this.deps.keys.epoch(moment.author, moment.epoch);
    if (!epoch) return null;
    return talkKeys(await this.deps.keys.secret(epoch), moment.author, moment.id);
  }

  /** Runs `task` after the moment's earlier ones. */
  #serially<T>(moment: MomentKey, task: () => Promise<T>): Promise<T> {
    return this.#turns.run(nameOf(moment), task);
  }

  #tally(moment: MomentKey): Promise<TalkTally> {
    const name = nameOf(moment);
    let tally = this.#tallies.get(name);
    if (!tally) {
      tally = TalkTally.load(this.deps.db, moment);
      tally.catch(() => this.#tallies.delete(name));
      this.#tallies.set(name, tally);
    }
    return tally;
  }

  /**
   * Takes one value heard on the node. The cheap checks come first, so a flooded node costs at
   * most a decryption per value: its size, whether it is kept already, then (before the
   * signature) whether its writer is in the circle and within their budget.
   */
  async #take(moment: MomentKey, keys: TalkKeys, value: string, address: string): Promise<void> {
    try {
      if (value.length > MAX_VALUE_CHARS) {
        this.rejected++;
        return;
      }
      if (await this.#kept(moment, address)) return;
      const admits = await this.deps.circle.admits();
      const tally = await this.#tally(moment);
      const clock = { now: this.deps.now(), maxSkewMs: MAX_CLOCK_SKEW_MS };
      const entry = await openTalkEntry(
        keys,
        moment,
        value,
        clock,
        (e) => admits(e.from) && tally.allows(e),
      );
      if (!entry) {
        this.rejected++;
        return;
      }
      await this.#keep(moment, address, entry, tally);
    } catch (error) {
      this.deps.failures.record('store', error);
    }
  }

  async #kept(moment: MomentKey, address: string): Promise<boolean> {
    const rows = await this.deps.db.all(
      'SELECT 1 FROM moment_talk WHERE author = ? AND moment = ? AND address = ?',
      [moment.author, moment.id, address],
    );
    return rows.length > 0;
  }

  async #keep(
    moment: MomentKey,
    address: string,
    entry: TalkEntry,
    tally: TalkTally,
  ): Promise<void> {
    const { sql, params } = this.#keepStatement(moment, address, entry);
    const { changes } = await this.deps.db.run(sql, params);
    if (changes === 0) return;
    tally.add(entry);
    this.deps.heard(moment, entry);
  }

  /** Keeps an entry once, unless its moment was deleted. */
  #keepStatement(moment: MomentKey, address: string, entry: TalkEntry): SqlStatement {
    return {
      sql: `INSERT INTO moment_talk (author, moment, address, kind, fromPub, entryId, text, toId, at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS
         (SELECT 1 FROM moments WHERE author = ? AND id = ? AND deleted = 1)
       ON CONFLICT (author, moment, address) DO NOTHING`,
      params: [
        moment.author,
        moment.id,
        address,
        entry.kind,
        entry.from,
        entry.id,
        entry.text,
        entry.to,
        entry.at,
        moment.author,
        moment.id,
      ],
    };
  }
}
