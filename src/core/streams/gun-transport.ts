/**
 * Sealed streams on the Gun graph. Writes go into my signed user space; Gun acknowledgements only
 * say that a peer stored a write, never that anyone read it (delivery is proven by receipts).
 *
 * Writes go through the signed-in user's chain (`user().get('s').get(node)`): a put to the node's
 * soul is signed by SEA later, and one still in flight at logout made SEA throw. Reads go to the
 * soul, `~<owner>/s/<node>`, which needs no parent node.
 */
import type { GunAck, GunChain, GunClient } from '../net/gun.ts';
import { BoundedSet } from '../util/bounded-set.ts';
import { jsonObject } from '../util/json.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { STREAM_SPACE } from './sealed-record.ts';
import {
  GraphUnavailableError,
  OfflineError,
  PutRefusedError,
  SendTimeoutError,
  type StreamTransport,
} from './transport.ts';

const OFFLINE_CHECK_MS = 500;
/**
 * Recent writes already handed over, so Gun's repeated firing does not make the reader open them
 * again; older repeats (a relay sending a node again) are deduplicated by the reader's store.
 */
const SEEN_LIMIT = 5_000;

/** The state Gun keeps for `key` of a node it handed to a listener, or 0. */
function stateOf(node: object, key: string): number {
  const states = (node as { _?: { '>'?: Record<string, unknown> } })._?.['>'];
  const state = states?.[key];
  return typeof state === 'number' ? state : 0;
}

/**
 * SEA keeps a user-space value as the JSON text `{":": value, "~": SEA's signature}` and has
 * verified it on the way in; readers check Meshtalk's own signature inside the value anyway.
 */
function unwrapSigned(stored: unknown): unknown {
  if (typeof stored !== 'string' || !stored.startsWith('{')) return stored;
  const wrapper = jsonObject(stored);
  return wrapper && ':' in wrapper && '~' in wrapper ? wrapper[':'] : stored;
}

function graphNode(gun: GunClient, soul: string): object | undefined {
  return (gun as unknown as { _: { graph: Record<string, object> } })._.graph[soul];
}

/**
 * Drops a handed-over value from one of Gun's in-memory copies of a node, which otherwise keep
 * every record ever received. Records never change once written, so a later copy of one is
 * simply heard again (and deduplicated by its reader).
 */
function forget(node: object | undefined, key: string): void {
  if (!node) return;
  const record = node as Record<string, unknown> & { _?: { '>'?: Record<string, unknown> } };
  delete record[key];
  const states = record._?.['>'];
  if (states) delete states[key];
}

export function createGunTransport(
  gunOf: () => GunClient | null,
  timers: Timers = systemTimers,
): StreamTransport {
  const graph = (): GunClient => {
    const gun = gunOf();
    if (!gun) throw new GraphUnavailableError();
    return gun;
  };
  const myNode = (gun: GunClient, name: string): GunChain => {
    const user = gun.user();
    if (!user.is?.pub) throw new Error('not signed in to the graph');
    return user.get(STREAM_SPACE).get(name);
  };

  /** Waits for the first ack of the put; fails on an error ack, time-out or losing all relays. */
  function acked(gun: GunClient, timeoutMs: number, put: (ack: (a: GunAck) => void) => void) {
    return new Promise<void>((resolve, reject) => {
      let done = false;
      const finish = (error?: Error): void => {
        if (done) return;
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
      // Gun may ack one put several times: the first answer decides. Its own "No ACK yet" is
      // not an answer; the time-out above decides then.
      put((ack) => {
        if ((ack as { lack?: boolean }).lack) return;
        finish(ack.err ? new PutRefusedError(ack.err) : undefined);
      });
    });
  }

  return {
    async write(name, entries, timeoutMs) {
      const gun = graph();
      if (gun.connectedPeerCount() === 0) throw new OfflineError();
      const target = myNode(gun, name);
      // A lone value (the usual case) goes as one value: an object put costs about twice as
      // much. A batch goes as one object: one message instead of one per value.
      const [single] = entries;
      await acked(gun, timeoutMs, (ack) =>
        entries.length === 1 && single
          ? target.get(single.key).put(single.value, ack)
          : target.put(Object.fromEntries(entries.map((e) => [e.key, e.value])), ack),
      );
      // The relay has them: this device keeps its records in SQLite, not in Gun's memory.
      const soul = `~${String(gun.user().is?.pub)}/${STREAM_SPACE}/${name}`;
      for (const { key } of entries) {
        target.get(key).off();
        forget(graphNode(gun, soul), key);
      }
    },

    follow(owner, name, onEntry) {
      const gun = graph();
      const soul = `~${owner}/${STREAM_SPACE}/${name}`;
      const chain: GunChain = gun.get(soul);
      const seen = new BoundedSet(SEEN_LIMIT);
      let stopped = false;
      // A listener on the node, not `map()`: map makes one chain object per key, and those stay.
      // Each time it fires with the node as this listener's chain holds it; what was handed over
      // is dropped from there and from the graph, so a node is only ever as big as what is new.
      chain.on((node) => {
        if (stopped || typeof node !== 'object' || node === null) return;
        for (const [key, stored] of Object.entries(node)) {
          if (key === '_' || stored === null || stored === undefined) continue;
          const state = stateOf(node, key);
          const value = unwrapSigned(stored);
          const id = `${key}|${state || (typeof value === 'string' ? value : '')}`;
          if (seen.add(id)) onEntry(key, value, state);
          forget(node, key);
          forget(graphNode(gun, soul), key);
        }
      });
      return () => {
        stopped = true;
        chain.off();
      };
    },

    connectedPeers: () => gunOf()?.connectedPeerCount() ?? 0,
  };
}
