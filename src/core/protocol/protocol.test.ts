import { beforeAll, describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../crypto/base64.ts';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { canonicalJson } from './canonical.ts';
import { contentKey } from './content-address.ts';
import {
  deriveTag,
  forgetSessionKeys,
  letterKey,
  pairSecret,
  secretCount,
} from './key-agreement.ts';
import { encryptText } from './aead.ts';
import { ephemeralAgreementPair, importedKeyCount } from '../crypto/sea-keys.ts';
import { openLetter, sealLetter } from './letter.ts';
import { letterHead } from './letter-stamp.ts';
import { signFields, verifyFields } from './signature.ts';
import { openRecord, signRecord } from './signed-record.ts';

async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('SEA.pair failed');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

let alice: KeyPair;
let bob: KeyPair;
let mallory: KeyPair;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([newPair(), newPair(), newPair()]);
});

describe('canonicalJson', () => {
  it('spells equal records the same whatever their key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [true, null] }, b: 1 }),
    );
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
  });
});

describe('signatures', () => {
  it('verify for the signer and exactly the signed fields', async () => {
    const fields = { id: 'm1', ts: 5, text: 'hello' };
    const sig = await signFields(fields, alice);
    expect(await verifyFields(fields, sig, alice.pub)).toBe(true);
    expect(await verifyFields({ ...fields, text: 'hellO' }, sig, alice.pub)).toBe(false);
    expect(await verifyFields(fields, sig, mallory.pub)).toBe(false);
    expect(await verifyFields(fields, 'not a signature', alice.pub)).toBe(false);
    expect(await verifyFields(fields, sig, 'not-a-key')).toBe(false);
  });

  it('interoperate with SEA: a SEA-verified key pair signs what SEA made', async () => {
    const signedBySea = await sea.sign('probe', alice);
    expect(await sea.verify(signedBySea ?? '', alice.pub)).toBe('probe');
    expect(await verifyFields({ probe: 1 }, await signFields({ probe: 1 }, alice), alice.pub)).toBe(
      true,
    );
  });
});

describe('pair secrets', () => {
  it('are the same on both sides and differ for a third party', async () => {
    const info = 'meshtalk/test';
    const ab = await deriveTag(await pairSecret(alice, bob.epub), info);
    const ba = await deriveTag(await pairSecret(bob, alice.epub), info);
    const am = await deriveTag(await pairSecret(alice, mallory.epub), info);
    expect(ab).toBe(ba);
    expect(ab).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(am).not.toBe(ab);
  });
});

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAA/20261127';

