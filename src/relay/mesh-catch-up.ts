/**
 * Catches meshed relays up with each other when a link between them comes (back) up. A relay passes
 * on every write and read it hears to the relays it is linked with at that moment, and nothing
 * else: a message written on relay 2 while relay 1 was away stayed on relay 2 (its writer had
 * relay 2's acknowledgement, so it waits for the receipt instead of writing again), and a reader
 * on relay 1 who asked for it before relay 2 was back found relay 1 alone. Gun's clients ask again
 * after a reconnect; its relays do not.
 *
 * So a relay remembers which nodes its own clients asked for (bounded per connection, forgotten
 * when the client leaves). When a link to another relay comes up it asks that relay for each of
 * them once more, and hands every answer to the clients that asked for the node, as a relay
 * hands on any write; the clients keep what is new to them. A relay that dials one of its
 * `--peers` says so first (`RELAY_HELLO`), so the relay it dialled does the same.
 */
import { randomBytes } from 'node:crypto';
import type { GunRoot } from '../core/net/gun.ts';

/** The mesh control message (`dam`) a relay sends first on a link it dialled. */
export const RELAY_HELLO = 'meshtalk-relay';
/** The reads of one client a relay remembers; the oldest go first. */
export const MAX_READS_PER_CLIENT = 2_000;
/** An answer to a catch-up read is handed on if it comes within this time. */
export const ANSWER_WINDOW_MS = 30_000;
/** Reads sent to the other relay per turn of the event loop. */
const ASK_BATCH = 200;

type Peer = object & { readonly url?: string };

interface Mesh {
  hear: (this: unknown, raw: unknown, peer: Peer) => void;
  say(message: unknown, peer?: Peer): void;
}

interface RootInternals {
  readonly opt: { readonly mesh?: Mesh; readonly peers?: Record<string, Peer | undefined> };
  on(
    event: 'hi' | 'bye',
    handler: (this: { to: { next(peer: Peer): void } }, peer: Peer) => void,
  ): void;
}

interface WireMessage {
  readonly '#'?: unknown;
  readonly '@'?: unknown;
  readonly dam?: unknown;
  readonly get?: unknown;
  readonly put?: unknown;
}

export interface MeshCatchUp {
  /** Reads remembered now, over all clients. */
  remembered(): number;
  stop(): void;
}

/** A read as Gun sends it: a whole node (`#`), or one key of it (`.`). */
interface Read {
  readonly '#': string;
  readonly '.'?: string;
}

const readKey = (read: Read): string =>
  read['.'] === undefined ? read['#'] : `${read['#']}\n${read['.']}`;

function readOf(get: unknown): Read | undefined {
  if (typeof get !== 'object' || get === null) return undefined;
  const soul = (get as Record<string, unknown>)['#'];
  const key = (get as Record<string, unknown>)['.'];
  if (typeof soul !== 'string') return undefined;
  if (key === undefined) return { '#': soul };
  return typeof key === 'string' ? { '#': soul, '.': key } : undefined;
}

/**
 * Call before the wire guard is installed: the guard hands each message it let through, parsed, to
 * the `hear` it found, which is then this one.
 */
export function catchUpOnRelayLinks(gun: GunRoot, relayUrls: readonly string[]): MeshCatchUp {
  const root = (gun as unknown as { _: RootInternals })._;
  const mesh = root.opt.mesh;
  if (!mesh) throw new Error('Gun has no mesh');
  const dialled = new Set(relayUrls);
  const relays = new WeakSet<Peer>();
  /** Who asked for each read, and each client's reads, oldest first. */
  const readers = new Map<string, { read: Read; peers: Set<Peer> }>();
  const readsOf = new Map<Peer, Set<string>>();
  /** Catch-up reads sent to another relay, by message id, until their answers are due. */
  const pending = new Map<string, { key: string; until: number }>();

  const isRelay = (peer: Peer): boolean =>
    relays.has(peer) || (peer.url !== undefined && dialled.has(peer.url));

  const forget = (peer: Peer, key: string): void => {
    const entry = readers.get(key);
    entry?.peers.delete(peer);
    if (entry?.peers.size === 0) readers.delete(key);
  };
  const forgetAll = (peer: Peer): void => {
    for (const key of readsOf.get(peer) ?? []) forget(peer, key);
    readsOf.delete(peer);
  };

  const remember = (peer: Peer, read: Read): void => {
    const key = readKey(read);
    let mine = readsOf.get(peer);
    if (!mine) readsOf.set(peer, (mine = new Set()));
    mine.delete(key); // asked again: now the newest
    mine.add(key);
    let entry = readers.get(key);
    if (!entry) readers.set(key, (entry = { read, peers: new Set() }));
    entry.peers.add(peer);
    if (mine.size > MAX_READS_PER_CLIENT) {
      const oldest = mine.values().next().value;
      if (oldest !== undefined) {
        mine.delete(oldest);
        forget(peer, oldest);
      }
    }
  };

  const linked = (peer: Peer): boolean => Object.values(root.opt.peers ?? {}).includes(peer);

  /** Asks `relay` for everything this relay's clients read, a batch per turn of the event loop. */
  const catchUp = (relay: Peer): void => {
    const keys = [...readers.keys()];
    let next = 0;
    const askSome = (): void => {
      if (!linked(relay)) return;
      const until = Date.now() + ANSWER_WINDOW_MS;
      for (const key of keys.slice(next, next + ASK_BATCH)) {
        const entry = readers.get(key);
        if (!entry) continue;
        const id = randomBytes(9).toString('base64url');
        pending.set(id, { key, until });
        mesh.say({ '#': id, get: { ...entry.read } }, relay);
      }
      next += ASK_BATCH;
      if (next < keys.length) setImmediate(askSome);
    };
    askSome();
  };

  /** An answer to a catch-up read goes to the clients that read the node, as a plain write. */
  const handOn = (message: WireMessage): void => {
    const asked = typeof message['@'] === 'string' ? pending.get(message['@']) : undefined;
    if (!asked || typeof message.put !== 'object' || message.put === null) return;
    const peers = readers.get(asked.key)?.peers;
    if (!peers?.size) return;
    const write = { put: message.put };
    for (const peer of peers) mesh.say(write, peer);
  };

  const hear = mesh.hear;
  mesh.hear = function (raw, peer) {
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const message = raw as WireMessage;
      if (message.dam === RELAY_HELLO) {
        if (!relays.has(peer)) {
          relays.add(peer);
          forgetAll(peer); // what it asked for before saying hello was its clients' reads
          catchUp(peer);
        }
      } else if (message.get !== undefined) {
        const read = readOf(message.get);
        if (read && !isRelay(peer)) remember(peer, read);
      } else if (message['@'] !== undefined) {
        handOn(message);
      }
    }
    hear.call(this, raw, peer);
  };

  root.on('hi', function (peer) {
    this.to.next(peer);
    if (peer.url === undefined || !dialled.has(peer.url)) return;
    mesh.say({ dam: RELAY_HELLO }, peer);
    catchUp(peer);
  });
  root.on('bye', function (peer) {
    this.to.next(peer);
    forgetAll(peer);
    relays.delete(peer);
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, asked] of pending) if (asked.until < now) pending.delete(id);
  }, ANSWER_WINDOW_MS);
  sweep.unref();

  return {
    remembered: () => readers.size,
    stop: () => {
      clearInterval(sweep);
      pending.clear();
    },
  };
}
