import { beforeAll, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { keepSession, openKeptSession } from './kept-session.ts';

let pair: KeyPair;
let other: KeyPair;

beforeAll(async () => {
  pair = (await sea.pair()) as KeyPair;
  other = (await sea.pair()) as KeyPair;
});

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('kept session', () => {
  it('opens to the key pair it kept, under a key that cannot be read out', async () => {
    const kept = await keepSession(pair);
    expect(kept.pub).toBe(pair.pub);
    expect(kept.key.extractable).toBe(false);
    await expect(globalThis.crypto.subtle.exportKey('raw', kept.key)).rejects.toThrow();
    expect(text(kept.ciphertext)).not.toContain(pair.priv);
    expect(await openKeptSession(kept)).toEqual({
      pub: pair.pub,
      priv: pair.priv,
      epub: pair.epub,
      epriv: pair.epriv,
    });
  });

  it('does not open under another device key, for another ID, or once changed', async () => {
    const kept = await keepSession(pair);
    const elsewhere = await keepSession(pair);
    expect(await openKeptSession({ ...kept, key: elsewhere.key })).toBeNull();
    expect(await openKeptSession({ ...kept, pub: other.pub })).toBeNull();
    const changed = new Uint8Array(kept.ciphertext);
    changed[0] = (changed[0] ?? 0) ^ 1;
    expect(await openKeptSession({ ...kept, ciphertext: changed })).toBeNull();
  });
});
