/**
 * Refuses a write into a user space that is older than what the relay holds for that key, in
 * memory or on disk. Gun's conflict rule compares a write only with its in-memory graph, which
 * after a restart (or once forget-idle-streams dropped the node) does not hold the key: an earlier
 * signed value, replayed with its own signature and state (a profile card from before the account
 * was deleted, a migration chunk from before it was nulled), replaced the newer one on disk and was
 * served again.
 *
 * So before Gun sees a write, each user-space key's state is compared with the one in memory, or
 * else the one on disk, read through Gun's own disk store (writes still waiting in its batch
 * count). An older key is dropped; a write left with nothing is answered with an error. While a
 * connection's write is checked against disk, its later messages wait, so they stay in order. The
 * disk store, too, never lets an older state replace a newer one (`keepNewerOnDisk`), should two
 * writes race past the check.
 */
import { createRequire } from 'node:module';
import type { GunRoot } from '../core/net/gun.ts';
import { isName } from '../core/net/wire-rules.ts';
import { meshOf, type Peer } from './relay-links.ts';

export const REPLAY_REFUSALS = {
  older: 'Older than the value this relay holds.',
  unchecked: 'The value this relay holds could not be read.',
  busy: 'Too many writes waiting to be checked.',
} as const;

/** Messages of one connection that may wait while an earlier write is checked against disk. */
export const MAX_WAITING_MESSAGES = 10_000;

/** How long a write's check against disk may take before the write is refused as unchecked. */
const DISK_CHECK_TIMEOUT_MS = 10_000;

const ESC = '\u001b';
const MAX_REPLY_ID = 64;

/** A value as Gun keeps it: what it is and the state (time) it was written at. */
interface Held {
  readonly value: unknown;
  readonly state: number;
}

interface Write extends Held {
  readonly soul: string;
  readonly key: string;
}

type Plain = Record<string, unknown>;
type DiskRead = (key: string, done: (err: unknown, data?: unknown) => void) => void;

interface RootInternals {
  readonly graph: Record<string, Plain | undefined>;
  readonly opt: { readonly file?: unknown };
  on(event: 'bye', handler: (this: { to: { next(peer: Peer): void } }, peer: Peer) => void): void;
}

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const heldIn = (record: unknown): Held | undefined => {
  if (!isPlain(record) || typeof record['>'] !== 'number') return undefined;
  return { value: record[':'], state: record['>'] };
};

/** Gun's conflict rule: the later state wins; on the same state, the larger JSON text. */
const isOlder = (write: Held, held: Held): boolean =>
  write.state < held.state ||
  (write.state === held.state && JSON.stringify(write.value) < JSON.stringify(held.value));

const newest = (a: Held | undefined, b: Held | undefined): Held | undefined =>
  !a || (b && isOlder(a, b)) ? b : a;

/** Radisk's `compare` option: a write older than the stored value is not written. */
export function keepNewerOnDisk(stored: unknown, incoming: unknown): unknown {
  const held = heldIn(stored);
  const write = heldIn(incoming);
  return held && write && write.state < held.state ? undefined : incoming;
}

function userSpaceWrites(message: unknown): Write[] {
  if (!isPlain(message) || !isPlain(message['put'])) return [];
  const writes: Write[] = [];
  for (const [soul, node] of Object.entries(message['put'])) {
    if (!soul.startsWith('~') || !isPlain(node) || !isPlain(node['_'])) continue;
    const states = node['_']['>'];
    if (!isPlain(states)) continue;
    for (const [key, value] of Object.entries(node)) {
      const state = states[key];
      if (key !== '_' && typeof state === 'number') writes.push({ soul, key, value, state });
    }
  }
  return writes;
}

/** `message` without the writes in `dropped`, or undefined when nothing is left. */
function without(message: Plain, dropped: readonly Write[]): Plain | undefined {
  const put: Plain = {};
  for (const [soul, node] of Object.entries(message['put'] as Plain)) {
    const gone = new Set(dropped.filter((write) => write.soul === soul).map((write) => write.key));
    if (gone.size === 0) {
      put[soul] = node;
      continue;
    }
    const { _: meta, ...fields } = node as Plain;
    const states = { ...((meta as Plain)['>'] as Plain) };
    const kept: Plain = {};
    for (const [key, value] of Object.entries(fields)) {
      if (gone.has(key)) delete states[key];
      else kept[key] = value;
    }
    if (Object.keys(kept).length > 0)
      put[soul] = { ...kept, _: { ...(meta as Plain), '>': states } };
  }
  return Object.keys(put).length > 0 ? { ...message, put } : undefined;
}

