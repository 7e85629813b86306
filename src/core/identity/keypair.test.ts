import { beforeAll, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { exportKeyPair, parseKeyPairInput } from './keypair.ts';

let pair: KeyPair;
let other: KeyPair;

beforeAll(async () => {
  pair = (await sea.pair()) as KeyPair;
  other = (await sea.pair()) as KeyPair;
});

describe('parseKeyPairInput', () => {
  it('accepts a plain SEA pair and keeps only the four keys', async () => {
    const result = await parseKeyPairInput(JSON.stringify({ ...pair, alias: 'x' }), 'pw');
    expect(result).toEqual({
      ok: true,
      value: { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv },
    });
  });

  it.each([
    ['', 'pw', 'empty'],
    ['not json', 'pw', 'invalid-json'],
    ['42', 'pw', 'invalid-json'],
    ['{"pub":"a","priv":"b","epub":"c"}', 'pw', 'incomplete'],
  ])('refuses %j with %s', async (text, password, error) => {
    expect(await parseKeyPairInput(text, password)).toEqual({ ok: false, error });
  });

  it('refuses malformed keys and a private key that belongs to another public key', async () => {
    const malformed = { ...pair, pub: 'not-a-key' };
    expect(await parseKeyPairInput(JSON.stringify(malformed), 'pw')).toEqual({
      ok: false,
      error: 'invalid-keys',
    });
    const mixed = { ...pair, priv: other.priv };
    expect(await parseKeyPairInput(JSON.stringify(mixed), 'pw')).toEqual({
      ok: false,
      error: 'invalid-keys',
    });
  });

  it('round-trips an encrypted export with its passphrase and refuses a wrong or missing one', async () => {
    const file = await exportKeyPair(pair, 'export passphrase');
    expect(file).not.toContain(pair.priv);
    expect(file).not.toContain(pair.epriv);
    expect(await parseKeyPairInput(file, 'wrong')).toEqual({
      ok: false,
      error: 'wrong-passphrase',
    });
    expect(await parseKeyPairInput(file, '')).toEqual({ ok: false, error: 'empty' });
    const result = await parseKeyPairInput(file, 'export passphrase');
    expect(result.ok && result.value.pub).toBe(pair.pub);
  });
});
