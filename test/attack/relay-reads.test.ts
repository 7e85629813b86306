/**
 * A relay from the side of a plain client that wants to learn who reads what: raw websockets and
 * raw Gun clients against a real relay.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_HELLO } from '../../src/relay/relay-links.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import {
  openListeningSocket,
  type ListeningSocket,
  type WireMessage,
} from './support/listening-socket.ts';

const MESH_SECRET = 'a-mesh-secret-for-the-tests';
const isRead = (message: WireMessage): boolean => 'get' in message;

describe('what a client learns of other clients’ reads', () => {
  let relay: TestRelay;
  let victim: GunClientProcess;
  let reader: GunClientProcess;
  let space: string;
  const sockets: ListeningSocket[] = [];

  const listen = async (): Promise<ListeningSocket> => {
    const socket = await openListeningSocket(relay.gunUrl);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false, args: ['--mesh-secret', MESH_SECRET] });
    [victim, reader] = await Promise.all([
      startGunClient(relay.gunUrl, { signIn: true }),
      startGunClient(relay.gunUrl),
    ]);
    space = String(victim.space);
    expect((await victim.put([space, 'profile', 'card'], 'the card'))?.err).toBeUndefined();
    expect((await victim.put([space, 's', 'day', 'r1'], 'a record'))?.err).toBeUndefined();
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all([victim?.close(), reader?.close()]);
    await relay?.dispose();
  });

  it('sees none of them, while the reader gets its answers', async () => {
    const observer = await listen();
    expect(await reader.once([space, 'profile', 'card'])).toBe('the card');
    expect(await reader.once([space, 's', 'day', 'r1'])).toBe('a record');
    const rawReader = await listen();
    expect((await rawReader.read(`${space}/s/day`))['put']).toBeDefined();
    // The relay handles the observer's own read after all of those: whatever it passed on of them
    // came before this answer.
    expect((await observer.read(`${space}/profile`))['put']).toBeDefined();
    expect(observer.heard().filter(isRead)).toEqual([]);
  });

  it('gets a challenge at most for the relay hello, and no reads for a wrong answer', async () => {
    const attacker = await listen();
    attacker.send({ dam: RELAY_HELLO });
    const challenge = await attacker.waitFor((message) => typeof message['challenge'] === 'string');
    attacker.send({ dam: RELAY_HELLO, proof: 'bm90IHRoZSBzZWNyZXQ' });
    attacker.send({ dam: RELAY_HELLO }); // one challenge per connection
    expect((await attacker.read(`${space}/profile`))['put']).toBeDefined();
    expect(attacker.heard().filter(isRead)).toEqual([]);
    expect(attacker.heard().filter((message) => 'challenge' in message)).toEqual([challenge]);
  });

  it('sends no reads to any of many connections that say the relay hello', async () => {
    const crowd = await Promise.all(Array.from({ length: 5 }, listen));
    for (const socket of crowd) socket.send({ dam: RELAY_HELLO });
    for (const socket of crowd) {
      expect((await socket.read(`${space}/profile`))['put']).toBeDefined();
      expect(socket.heard().filter(isRead)).toEqual([]);
    }
  });

  it('asks a connection that proves the mesh secret for what its clients read', async () => {
    expect(await reader.once([space, 'profile', 'card'])).toBe('the card');
    const relayLink = await listen();
    relayLink.send({ dam: RELAY_HELLO });
    const challenge = (await relayLink.waitFor((message) => 'challenge' in message))['challenge'];
    const proof = createHmac('sha256', MESH_SECRET)
      .update(`${RELAY_HELLO}\n${String(challenge)}`)
      .digest('base64url');
    relayLink.send({ dam: RELAY_HELLO, proof });
    const asked = await relayLink.waitFor(
      (message) => (message['get'] as { '#'?: unknown } | undefined)?.['#'] === `${space}/profile`,
    );
    expect(asked['get']).toBeDefined();
  });

  it('refuses the relay hello altogether without a mesh secret', async () => {
    const bare = await startTestRelay({ serveApp: false });
    try {
      const client = await startGunClient(bare.gunUrl);
      expect(await client.once([space, 'profile', 'card'], { wait: 300 })).toBeUndefined();
      const attacker = await openListeningSocket(bare.gunUrl);
      attacker.send({ dam: RELAY_HELLO });
      await attacker.read(`${space}/profile`);
      expect(
        attacker.heard().filter((message) => isRead(message) || 'challenge' in message),
      ).toEqual([]);
      attacker.close();
      await client.close();
    } finally {
      await bare.dispose();
    }
  });
});
