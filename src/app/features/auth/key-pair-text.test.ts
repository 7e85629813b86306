import { describe, expect, it } from 'vitest';
import { checkImportForm, describeKeyPairText, readKeyPairFile } from './key-pair-text.ts';

const sealed = {
  v: 1,
  kdf: 'PBKDF2-SHA256',
  iterations: 310_000,
  salt: 'AA==',
  iv: 'AA==',
  ciphertext: 'AA==',
};
const exportText = JSON.stringify({ meshtalk: 'keypair', pub: 'p', sealed });
const plainText = JSON.stringify({ pub: 'a', priv: 'b', epub: 'c', epriv: 'd' });

describe('describeKeyPairText', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    [exportText, 'encrypted-export'],
    [plainText, 'plain'],
    ['{"pub":"a"}', 'plain'],
    ['not json', 'unrecognised'],
    ['[1,2]', 'unrecognised'],
    ['"text"', 'unrecognised'],
  ])('reads %j as %s', (text, kind) => {
    expect(describeKeyPairText(text)).toBe(kind);
  });
});

describe('checkImportForm', () => {
  const form = (text: string, password: string, confirmation = password, passphrase = '') => ({
    text,
    passphrase,
    password,
    confirmation,
  });

  it("asks for the key pair, the password and an export's passphrase", () => {
    expect(checkImportForm(form('', 'secret-password'))).toEqual({ ok: false, error: 'empty' });
    expect(checkImportForm(form(plainText, ''))).toEqual({ ok: false, error: 'empty' });
    expect(checkImportForm(form(exportText, 'long enough'))).toEqual({
      ok: false,
      error: 'empty',
    });
  });

  it.each([
    ['a plain pair', plainText, ''],
    ['an export', exportText, 'file passphrase'],
  ])('applies the new-password rules to %s', (_kind, text, passphrase) => {
    expect(checkImportForm(form(text, 'short', 'short', passphrase))).toEqual({
      ok: false,
      error: 'password-too-short',
    });
    expect(checkImportForm(form(text, 'long enough', 'different', passphrase))).toEqual({
      ok: false,
      error: 'password-mismatch',
    });
    expect(checkImportForm(form(text, 'long enough', 'long enough', passphrase)).ok).toBe(true);
  });

  it('leaves unreadable text for core to judge', () => {
    expect(checkImportForm(form('not json', 'x', '')).ok).toBe(true);
  });
});

describe('readKeyPairFile', () => {
  it('reads a small file and refuses a large one', async () => {
    expect(await readKeyPairFile(new Blob([plainText]))).toEqual({ ok: true, value: plainText });
    expect(await readKeyPairFile(new Blob(['x'.repeat(64 * 1024 + 1)]))).toEqual({
      ok: false,
      error: 'file-too-large',
    });
  });

  it('reports a file that cannot be read', async () => {
    const broken = { size: 10, text: () => Promise.reject(new Error('gone')) } as unknown as Blob;
    expect(await readKeyPairFile(broken)).toEqual({ ok: false, error: 'file-unreadable' });
  });
});
