import { describe, expect, it } from 'vitest';
import { passphraseStrength } from './passphrase-strength.ts';

describe('passphraseStrength', () => {
  it.each([
    ['', 'too-short'],
    ['Ab1!xyz', 'too-short'],
    ['password', 'weak'],
    ['aaaaaaaaaaaaaaaa', 'weak'],
    ['Tr0ub4dor&3', 'fair'],
    ['correct horse battery staple', 'strong'],
    ['紫色的大象骑着自行车', 'fair'],
  ])('rates %j as %s', (passphrase, strength) => {
    expect(passphraseStrength(passphrase)).toBe(strength);
  });
});
