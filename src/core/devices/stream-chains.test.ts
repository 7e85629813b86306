import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPair } from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import {
  HeldPrekeys,
  knowsDevicesOf,
  startDevice,
  type TestDevice,
} from '../../../test/support/device-chains.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { pairSecret } from '../protocol/key-agreement.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import {
  openStreamRecord,
  sealChainShare,
  sealStreamRecord,
  type SealedRecord,
} from '../streams/sealed-record.ts';
import { streamKeys, type StreamKeys } from '../streams/stream-keys.ts';
import { CHAIN_ROTATION_MS, StreamChains } from './stream-chains.ts';
import { MIN_TURN_MS } from './turn-keys.ts';
import { theseReaders } from '../streams/record-chains.ts';

let alice: KeyPair;
let bob: KeyPair;
let mallory: KeyPair;
let network: MemoryNetwork;
let atAlice: TestDevice;
let atBob: TestDevice;
let atMallory: TestDevice;
let secret: CryptoKey;
/** How far Alice's device's clock runs ahead of the real one. */
let aliceAhead = 0;
/** Devices whose prekeys Alice's device has not got yet. */
const heldAtAlice = new HeldPrekeys();

const options = () => ({ now: Date.now(), maxSkewMs: MAX_CLOCK_SKEW_MS });
let count = 0;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([newPair(), newPair(), newPair()]);
  network = new MemoryNetwork();
  atAlice = await startDevice(network.graphFor(alice.pub), alice, {
    prekeysHeld: heldAtAlice,
    readersWaitMs: 0,
    now: () => Date.now() + aliceAhead,
  });
  atBob = await startDevice(network.graphFor(bob.pub), bob);
  atMallory = await startDevice(network.graphFor(mallory.pub), mallory);
  await knowsDevicesOf(atAlice, [bob.pub, mallory.pub]);
  secret = await pairSecret(alice, bob.epub);
});

afterAll(async () => {
  for (const device of [atAlice, atBob, atMallory]) await device.close();
});

/** Alice's stream as `device` reads (or, Alice's, writes) it. */
const keysAt = (device: TestDevice): StreamKeys => streamKeys(secret, alice.pub, device.chains);

const seal = (readers: readonly string[], text = `text ${++count}`) =>
  sealStreamRecord(
    keysAt(atAlice),
    alice,
    { id: `m${++count}`, type: 'text', ts: Date.now(), body: text },
    theseReaders(readers),
  );

const read = (keys: StreamKeys, record: { id: string; json: string }, day: string) =>
  openStreamRecord(keys, day, record.id, record.json, options());

async function readAll(device: TestDevice, records: readonly SealedRecord[]) {
  const keys = keysAt(device);
  const seen: string[] = [];
  for (const record of records) {
    if (record.start) await read(keys, record.start, record.day);
    const opened = await read(keys, record, record.day);
    seen.push(opened.ok ? opened.value.kind : opened.error);
  }
  return seen;
}