function diskOf(root: RootInternals): DiskRead {
  const require = createRequire(import.meta.url);
  const radisk = require('gun/lib/radisk.js') as { has?: Record<string, DiskRead | undefined> };
  // Gun's store made the one instance for this folder; reading through it sees its pending batch.
  const read = radisk.has?.[String(root.opt.file)];
  if (!read) throw new Error('Gun has no disk store');
  return read;
}

export interface ReplayGuard {
  /** How many writes were refused, by reason. */
  refusals(): Readonly<Record<string, number>>;
}

export function refuseReplays(gun: GunRoot): ReplayGuard {
  const root = (gun as unknown as { _: RootInternals })._;
  const mesh = meshOf(gun);
  const disk = diskOf(root);
  const hear = mesh.hear;
  /** Messages of a connection waiting behind a write that is being checked against disk. */
  const lanes = new WeakMap<Peer, unknown[]>();
  const counts: Record<string, number> = {};
  const count = (reason: string, writes = 1): void =>
    void (counts[reason] = (counts[reason] ?? 0) + writes);

  const inMemory = (write: Write): Held | undefined => {
    const node = root.graph[write.soul];
    const state = isPlain(node) && isPlain(node['_']) ? (node['_']['>'] as Plain)[write.key] : null;
    return typeof state === 'number' ? { value: node?.[write.key], state } : undefined;
  };
  const onDisk = (write: Write): Promise<Held | undefined> =>
    new Promise((resolve, reject) => {
      let answered = false;
      // The connection's later messages wait for this answer: a read that never comes back must
      // not hold them for good, so the write is refused (its writer retries) and the lane moves on.
      const timer = setTimeout(() => {
        answered = true;
        reject(new Error('disk read timed out'));
      }, DISK_CHECK_TIMEOUT_MS);
      // Radisk may call back again when the key's range goes on in the next file; the first
      // answer comes from the file that holds the key.
      disk(`${write.soul}${ESC}${write.key}`, (err, data) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        if (err) reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
        else resolve(heldIn(data));
      });
    });

  const refuse = (peer: Peer, message: unknown, reason: string): void => {
    count(reason);
    const id = isPlain(message) ? message['#'] : undefined;
    if (isPlain(message) && message['put'] !== undefined && isName(id, MAX_REPLY_ID)) {
      mesh.say({ '@': id, err: reason }, peer);
    }
  };

  const decide = (
    message: Plain,
    peer: Peer,
    writes: readonly Write[],
    held: (write: Write) => Held | undefined,
  ): void => {
    const older = writes.filter((write) => {
      const value = held(write);
      return value !== undefined && isOlder(write, value);
    });
    if (older.length === 0) return hear.call(mesh, message, peer);
    const rest = without(message, older);
    if (rest) {
      count(REPLAY_REFUSALS.older, older.length);
      return hear.call(mesh, rest, peer);
    }
    refuse(peer, message, REPLAY_REFUSALS.older);
  };

  const drain = (peer: Peer): void => {
    const waiting = lanes.get(peer);
    lanes.delete(peer);
    if (!waiting) return; // the connection left
    for (let i = 0; i < waiting.length; i++) {
      take(waiting[i], peer);
      const lane = lanes.get(peer);
      if (lane) return void lane.push(...waiting.slice(i + 1));
    }
  };

  /** Passes `message` on, or starts checking it against disk (the connection's lane then waits). */
  const take = (message: unknown, peer: Peer): void => {
    const writes = userSpaceWrites(message);
    if (writes.length === 0) return hear.call(mesh, message, peer);
    const unknown = writes.filter((write) => !inMemory(write));
    if (unknown.length === 0) return decide(message as Plain, peer, writes, inMemory);
    lanes.set(peer, []);
    Promise.all(unknown.map(onDisk))
      .then(
        (stored) => {
          const fromDisk = new Map(unknown.map((write, i) => [write, stored[i]]));
          decide(message as Plain, peer, writes, (write) =>
            newest(inMemory(write), fromDisk.get(write)),
          );
        },
        () => refuse(peer, message, REPLAY_REFUSALS.unchecked),
      )
      .finally(() => drain(peer))
      .catch((error: unknown) => console.error('Meshtalk relay: a write failed', error));
  };

  mesh.hear = function (raw, peer) {
    const lane = lanes.get(peer);
    if (!lane) return take(raw, peer);
    if (lane.length < MAX_WAITING_MESSAGES) return void lane.push(raw);
    refuse(peer, raw, REPLAY_REFUSALS.busy);
  };
  root.on('bye', function (peer) {
    this.to.next(peer);
    lanes.delete(peer);
  });
  return { refusals: () => ({ ...counts }) };
}
