/**
 * Private-chat streams on the Gun graph (PROTOCOL.md "Graph layout"): I write envelopes into my own
 * signed space at `~me/chats/<tag>/d/<day>/<id>` and mark `~me/chats/<tag>/days/<day>`; I read a
 * friend's stream at `~friend/chats/<tag>/…`. Gun acknowledgements only say a peer stored a write;
 * delivery is proven by receipts, one level up.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { GunAck, GunChain, GunClient } from '../net/gun.ts';
import { openRecord, signRecord } from '../protocol/signed-record.ts';
import { debug } from '../util/log.ts';
import { isDayKey } from './chat-ids.ts';
import { systemTimers, type Timers } from './timers.ts';

export class GraphUnavailableError extends Error {
  override name = 'GraphUnavailableError';
  constructor() {
    super('graph database instance not available');
  }
}

export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(ms: number) {
    super(`Send timeout after ${Math.round(ms / 1000)} seconds`);
  }
}

export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super('offline: no relay connected');
  }
}

/** A peer refused the write (its `err` ack): sending the same data again will not help. */
export class PutRefusedError extends Error {
  override name = 'PutRefusedError';
}

export interface StreamRecord {
  readonly day: string;
  readonly key: string;
  readonly value: unknown;
}

export interface ListenOptions {
  /** Days from this one on are read (catch-up); today is always read. */
  readonly fromDay: string;
  readonly today: string;
  /** Older days are read too when their `days` mark was written at or after this time. */
  readonly recentSince: number;
}

export interface StreamTransport {
  /** Writes envelopes of one channel and day into my stream; resolves on the peers' ack. */
  publish(
    tag: string,
    day: string,
    entries: ReadonlyArray<{ readonly id: string; readonly json: string }>,
    timeoutMs: number,
  ): Promise<void>;
  /** Follows `owner`'s stream of channel `tag`; each distinct write is reported once. */
  listen(
    owner: string,
    tag: string,
    options: ListenOptions,
    onRecord: (record: StreamRecord) => void,
  ): () => void;
  /** A field next to my stream (`~me/chats/<tag>/<field>`), e.g. the deleted timestamp. */
  writeOwnField(tag: string, field: string, value: number, timeoutMs: number): Promise<void>;
  readField(owner: string, tag: string, field: string, timeoutMs: number): Promise<unknown>;
  connectedPeers(): number;
}

const log = debug('chat-stream');
const OFFLINE_CHECK_MS = 500;

/** Where my own records of a channel live: `~me/chats/<tag>/…`. */
const channelPath = (tag: string, ...rest: string[]): string[] => ['chats', tag, ...rest];

export interface GunStreamOptions {
  readonly timers?: Timers;
  /** The signed-in key pair: days marks and fields are records signed with it. */
  readonly signer: () => KeyPair | null;
  /** Called for each record that was read but did not verify (it is then ignored). */
  readonly onUnverified?: (location: string) => void;
}
const SEEN_LIMIT = 50_000;

/** The state Gun gave this write; a re-put of the same value gets a new one. */
function writeState(message: unknown, key: string): number | undefined {
  const put = (message as { put?: Record<string, unknown> } | undefined)?.put;
  if (!put) return undefined;
  if (typeof put['>'] === 'number') return put['>'];
  const states = (put['_'] as { '>'?: Record<string, unknown> } | undefined)?.['>'];
  const state = states?.[key];
  return typeof state === 'number' ? state : undefined;
}

