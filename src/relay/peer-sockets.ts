/**
 * Which socket and address each Gun peer of the relay speaks through, and a cap on what a peer may
 * leave unread. Gun passes its own peer objects (`{wire}`) to the wire guard; the websocket server
 * knows the request each `wire` came from. A peer that reads nothing while the relay keeps sending
 * (Gun forwards reads to every peer) made the relay buffer hundreds of megabytes for it: once more
 * than `maxUnreadBytes` waits for one peer, the relay closes that connection.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocketServer, WebSocket } from 'ws';
import { addressOf } from './connection-limits.ts';

export const MAX_UNREAD_BYTES = 16 * 1024 * 1024;
/** Close code 1013: try again later. */
const TRY_AGAIN_LATER = 1013;

export interface PeerSockets {
  /** The socket of an incoming peer; undefined for the relay's own links to other relays. */
  readonly socketOf: (peer: object) => Socket | undefined;
  /** The peer's remote address, or `link <url>` for a link this relay dialled. */
  readonly addressOf: (peer: object) => string;
  /** Connections closed because they left too much unread. */
  readonly closedUnread: () => number;
}

type Send = WebSocket['send'];

const linkUrlOf = (peer: object): string => {
  const url = (peer as { url?: unknown }).url;
  return typeof url === 'string' ? url : 'unknown';
};

export function trackPeerSockets(
  server: WebSocketServer,
  maxUnreadBytes: number = MAX_UNREAD_BYTES,
): PeerSockets {
  const sockets = new WeakMap<object, { socket: Socket; address: string }>();
  let closedUnread = 0;
  server.on('connection', (wire: WebSocket, request: IncomingMessage) => {
    sockets.set(wire, { socket: request.socket, address: addressOf(request.socket) });
    const send = wire.send.bind(wire) as (...args: Parameters<Send>) => void;
    wire.send = ((...args: Parameters<Send>) => {
      if (wire.bufferedAmount <= maxUnreadBytes) return send(...args);
      if (wire.readyState === wire.OPEN) {
        closedUnread++;
        wire.close(TRY_AGAIN_LATER);
        // A peer that reads nothing will not read the close frame either.
        setTimeout(() => wire.terminate(), 1_000).unref();
      }
    }) as Send;
  });
  const wireOf = (peer: object): object | undefined =>
    (peer as { wire?: object | null }).wire ?? undefined;
  const entryOf = (peer: object) => {
    const wire = wireOf(peer);
    return wire ? sockets.get(wire) : undefined;
  };
  return {
    socketOf: (peer) => entryOf(peer)?.socket,
    addressOf: (peer) => entryOf(peer)?.address ?? `link ${linkUrlOf(peer)}`,
    closedUnread: () => closedUnread,
  };
}
