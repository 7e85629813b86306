/**
 * Creates Gun clients for core code, in Node and in the browser alike. The options are fixed here so
 * every client behaves the same: no UDP multicast, no AXE routing, no stats file, and no local disk
 * or localStorage store (the app's own SQLite store is the local copy; Gun is only the wire).
 */
import Gun from 'gun';
// Registers SEA (user spaces, signatures) on every instance. The `.js` is required by Node's ESM
// resolver: `gun/sea` is also a folder.
import 'gun/sea.js';
import {
  connectedPeerCount,
  connectedPeerUrls,
  disconnectAll,
  keepPeersConnected,
  type RedialSchedule,
} from './gun-peers.ts';
import type { GunClient, GunRoot } from './gun-types.ts';
import { sendingOnlyWhenOpen, type SocketClass } from './open-socket.ts';
import { guardIncoming } from './wire-guard.ts';
import { DEFAULT_WIRE_RULES } from './wire-rules.ts';

export type * from './gun-types.ts';
export { connectedPeerCount, disconnectAll, keepPeersConnected } from './gun-peers.ts';
export type { PeerKeeper, RedialSchedule } from './gun-peers.ts';

export interface CreateGunOptions {
  /** Relay URLs, e.g. `http://127.0.0.1:8765/gun`. */
  readonly peers: readonly string[];
  /** The socket class relays are dialled with (the browser's); without it, Gun's own (`ws`). */
  readonly relaySocket?: SocketClass;
  /** When unreachable relays are dialled again (tests shorten it). */
  readonly redial?: RedialSchedule;
}

/** A relay answers a read with whole nodes, so a client takes larger frames than a relay does. */
const CLIENT_MAX_FRAME_CHARS = 64 * 1024 * 1024;
const CLIENT_MAX_BATCH = 10_000;

type GunFactory = (options: Record<string, unknown>) => GunRoot;

const clientOptions = {
  multicast: false,
  axe: false,
  stats: false,
  localStorage: false,
  // Node only (ignored in the browser): no radisk, no `radata` folder from the default file store.
  radisk: false,
  rfs: false,
  // Gun's Node entry marks every instance as a relay ("super") unless told otherwise; a relay does
  // not dial its peers until it has something to send, nor re-subscribe after a reconnect.
  super: false,
  // "faith" skips SEA checks on data replayed from the local store; a client never trusts that.
  faith: false,
} as const;

export function createGun(options: CreateGunOptions): GunClient {
  const factory = Gun as unknown as GunFactory;
  const gun = factory({
    ...clientOptions,
    ...(options.relaySocket ? { WebSocket: sendingOnlyWhenOpen(options.relaySocket) } : {}),
    peers: [...options.peers],
  });
  // A relay is as untrusted as any client: its messages pass the same rules before Gun sees them.
  guardIncoming(gun, {
    rules: DEFAULT_WIRE_RULES,
    maxFrameChars: CLIENT_MAX_FRAME_CHARS,
    maxBatch: CLIENT_MAX_BATCH,
  });
  // SEA makes every chain a thenable; on the root that only ever causes bugs (an async factory
  // returning the client would resolve to the root's data instead), so switch it off here.
  Object.defineProperty(gun, 'then', { value: undefined });
  const peers = keepPeersConnected(gun, options.peers, options.redial);
  const controls: Omit<GunClient, keyof GunRoot> = {
    addPeer: (url) => peers.add(url),
    removePeer: (url) => peers.remove(url),
    setPeers: (urls) => peers.set(urls),
    peerUrls: () => peers.urls(),
    connectedPeerCount: () => connectedPeerCount(gun),
    connectedPeerUrls: () => connectedPeerUrls(gun),
    close: () => {
      peers.stop();
      disconnectAll(gun);
    },
  };
  return Object.assign(gun, controls);
}
