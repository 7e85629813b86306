/**
 * Clients run the same guard as relays, so a hostile relay can send them the frames that once
 * stopped a relay. Here the "relay" is a bare websocket server that answers every read with deeply
 * nested frames first and the real record after them: the client must survive and take the record.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { eventually } from '../chat/support/chat-user.ts';

const SOUL = 'meshtalk/v1/inbox/deep-frames#';
const LETTER = 'a letter after the deep frames';
const KEY = createHash('sha256').update(LETTER).digest('hex');
const PUB = `${'A'.repeat(43)}.${'B'.repeat(43)}`;

const nestedArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What the hostile relay sends before each honest answer. */
const HOSTILE_FRAMES = [
  nestedArray(200_000),
  `{"#":"d1","put":{"~${PUB}/n":{"_":{"#":"~${PUB}/n",">":{"k":1}},"k":${nestedObject(50_000)}}}}`,
  `[${Array.from({ length: 100 }, () => nestedArray(5_000)).join(',')}]`,
];

describe('a client against a relay that sends deeply nested frames', () => {
  const server = createServer();
  const sockets = new WebSocketServer({ server, path: '/gun' });
  let gun: GunClient;

  beforeAll(async () => {
    sockets.on('connection', (socket: WebSocket) => {
      socket.on('message', (data: Buffer) => answer(socket, data.toString()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    gun = createGun({ peers: [`http://127.0.0.1:${port}/gun`] });
    await eventually(() => gun.connectedPeerCount() > 0, 10_000, 'connected to the fake relay');
  });

  afterAll(async () => {
    gun?.close();
    sockets.close();
    await new Promise((resolve) => server.close(resolve));
  });

  function answer(socket: WebSocket, frame: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(frame);
    } catch {
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const { get } = message as { get?: { '#'?: string } };
      if (get?.['#'] !== SOUL) continue;
      for (const hostile of HOSTILE_FRAMES) socket.send(hostile);
      const put = { [SOUL]: { _: { '#': SOUL, '>': { [KEY]: Date.now() } }, [KEY]: LETTER } };
      socket.send(JSON.stringify({ '#': 'honest', '@': (message as { '#': string })['#'], put }));
    }
  }

  it('survives them and takes the honest answer that follows', async () => {
    const taken = await new Promise<unknown>((resolve) => {
      gun
        .get(SOUL)
        .get(KEY)
        .on((value) => {
          if (value !== undefined && value !== null) resolve(value);
        });
    });
    expect(taken).toBe(LETTER);
  });
});
