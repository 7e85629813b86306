/**
 * DESIGN.md's wire-format guarantees, checked on full cores: Alice and Bob are friends; the
 * attacker is a raw Gun client with no account (it sends whatever it likes to the relay) and
 * Carol, a friend of Bob's whose client is modified. (The ChatService-level attacks, friend-request
 * letters and inboxes are covered in test/chat and test/contacts.)
 */
import { fileURLToPath } from 'node:url';
import { accepted } from '../support/result.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBody, type WireBody } from '../../src/core/streams/bodies.ts';
import { PairStreamKeys } from '../../src/core/chat/pair-streams.ts';
import { startDevice, type TestDevice } from '../support/device-chains.ts';
import type { GunClient } from '../../src/core/net/gun.ts';
import { REFUSALS } from '../../src/core/net/wire-rules.ts';
import { signRecord } from '../../src/core/protocol/signed-record.ts';
import type { ForgedWrite } from '../attack/fixtures/forger.ts';
import { dayKeyOf, monthOf } from '../../src/core/streams/days.ts';
import { StreamPublisher } from '../../src/core/streams/publisher.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { dataFolderText } from '../support/relay-disk.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually, makeFriends, startCoreUser, type CoreUser } from './support/core-user.ts';

const FORGER = fileURLToPath(new URL('../attack/fixtures/forger.ts', import.meta.url));
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 12)}`;
const REQUEST = unique('request from Alice');
const GREETING = unique('greeting from Bob');
const TEXTS = [unique('private text one'), unique('private text two')];

describe('an attacker against full cores', () => {
  let relay: TestRelay;
  let attacker: GunClientProcess;
  let alice: CoreUser;
  let bob: CoreUser;
  let carol: CoreUser;
  /** Carol's modified client: signed in as her, writing what her core never would. */
  let carolsGun: GunClient;
  /** Alice's stream to Bob for today, as anyone reads it from the relay. */
  let streamSoul: string;
  /** Carol's modified client: a device of hers, with keys of its own. */
  let carolsDevice: TestDevice;
  let streams: PairStreamKeys;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    const start = (alias: string, greeting?: string) =>
      startCoreUser(relay.gunUrl, alias, greeting === undefined ? {} : { greeting });
    [attacker, alice, bob, carol] = await Promise.all([
      startGunClient(relay.gunUrl, { handlers: FORGER }),
      start('Alice'),
      start('Bob', GREETING),
      start('Carol'),
    ]);
    await makeFriends(alice, bob, REQUEST);
    await makeFriends(carol, bob);
    carolsGun = await signedInGun(relay.gunUrl, carol.pair);
    carolsDevice = await startDevice(
      gunGraph(() => carolsGun),
      carol.pair,
      {
        secondDevice: true,
      },
    );
    streams = new PairStreamKeys(carolsDevice.chains);
    for (const text of TEXTS) await accepted(alice.core.chat.sendText(bob.pair.pub, text));
    await eventually(
      async () =>
        (await alice.texts(bob)).filter((m) => m.mine && m.status === 'sent').length === 2,
      15_000,
      'texts sent',
    );
    await eventually(async () => (await alice.texts(bob)).length === 3, 15_000, 'greeting');
    const { mine } = await streams.of(alice.pair, bob.pair);
    streamSoul = `~${alice.pair.pub}/s/${await mine.nodeTag(dayKeyOf(Date.now()))}`;
  });

  afterAll(async () => {
    await carolsDevice?.close();
    carolsGun?.close();
    await Promise.all([alice, bob, carol].map((user) => user?.close()));
    await attacker?.close();
    await relay?.dispose();
  });

  const bobsTextsFromAlice = async () => (await bob.texts(alice)).filter((m) => !m.mine);

  it('finds no private text in the relay’s data folder', async () => {
    const tag = streamSoul.split('/').at(-1) ?? '';
    // The streams are on disk (radisk writes in batches), so the search below means something.
    // A budget, not a speed: a busy machine has taken longer than 10 s to get there.
    await eventually(
      async () => (await dataFolderText(relay.dataDir)).includes(tag),
      30_000,
      'disk',
    );
    const disk = await dataFolderText(relay.dataDir);
    for (const secret of [REQUEST, GREETING, ...TEXTS]) {
      expect(disk.includes(secret.split(' ').at(-1) ?? secret)).toBe(false);
    }
  }, 60_000);

  it('cannot replace a user’s profile or encryption key', async () => {
    const intruder = await attacker.rawPut(`~${alice.pair.pub}/profile`, 'epub', carol.pair.epub);
    expect(intruder?.err).toBeTruthy();
    expect((await attacker.rawPut(`~${alice.pair.pub}/profile`, 'alias', 'Mallory'))?.err).toBe(
      intruder?.err,
    );
    const found = await carol.core.contacts.findUser(alice.pair.pub);
    expect(found).toMatchObject({
      ok: true,
      value: { profile: { alias: 'Alice', epub: alice.pair.epub } },
    });
    // Bob still seals to Alice's real key, so she can read him.
    await accepted(bob.core.chat.sendText(alice.pair.pub, 'still private'));
    await eventually(
      async () => (await alice.texts(bob)).some((m) => m.text === 'still private'),
      15_000,
      'Bob to Alice',
    );
  });

  it('cannot delete or alter a message in someone else’s stream', async () => {
    const stored = (await attacker.once([streamSoul], { wait: 1_000 })) as Record<string, unknown>;
    const [id, json] = Object.entries(stored).find(([, v]) => typeof v === 'string') ?? [];
    if (!id || typeof json !== 'string') throw new Error('no envelope on the relay');
    const record = JSON.parse(json) as { value: string };
    expect((await attacker.rawPut(streamSoul, id, null))?.err).toBeTruthy();
    const altered = JSON.stringify({ ...record, value: `A${record.value.slice(1)}` });
    expect((await attacker.rawPut(streamSoul, id, altered))?.err).toBeTruthy();
    expect(await attacker.once([streamSoul, id], { wait: 1_000 })).toBe(json);
  });

  it('cannot make Bob take a forged message or a retraction of Alice’s message', async () => {
    const target = (await bobsTextsFromAlice())[0];
    if (!target) throw new Error('no message from Alice at Bob');
    // Carol's own client writes into her stream to Bob, sealed and signed as her core would.
    const publisher = new StreamPublisher(
      gunGraph(() => carolsGun),
      () => carol.pair,
      carolsDevice.chains,
    );
    const write = async (id: string, body: WireBody) => {
      const message = { id, type: body.type, ts: Date.now(), body: encodeBody(body) };
      await publisher.publish([await streams.seal(carol.pair, bob.pair, message)], 10_000);
    };
    const rejected = () =>
      bob.events.filter((e) => e.type === 'rejected' && e.from === carol.pair.pub);
    await write('take-back-1', { type: 'retract', target: target.msgId });
    // Alice's record, copied as it is into Carol's stream.
    const stored = (await attacker.once([streamSoul], { wait: 1_000 })) as Record<string, unknown>;
    const [aliceId, aliceJson] =
      Object.entries(stored).find(([, v]) => typeof v === 'string') ?? [];
    if (!aliceId || typeof aliceJson !== 'string') throw new Error('no record of Alice’s');
    const carols = (await streams.of(carol.pair, bob.pair)).mine;
    const node = await carols.nodeTag(dayKeyOf(Date.now()));
    // By the node's soul: see the last test for why not through the user chain.
    carolsGun.get(`~${carol.pair.pub}/s/${node}`).get(aliceId).put(aliceJson);
    await eventually(() => rejected().length >= 1, 10_000, 'forgery refused');
    expect(rejected().map((e) => e.type === 'rejected' && e.reason)).toEqual(['bad-signature']);
    // The retraction names an id of Alice's, but ids are scoped per sender: it touches nothing.
    await eventually(
      async () =>
        (
          await bob.core.db.all('SELECT 1 FROM messages WHERE sender = ? AND deleted = 1', [
            carol.pair.pub,
          ])
        ).length === 1,
      10_000,
      'retraction handled in Carol’s chat only',
    );
    expect((await bobsTextsFromAlice()).map((m) => m.text)).toEqual(TEXTS);
    expect((await bob.texts(carol)).filter((m) => !m.mine)).toEqual([]);
  });

  /** A write into someone else's space through SEA's `*` path, as the attack found it. */
  const forge = async (soul: string, key: string, value: string | null) => {
    const forged = (await attacker.call('forgeValue', soul, key, value)) as ForgedWrite;
    return attacker.rawPut(soul, key, forged.wire, { state: forged.state });
  };

  it('cannot take over first contact by replacing a profile card or deleting the account', async () => {
    const mallory = carol.pair; // any key but Alice's
    const card = (fields: object) =>
      signRecord(mallory, ['profile', 'card'], {
        alias: 'Alice',
        avatar: '',
        signature: '',
        epub: mallory.epub,
        deleted: false,
        updatedAt: Date.now() + 1_000,
        ...fields,
      });
    const soul = `~${alice.pair.pub}/profile`;
    expect((await forge(soul, 'card', await card({})))?.err).toBe(REFUSALS.certificate);
    expect((await forge(soul, 'card', await card({ deleted: true })))?.err).toBe(
      REFUSALS.certificate,
    );
    expect((await forge(soul, 'card', null))?.err).toBe(REFUSALS.certificate);
    // A stranger still finds Alice's own key, and the request sealed to it reaches her.
    const dave = await startCoreUser(relay.gunUrl, 'Dave');
    try {
      const found = await dave.core.contacts.findUser(alice.pair.pub);
      expect(found).toMatchObject({
        ok: true,
        value: { profile: { alias: 'Alice', epub: alice.pair.epub, deleted: false } },
      });
      const sent = await dave.core.contacts.sendFriendRequest(alice.pair.pub, 'hi Alice');
      expect(sent.ok).toBe(true);
      await eventually(
        async () => (await alice.core.contacts.requests()).some((r) => r.fromPub === dave.pair.pub),
        15_000,
        'request reaches Alice',
      );
    } finally {
      await dave.close();
    }
  });

  it('cannot wipe a chat or make messages vanish, even after the victim reopens the app', async () => {
    const day = dayKeyOf(Date.now());
    const stored = (await attacker.once([streamSoul], { wait: 1_000 })) as Record<string, unknown>;
    const id = Object.keys(stored).find((key) => key !== '_') ?? '';
    expect((await forge(streamSoul, id, null))?.err).toBe(REFUSALS.certificate);
    const index = await (await streams.of(alice.pair, bob.pair)).mine.indexTag(monthOf(day));
    expect((await forge(`~${alice.pair.pub}/s/${index}`, day, null))?.err).toBe(
      REFUSALS.certificate,
    );
    await bob.reload();
    expect((await bobsTextsFromAlice()).map((m) => m.text)).toEqual(expect.arrayContaining(TEXTS));
    const after = unique('after the attack');
    await accepted(alice.core.chat.sendText(bob.pair.pub, after));
    await eventually(
      async () => (await bobsTextsFromAlice()).some((m) => m.text === after),
      15_000,
      'a new message reaches Bob',
    );
  });

  it('ignores and counts records the owner’s client wrote without Meshtalk’s signature', async () => {
    const day = dayKeyOf(Date.now());
    const index = await (await streams.of(carol.pair, bob.pair)).mine.indexTag(monthOf(day));
    const before = (await bob.core.chat.stats()).unverifiedRecords;
    // Put by the node's soul, as the app's own writer does (SEA signs it as Carol's all the same):
    // a put through the user chain waits for the chain's nodes to be read first, and on a busy
    // relay that read may not come back.
    carolsGun.get(`~${carol.pair.pub}/s/${index}`).get(day).put(true);
    await eventually(
      async () => (await bob.core.chat.stats()).unverifiedRecords > before,
      10_000,
      'the unsigned mark is counted',
    );
  });
});
