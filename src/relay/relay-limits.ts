/**
 * Puts the relay's resource limits in front of its Gun instance: the wire guard with per-connection
 * and per-address budgets, the fair queue, the map from Gun's peers to their sockets (with the cap
 * on unread output), and the connection guard's time-outs, which every valid message resets.
 */
import type { WebSocketServer } from 'ws';
import type { GunRoot } from '../core/net/gun.ts';
import type { WireGuard } from '../core/net/wire-guard.ts';
import type { ConnectionGuard } from './connection-limits.ts';
import { fairQueue, type QueueCounts } from './fair-queue.ts';
import { trackPeerSockets } from './peer-sockets.ts';
import { guardRelay } from './wire-limits.ts';

export interface RelayLoad {
  /** What waits between the wire rules and Gun. */
  readonly queue: QueueCounts;
  /** Connections closed because they left more than the cap unread. */
  readonly closedUnread: number;
  /** Nodes Gun holds in memory. */
  readonly graphNodes: number;
}

export interface LimitedRelay {
  readonly guard: WireGuard;
  readonly load: () => RelayLoad;
}

interface GunInternals {
  readonly graph: Record<string, unknown>;
  readonly opt: { readonly ws?: { readonly web?: WebSocketServer } };
}

export function limitRelay(gun: GunRoot, connections: ConnectionGuard): LimitedRelay {
  const root = (gun as unknown as { _: GunInternals })._;
  const web = root.opt.ws?.web;
  if (!web) throw new Error('Gun has no websocket server to limit');
  const peers = trackPeerSockets(web);
  const queue = fairQueue();
  const guard = guardRelay(gun, {
    addressOf: peers.addressOf,
    queue,
    heard: (peer) => {
      const socket = peers.socketOf(peer);
      if (socket) connections.heard(socket);
    },
  });
  return {
    guard,
    load: () => ({
      queue: queue.counts(),
      closedUnread: peers.closedUnread(),
      graphNodes: Object.keys(root.graph).length,
    }),
  };
}
