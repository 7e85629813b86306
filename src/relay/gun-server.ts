import type { Server } from 'node:http';
import Gun from 'gun';
// Gun's Node entry loads SEA inside a try/catch; import it here so a relay that cannot load SEA
// (and would therefore accept unsigned writes into user spaces) fails loudly instead.
import 'gun/sea.js';
import { disconnectAll, keepPeersConnected, type GunRoot } from '../core/net/gun.ts';
import type { WireGuard } from '../core/net/wire-guard.ts';
import type { DiskStore } from './disk-store.ts';
import { forgetIdleStreams } from './forget-idle-streams.ts';
import { guardRelay, MAX_FRAME_BYTES } from './wire-limits.ts';

/** How long radisk gathers writes before it writes a batch (Gun's default, made explicit). */
export const WRITE_BATCH_MS = 250;

export interface GunServerOptions {
  readonly dataDir: string;
  readonly peers: readonly string[];
  readonly store: DiskStore;
}

export interface AttachedGun {
  readonly gun: GunRoot;
  /** What the relay refused before Gun saw it. */
  readonly guard: WireGuard;
  /** How many idle stream nodes were dropped from memory (see forget-idle-streams). */
  readonly forgotten: () => number;
  /** Closes every websocket, incoming and outgoing, and stops redialling peer relays. */
  readonly disconnect: () => void;
}

/** Attaches Gun's websocket endpoint (`/gun`) to `server`, with storage on. */
export function attachGun(server: Server, options: GunServerOptions): AttachedGun {
  const factory = Gun as unknown as (gunOptions: Record<string, unknown>) => GunRoot;
  const gun = factory({
    web: server,
    // Storage stays on: a relay without it does not pass data between in-memory clients.
    radisk: true,
    file: options.dataDir,
    store: options.store,
    until: WRITE_BATCH_MS,
    peers: [...options.peers],
    multicast: false,
    axe: false,
    stats: false,
    localStorage: false,
    // The websocket refuses a larger frame before buffering it (and closes that connection).
    ws: { maxPayload: MAX_FRAME_BYTES },
  });
  const guard = guardRelay(gun);
  const forgetting = forgetIdleStreams(gun);
  // Dials the peer relays now (Gun's relays wait for traffic) and again whenever a link drops.
  const links = keepPeersConnected(gun, options.peers);
  return {
    gun,
    guard,
    forgotten: () => forgetting.forgotten(),
    disconnect: () => {
      links.stop();
      forgetting.stop();
      disconnectAll(gun);
    },
  };
}
