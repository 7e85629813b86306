/**
 * Reads stream nodes off Gun's wire without keeping them. Gun keeps every value it hears in its
 * in-memory graph, and a chain listener (`map().on`) adds a chain object per key: a reader's memory
 * grew with every message. Stream records never change once written and the app stores what it
 * reads, so here a stream node is asked for by soul (no chain), each value Gun accepted (SEA's
 * check and Gun's conflict check run first) is handed to the node's listeners, and then dropped
 * from the graph. A re-delivered record is handed over again; readers skip what they have.
 *
 * Relays forward every write they hear, so values of stream nodes nobody here follows are dropped
 * too, and so are my own writes from my user chain's copy once Gun has sent them. After a
 * (re)connect each followed node is asked for again, as Gun does for its chains.
 */
import type { GunChain, GunRoot } from './gun-types.ts';
import { isStreamSoul } from '../streams/sealed-record.ts';

export type StreamValueListener = (key: string, value: unknown, state: number) => void;

export interface StreamReader {
  /** Hands over every value of the node `soul` there now and later; returns the stop. */
  follow(soul: string, listener: StreamValueListener): () => void;
  /**
   * Drops the chain `chain.get(key)` made for one write into my node `soul`, and its mirror on the
   * soul's own chain: Gun keeps both, with the value, for as long as the node's chain lives.
   */
  forgetWrite(chain: GunChain, soul: string, key: string): void;
}

/** One key's accepted write, as Gun passes it on its `put` event after SEA's check. */
interface PutEvent {
  readonly put: {
    readonly '#': string;
    readonly '.': string;
    /** The value as stored (SEA's signed wrapper in user spaces). */
    readonly ':': unknown;
    /** The value SEA verified and unwrapped. */
    readonly '='?: unknown;
    readonly '>': number;
  };
}

type GraphNode = Record<string, unknown> & { _?: { '>'?: Record<string, number> } };

/** A chain's context: its copy of the node's values, and the chains of its keys. */
interface ChainInternals {
  put?: GraphNode;
  next?: Record<string, unknown>;
}

function forgetKey(node: GraphNode, key: string): void {
  delete node[key];
  delete node._?.['>']?.[key];
}

interface Middleware<T> {
  (this: { to: { next(value: T): void } }, value: T): void;
}

interface RootInternals {
  readonly graph: Record<string, GraphNode | undefined>;
  readonly next?: Record<string, ChainInternals>;
  readonly opt: { readonly mesh?: { say(message: { get: { '#': string } }, peer: object): void } };
  on(event: 'put', handler: Middleware<PutEvent>): void;
  on(event: 'hi', handler: Middleware<object>): void;
  on(event: 'out', message: { get: { '#': string } }): void;
}

const readers = new WeakMap<GunRoot, StreamReader>();

/**
 * A node is asked for again this long after following starts. A relay routes its reply to a read
 * only while it remembers who asked (Gun's message memory, 9 s): under heavy load a slow disk read
 * answered nobody, and the reader would have waited for its next reconnect. Asking twice more costs
 * two replies per followed node.
 */
export const ASK_AGAIN_MS: readonly number[] = [2_000, 10_000];

/** The reader of this Gun instance (one per instance: it hooks into Gun's events once). */
export function streamReaderOf(gun: GunRoot): StreamReader {
  let reader = readers.get(gun);
  if (!reader) {
    reader = createStreamReader((gun as unknown as { _: RootInternals })._);
    readers.set(gun, reader);
  }
  return reader;
}

function createStreamReader(root: RootInternals): StreamReader {
  const listeners = new Map<string, Set<StreamValueListener>>();
  const ask = (soul: string): void => root.on('out', { get: { '#': soul } });

  const forget = (soul: string, key: string): void => {
    const node = root.graph[soul];
    if (node) forgetKey(node, key);
    // My own nodes also have a chain (I write through my user chain) with a copy of each value.
    const chain = root.next?.[soul];
    if (chain) {
      if (chain.put) forgetKey(chain.put, key);
      delete chain.next?.[key];
    } else if (node && Object.keys(node).length === 1) {
      delete root.graph[soul];
    }
  };

  // Runs after Gun stored the value (its own `put` handler comes first).
  root.on('put', function (event) {
    this.to.next(event);
    const { put } = event;
    const soul = put['#'];
    if (!isStreamSoul(soul)) return;
    const key = put['.'];
    forget(soul, key);
    const value = put['='] === undefined ? put[':'] : put['='];
    for (const listener of listeners.get(soul) ?? []) listener(key, value, put['>']);
  });
  // Only the relay that (re)connected is asked; the others have been answering all along.
  root.on('hi', function (peer) {
    this.to.next(peer);
    for (const soul of listeners.keys()) root.opt.mesh?.say({ get: { '#': soul } }, peer);
  });

  return {
    follow(soul, listener) {
      let followers = listeners.get(soul);
      if (!followers) listeners.set(soul, (followers = new Set()));
      followers.add(listener);
      // What Gun already holds (heard before anyone here followed it) would pass its conflict check
      // as "nothing new" when the relay sends it again: drop it, and hear it all from the relay.
      for (const key of Object.keys(root.graph[soul] ?? {})) if (key !== '_') forget(soul, key);
      ask(soul);
      const again = ASK_AGAIN_MS.map((ms) =>
        setTimeout(() => {
          if (followers.has(listener)) ask(soul);
        }, ms),
      );
      return () => {
        for (const timer of again) clearTimeout(timer);
        followers.delete(listener);
        if (followers.size === 0 && listeners.get(soul) === followers) listeners.delete(soul);
      };
    },
    forgetWrite(chain, soul, key) {
      delete (chain as unknown as { _: ChainInternals })._.next?.[key];
      delete root.next?.[soul]?.next?.[key];
    },
  };
}
