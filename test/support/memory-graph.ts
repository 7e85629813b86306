/**
 * An in-memory stand-in for the graph under sealed streams, for fast tests: every user's nodes
 * live in one map, followers hear each write once, and the network can be switched off.
 */
import { OfflineError, type StreamTransport } from '../../../src/core/streams/transport.ts';

interface Follower {
  readonly owner: string;
  readonly node: string;
  readonly onEntry: (key: string, value: unknown, state: number) => void;
}

export class MemoryGraph {
  online = true;
  /** `owner/node` → key → value and the state it was written with. */
  readonly nodes = new Map<string, Map<string, { value: string; state: number }>>();
  readonly followers = new Set<Follower>();
  #clock = 0;

  /** Writes into `owner`'s node as if `owner` had (a forged client can do no more). */
  put(owner: string, node: string, key: string, value: string): void {
    const at = `${owner}/${node}`;
    let entries = this.nodes.get(at);
    if (!entries)
      this.nodes.set(at, (entries = new Map<string, { value: string; state: number }>()));
    const state = Math.max(Date.now(), ++this.#clock);
    this.#clock = state;
    entries.set(key, { value, state });
    for (const follower of this.followers) {
      if (follower.owner !== owner || follower.node !== node) continue;
      queueMicrotask(() => follower.onEntry(key, value, state));
    }
  }

  /** Every `[owner, node, key, value]` on the graph. */
  entries(): [string, string, string, string][] {
    return [...this.nodes].flatMap(([at, entries]) => {
      const [owner = '', node = ''] = at.split('/');
      return [...entries].map(([key, { value }]): [string, string, string, string] => [
        owner,
        node,
        key,
        value,
      ]);
    });
  }

  transportFor(me: string): StreamTransport {
    return {
      write: (node, entries) => {
        if (!this.online) return Promise.reject(new OfflineError());
        for (const { key, value } of entries) this.put(me, node, key, value);
        return Promise.resolve();
      },
      follow: (owner, node, onEntry) => {
        const follower = { owner, node, onEntry };
        this.followers.add(follower);
        for (const [key, { value, state }] of this.nodes.get(`${owner}/${node}`) ?? []) {
          queueMicrotask(() => onEntry(key, value, state));
        }
        return () => this.followers.delete(follower);
      },
      connectedPeers: () => (this.online ? 1 : 0),
    };
  }
}
