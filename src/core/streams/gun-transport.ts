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
const SEEN_LIMIT = 50_000;

/** The state Gun gave this write; a re-put of the same value gets a new one. */
function writeState(message: unknown, key: string): number {
  const put = (message as { put?: Record<string, unknown> } | undefined)?.put;
  if (!put) return 0;
  if (typeof put['>'] === 'number') return put['>'];
  const states = (put['_'] as { '>'?: Record<string, unknown> } | undefined)?.['>'];
  const state = states?.[key];
  return typeof state === 'number' ? state : 0;
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
  const node = (gun: GunClient, owner: string, name: string): GunChain =>
    gun.get(`~${owner}/${STREAM_SPACE}/${name}`);
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
    },

    follow(owner, name, onEntry) {
      const chain = node(graph(), owner, name).map();
      const seen = new BoundedSet(SEEN_LIMIT);
      let stopped = false;
      chain.on((value, key, message) => {
        if (stopped || value === null || value === undefined) return;
        const state = writeState(message, key);
        const id = `${key}|${state || (typeof value === 'string' ? value : '')}`;
        if (seen.add(id)) onEntry(key, value, state);
      });
      return () => {
        stopped = true;
        chain.off();
      };
    },

    connectedPeers: () => gunOf()?.connectedPeerCount() ?? 0,
  };
}
