import { beforeAll, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { imageHashes, signMoment, verifyOriginal } from './moment-signature.ts';

const picture = (n: number) => `data:image/jpeg;base64,${btoa(`picture ${n}`)}`;

describe('a moment’s signature, as a forward carries it', () => {
  let alice: KeyPair;
  let mallory: KeyPair;
  const images = [0, 1, 2, 3].map(picture);
  let original: Parameters<typeof verifyOriginal>[0];
  let sig: string;

  beforeAll(async () => {
    [alice, mallory] = (await Promise.all([sea.pair(), sea.pair()])) as [KeyPair, KeyPair];
    const hashes = await imageHashes(images);
    const moment = { author: alice.pub, id: 'm1', ts: 1_000, text: 'my words', hashes };
    sig = await signMoment(moment, alice);
    original = { ...moment, images: images.slice(0, 3) };
  });

  it('verifies the original with some of its pictures, in order', async () => {
    expect(await verifyOriginal(original, sig)).toBe(true);
    expect(
      await verifyOriginal({ ...original, images: [images[1] ?? '', images[3] ?? ''] }, sig),
    ).toBe(true);
    expect(await verifyOriginal({ ...original, images: [] }, sig)).toBe(true);
  });

  it('refuses other words, another id or time, a picture she did not sign, or her order changed', async () => {
    for (const changed of [
      { ...original, text: 'FAKE: I, Alice, am selling my account' },
      { ...original, id: 'no-such-moment' },
      { ...original, ts: 2_000 },
      { ...original, images: [picture(9)] },
      { ...original, images: [images[2] ?? '', images[0] ?? ''] },
      { ...original, hashes: original.hashes.slice(1) },
    ]) {
      expect(await verifyOriginal(changed, sig)).toBe(false);
    }
  });

  it('refuses a signature by anyone but the author', async () => {
    const forged = await signMoment({ ...original, author: mallory.pub }, mallory);
    expect(await verifyOriginal(original, forged)).toBe(false);
    await expect(signMoment(original, mallory)).rejects.toThrow();
  });
});
