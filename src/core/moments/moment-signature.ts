/**
 * The author's own signature over a moment (PROTOCOL.md "Moments"): over its author, id, time,
 * text and the SHA-256 of each of its pictures. It travels sealed in the moment's body, and a
 * forward carries it with the original, so every reader of a forward checks the original against
 * its author's key: a forwarder can neither change her words nor make up a moment of hers.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { contentKey } from '../protocol/content-address.ts';
import { signFields, verifyFields } from '../protocol/signature.ts';

const PURPOSE = 'meshtalk/v1/moment';
const MAX_SIG_CHARS = 200;

/** What the author signs. */
export interface SignedMoment {
  readonly author: string;
  readonly id: string;
  readonly ts: number;
  readonly text: string;
  /** The SHA-256 (lower-case hex) of each picture, in order. */
  readonly hashes: readonly string[];
}

export const isImageHash = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

export const isSignature = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_SIG_CHARS;

export const imageHashes = (images: readonly string[]): Promise<string[]> =>
  Promise.all(images.map((image) => contentKey(image)));

const fields = (moment: SignedMoment) => ({
  purpose: PURPOSE,
  author: moment.author,
  id: moment.id,
  ts: moment.ts,
  text: moment.text,
  hashes: [...moment.hashes],
});

export async function signMoment(
  moment: SignedMoment,
  author: Pick<KeyPair, 'pub' | 'priv'>,
): Promise<string> {
  if (moment.author !== author.pub) throw new Error('a moment is signed by its author');
  return signFields(fields(moment), author);
}

/** Whether `sig` is the moment's author's signature over exactly this moment. */
export function verifyMoment(moment: SignedMoment, sig: unknown): Promise<boolean> {
  return verifyFields(fields(moment), sig, moment.author);
}

/**
 * Whether a forward's original is as its author signed it: the signature verifies, and each
 * picture carried is one of hers, in her order.
 */
export async function verifyOriginal(
  original: SignedMoment & { readonly images: readonly string[] },
  sig: unknown,
): Promise<boolean> {
  if (!(await verifyMoment(original, sig))) return false;
  let next = 0;
  for (const hash of await imageHashes(original.images)) {
    const at = original.hashes.indexOf(hash, next);
    if (at < 0) return false;
    next = at + 1;
  }
  return true;
}