describe('letters', () => {
  const request = {
    kind: 'friend-request',
    id: 'req-1',
    ts: 1_700_000_000_000,
    body: 'Hi, it is Alice',
  };

  it('reveal sender and text only to the recipient', async () => {
    const sealed = await sealLetter(request, alice, bob, ADDRESS);
    expect(sealed).not.toContain(alice.pub);
    expect(sealed).not.toContain('Alice');
    expect(await openLetter(sealed, bob, ADDRESS)).toEqual({
      ok: true,
      value: { ...request, from: alice.pub, fromEpub: alice.epub, to: bob.pub },
    });
    expect(await openLetter(sealed, mallory, ADDRESS)).toEqual({
      ok: false,
      error: 'undecryptable',
    });
    // Read from another node (moved there with a new stamp), it does not open.
    const moved = sealed.replace(
      letterHead(ADDRESS),
      letterHead('BBBBBBBBBBBBBBBBBBBBBB/20261127'),
    );
    expect(await openLetter(moved, bob, 'BBBBBBBBBBBBBBBBBBBBBB/20261127')).toEqual({
      ok: false,
      error: 'undecryptable',
    });
  });

  it('refuse tampering and a letter sealed to Bob claiming another sender', async () => {
    const sealed = JSON.parse(await sealLetter(request, alice, bob, ADDRESS)) as { box: string };
    const tampered = JSON.stringify({
      ...sealed,
      box: sealed.box.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(await openLetter(tampered, bob, ADDRESS)).toEqual({ ok: false, error: 'undecryptable' });
    expect(await openLetter('not json', bob, ADDRESS)).toEqual({ ok: false, error: 'malformed' });
    // Mallory seals a letter that claims to come from Alice, signed with her own key.
    const inner = { ...request, from: alice.pub, fromEpub: alice.epub, to: bob.pub };
    const ephemeral = await ephemeralAgreementPair();
    const box = await encryptText(
      await letterKey(ephemeral, bob.epub, 'mine'),
      JSON.stringify({ ...inner, sig: await signFields(inner, mallory) }),
      canonicalJson({ v: 2, inbox: ADDRESS, epk: ephemeral.epub }),
    );
    const impostor = JSON.stringify({ v: 2, inbox: ADDRESS, epk: ephemeral.epub, box });
    expect(await openLetter(impostor, bob, ADDRESS)).toEqual({ ok: false, error: 'bad-signature' });
  });
});

describe('content addresses', () => {
  it('match what every Gun peer checks for souls containing "#"', async () => {
    const value = 'a sealed letter';
    const hex = await contentKey(value);
    const seaHash = await (
      sea as unknown as {
        work(data: string, pair: null, cb: null, opt: { name: string }): Promise<string>;
      }
    ).work(value, null, null, { name: 'SHA-256' });
    const hexBytes = new Uint8Array(hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
    expect(bytesToBase64(hexBytes)).toBe(seaHash);
    expect(base64ToBytes(seaHash)).toHaveLength(32);
  });
});

describe('signed records', () => {
  it('open only at the place they were signed for, by their owner, unchanged', async () => {
    const alice = await newPair();
    const mallory = await newPair();
    const path = ['chats', 'tag', 'deleted'];
    const text = await signRecord(alice, path, { at: 5 });
    expect(await openRecord(alice.pub, path, text)).toEqual({ at: 5 });
    expect(await openRecord(alice.pub, ['chats', 'other', 'deleted'], text)).toBeUndefined();
    expect(await openRecord(mallory.pub, path, text)).toBeUndefined();
    const altered = JSON.stringify({ ...JSON.parse(text), value: { at: 9 } });
    expect(await openRecord(alice.pub, path, altered)).toBeUndefined();
    const forged = await signRecord(mallory, path, { at: 9 });
    expect(await openRecord(alice.pub, path, forged)).toBeUndefined();
    for (const junk of [null, 7, '', '{', '{"v":2}', JSON.stringify({ v: 1, sig: 'x' })]) {
      expect(await openRecord(alice.pub, path, junk)).toBeUndefined();
    }
  });
});

describe('key caches', () => {
  it('never keep one-time letter keys, and are emptied for the next session', async () => {
    const [alice, bob] = await Promise.all([newPair(), newPair()]);
    await pairSecret(alice, bob.epub);
    const exchange = async (id: string) => {
      const request = { kind: 'friend-request', id, ts: 1, body: '{}' } as const;
      expect(
        (await openLetter(await sealLetter(request, alice, bob, ADDRESS), bob, ADDRESS)).ok,
      ).toBe(true);
    };
    await exchange('first');
    const afterOne = importedKeyCount();
    for (let i = 0; i < 5; i++) await exchange(`more${i}`);
    // The long-term keys are imported once; no letter's ephemeral key stays.
    expect(importedKeyCount()).toBe(afterOne);
    expect(secretCount()).toBeGreaterThan(0);
    forgetSessionKeys();
    expect(importedKeyCount()).toBe(0);
    expect(secretCount()).toBe(0);
  });
});

describe('letter sizes', () => {
  it('say nothing about the kind: a removal notice and a request look alike', async () => {
    const removal = await sealLetter(
      { kind: 'friend-removed', id: 'r1', ts: 1, body: '{}' },
      alice,
      bob,
      ADDRESS,
    );
    const request = await sealLetter(
      {
        kind: 'friend-request',
        id: 'q1',
        ts: 1,
        body: JSON.stringify({ message: 'Hi, it is Alice!' }),
      },
      alice,
      bob,
      ADDRESS,
    );
    expect(removal.length).toBe(request.length);
    expect((await openLetter(request, bob, ADDRESS)).ok).toBe(true);
  });
});
