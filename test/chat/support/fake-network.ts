/**
 * An in-memory stand-in for the Gun streams, for fast service tests: every user's stream lives in
 * one map, listeners hear each write once, and the network can be switched off.
 */
import {
  OfflineError,
  type ListenOptions,
  type StreamRecord,
  type StreamTransport,
} from '../../../src/core/chat/stream-transport.ts';

interface Listener {
  readonly owner: string;
  readonly tag: string;
  readonly options: ListenOptions;
  readonly onRecord: (record: StreamRecord) => void;
}

export class FakeNetwork {
  online = true;
  /** owner/tag/day -> id -> json */
  readonly streams = new Map<string, Map<string, string>>();
  readonly fields = new Map<string, number>();
  readonly listeners = new Set<Listener>();
  publishes = 0;

  /** Writes `value` into `owner`'s stream as if `owner` had (a forged client can do no more). */
  write(owner: string, tag: string, day: string, id: string, value: string): void {
    const node = `${owner}/${tag}/${day}`;
    let entries = this.streams.get(node);
    if (!entries) this.streams.set(node, (entries = new Map<string, string>()));
    entries.set(id, value);
    for (const listener of this.listeners) {
      if (listener.owner !== owner || listener.tag !== tag) continue;
      queueMicrotask(() => listener.onRecord({ day, key: id, value }));
    }
  }

  transportFor(me: string): StreamTransport {
    return {
      publish: (tag, day, entries) => {
        if (!this.online) return Promise.reject(new OfflineError());
        this.publishes++;
        for (const { id, json } of entries) this.write(me, tag, day, id, json);
        return Promise.resolve();
      },
      listen: (owner, tag, options, onRecord) => {
        const listener = { owner, tag, options, onRecord };
        this.listeners.add(listener);
        for (const [node, entries] of this.streams) {
          const [nodeOwner, nodeTag, day = ''] = node.split('/');
          if (nodeOwner !== owner || nodeTag !== tag) continue;
          if (day < options.fromDay && day !== options.today) continue;
          for (const [key, value] of entries) queueMicrotask(() => onRecord({ day, key, value }));
        }
        return () => this.listeners.delete(listener);
      },
      writeOwnField: (tag, field, value) => {
        this.fields.set(`${me}/${tag}/${field}`, value);
        return Promise.resolve();
      },
      readField: (owner, tag, field) =>
        Promise.resolve(this.fields.get(`${owner}/${tag}/${field}`)),
      connectedPeers: () => (this.online ? 1 : 0),
    };
  }
}
