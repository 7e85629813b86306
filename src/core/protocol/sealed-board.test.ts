import { beforeAll, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { encryptText } from './aead.ts';
import { padJson } from './padding.ts';
import {
  boardKeys,
  openBoardEntry,
  sealBoardEntry,
  type BoardKeys,
  type BoardRules,
} from './sealed-board.ts';
import { signFields } from './signature.ts';

interface Note {
  readonly by: string;
  readonly text: string;
  readonly at: number;
}

const rules = (topic: string): BoardRules<Note> => ({
  signer: 'by',
  context: { topic },
  parse: ({ by, text }, at) =>
    typeof by === 'string' && typeof text === 'string' ? { by, text, at } : null,
});

const randomSecret = () =>
  globalThis.crypto.subtle.importKey(
    'raw',
    globalThis.crypto.getRandomValues(new Uint8Array(32)),
    'HKDF',
    false,
    ['deriveBits', 'deriveKey'],
  );

describe('sealed board', () => {
  let alice: KeyPair;
  let bob: KeyPair;
  let secret: CryptoKey;
  let keys: BoardKeys;
  const now = Date.now();
  const clock = { now, maxSkewMs: 5 * 60_000 };
  const note = (by: string, at = now): Note => ({ by, text: 'hi', at });

  beforeAll(async () => {
    const pair = async (): Promise<KeyPair> => (await sea.pair()) as KeyPair;
    [alice, bob] = await Promise.all([pair(), pair()]);
    secret = await randomSecret();
    keys = await boardKeys(secret, 'meshtalk/v1/test/', 'meshtalk/v1/test/a');
  });

  it('derives one soul and key per secret and info, and caches them', async () => {
    expect(keys.soul).toMatch(/^meshtalk\/v1\/test\/[\w-]{22}#$/);
    expect(boardKeys(secret, 'meshtalk/v1/test/', 'meshtalk/v1/test/a')).toBe(
      boardKeys(secret, 'meshtalk/v1/test/', 'meshtalk/v1/test/a'),
    );
    const other = await boardKeys(secret, 'meshtalk/v1/test/', 'meshtalk/v1/test/b');
    expect(other.soul).not.toBe(keys.soul);
    const again = await boardKeys(await randomSecret(), 'meshtalk/v1/test/', 'meshtalk/v1/test/a');
    expect(again.soul).not.toBe(keys.soul);
  });

  it('opens an entry at its board, with its context, signed by its writer', async () => {
    const value = await sealBoardEntry(keys, rules('t'), note(alice.pub), alice);
    expect(await openBoardEntry(keys, rules('t'), value, clock)).toEqual(note(alice.pub));
    // Padded like stream records: the length says little about the text.
    expect(value.length).toBeGreaterThan(600);
    // Another board, another secret, another context, or a changed character: it does not open.
    const elsewhere = await boardKeys(secret, 'meshtalk/v1/test/', 'meshtalk/v1/test/b');
    expect(await openBoardEntry(elsewhere, rules('t'), value, clock)).toBeNull();
    const stranger = await boardKeys(
      await randomSecret(),
      'meshtalk/v1/test/',
      'meshtalk/v1/test/a',
    );
    expect(await openBoardEntry(stranger, rules('t'), value, clock)).toBeNull();
    expect(await openBoardEntry(keys, rules('u'), value, clock)).toBeNull();
    const tampered = value.slice(0, -2) + (value.endsWith('A') ? 'BB' : 'AA');
    expect(await openBoardEntry(keys, rules('t'), tampered, clock)).toBeNull();
    expect(await openBoardEntry(keys, rules('t'), 42, clock)).toBeNull();
    await expect(sealBoardEntry(keys, rules('t'), note(bob.pub), alice)).rejects.toThrow();
  });

  it('refuses an entry signed by someone other than its writer, from the future, or malformed', async () => {
    const forge = async (fields: object, signer: KeyPair, signed: object = fields) => {
      const sig = await signFields({ ...signed, topic: 't' }, signer);
      return encryptText(keys.key, padJson(JSON.stringify({ ...fields, sig })), keys.soul);
    };
    const open = async (value: string) => openBoardEntry(keys, rules('t'), value, clock);
    expect(await open(await forge(note(alice.pub), alice))).toEqual(note(alice.pub));
    expect(await open(await forge(note(bob.pub), alice))).toBeNull();
    expect(await open(await forge(note(alice.pub, now + 5 * 60_000), alice))).not.toBeNull();
    expect(await open(await forge(note(alice.pub, now + 5 * 60_000 + 1), alice))).toBeNull();
    expect(await open(await forge({ ...note(alice.pub), at: 1.5 }, alice))).toBeNull();
    expect(await open(await forge({ ...note(alice.pub), at: '1' }, alice))).toBeNull();
    expect(await open(await forge({ ...note(alice.pub), text: 7 }, alice))).toBeNull();
    // Only the fields the rules read are signed and handed over; others are ignored.
    const extra = { ...note(alice.pub), more: 'x' };
    expect(await open(await forge(extra, alice))).toBeNull();
    expect(await open(await forge(extra, alice, note(alice.pub)))).toEqual(note(alice.pub));
    const notJson = await encryptText(keys.key, padJson('[1]'), keys.soul);
    expect(await open(notJson)).toBeNull();
  });
});