describe('chains of message keys', () => {
  it('give each record its own key, which opens it once', async () => {
    const record = await seal([bob.pub]);
    expect(await readAll(atBob, [record])).toEqual(['entry']);
    // A relay replaying the record: its key is gone.
    expect(await readAll(atBob, [record])).toEqual(['gone']);
    // A thief of Bob's device state after he read it (the same database, anew): gone too.
    const thief = new StreamChains({
      db: atBob.db,
      session: () => bob,
      devices: atBob.devices,
      now: Date.now,
    });
    const opened = await read(streamKeys(secret, alice.pub, thief), record, record.day);
    expect(opened).toEqual({ ok: false, error: 'gone' });
  });

  it('keep records that come before their chain start, and hand them back with it', async () => {
    const later = await seal([bob.pub, mallory.pub]);
    // A new set of readers: a new chain, its start carried by the record.
    expect(later.start).toBeDefined();
    const after = await seal([bob.pub, mallory.pub]);
    const keys = keysAt(atMallory);
    expect(await read(keys, after, after.day)).toEqual({ ok: true, value: { kind: 'waiting' } });
    expect(await read(keys, later, later.day)).toEqual({ ok: true, value: { kind: 'waiting' } });
    const start = later.start;
    if (!start) throw new Error('no start');
    const opened = await read(keys, start, later.day);
    if (!opened.ok || opened.value.kind !== 'start') throw new Error('start not taken');
    expect(opened.value.ready.map(({ id }) => id).sort()).toEqual([after.id, later.id].sort());
    // The records handed back now open, in any order.
    for (const ready of [...opened.value.ready].reverse()) {
      const entry = await openStreamRecord(keys, ready.day, ready.id, ready.value, options());
      expect(entry.ok && entry.value.kind).toBe('entry');
    }
  });

  it('seal nothing to a reader gone: a new chain, whose start it cannot open', async () => {
    const record = await seal([bob.pub]);
    expect(record.start).toBeDefined();
    expect(await readAll(atMallory, [record])).toEqual(['waiting']);
    expect(await readAll(atBob, [record])).toEqual(['entry']);
  });

  it('start anew for a reader’s new device, which reads what was written once it was listed', async () => {
    const before = await seal([bob.pub]);
    const tablet = await startDevice(network.graphFor(bob.pub), bob, { secondDevice: true });
    try {
      await eventually(
        async () => (await atAlice.devices.devicesOf(bob.pub)).length === 2,
        10_000,
        'alice lists the tablet',
      );
      // Its prekey has not come yet: the record starts a new chain all the same, which the
      // tablet gets once its prekey comes.
      const tabletId = (await tablet.devices.thisDevice())?.pair.pub ?? '';
      heldAtAlice.hold(tabletId);
      const after = await seal([bob.pub]);
      expect(after.start).toBeDefined();
      heldAtAlice.release(bob.pub, tabletId);
      await knowsDevicesOf(atAlice, [bob.pub]);
      const late = await sealChainShare(
        keysAt(atAlice),
        alice,
        theseReaders([bob.pub]),
        Date.now(),
      );
      expect(late).not.toBeNull();
      const keys = keysAt(tablet);
      const opened: string[] = [];
      for (const record of [before, after, ...(late ? [late] : [])]) {
        if (record.start) {
          const start = await read(keys, record.start, record.day);
          if (start.ok && start.value.kind === 'start') {
            for (const ready of start.value.ready) {
              const entry = await openStreamRecord(
                keys,
                ready.day,
                ready.id,
                ready.value,
                options(),
              );
              if (entry.ok && entry.value.kind === 'entry') opened.push(ready.id);
            }
          }
        }
        const entry = await read(keys, record, record.day);
        if (entry.ok && entry.value.kind === 'entry') opened.push(record.id);
      }
      expect(opened).toEqual([after.id]);
    } finally {
      await tablet.close();
    }
  });

  it('end a chain of a private chat once the friend answers, not while I go on alone', async () => {
    // Each device names the chat after the other user, for both of its streams.
    const aliceWrites = streamKeys(secret, alice.pub, atAlice.chains, bob.pub);
    const bobWrites = streamKeys(secret, bob.pub, atBob.chains, alice.pub);
    const entry = (text: string) => ({
      id: `m${++count}`,
      type: 'text',
      ts: Date.now(),
      body: text,
    });
    const chainOf = async () =>
      (await atAlice.chains.next(await aliceWrites.chainStream(), theseReaders([bob.pub]))).header
        .chain;
    const first = await sealStreamRecord(aliceWrites, alice, entry('one'), theseReaders([bob.pub]));
    const mine = await chainOf();
    expect(await chainOf()).toBe(mine);
    // Bob reads Alice's start, which gives him her reply key, and answers.
    const atBobAlice = streamKeys(secret, alice.pub, atBob.chains, alice.pub);
    if (!first.start) throw new Error('no start');
    await read(atBobAlice, first.start, first.day);
    const answer = await sealStreamRecord(bobWrites, bob, entry('two'), theseReaders([alice.pub]));
    if (!answer.start) throw new Error('no start');
    const atAliceBob = streamKeys(secret, bob.pub, atAlice.chains, bob.pub);
    const opened = await read(atAliceBob, answer.start, answer.day);
    expect(opened.ok && opened.value.kind).toBe('start');
    // Within a minute an answer (a receipt, say) does not end the chain; after one it does.
    expect(await chainOf()).toBe(mine);
    aliceAhead += MIN_TURN_MS;
    // Its start was sealed to Alice's reply key too: her key opens it.
    const reply = await read(atAliceBob, answer, answer.day);
    expect(reply.ok && reply.value.kind).toBe('entry');
    // Alice's next record starts a chain sealed to Bob's reply key as well.
    const next = await chainOf();
    expect(next).not.toBe(mine);
    expect(await chainOf()).toBe(next);
  });

  it('share the chain in use with a newcomer, even when it is due to end', async () => {
    const record = await seal([bob.pub]);
    // A week on the chain is due to end at Alice's next record; Mallory joins before it.
    aliceAhead += CHAIN_ROTATION_MS;
    const shared = await sealChainShare(
      keysAt(atAlice),
      alice,
      theseReaders([bob.pub, mallory.pub]),
      Date.now(),
    );
    if (!shared) throw new Error('nothing shared');
    expect(await readAll(atMallory, [record])).toEqual(['waiting']);
    const opened = await read(keysAt(atMallory), shared, shared.day);
    expect(
      opened.ok && opened.value.kind === 'start' && opened.value.ready.map(({ id }) => id),
    ).toEqual([record.id]);
  });

  it('say which records this device wrote itself', async () => {
    const record = await seal([bob.pub]);
    expect(await readAll(atAlice, [record])).toEqual(['own']);
  });
});
