/**
 * A relay is as untrusted as any client. Here the "relay" is a bare websocket server that answers
 * every read of a Meshtalk client with forged data: a write into the victim's space through SEA's
 * `*` path. The client must take none of it (with the client's guard off, it does).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import SEA from 'gun/sea.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { fetchProfile } from '../../src/core/identity/profile.ts';
import { createGunUserSpace } from '../../src/core/identity/gun-user-space.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { signRecord } from '../../src/core/protocol/signed-record.ts';
import { eventually, newPair } from '../chat/support/chat-user.ts';

type RawSigner = (
  data: unknown,
  pair: unknown,
  cb: null,
  opt: { raw: 1 },
) => Promise<{ s: string }>;

describe('a client against a hostile relay', () => {
  const server = createServer();
  const sockets = new WebSocketServer({ server, path: '/gun' });
  let gun: GunClient;
  let victim: string;
  let forgedValue: string;
  const state = Date.now();

  beforeAll(async () => {
    const [owner, mallory] = await Promise.all([newPair(), newPair()]);
    victim = owner.pub;
    const card = await signRecord(mallory, ['profile', 'card'], {
      alias: 'Victim',
      avatar: '',
      signature: '',
      epub: mallory.epub,
      deleted: false,
      updatedAt: state,
    });
    const soul = `~${victim}/profile`;
    const sign = SEA.sign.bind(SEA) as unknown as RawSigner;
    const signed = await sign({ '#': soul, '.': 'card', ':': card, '>': state }, mallory, null, {
      raw: 1,
    });
    forgedValue = JSON.stringify({ ':': card, '~': signed.s, '*': mallory.pub });
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

  /** Every read is answered with a forged write for the soul asked for. */
  function answer(socket: WebSocket, frame: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(frame);
    } catch {
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const { get } = message as { get?: { '#'?: string } };
      const soul = get?.['#'];
      if (typeof soul !== 'string') continue;
      const reply = (put: Record<string, unknown>, id = String(Math.random())) =>
        socket.send(JSON.stringify({ '#': id, '@': (message as { '#': string })['#'], put }));
      const node = (s: string, key: string, value: unknown) => ({
        [s]: { _: { '#': s, '>': { [key]: state } }, [key]: value },
      });
      reply(node(soul, 'card', forgedValue));
    }
  }

  it('takes no forged write into a user space, and no profile from it', async () => {
    // Whatever the client's graph takes for that key within a second and a half.
    const taken: unknown[] = [];
    const chain = gun.get(`~${victim}/profile`).get('card');
    chain.on((value) => void taken.push(value));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    chain.off();
    const raw = taken.find((value) => value !== undefined && value !== null);
    expect(raw).toBeUndefined();
    expect(await fetchProfile(createGunUserSpace(gun), victim, 1_000)).toBeNull();
  });
});
