/**
 * The talk of moments: takes the entries that come in feed records (each person's talk is in
 * their own feed) for the recent moments this device has, from people in the talk circle, within
 * each one's budget (PROTOCOL.md "Talk", "Who counts"), and posts mine in my feed, kept here at
 * once. Talk about a moment this device does not have yet waits for it. What the entries add up to
 * is `talk-state.ts`'s.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import { isQueued, laneItems } from '../streams/outbox-queue.ts';
import type { FeedKeys } from './feed-keys.ts';
import { insertTalk, type MomentKey } from './moment-store.ts';
import type { MomentWriter } from './moment-writer.ts';
import { err, ok, type Result } from '../util/result.ts';
import { KeyedTurns } from '../util/async.ts';
import { openTalkEntry, sealTalkEntry, talkKeys, type TalkEntry, type TalkKeys } from './talk.ts';
import { TalkTally } from './talk-budget.ts';
import type { TalkCircle } from './talk-circle.ts';

/**
 * Talk about a moment not here (yet) waits this long, at most this many entries per writer: a
 * friend's talk on moments of people who are not my friends never finds its moment.
 */
const WAITING_MS = 30 * 86_400_000;
const WAITING_PER_WRITER = 500;

/** A moment whose talk is taken: which epoch's key opens its entries. */
export interface TalkedMoment extends MomentKey {
  readonly epoch: string;
}

export interface MomentTalkDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly keys: FeedKeys;
  readonly failures: FailureLog;
  readonly writer: Pick<MomentWriter, 'post'>;
  /** Whose entries are kept and counted. */
  readonly circle: Pick<TalkCircle, 'admits'>;
  /** A new entry was kept for the moment. */
  readonly heard: (moment: MomentKey, entry: TalkEntry) => void;
}

/** What the outbox calls a moment's talk (`MomentWriter`'s `about`). */
export const talkAbout = (moment: MomentKey): string => `talk|${moment.author}/${moment.id}`;

/** The moment whose talk `talkAbout` named, or null for anything else. */
export function talkedMoment(about: string): MomentKey | null {
  if (!about.startsWith('talk|')) return null;
  const name = about.slice('talk|'.length);
  const slash = name.indexOf('/');
  return slash < 0 ? null : { author: name.slice(0, slash), id: name.slice(slash + 1) };
}

interface Tracked {
  readonly moment: MomentKey;
  readonly keys: TalkKeys;
}

const nameOf = (moment: MomentKey) => `${moment.author}/${moment.id}`;

export class MomentTalk {
  /** The moments whose talk is taken, by the node their entries are sealed for. */
  readonly #tracked = new Map<string, Tracked>();
  readonly #nodes = new Map<string, string>();
  /** Per moment: the entries being taken, one after another, so each writer's tally holds. */
  readonly #turns = new KeyedTurns();
  readonly #tallies = new Map<string, Promise<TalkTally>>();
  /** Entries that did not open, did not fit, or were not taken from their writer, counted. */
  rejected = 0;

  constructor(private readonly deps: MomentTalkDeps) {}

  /** Takes the moment's talk from now on, and what waited for it; false if it was already. */
  async track(moment: TalkedMoment): Promise<boolean> {
    const name = nameOf(moment);
    if (this.#nodes.has(name)) return false;
    const keys = await this.#keysOf(moment);
    if (!keys || this.#nodes.has(name)) return false;
    const key = { author: moment.author, id: moment.id };
    this.#tracked.set(keys.soul, { moment: key, keys });
    this.#nodes.set(name, keys.soul);
    const waiting = await this.deps.db.all<{ writer: string; address: string; value: string }>(
      'SELECT writer, address, value FROM talk_waiting WHERE node = ?',
      [keys.soul],
    );
    if (waiting.length === 0) return true;
    await this.#serially(key, async () => {
      for (const row of waiting) await this.#take(key, keys, row.writer, row.value, row.address);
    });
    await this.deps.db.run('DELETE FROM talk_waiting WHERE node = ?', [keys.soul]);
    return true;
  }

  untrack(moment: MomentKey): void {
    const node = this.#nodes.get(nameOf(moment));
    if (node) this.#tracked.delete(node);
    this.#nodes.delete(nameOf(moment));
    this.#tallies.delete(nameOf(moment));
  }

  stop(): void {
    this.#tracked.clear();
    this.#nodes.clear();
    this.#tallies.clear();
  }

  /** Drops talk that waited too long for its moment. */
  async prune(): Promise<void> {
    await this.deps.db.run('DELETE FROM talk_waiting WHERE at < ?', [this.deps.now() - WAITING_MS]);
  }

  /**
   * An entry `writer` put in their feed (record `address`) for the talk node `node`; the feed's
   * body check has refused one too long to be an entry.
   */
  async heard(writer: string, address: string, node: string, value: string): Promise<void> {
    const tracked = this.#tracked.get(node);
    if (!tracked) return this.#wait(writer, address, node, value);
    const { moment, keys } = tracked;
    return this.#serially(moment, () => this.#take(moment, keys, writer, value, address));
  }

  /**
   * Keeps my entry here and posts it in my feed: it goes out once a relay is there. Past my budget
   * on the moment it is refused (`talk-limit`): readers would not take it; `not-found` without the
   * key of the moment's epoch.
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
      await this.deps.writer.post(
        me,
        [{ type: 'talk', node: keys.soul, entry: value }],
        (_epoch, written) => written.map(({ id }) => insertTalk(moment, id, full)),
        { about: talkAbout(moment) },
      );
      tally.add(full);
      this.deps.heard(moment, full);
      return ok(undefined);
    });
  }

  /** The ids of entries on `moment` that wait in the outbox (my comments still being sent). */
  async waiting(moment: MomentKey): Promise<Set<string>> {
    const queued = isQueued('address', laneItems(['moment']));
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

  /** Keeps talk for a moment this device does not track, within the writer's share. */
  async #wait(writer: string, address: string, node: string, value: string): Promise<void> {
    try {
      await this.deps.db.run(
        `INSERT INTO talk_waiting (node, writer, address, value, at)
         SELECT ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM talk_waiting WHERE writer = ?) < ?
         ON CONFLICT (node, writer, address) DO NOTHING`,
        [node, writer, address, value, this.deps.now(), writer, WAITING_PER_WRITER],
      );
    } catch (error) {
      this.deps.failures.record('store', error);
    }
  }

  /**
   * Takes one entry. The cheap checks come first, so a flood costs at most a decryption per
   * entry: whether it is kept already, then (before the signature) whether it speaks for the feed
   * it came in, whose writer is in the circle and within their budget.
   */
  async #take(
    moment: MomentKey,
    keys: TalkKeys,
    writer: string,
    value: string,
    address: string,
  ): Promise<void> {
    try {
      if (await this.#kept(moment, address)) return;
      const admits = await this.deps.circle.admits();
      const tally = await this.#tally(moment);
      const clock = { now: this.deps.now(), maxSkewMs: MAX_CLOCK_SKEW_MS };
      const entry = await openTalkEntry(
        keys,
        moment,
        value,
        clock,
        (e) => e.from === writer && admits(e.from) && tally.allows(e),
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
    const { sql, params } = insertTalk(moment, address, entry);
    const { changes } = await this.deps.db.run(sql, params);
    if (changes === 0) return;
    tally.add(entry);
    this.deps.heard(moment, entry);
  }
}
