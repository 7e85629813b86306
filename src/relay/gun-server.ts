import type { IncomingMessage, Server } from 'node:http';
import Gun from 'gun';
// Gun's Node entry loads SEA inside a try/catch; import it here so a relay that cannot load SEA
// (and would therefore accept unsigned writes into user spaces) fails loudly instead.
import 'gun/sea.js';
import { disconnectAll, keepPeersConnected, type GunRoot } from '../core/net/gun.ts';
import type { WireGuard } from '../core/net/wire-guard.ts';
import type { ConnectionGuard } from './connection-limits.ts';
import type { ForwardCounts } from './forward-by-interest.ts';
import { forgetIdleStreams } from './forget-idle-streams.ts';
import type { GraphStore } from './graph-store.ts';
import { refuseReplays } from './refuse-replays.ts';
import { limitRelay, type RelayLoad } from './relay-limits.ts';
import { joinRelayMesh } from './relay-mesh.ts';
import { keepGraphInStore } from './serve-graph-store.ts';
import { MAX_FRAME_BYTES } from './wire-limits.ts';
import { watchWriterKeys, type TopWriter } from './writer-keys.ts';

export interface GunServerOptions {
  readonly peers: readonly string[];
  /** Proves this relay to the relays it dials, and them to it (see relay-links.ts). */
  readonly meshSecret?: string | undefined;
  readonly store: GraphStore;
  /** Records written before this time (ms) are no longer kept (see retention.ts). */
  readonly keptSince: () => number;
  /** Keys whose writes this relay refuses. */
  readonly blockedKeys: ReadonlySet<string>;
  /** Fields one key may store per second (see writer-keys.ts). */
  readonly keyFieldsPerSecond: number;
  readonly connections: ConnectionGuard;
}

export interface AttachedGun {
  readonly gun: GunRoot;
  /** What the relay refused before Gun saw it. */
  readonly guard: WireGuard;
  /** Queues, unread output and nodes held (see relay-limits). */
  readonly load: () => RelayLoad;
  /** How many idle stream nodes were dropped from memory (see forget-idle-streams). */
  readonly forgotten: () => number;
  /** The keys that wrote the most records lately (see writer-keys). */
  readonly topWriters: () => TopWriter[];
  /** Writes passed on to clients and relay links that asked for them, and writes withheld. */
  readonly forwarded: () => ForwardCounts;
  /** Closes every websocket, incoming and outgoing, and stops redialling peer relays. */
  readonly disconnect: () => void;
}

type Done = (err?: unknown, value?: unknown) => void;

/**
 * Gun's Node entry installs YSON, a JSON parser and stringifier that yield to the event loop every
 * few values, as `JSON.parseAsync`/`JSON.stringifyAsync`, and SEA stringifies with them. YSON's
 * parser loses a key name now and then in a large text (a record of a busy stream node came back
 * with its state under the key `undefined`). Plain JSON has no such fault.
 */
function useNativeJson(): void {
  const json = JSON as unknown as Record<string, unknown>;
  json['parseAsync'] = (text: string, done: Done, reviver?: (k: string, v: unknown) => unknown) => {
    let value: unknown;
    try {
      value = JSON.parse(text, reviver);
    } catch (error) {
      done(error);
      return;
    }
    done(undefined, value);
  };
  json['stringifyAsync'] = (value: unknown, done: Done, replacer?: null, space?: string) => {
    let text: string;
    try {
      text = JSON.stringify(value, replacer, space);
    } catch (error) {
      done(error);
      return;
    }
    done(undefined, text);
  };
}

/** Attaches Gun's websocket endpoint (`/gun`) to `server`, with its graph kept in `store`. */
export function attachGun(server: Server, options: GunServerOptions): AttachedGun {
  useNativeJson();
  const factory = Gun as unknown as (gunOptions: Record<string, unknown>) => GunRoot;
  const gun = factory({
    web: server,
    // The graph store takes radisk's place (serve-graph-store.ts).
    radisk: false,
    peers: [...options.peers],
    multicast: false,
    axe: false,
    stats: false,
    localStorage: false,
    // The websocket refuses a larger frame before buffering it (and closes that connection).
    ws: {
      maxPayload: MAX_FRAME_BYTES,
      verifyClient: (info: { req: IncomingMessage }) =>
        options.connections.admitWebsocket(info.req),
    },
  });
  // Before the guard, which hands it the messages it lets through.
  const relayMesh = joinRelayMesh(gun, { dialled: options.peers, secret: options.meshSecret });
  // Each wraps what Gun hears: the limits run first, then blocked keys and key budgets, then the
  // replay check, then the mesh's.
  const replays = refuseReplays(gun, { store: options.store, keptSince: options.keptSince });
  const writers = watchWriterKeys(gun, {
    blocked: options.blockedKeys,
    fieldsPerSecond: options.keyFieldsPerSecond,
    isRelay: relayMesh.isRelay,
  });
  const limited = limitRelay(gun, options.connections);
  const load = limited.load;
  const guard: WireGuard = {
    refusals: () => ({
      ...limited.guard.refusals(),
      ...writers.refusals(),
      ...replays.refusals(),
    }),
  };
  keepGraphInStore(gun, options.store);
  const forgetting = forgetIdleStreams(gun);
  // Dials the peer relays now (Gun's relays wait for traffic) and again whenever a link drops.
  const links = keepPeersConnected(gun, options.peers);
  return {
    gun,
    guard,
    load,
    forgotten: () => forgetting.forgotten(),
    topWriters: () => writers.topWriters(),
    forwarded: () => relayMesh.forwarded(),
    disconnect: () => {
      writers.stop();
      links.stop();
      relayMesh.stop();
      forgetting.stop();
      disconnectAll(gun);
    },
  };
}
