/**
 * A relay from the side of a plain client that wants to learn who reads what, and of one that
 * replays old signed writes: raw websockets and raw Gun clients against a real relay.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_HELLO } from '../../src/relay/relay-links.ts';
import { REPLAY_REFUSALS } from '../../src/relay/refuse-replays.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import {
  listeningSockets,
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
  const sockets = listeningSockets();
  const listen = (): Promise<ListeningSocket> => sockets.open(relay.gunUrl);

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
    sockets.closeAll();
    await Promise.all([victim?.close(), reader?.close()]);
    await relay?.dispose();
  });

  it('sees none of them, while the reader gets its answers', async () => {
    const observer = await listen();
    await reader.waitFor([space, 'profile', 'card'], { equals: 'the card' });
    await reader.waitFor([space, 's', 'day', 'r1'], { equals: 'a record' });
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
    await reader.waitFor([space, 'profile', 'card'], { equals: 'the card' });
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

describe('old signed writes replayed onto a relay', () => {
  let relay: TestRelay;
  let writer: GunClientProcess;
  let space: string;
  const sockets = listeningSockets();
  const listen = (): Promise<ListeningSocket> => sockets.open(relay.gunUrl);

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    writer = await startGunClient(relay.gunUrl, { signIn: true });
    space = String(writer.space);
  });

  afterAll(async () => {
    sockets.closeAll();
    await writer?.close();
    await relay?.dispose();
  });

  const metrics = async () =>
    (await (await fetch(`${relay.url}/metrics`)).json()) as {
      refused: Record<string, number>;
      forgottenStreamNodes: number;
    };

  interface Kept {
    readonly soul: string;
    readonly key: string;
    readonly value: unknown;
    readonly state: number;
  }

  /** The signed value and state at `soul`/`key`, as anyone reading the relay gets them. */
  const keep = async (soul: string, key: string): Promise<Kept> => {
    const answer = await (await listen()).read(soul);
    const node = (answer['put'] as Record<string, Record<string, unknown>>)[soul] ?? {};
    const state = (node['_'] as { '>': Record<string, number> })['>'][key];
    if (state === undefined) throw new Error(`nothing at ${soul} ${key}`);
    return { soul, key, value: node[key], state };
  };

  /** Puts `kept` back as it was, signature and state; resolves with the relay's reply. */
  const replay = async (kept: Kept): Promise<WireMessage> => {
    const socket = await listen();
    const id = `replay${Math.random().toString(36).slice(2)}`;
    socket.send({
      '#': id,
      put: {
        [kept.soul]: {
          _: { '#': kept.soul, '>': { [kept.key]: kept.state } },
          [kept.key]: kept.value,
        },
      },
    });
    return socket.waitFor((message) => message['@'] === id);
  };

  it('keeps a newer profile card against the earlier one, in memory and after a restart', async () => {
    const path = [space, 'profile', 'card'];
    expect((await writer.put(path, 'card v1'))?.err).toBeUndefined();
    const v1 = await keep(`${space}/profile`, 'card');
    expect((await writer.put(path, 'card v2: deleted'))?.err).toBeUndefined();

    expect((await replay(v1))['err']).toBe(REPLAY_REFUSALS.older);
    await relay.restart();
    expect((await replay(v1))['err']).toBe(REPLAY_REFUSALS.older);

    const fresh = await startGunClient(relay.gunUrl);
    try {
      expect(await fresh.once(path)).toBe('card v2: deleted');
    } finally {
      await fresh.close();
    }
    // The owner still writes over what the relay holds on disk.
    expect((await writer.put(path, 'card v3'))?.err).toBeUndefined();
    expect((await metrics()).refused[REPLAY_REFUSALS.older]).toBe(1); // since the restart
  });

  // Runs right after a restart: the relay then holds no other stream node it could drop first.
  it('keeps a nulled migration head null once the relay dropped the node from memory', async () => {
    const path = [space, 's', 'head-label', 'h'];
    expect((await writer.put(path, 'head'))?.err).toBeUndefined();
    const head = await keep(`${space}/s/head-label`, 'h');
    expect((await writer.put(path, null))?.err).toBeUndefined();
    await expect
      .poll(async () => (await metrics()).forgottenStreamNodes, { timeout: 20_000, interval: 500 })
      .toBeGreaterThan(0);

    expect((await replay(head))['err']).toBe(REPLAY_REFUSALS.older);
    const fresh = await startGunClient(relay.gunUrl);
    try {
      expect(await fresh.once(path, { wait: 500 })).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('keeps a nulled migration chunk null after a restart', async () => {
    const path = [space, 's', 'chunk-label', 'c'];
    expect((await writer.put(path, 'chunk 0'))?.err).toBeUndefined();
    const chunk = await keep(`${space}/s/chunk-label`, 'c');
    expect((await writer.put(path, null))?.err).toBeUndefined();

    await relay.restart();
    expect((await replay(chunk))['err']).toBe(REPLAY_REFUSALS.older);
    const fresh = await startGunClient(relay.gunUrl);
    try {
      expect(await fresh.once(path, { wait: 500 })).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
