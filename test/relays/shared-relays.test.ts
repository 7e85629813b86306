/**
 * Relay sharing through the signed profile card, with a full core as the app creates it: my enabled
 * relays are in my card while sharing is on and gone when it is switched off, and a third party
 * reads them only from the card that verifies for me.
 */
import { TEST_GREETING } from '../support/greeting.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createCore, type Core } from '../../src/core/core.ts';
import { createGraphUserSpace } from '../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import type { ProbeSocket } from '../../src/core/relays/relay-probe.ts';
import { memoryKeyValueStore } from '../../src/core/store/kv.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

let relay: TestRelay;
let core: Core;
let reader: GunClient;

beforeAll(async () => {
  relay = await startTestRelay();
  core = createCore({
    greeting: () => TEST_GREETING,
    db: await openMemoryDatabase({ migrate: true }),
    kv: memoryKeyValueStore(),
    peers: [relay.gunUrl],
    openSocket: (url) => new WebSocket(url) as unknown as ProbeSocket,
  });
  reader = createGun({ peers: [relay.gunUrl] });
});

afterAll(async () => {
  reader.close();
  await core.close();
  await relay.dispose();
});

/** My card as anyone else reads it: from my space, verified for my key. */
async function relaysInCard(pub: string): Promise<readonly string[] | undefined | null> {
  const card = await createGraphUserSpace(gunGraph(() => reader)).readProfile(pub, 3_000);
  return card ? card.relays : null;
}

it('shares my enabled relays in my signed card, and none once sharing is off', async () => {
  const pair = await newPair();
  const created = await core.account.create({
    pair,
    alias: 'Alice',
    avatar: '',
    password: 'correct horse battery',
  });
  expect(created.ok).toBe(true);
  await eventually(
    async () => (await relaysInCard(pair.pub))?.join() === relay.gunUrl,
    20_000,
    'the relay in the card',
  );

  expect(await core.relays.add('https://spare.example.com')).toMatchObject({ ok: true });
  await core.relays.setEnabled('https://spare.example.com/gun', false);
  await eventually(
    async () => (await relaysInCard(pair.pub))?.join() === relay.gunUrl,
    20_000,
    'a disabled relay is not shared',
  );

  core.preferences.set('relaySharing', false);
  await eventually(
    async () => (await relaysInCard(pair.pub)) === undefined,
    20_000,
    'no list once sharing is off',
  );
  const card = await createGraphUserSpace(gunGraph(() => reader)).readProfile(pair.pub, 3_000);
  expect(card?.alias).toBe('Alice');
});
