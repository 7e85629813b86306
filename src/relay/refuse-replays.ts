/**
 * Refuses a write into a user space that is older than what the relay holds for that key, in
 * memory or on disk. Gun's conflict rule compares a write only with its in-memory graph, which
 * after a restart (or once forget-idle-streams dropped the node) does not hold the key: an earlier
 * signed value, replayed with its own signature and state (a profile card from before the account
 * was deleted, a migration chunk from before it was nulled), replaced the newer one on disk and was
 * served again.
 *
 * So before Gun sees a write, each user-space key's state is compared with the one in memory and
 * the one in the graph store (writes not yet committed count). An older key is dropped; a write
 * left with nothing is answered with an error. The store, too, never lets an older state replace a
 * newer one, should two writes race past the check. A record the relay forgets with age (see
 * graph-store.ts) is refused when it comes back older than that: it would be forgotten at once.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { isName } from '../core/net/wire-rules.ts';
import { isExpirable, type GraphStore, type StoredField } from './graph-store.ts';
import { meshOf, type Mesh, type Peer } from './relay-links.ts';

export const REPLAY_REFUSALS = {
  older: 'Older than the value this relay holds.',
  expired: 'Older than this relay keeps records.',
} as const;

const MAX_REPLY_ID = 64;

export interface Write extends StoredField {
  readonly soul: string;
  readonly key: string;
}

type Plain = Record<string, unknown>;

interface RootInternals {
  readonly graph: Record<string, Plain | undefined>;
}

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Gun's conflict rule: the later state wins; on the same state, the larger JSON text. */
const isOlder = (write: StoredField, held: StoredField): boolean =>
  write.state < held.state ||
  (write.state === held.state && JSON.stringify(write.value) < JSON.stringify(held.value));

/** The writes into user spaces (`~…` souls) a wire message carries. */
export function userSpaceWrites(message: unknown): Write[] {
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

/** Answers a refused put with its reason, so an honest writer learns why. */
export function answerRefusal(mesh: Mesh, peer: Peer, message: unknown, reason: string): void {
  const id = isPlain(message) ? message['#'] : undefined;
  if (isPlain(message) && message['put'] !== undefined && isName(id, MAX_REPLY_ID)) {
    mesh.say({ '@': id, err: reason }, peer);
  }
}

export interface ReplayGuard {
  /** How many writes were refused, by reason. */
  refusals(): Readonly<Record<string, number>>;
}

export interface ReplayOptions {
  readonly store: GraphStore;
  /** Records written before this time (ms) are no longer kept. */
  readonly keptSince: () => number;
}

export function refuseReplays(gun: GunRoot, { store, keptSince }: ReplayOptions): ReplayGuard {
  const root = (gun as unknown as { _: RootInternals })._;
  const mesh = meshOf(gun);
  const hear = mesh.hear;
  const counts: Record<string, number> = {};
  const count = (reason: string, writes = 1): void =>
    void (counts[reason] = (counts[reason] ?? 0) + writes);

  const inMemory = (write: Write): StoredField | undefined => {
    const node = root.graph[write.soul];
    const state = isPlain(node) && isPlain(node['_']) ? (node['_']['>'] as Plain)[write.key] : null;
    return typeof state === 'number' ? { value: node?.[write.key], state } : undefined;
  };
  // Every write reaches memory before the store, so a field memory holds is never older there;
  // the store is asked only for what memory lacks (never heard since start, or forgotten).
  const held = (write: Write): StoredField | undefined =>
    inMemory(write) ?? store.field(write.soul, write.key);

  const refuse = (peer: Peer, message: unknown, reason: string): void => {
    count(reason);
    answerRefusal(mesh, peer, message, reason);
  };

  mesh.hear = function (message, peer) {
    const writes = userSpaceWrites(message);
    if (writes.length === 0) return hear.call(mesh, message, peer);
    const cutoff = keptSince();
    const expired = writes.filter((write) => write.state < cutoff && isExpirable(write.soul));
    const older = writes.filter((write) => {
      const value = held(write);
      return value !== undefined && isOlder(write, value);
    });
    if (expired.length === 0 && older.length === 0) return hear.call(mesh, message, peer);
    const rest = without(message as Plain, [...expired, ...older]);
    const reason = older.length > 0 ? REPLAY_REFUSALS.older : REPLAY_REFUSALS.expired;
    if (!rest) return refuse(peer, message, reason);
    if (older.length > 0) count(REPLAY_REFUSALS.older, older.length);
    if (expired.length > 0) count(REPLAY_REFUSALS.expired, expired.length);
    hear.call(mesh, rest, peer);
  };
  return { refusals: () => ({ ...counts }) };
}
