import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isStamped,
  letterHead,
  parseInboxSoul,
  STAMP_BITS,
  stampLetter,
  zeroBits,
} from './letter-stamp.ts';
import { sha256, sha256Finish, sha256Midstate } from './sha256.ts';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');
const nodeSha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const encoder = new TextEncoder();
const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAA/20261127';

describe('the synchronous SHA-256', () => {
  it('matches Node’s for every length around the block boundaries, and from a midstate', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000, 3001]) {
      const text = 'é'.repeat(length).slice(0, length);
      expect(hex(sha256(encoder.encode(text)))).toBe(nodeSha256(text));
      const mid = sha256Midstate(encoder.encode(text));
      expect(hex(sha256Finish(mid, encoder.encode('tail"}')))).toBe(nodeSha256(`${text}tail"}`));
    }
  });
});

describe('letter stamps', () => {
  it('give the text a content address with STAMP_BITS zero bits, good for one node only', () => {
    const text = stampLetter(ADDRESS, '"epk":"x","box":"y"');
    const key = nodeSha256(text);
    expect(zeroBits(key)).toBeGreaterThanOrEqual(STAMP_BITS);
    expect(JSON.parse(text)).toMatchObject({ v: 2, inbox: ADDRESS, epk: 'x', box: 'y' });
    expect(isStamped(text, key, ADDRESS)).toBe(true);
    expect(isStamped(text, key, 'BBBBBBBBBBBBBBBBBBBBBB/20261127')).toBe(false);
    const unstamped = `${letterHead(ADDRESS)}"epk":"x","box":"y","stamp":"0"}`;
    const unstampedKey = nodeSha256(unstamped);
    expect(isStamped(unstamped, unstampedKey, ADDRESS)).toBe(zeroBits(unstampedKey) >= STAMP_BITS);
  });

  it('counts leading zero bits of a hex digest', () => {
    expect(zeroBits('f0')).toBe(0);
    expect(zeroBits('7f')).toBe(1);
    expect(zeroBits('0001ff')).toBe(15);
    expect(zeroBits('00')).toBe(8);
  });

  it('names inbox nodes by tag and day only', () => {
    expect(parseInboxSoul(`meshtalk/v2/inbox/${ADDRESS}#`)).toEqual({
      address: ADDRESS,
      day: '20261127',
    });
    for (const soul of [
      'meshtalk/v2/inbox/AAAAAAAAAAAAAAAAAAAAAA#',
      'meshtalk/v2/inbox/AAAAAAAAAAAAAAAAAAAAAA/2026112#',
      'meshtalk/v2/inbox/AAAA/20261127#',
      'meshtalk/v1/inbox/AAAAAAAAAAAAAAAAAAAAAA#',
    ]) {
      expect(parseInboxSoul(soul)).toBeNull();
    }
  });
});
