import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKeyPair } from './keygen.ts';
import { safetyNumber, safetyNumberGroups } from './safety-number.ts';

async function newPub(): Promise<string> {
  const result = await generateKeyPair();
  if (!result.ok) throw new Error(result.error);
  return result.value.pub;
}

/** The format as PROTOCOL.md states it, computed with Node's own hash. */
function documentedHalf(pub: string): string {
  const [x = '', y = ''] = pub.split('.');
  const key = Buffer.concat([
    Buffer.of(4),
    Buffer.from(x, 'base64url'),
    Buffer.from(y, 'base64url'),
  ]);
  let hash = Buffer.concat([Buffer.of(0, 0), key, Buffer.from(pub)]);
  for (let round = 0; round < 5_200; round++) {
    hash = createHash('sha512').update(hash).update(key).digest();
  }
  return [0, 1, 2, 3, 4, 5]
    .map((group) => String(hash.readUIntBE(group * 5, 5) % 100_000).padStart(5, '0'))
    .join('');
}

describe('safetyNumber', () => {
  it('is the same sixty digits on both sides, as documented', async () => {
    const [alice, bob] = await Promise.all([newPub(), newPub()]);
    const seenByAlice = await safetyNumber(alice, bob);
    expect(seenByAlice).toMatch(/^\d{60}$/);
    expect(await safetyNumber(bob, alice)).toBe(seenByAlice);
    expect(seenByAlice).toBe([documentedHalf(alice), documentedHalf(bob)].sort().join(''));
    expect(safetyNumberGroups(seenByAlice ?? '')).toHaveLength(12);
  });

  it('changes when a relay hands over another key for the friend', async () => {
    const [alice, bob, mallory] = await Promise.all([newPub(), newPub(), newPub()]);
    const real = await safetyNumber(alice, bob);
    const swapped = await safetyNumber(alice, mallory);
    expect(swapped).not.toBe(real);
    // Alice's half stays; the friend's half is what differs.
    const halves = (digits: string | null) => [digits?.slice(0, 30), digits?.slice(30)];
    expect(halves(real).filter((part) => halves(swapped).includes(part))).toHaveLength(1);
  });

  it('refuses what is not a public key', async () => {
    const alice = await newPub();
    expect(await safetyNumber(alice, 'not a key')).toBeNull();
    expect(await safetyNumber(`${alice}x`, alice)).toBeNull();
  });
});
