/**
 * Sealed streams on the Gun graph. Writes go into my signed user space; Gun acknowledgements only
 * say that a peer stored a write, never that anyone read it (delivery is proven by receipts).
 *
 * Nodes are written and read by their soul, `~<pub>/s/<node>`, not through
 * `user().get('s').get(node)`: puts on such a path into a node not known yet were refused by SEA
 * or lost when the same client wrote into another new node at the same moment (a day's first
 * record and its index mark, a message and a receipt). SEA signs a put to a soul in the signed-in
 * user's space however the chain was built. So `~<pub>/s` lists no nodes.
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
    const me = gun.user().is?.pub;
    if (!me) throw new Error('not signed in to the graph');
    return node(gun, me, name);
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
