import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPair } from '../../../test/chat/support/chat-user.ts';
import {
  knowsDevicesOf,
  startDevice,
  type TestDevice,
} from '../../../test/support/device-chains.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import { sealAtDay } from '../../../test/streams/support/forge.ts';
import { paddedLength } from '../protocol/padding.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { pairSecret } from '../protocol/key-agreement.ts';
import { signRecord } from '../protocol/signed-record.ts';
import { dayBefore, dayKeyOf, monthsBetween } from './days.ts';
import {
  openStreamRecord,
  recordPath,
  sealStreamRecord,
  type SealedRecord,
} from './sealed-record.ts';
import { streamKeys, type StreamKeys } from './stream-keys.ts';
import { theseReaders } from './record-chains.ts';

let alice: KeyPair;
let bob: KeyPair;
let mallory: KeyPair;
/** One device each: Alice's seals, Bob's opens. */
let atAlice: TestDevice;
let atBob: TestDevice;
/** Alice's stream to Bob, as Alice and as Bob derive it; and Bob's stream to Alice. */
let aliceToBob: StreamKeys;
let aliceToBobAtBob: StreamKeys;
let bobToAlice: StreamKeys;

const TS = Date.UTC(2026, 10, 25, 12);
const DAY = dayKeyOf(TS);
const options = { now: TS, maxSkewMs: 5 * 60_000 };
const entry = { id: 'm1', type: 'text', ts: TS, body: '{"text":"hi Bob"}' };

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([newPair(), newPair(), newPair()]);
  const network = new MemoryNetwork();
  atAlice = await startDevice(network.graphFor(alice.pub), alice);
  atBob = await startDevice(network.graphFor(bob.pub), bob);
  await knowsDevicesOf(atAlice, [bob.pub]);
  aliceToBob = streamKeys(await pairSecret(alice, bob.epub), alice.pub, atAlice.chains);
  aliceToBobAtBob = streamKeys(await pairSecret(bob, alice.epub), alice.pub, atBob.chains);
  bobToAlice = streamKeys(await pairSecret(bob, alice.epub), bob.pub, atBob.chains);
});

afterAll(async () => {
  await atAlice.close();
  await atBob.close();
});

const seal = (keys: StreamKeys, writer: KeyPair, sealed: typeof entry & { to?: string }) =>
  sealStreamRecord(keys, writer, sealed, theseReaders([bob.pub]));

/** Opens a record as its reader would: the chain's start it carries first, then the record. */
async function open(keys: StreamKeys, record: SealedRecord, raw: unknown = record.json) {
  if (record.start) {
    await openStreamRecord(keys, record.day, record.start.id, record.start.json, options);
  }
  const result = await openStreamRecord(keys, record.day, record.id, raw, options);
  if (!result.ok) return result;
  return result.value.kind === 'entry' ? { ok: true, value: result.value.entry } : result;
}

describe('sealed stream records', () => {
  it('open for the other party with every field, and show nothing but the id', async () => {
    const record = await seal(aliceToBob, alice, { ...entry, to: bob.pub });
    expect(await open(aliceToBobAtBob, record)).toEqual({
      ok: true,
      value: { ...entry, to: bob.pub },
    });
    const wire = JSON.parse(record.json) as Record<string, unknown>;
    expect(Object.keys(wire).sort()).toEqual(['sig', 'v', 'value']);
    for (const hidden of ['hi Bob', bob.pub, alice.pub, 'text', String(TS)]) {
      expect(record.json).not.toContain(hidden);
    }
  });

  it('use a label per direction and per day that nobody else can link to the pair', async () => {
    const day = await aliceToBob.nodeTag(DAY);
    expect(day).toBe(await aliceToBobAtBob.nodeTag(DAY));
    expect(day).not.toBe(await bobToAlice.nodeTag(DAY));
    expect(day).not.toBe(await aliceToBob.nodeTag(dayBefore(DAY)));
    expect(day).not.toBe(await aliceToBob.indexTag(DAY.slice(0, 6)));
    const withMallory = streamKeys(
      await pairSecret(alice, mallory.epub),
      alice.pub,
      atAlice.chains,
    );
    expect(day).not.toBe(await withMallory.nodeTag(DAY));
    expect(day).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('pad bodies to size buckets, so lengths say little', async () => {
    const sizes = await Promise.all(
      ['a', 'a'.repeat(100), 'a'.repeat(200)].map(async (text) => {
        const record = await seal(aliceToBob, alice, { ...entry, body: text });
        return record.json.length;
      }),
    );
    expect(new Set(sizes).size).toBe(1);
    expect([1, 512, 513, 70_000].map(paddedLength)).toEqual([512, 512, 2_048, 81_920]);
  });

  it('refuse a record moved to another id, day or stream, altered, re-signed or from the future', async () => {
    const record = await seal(aliceToBob, alice, entry);
    const wire = JSON.parse(record.json) as { v: number; value: string; sig: string };
    const path = recordPath(record.node, record.id);
    const reject = async (result: Promise<unknown>, error: string) =>
      expect(await result).toEqual({ ok: false, error });
    await reject(
      openStreamRecord(aliceToBobAtBob, DAY, 'm2', record.json, options),
      'bad-signature',
    );
    await reject(
      openStreamRecord(aliceToBobAtBob, dayBefore(DAY), 'm1', record.json, options),
      'bad-signature',
    );
    // Bob cannot pass his own record off as Alice's, even with a signature of his own.
    await reject(open(bobToAlice, record), 'bad-signature');
    const box = wire.value;
    const flipped = box.slice(0, -2) + (box.at(-2) === 'A' ? 'B' : 'A') + box.slice(-1);
    await reject(
      open(aliceToBobAtBob, record, JSON.stringify({ ...wire, value: flipped })),
      'bad-signature',
    );
    const resigned = await signRecord(mallory, path, box);
    await reject(open(aliceToBobAtBob, record, resigned), 'bad-signature');
    // Signed by Alice, but sealed with another stream's key.
    const foreign = await seal(
      streamKeys(await pairSecret(alice, mallory.epub), alice.pub, atAlice.chains),
      alice,
      entry,
    );
    const moved = JSON.parse(foreign.json) as { value: string };
    await reject(
      open(aliceToBobAtBob, record, await signRecord(alice, path, moved.value)),
      'undecryptable',
    );
    const late = await seal(aliceToBob, alice, { ...entry, ts: TS + 3_600_000 });
    await reject(open(aliceToBobAtBob, late), 'from-the-future');
    for (const junk of [null, 7]) await reject(open(aliceToBobAtBob, record, junk), 'malformed');
    for (const junk of ['{', '{"v":1}', JSON.stringify({ v: 1, value: 5, sig: 'x' })]) {
      await reject(open(aliceToBobAtBob, record, junk), 'bad-signature');
    }
  });

  it('refuse a record whose sealed time falls on another day than its node', async () => {
    // A writer who seals yesterday's time into today's node, properly signed and sealed there.
    const inner = { type: 'text', ts: TS - 86_400_000, body: '{}' };
    const { json: raw } = await sealAtDay(aliceToBob, alice, DAY, 'm1', inner);
    expect(await openStreamRecord(aliceToBobAtBob, DAY, 'm1', raw, options)).toEqual({
      ok: false,
      error: 'wrong-day',
    });
  });
});

describe('stream days', () => {
  it('list the months from one day to another', () => {
    expect(monthsBetween('20251130', '20260201')).toEqual(['202511', '202512', '202601', '202602']);
    expect(monthsBetween('20260105', '20260131')).toEqual(['202601']);
  });
});
