/**
 * How many sockets the relay keeps open, and for how long. Each open socket costs a file
 * descriptor: without a cap, one address holding a thousand idle websockets used up the relay's
 * descriptors, and neither honest clients nor `/health` could connect until it left.
 *
 * - every address may hold `perAddress` sockets (HTTP and websocket alike); beyond that a new
 *   socket is closed at once;
 * - all addresses together may hold `total`, which stays below the descriptor limit; websockets
 *   may take all but `httpReserve` of them, so plain requests (`/health`) still get through;
 * - a socket must send a complete request (or upgrade) within `handshakeMs`;
 * - a websocket must send a message that passes the wire rules within `idleMs` of opening, and
 *   then at least once every `idleMs`: a silent one is closed.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  readonly perAddress: number;
  readonly total: number;
  readonly httpReserve: number;
  readonly handshakeMs: number;
  readonly idleMs: number;
}

/** Descriptors left for the disk store, peer links and the process itself. */
export const DESCRIPTORS_KEPT = 128;
const FALLBACK_DESCRIPTOR_LIMIT = 1_024;

export const DEFAULT_CONNECTION_LIMITS = {
  perAddress: 64,
  httpReserve: 32,
  handshakeMs: 10_000,
  idleMs: 10 * 60_000,
} as const;

/** The soft limit on open files (Linux `/proc/self/limits`), or a common default elsewhere. */
export function descriptorLimit(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    if (soft) return Number(soft);
  } catch {
    // Not Linux: assume the common default.
  }
  return FALLBACK_DESCRIPTOR_LIMIT;
}

/** The most sockets a relay may hold with this many descriptors. */
export const totalForDescriptors = (descriptors: number): number =>
  Math.max(DEFAULT_CONNECTION_LIMITS.httpReserve * 2, descriptors - DESCRIPTORS_KEPT);

/** `::ffff:127.0.0.2` and `127.0.0.2` are one address. */
export const addressOf = (socket: Socket): string =>
  (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

export interface ConnectionCounts {
  readonly open: number;
  readonly websockets: number;
  readonly addresses: number;
  /** Sockets closed at once because their address or the relay was full. */
  readonly refused: number;
  /** Sockets closed because they sent no request, or a websocket no valid message, in time. */
  readonly timedOut: number;
}

export interface ConnectionGuard {
  /** For the websocket server's `verifyClient`: false refuses the upgrade. */
  admitWebsocket(request: IncomingMessage): boolean;
  /** A message from this websocket passed the wire rules. */
  heard(socket: Socket): void;
  counts(): ConnectionCounts;
  stop(): void;
}

interface Tracked {
  readonly address: string;
  opened: number;
  websocket: boolean;
  lastHeard: number | null;
  handshake: ReturnType<typeof setTimeout> | undefined;
}

export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionGuard {
  const tracked = new Map<Socket, Tracked>();
  const perAddress = new Map<string, number>();
  let websockets = 0;
  let refused = 0;
  let timedOut = 0;

  const timeOut = (socket: Socket): void => {
    timedOut++;
    socket.destroy();
  };

  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    const held = perAddress.get(address) ?? 0;
    if (held >= limits.perAddress || tracked.size >= limits.total) {
      refused++;
      socket.destroy();
      return;
    }
    perAddress.set(address, held + 1);
    const entry: Tracked = {
      address,
      opened: Date.now(),
      websocket: false,
      lastHeard: null,
      handshake: setTimeout(() => timeOut(socket), limits.handshakeMs),
    };
    tracked.set(socket, entry);
    socket.once('close', () => {
      clearTimeout(entry.handshake);
      tracked.delete(socket);
      if (entry.websocket) websockets--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  // A request arrived: from here on Node's keep-alive time-out closes an idle HTTP socket.
  server.on('request', (request: IncomingMessage) => {
    const entry = tracked.get(request.socket);
    if (entry) clearTimeout(entry.handshake);
  });

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, entry] of tracked) {
        if (entry.websocket && now - (entry.lastHeard ?? entry.opened) > limits.idleMs) {
          timeOut(socket);
        }
      }
    },
    Math.max(100, Math.min(limits.idleMs / 4, 5_000)),
  );
  sweep.unref();

  return {
    admitWebsocket(request) {
      const entry = tracked.get(request.socket);
      if (!entry || websockets >= limits.total - limits.httpReserve) {
        refused++;
        return false;
      }
      clearTimeout(entry.handshake);
      entry.websocket = true;
      entry.opened = Date.now();
      websockets++;
      return true;
    },
    heard(socket) {
      const entry = tracked.get(socket);
      if (entry) entry.lastHeard = Date.now();
    },
    counts: () => ({
      open: tracked.size,
      websockets,
      addresses: perAddress.size,
      refused,
      timedOut,
    }),
    stop: () => clearInterval(sweep),
  };
}
