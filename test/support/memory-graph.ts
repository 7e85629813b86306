/**
 * The graph port in memory, for fast tests: every user's places live in one map, followers hear
 * each write once (a microtask later, as a network would), and the network can be switched off.
 * test/graph/conformance.test.ts holds it to the same contract as the Gun graph.
 */
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import {
  OfflineError,
  PutRefusedError,
  type Graph,
  type GraphEntry,
} from '../../src/core/graph/graph.ts';
import { isContentAddressedSoul } from '../../src/core/net/wire-rules.ts';
import { contentKey } from '../../src/core/protocol/content-address.ts';

type Listener = (key: string, value: unknown, state: number) => void;

interface Stored {
  readonly value: unknown;
  readonly state: number;
}

/** Runs `work` now; a throw becomes the promise's rejection, as on a network. */
const settle = <T>(work: () => T) => new Promise<T>((resolve) => resolve(work()));

const streamSoul = (owner: string, node: string) => `~${owner}/s/${node}`;
const ownSoul = (owner: string, bucket: string) => `~${owner}/own/${bucket}`;
const recordSoul = (owner: string, node: string) => `~${owner}/${node}`;

export class MemoryNetwork {
  online = true;
  /** soul → key → value and the state it was written with. */
  readonly nodes = new Map<string, Map<string, Stored>>();
  readonly #listeners = new Map<string, Set<Listener>>();
  #clock = 0;

  /** Writes a value at `soul`/`key` as anyone could try to (a forged client can do no more). */
  putAt(soul: string, key: string, value: unknown): void {
    let entries = this.nodes.get(soul);
    if (!entries) this.nodes.set(soul, (entries = new Map<string, Stored>()));
    const state = Math.max(Date.now(), ++this.#clock);
    this.#clock = state;
    entries.set(key, { value, state });
    for (const listener of this.#listeners.get(soul) ?? []) {
      queueMicrotask(() => listener(key, value, state));
    }
  }

  /** Writes into `owner`'s stream node as if `owner` had. */
  put(owner: string, node: string, key: string, value: string): void {
    this.putAt(streamSoul(owner, node), key, value);
  }

  /** Every `[owner, node, key, value]` in the stream places. */
  entries(): [string, string, string, string][] {
    return [...this.nodes].flatMap(([soul, entries]) => {
      const [, owner = '', node = ''] = /^~([^/]+)\/s\/(.+)$/.exec(soul) ?? [];
      if (!owner) return [];
      return [...entries].flatMap(([key, { value }]): [string, string, string, string][] =>
        typeof value === 'string' ? [[owner, node, key, value]] : [],
      );
    });
  }

  /** Hears every value at `soul`, those there now first; returns the stop. */
  listen(soul: string, listener: Listener): () => void {
    let listeners = this.#listeners.get(soul);
    if (!listeners) this.#listeners.set(soul, (listeners = new Set()));
    const own = (key: string, value: unknown, state: number) => listener(key, value, state);
    listeners.add(own);
    for (const [key, { value, state }] of this.nodes.get(soul) ?? []) {
      queueMicrotask(() => listeners.has(own) && listener(key, value, state));
    }
    return () => void listeners.delete(own);
  }

  /** A graph client on this network, signed in as `pub` when given. */
  graphFor(pub?: string): Graph {
    let me: string | null = pub ?? null;
    const writable = (): string => {
      if (!this.online) throw new OfflineError();
      if (!me) throw new Error('not signed in to the graph');
      return me;
    };
    const listening = (soul: string, onEntry: Listener) => {
      let stopped = false;
      const stop = this.listen(soul, (key, value, state) => stopped || onEntry(key, value, state));
      return () => {
        stopped = true;
        stop();
      };
    };
    return {
      signIn: (pair: KeyPair) => {
        me = pair.pub;
        return Promise.resolve();
      },
      signOut: () => {
        me = null;
      },
      me: () => me,
      write: (node: string, entries: readonly GraphEntry[]) =>
        settle(() => {
          const owner = writable();
          for (const { key, value } of entries) this.putAt(streamSoul(owner, node), key, value);
        }),
      remove: (node, key) => {
        if (!this.online || !me) return Promise.resolve(false);
        this.putAt(streamSoul(me, node), key, null);
        return Promise.resolve(true);
      },
      follow: (owner, node, onEntry) =>
        listening(streamSoul(owner, node), (key, value, state) => {
          if (value !== null) onEntry(key, value, state);
        }),
      putOwn: (bucket, tag, json) => {
        if (!this.online || !me) return Promise.resolve(false);
        this.putAt(ownSoul(me, bucket), tag, json);
        return Promise.resolve(true);
      },
      followOwn: (owner, bucket, onRecord) =>
        listening(ownSoul(owner, bucket), (tag, raw) => {
          if (typeof raw === 'string') onRecord(tag, raw);
        }),
      putSigned: ([node, key], record) =>
        settle(() => this.putAt(recordSoul(writable(), node), key, record)),
      followSigned: (owner, [node, wanted], onValue) =>
        listening(recordSoul(owner, node), (key, value) => {
          if (key === wanted && value !== null && value !== undefined) onValue(value);
        }),
      putContent: async (soul, value) => {
        if (!this.online) throw new OfflineError();
        if (!isContentAddressedSoul(soul))
          throw new PutRefusedError('not a content-addressed soul');
        this.putAt(soul, await contentKey(value), value);
      },
      followContent: (soul, onValue) => {
        let stop: (() => void) | null = null;
        let stopped = false;
        void Promise.resolve(soul).then((resolved) => {
          if (stopped) return;
          stop = listening(resolved, (key, value) => {
            if (typeof value !== 'string') return;
            // Checked again, as the Gun graph does: a forged value at a wrong key is dropped.
            void contentKey(value).then((hash) => !stopped && hash === key && onValue(value, key));
          });
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
      setPeers: () => undefined,
      connectedPeerUrls: () => (this.online ? ['memory'] : []),
      connectedPeers: () => (this.online ? 1 : 0),
    };
  }
}
