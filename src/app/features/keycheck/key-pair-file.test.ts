import { describe, expect, it } from 'vitest';
import { keyPairFileName } from './key-pair-file.ts';

describe('keyPairFileName', () => {
  it('names the file after the first 8 characters of the ID', () => {
    expect(keyPairFileName('Ab_-12345678.xyz')).toBe('meshtalk-keypair-Ab_-1234.json');
  });
});
