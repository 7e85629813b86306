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
  it('asks for both the key pair and the password', () => {
    expect(checkImportForm({ text: '', password: 'secret-password', confirmation: '' })).toEqual({
      ok: false,
      error: 'empty',
    });
    expect(checkImportForm({ text: plainText, password: '', confirmation: '' })).toEqual({
      ok: false,
      error: 'empty',
    });
  });

  it('applies the new-password rules to a plain pair only', () => {
    expect(checkImportForm({ text: plainText, password: 'short', confirmation: 'short' })).toEqual({
      ok: false,
      error: 'password-too-short',
    });
    expect(
      checkImportForm({ text: plainText, password: 'long enough', confirmation: 'different' }),
    ).toEqual({
      ok: false,
      error: 'password-mismatch',
    });
    expect(
      checkImportForm({ text: plainText, password: 'long enough', confirmation: 'long enough' }).ok,
    ).toBe(true);
    expect(checkImportForm({ text: exportText, password: 'x', confirmation: '' }).ok).toBe(true);
  });

  it('leaves unreadable text for core to judge', () => {
    expect(checkImportForm({ text: 'not json', password: 'x', confirmation: '' }).ok).toBe(true);
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