class SeenSet {
  readonly #keys = new Set<string>();
  /** True the first time `key` is offered. */
  add(key: string): boolean {
    if (this.#keys.has(key)) return false;
    this.#keys.add(key);
    if (this.#keys.size > SEEN_LIMIT) {
      const oldest = this.#keys.values().next().value;
      if (oldest !== undefined) this.#keys.delete(oldest);
    }
    return true;
  }
}

export function createGunStreamTransport(
  gunOf: () => GunClient | null,
  config: GunStreamOptions,
): StreamTransport {
  const timers = config.timers ?? systemTimers;
  const sign = (path: string[], value: boolean | number): Promise<string> => {
    const pair = config.signer();
    if (!pair) throw new Error('not signed in to the graph');
    return signRecord(pair, path, value);
  };
  /** The value of a record read at `path` in `owner`'s space, or undefined unless it verifies. */
  const verified = async (owner: string, path: string[], value: unknown) => {
    if (value === null || value === undefined) return undefined;
    const opened = await openRecord(owner, path, value);
    if (opened === undefined) {
      log('ignored an unverified record at ~%s/%s', owner, path.join('/'));
      config.onUnverified?.(path.join('/'));
    }
    return opened;
  };
  const graph = (): GunClient => {
    const gun = gunOf();
    if (!gun) throw new GraphUnavailableError();
    return gun;
  };
  const marked = new Set<string>();
  const signedIn = (gun: GunClient): GunChain => {
    const user = gun.user();
    if (!user.is?.pub) throw new Error('not signed in to the graph');
    return user;
  };

  /** Waits for the first ack of each put; fails on an error ack, time-out or losing all relays. */
  function acked(gun: GunClient, timeoutMs: number, puts: ((ack: (a: GunAck) => void) => void)[]) {
    return new Promise<void>((resolve, reject) => {
      let waiting = puts.length;
      let done = false;
      const finish = (error?: Error): void => {
        if (done) return;
        if (!error && --waiting > 0) return;
        done = true;
        timers.clearTimeout(timeout);
        timers.clearInterval(offline);
        if (error) reject(error);
        else resolve();
      };
      const timeout = timers.setTimeout(() => finish(new SendTimeoutError(timeoutMs)), timeoutMs);
      const offline = timers.setInterval(() => {
        if (gun.connectedPeerCount() === 0) finish(new OfflineError());
      }, OFFLINE_CHECK_MS);
      for (const put of puts) {
        let answered = false; // Gun may ack one put several times
        put((ack) => {
          if (answered) return;
          answered = true;
          finish(ack.err ? new PutRefusedError(ack.err) : undefined);
        });
      }
    });
  }

  return {
    async publish(tag, day, entries, timeoutMs) {
      const gun = graph();
      if (gun.connectedPeerCount() === 0) throw new OfflineError();
      const stream = signedIn(gun).get('chats').get(tag);
      const dayNode = stream.get('d').get(day);
      // A lone envelope (the usual case) goes as one value: an object put into the day node costs
      // about twice as much. A batch goes as one object: one message instead of one per envelope.
      const [single] = entries;
      const puts: ((ack: (a: GunAck) => void) => void)[] =
        entries.length === 1 && single
          ? [(ack) => dayNode.get(single.id).put(single.json, ack)]
          : [(ack) => dayNode.put(Object.fromEntries(entries.map((e) => [e.id, e.json])), ack)];
      // The day's mark is written once per session: re-writing it with every put slows every
      // reader of the stream down (measured: put→on p50 16 ms → 104 ms).
      const mark = `${tag}/${day}`;
      if (!marked.has(mark)) {
        const record = await sign(channelPath(tag, 'days', day), true);
        puts.push((ack) => stream.get('days').get(day).put(record, ack));
      }
      await acked(gun, timeoutMs, puts);
      marked.add(mark);
    },

    listen(owner, tag, options, onRecord) {
      const base = graph().user(owner).get('chats').get(tag);
      const chains: GunChain[] = [];
      const days = new Set<string>();
      const seen = new SeenSet();
      let stopped = false;

      const follow = (day: string): void => {
        if (stopped || days.has(day)) return;
        days.add(day);
        const chain = base.get('d').get(day).map();
        chains.push(chain);
        chain.on((value, key, message) => {
          if (stopped || value === null || value === undefined) return;
          const state = writeState(message, key);
          const id = `${day}/${key}|${state ?? (typeof value === 'string' ? value : '')}`;
          if (seen.add(id)) onRecord({ day, key, value });
        });
      };

      follow(options.today);
      const marks = base.get('days').map();
      chains.push(marks);
      marks.on((value, day, message) => {
        if (stopped || !isDayKey(day)) return;
        const recent = (writeState(message, day) ?? 0) >= options.recentSince;
        if (day < options.fromDay && !recent) return;
        void verified(owner, channelPath(tag, 'days', day), value).then((mark) => {
          if (mark === true) follow(day);
        });
      });

      return () => {
        stopped = true;
        for (const chain of chains) chain.off();
      };
    },

    async writeOwnField(tag, field, value, timeoutMs) {
      const gun = graph();
      const stream = signedIn(gun).get('chats').get(tag);
      const record = await sign(channelPath(tag, field), value);
      await acked(gun, timeoutMs, [(ack) => stream.get(field).put(record, ack)]);
    },

    readField(owner, tag, field, timeoutMs) {
      const gun = graph();
      return new Promise((resolve) => {
        const timer = timers.setTimeout(() => resolve(undefined), timeoutMs + 500);
        gun
          .user(owner)
          .get('chats')
          .get(tag)
          .get(field)
          .once(
            (value) => {
              timers.clearTimeout(timer);
              resolve(verified(owner, channelPath(tag, field), value));
            },
            { wait: timeoutMs },
          );
      });
    },

    connectedPeers: () => gunOf()?.connectedPeerCount() ?? 0,
  };
}
