/**
 * The graph port (`graph/graph.ts`) on a Gun client. Writes go into my signed user space; Gun
 * acknowledgements only say that a peer stored a write, never that anyone read it (delivery is
 * proven by receipts).
 *
 * Stream writes and removals go to the node's soul, `~<me>/s/<node>`, and carry that node alone.
 * A put through the user's chain (`user().get('s').get(node)`) also re-puts the links above the
 * node (`~<me>.s`, `~<me>/s.<node>`) with its own state; when another put of this client (or a
 * device of mine) had stored a newer state for one of them, Gun skipped SEA for that key and sent
 * it unsigned, so the relay refused the whole put ("Unverified data."): under load a small put
 * overtakes a large one stamped earlier. Nobody reads those links: readers ask for a node by its
 * soul through `gun-stream-reader.ts`, which does not keep what it hands over.
 *
 * Signed records are written and read by their node's soul too, `~<pub>/<node>`, never through
 * the link in `~<pub>`: a put through it into a node Gun did not know yet could go unanswered
 * while this client wrote elsewhere in its space (a new device's prekey came 10 s late), and after
 * a relay reconnects Gun asks again for a key it reads by soul but through a link only for the
 * link, which it holds, so a read the relay went down with was never answered.
 *
 * SEA signs a put into my space asynchronously and then reads the signed-in user again; a put
 * still being signed when the user left made Gun throw. Signing out therefore writes nothing new
 * at once, but leaves Gun's user only when the puts in flight have been answered or given up on.
 */
import type { KeyPair } from '../crypto/sea.ts';
import {
  GraphUnavailableError,
  OfflineError,
  PutRefusedError,
  SendTimeoutError,
  type Graph,
} from '../graph/graph.ts';
import { streamSoul } from '../streams/sealed-record.ts';
import { withTimeout } from '../util/async.ts';
import { BoundedSet } from '../util/bounded-set.ts';
import { debug } from '../util/log.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { followContent, putContent } from './content-node.ts';
import { followOwnBucket, putOwnRecord } from './gun-own-buckets.ts';
import { streamReaderOf } from './gun-stream-reader.ts';
import type { GunAck, GunClient, GunListenerHandle } from './gun-types.ts';

const OFFLINE_CHECK_MS = 500;
const AUTH_TIMEOUT_MS = 10_000;
const SEEN_LIMIT = 50_000;
const log = debug('streams');

/** The node of the owner's space that holds the signed records of `node`. */
const signedSoul = (owner: string, node: string): string => `~${owner}/${node}`;

