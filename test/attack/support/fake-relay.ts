/**
 * A hostile "relay" for testing clients: a bare websocket server at `/gun` that hands every read a
 * client sends to `onRead`, which answers with whatever frames it likes, and a Meshtalk Gun client
 * connected to it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { createGun, type GunClient } from '../../../src/core/net/gun.ts';
import { eventually } from '../../support/eventually.ts';
import { onMessages } from './raw-socket.ts';

export interface Read {
  /** The read message's id, for the answer's `@`. */
  readonly id: string;
  readonly soul: string;
}

export interface FakeRelay {
  /** A Meshtalk client whose only relay is this one. */
  readonly client: GunClient;
  close(): Promise<void>;
}

export async function startFakeRelay(
  onRead: (socket: WebSocket, read: Read) => void,
): Promise<FakeRelay> {
  const server = createServer();
  const sockets = new WebSocketServer({ server, path: '/gun' });
  sockets.on('connection', (socket: WebSocket) => {
    onMessages(socket, (message) => {
      const { get, '#': id } = message as { get?: { '#'?: unknown }; '#'?: unknown };
      const soul = get?.['#'];
      if (typeof soul === 'string') onRead(socket, { id: String(id), soul });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createGun({ peers: [`http://127.0.0.1:${port}/gun`] });
  await eventually(() => client.connectedPeerCount() > 0, 10_000, 'connected to the fake relay');
  return {
    client,
    async close() {
      client.close();
      sockets.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
