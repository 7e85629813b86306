/**
 * Catches meshed relays up with each other when a link between them comes (back) up. A relay passes
 * on every write and read it hears to the relays it is linked with at that moment, and nothing
 * else: a message written on relay 2 while relay 1 was away stayed on relay 2 (its writer had
 * relay 2's acknowledgement, so it waits for the receipt instead of writing again), and a reader
 * on relay 1 who asked for it before relay 2 was back found relay 1 alone. Gun's clients ask again
 * after a reconnect; its relays do not.
 *
 * So a relay remembers which nodes its own clients asked for (bounded per connection, forgotten
 * when the client leaves). When a link to another relay comes up (relay-links.ts says which
 * connections are relays) it asks that relay for them once more, at a bounded pace and up to a
 * bounded number per link, and hands every answer to the clients that asked for the node, as a
 * relay hands on any write; the clients keep what is new to them.
 */
import { randomBytes } from 'node:crypto';
import type { GunRoot } from '../core/net/gun.ts';
import { meshOf, type Peer, type RelayLinks } from './relay-links.ts';

export { RELAY_HELLO } from './relay-links.ts';

/** The reads of one client a relay remembers; the oldest go first. */
export const MAX_READS_PER_CLIENT = 2_000;
/** The most reads one catch-up asks a relay for (the most recently remembered ones). */
export const MAX_CATCH_UP_READS = 20_000;
/** How fast a catch-up asks, well inside the other relay's per-connection budget. */
export const CATCH_UP_READS_PER_SECOND = 1_000;
/** An answer to a catch-up read is handed on if it comes within this time. */
export const ANSWER_WINDOW_MS = 30_000;
/** Reads sent per tick of a catch-up. */
const ASK_BATCH = 100;
const ASK_EVERY_MS = (1_000 * ASK_BATCH) / CATCH_UP_READS_PER_SECOND;

interface WireMessage {
  readonly '#'?: unknown;
  readonly '@'?: unknown;
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
export function catchUpOnRelayLinks(gun: GunRoot, links: RelayLinks): MeshCatchUp {
  const mesh = meshOf(gun);
  /** Who asked for each read, and each client's reads, oldest first. */
  const readers = new Map<string, { read: Read; peers: Set<Peer> }>();
  const readsOf = new Map<Peer, Set<string>>();
  /** Catch-up reads sent to another relay, by message id, until their answers are due. */
  const pending = new Map<string, { key: string; until: number }>();
  const timers = new Set<NodeJS.Timeout>();

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

  /** Asks `relay` for what this relay's clients read, a batch per tick, while the link lasts. */
  const catchUp = (relay: Peer): void => {
    const keys = [...readers.keys()].slice(-MAX_CATCH_UP_READS);
    let next = 0;
    const askSome = (): void => {
      if (!links.isConnected(relay)) return;
      const until = Date.now() + ANSWER_WINDOW_MS;
      for (const key of keys.slice(next, next + ASK_BATCH)) {
        const entry = readers.get(key);
        if (!entry) continue;
        const id = randomBytes(9).toString('base64url');
        pending.set(id, { key, until });
        mesh.say({ '#': id, get: { ...entry.read } }, relay);
      }
      next += ASK_BATCH;
      if (next >= keys.length) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        askSome();
      }, ASK_EVERY_MS);
      timers.add(timer);
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
      if (message.get !== undefined) {
        const read = readOf(message.get);
        if (read && !links.isRelay(peer)) remember(peer, read);
      } else if (message['@'] !== undefined && links.isRelay(peer)) {
        handOn(message);
      }
    }
    hear.call(this, raw, peer);
  };

  links.onLink((relay) => {
    forgetAll(relay); // what it asked for before it proved itself a relay is not a client's
    catchUp(relay);
  });
  links.onDrop(forgetAll);

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, asked] of pending) if (asked.until < now) pending.delete(id);
  }, ANSWER_WINDOW_MS);
  sweep.unref();

  return {
    remembered: () => readers.size,
    stop: () => {
      clearInterval(sweep);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      pending.clear();
    },
  };
}