/** The graph on `gunOf()`, the client of the moment (tests swap it to reconnect a device). */
export function gunGraph(gunOf: () => GunClient | null, timers: Timers = systemTimers): Graph {
  const graph = (): GunClient => {
    const gun = gunOf();
    if (!gun) throw new GraphUnavailableError();
    streamReaderOf(gun); // from now on Gun keeps no stream values it hears
    return gun;
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
        // What the relay said is logged here; the outbox records only that it refused.
        if (ack.err) log('put refused: %s', ack.err);
        finish(ack.err ? new PutRefusedError(ack.err) : undefined);
      });
    });
  }

  /** Resolves once a relay acknowledged the put; false on a refusal or after `timeoutMs`. */
  const stored = (gun: GunClient, timeoutMs: number, put: (ack: (a: GunAck) => void) => void) =>
    acked(gun, timeoutMs, put).then(
      () => true,
      () => false,
    );

  // Puts into my space not yet answered: SEA may still be signing them.
  let inFlight = 0;
  let signedOut = false;
  // A sign-out that waits for them.
  let pendingLeave: { readonly timer: unknown } | null = null;
  const leave = (): void => {
    if (pendingLeave) timers.clearTimeout(pendingLeave.timer);
    pendingLeave = null;
    gunOf()?.user().leave();
  };
  /** Counts `put` as in flight until it settles; the last one out leaves after a sign-out. */
  function inMySpace<T>(put: () => Promise<T>): Promise<T> {
    inFlight += 1;
    return put().finally(() => {
      inFlight -= 1;
      if (inFlight === 0 && pendingLeave) leave();
    });
  }

  const me = (): string | null => (signedOut ? null : (gunOf()?.user().is?.pub ?? null));

  return {
    async signIn(pair: KeyPair) {
      // Gun keeps one user per client: signing in replaces whoever was signed in.
      leave();
      signedOut = false;
      const user = graph().user();
      // SEA signs in locally from the pair: no network round trip is needed.
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          user.auth(pair, (ack) => (ack.err ? reject(new Error(ack.err)) : resolve()));
        }),
        AUTH_TIMEOUT_MS,
        'sign-in',
      );
    },

    signOut() {
      signedOut = true;
      if (inFlight === 0) leave();
      // A put that never hears back (no relay) holds the user no longer than a sign-in may take.
      else pendingLeave ??= { timer: timers.setTimeout(leave, AUTH_TIMEOUT_MS) };
    },

    me,

    async write(name, entries, timeoutMs) {
      const gun = graph();
      if (gun.connectedPeerCount() === 0) throw new OfflineError();
      const mine = me();
      if (!mine) throw new Error('not signed in to the graph');
      const soul = streamSoul(mine, name);
      const target = gun.get(soul);
      // A lone value (the usual case) goes as one value: an object put costs about twice as
      // much. A batch goes as one object: one message instead of one per value.
      const [single] = entries;
      if (entries.length !== 1 || !single) {
        await inMySpace(() =>
          acked(gun, timeoutMs, (ack) =>
            target.put(Object.fromEntries(entries.map((e) => [e.key, e.value])), ack),
          ),
        );
        return;
      }
      try {
        await inMySpace(() =>
          acked(gun, timeoutMs, (ack) => target.get(single.key).put(single.value, ack)),
        );
      } finally {
        streamReaderOf(gun).forgetWrite(target, soul, single.key);
      }
    },

    async remove(node, key, timeoutMs) {
      const gun = graph();
      const mine = me();
      if (!mine || gun.connectedPeerCount() === 0) return false;
      const soul = streamSoul(mine, node);
      const chain = gun.get(soul);
      try {
        return await inMySpace(() =>
          stored(gun, timeoutMs, (ack) => chain.get(key).put(null, ack)),
        );
      } finally {
        streamReaderOf(gun).forgetWrite(chain, soul, key);
      }
    },

    follow(owner, name, onEntry) {
      const seen = new BoundedSet(SEEN_LIMIT);
      return streamReaderOf(graph()).follow(streamSoul(owner, name), (key, value, state) => {
        if (value === null || value === undefined) return;
        if (seen.add(`${key}|${state || (typeof value === 'string' ? value : '')}`)) {
          onEntry(key, value, state);
        }
      });
    },

    putOwn(bucket, tag, json, timeoutMs) {
      const mine = me();
      if (!mine) return Promise.resolve(false);
      return inMySpace(() => putOwnRecord(graph(), mine, bucket, tag, json, timeoutMs));
    },

    followOwn: (owner, bucket, onRecord) => followOwnBucket(graph(), owner, bucket, onRecord),

    async putSigned([node, key], record, timeoutMs) {
      const mine = me();
      if (!mine) throw new Error('not signed in to the graph');
      const gun = graph();
      const chain = gun.get(signedSoul(mine, node)).get(key);
      await inMySpace(() => acked(gun, timeoutMs, (ack) => chain.put(record, ack)));
    },

    followSigned(owner, [node, key], onValue) {
      let stopped = false;
      let listener: GunListenerHandle | null = null;
      graph()
        .get(signedSoul(owner, node))
        .get(key)
        .on((data, _key, _message, handle) => {
          listener = handle;
          if (stopped) return handle.off();
          if (data !== undefined && data !== null) onValue(data);
        });
      return () => {
        stopped = true;
        // Only this listener: another read of the same record may be listening on the same node.
        listener?.off();
      };
    },

    putContent: (soul, value, timeoutMs) => putContent(graph(), soul, value, timeoutMs),
    followContent: (soul, onValue) => followContent(graph(), soul, onValue),

    setPeers: (urls) => graph().setPeers(urls),
    connectedPeerUrls: () => gunOf()?.connectedPeerUrls() ?? [],
    connectedPeers: () => gunOf()?.connectedPeerCount() ?? 0,
  };
}
