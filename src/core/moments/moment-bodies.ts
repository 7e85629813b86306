/**
 * The bodies of feed stream records (PROTOCOL.md "Moments"): a moment, one of its pictures, the
 * author hiding or showing it, its deletion, and the writer's talk on a moment of anyone's. Checked
 * field by field on receipt: a friend's client may be modified.
 */
import { isDataUrl } from '../streams/bodies.ts';
import { jsonObject, jsonValue } from '../util/json.ts';
import type { MomentRow, StoredMoment } from './moment-store.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { imageHashes, isImageHash, isSignature, signMoment } from './moment-signature.ts';
import { MOMENT_LIMITS, type ForwardBody, type MomentErrorCode } from './moment-types.ts';
import { err, ok, type Result } from '../util/result.ts';
import { isTalkNode, MAX_TALK_VALUE_CHARS } from './talk.ts';

export type FeedBody =
  | {
      readonly type: 'moment';
      readonly text: string;
      readonly images: number;
      /**
       * The SHA-256 of each picture, in order, and the author's signature over the moment, which
       * lets it be forwarded (moment-signature.ts); both absent in moments written before them.
       */
      readonly hashes?: readonly string[];
      readonly sig?: string;
      readonly forward?: ForwardBody;
    }
  | {
      readonly type: 'moment-image';
      readonly moment: string;
      readonly index: number;
      readonly image: string;
    }
  | { readonly type: 'moment-hidden'; readonly moment: string; readonly hidden: boolean }
  | { readonly type: 'moment-delete'; readonly moment: string }
  /**
   * A like, comment or forward of mine on a moment (mine or a friend's): sealed again for the
   * moment's talk node `node`, which only holders of that moment's epoch key can name or open.
   */
  | { readonly type: 'talk'; readonly node: string; readonly entry: string };

const MAX_ID_CHARS = 128;
const MAX_PUB_CHARS = 200;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_CHARS;
const isIndex = (value: unknown, below: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < below;
export const isMomentImage = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= MOMENT_LIMITS.maxImageChars &&
  isDataUrl(value, 'image/');

export const isHashList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MOMENT_LIMITS.maxImages && value.every(isImageHash);

export function parseForward(value: unknown): ForwardBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { author, id, text, images, ts, hashes, sig } = value as Record<string, unknown>;
  if (typeof author !== 'string' || author.length === 0 || author.length > MAX_PUB_CHARS)
    return null;
  if (!isId(id) || typeof text !== 'string' || text.length > MOMENT_LIMITS.maxTextChars)
    return null;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) return null;
  if (!isHashList(hashes) || !isSignature(sig)) return null;
  if (!Array.isArray(images) || images.length > MOMENT_LIMITS.originalCardImages) return null;
  if (images.length > hashes.length || !images.every(isMomentImage)) return null;
  return { author, id, text, images, ts, hashes, sig };
}

/** The body of an opened feed record, or null when it does not fit its type. */
export function parseFeedBody(type: string, json: string): FeedBody | null {
  const b = jsonObject(json);
  if (!b) return null;
  switch (type) {
    case 'moment': {
      const { text, images, hashes, sig, forward } = b;
      if (typeof text !== 'string' || text.length > MOMENT_LIMITS.maxTextChars) return null;
      if (!isIndex(images, MOMENT_LIMITS.maxImages + 1)) return null;
      const unsigned = hashes === undefined && sig === undefined;
      const signed = isHashList(hashes) && hashes.length === images && isSignature(sig);
      if (!unsigned && !signed) return null;
      const moment = { type, text, images, ...(signed ? { hashes, sig } : {}) };
      if (forward === undefined) return moment;
      const original = parseForward(forward);
      return original ? { ...moment, forward: original } : null;
    }
    case 'moment-image':
      return isId(b['moment']) &&
        isIndex(b['index'], MOMENT_LIMITS.maxImages) &&
        isMomentImage(b['image'])
        ? { type, moment: b['moment'], index: b['index'], image: b['image'] }
        : null;
    case 'moment-hidden':
      return isId(b['moment']) && typeof b['hidden'] === 'boolean'
        ? { type, moment: b['moment'], hidden: b['hidden'] }
        : null;
    case 'moment-delete':
      return isId(b['moment']) ? { type, moment: b['moment'] } : null;
    case 'talk': {
      const { node, entry } = b;
      return isTalkNode(node) && typeof entry === 'string' && entry.length <= MAX_TALK_VALUE_CHARS
        ? { type, node, entry }
        : null;
    }
    default:
      return null;
  }
}

/** My moment's body, signed over its id, time, text and pictures, and the row it makes here. */
export async function signedMoment(
  me: Pick<KeyPair, 'pub' | 'priv'>,
  first: { readonly id: string; readonly ts: number },
  text: string,
  images: readonly string[],
  forward?: ForwardBody,
): Promise<{ body: FeedBody; stored: Omit<StoredMoment, 'epoch'> }> {
  const hashes = await imageHashes(images);
  const sig = await signMoment({ author: me.pub, ...first, text, hashes }, me);
  const extra = forward ? { forward } : {};
  return {
    body: { type: 'moment', text, images: images.length, hashes, sig, ...extra },
    stored: { text, images: images.length, ts: first.ts, signed: { sig, hashes }, ...extra },
  };
}

/**
 * The original a forward of `row` carries: as its author signed it, with as many of its first
 * pictures (at most 3) as fit in one record; null when this device has no signature of it.
 */
export function forwardedOriginal(
  row: Pick<MomentRow, 'author' | 'id' | 'text' | 'timestamp' | 'sig' | 'imageHashes'>,
  images: readonly string[],
): ForwardBody | null {
  const hashes = jsonValue(row.imageHashes);
  if (!row.sig || !isHashList(hashes)) return null;
  const carried: string[] = [];
  let chars = 0;
  for (const image of images.slice(0, MOMENT_LIMITS.originalCardImages)) {
    chars += image.length;
    if (chars > MOMENT_LIMITS.forwardImageChars) break;
    carried.push(image);
  }
  const { author, id, text, timestamp: ts, sig } = row;
  return { author, id, text, images: carried, ts, hashes, sig };
}

/** What the user posts, checked as the spec says (PNG, JPEG, WebP pictures, compressed). */
export function checkedPost(
  text: string,
  images: readonly string[],
): Result<{ text: string }, MomentErrorCode> {
  const trimmed = text.trim();
  if (trimmed === '' && images.length === 0) return err('empty-moment');
  if (trimmed.length > MOMENT_LIMITS.maxTextChars) return err('text-too-long');
  if (images.length > MOMENT_LIMITS.maxImages) return err('too-many-images');
  for (const image of images) {
    if (!isDataUrl(image, 'image/')) return err('bad-image');
    if (image.length > MOMENT_LIMITS.maxImageChars) return err('image-too-large');
  }
  return ok({ text: trimmed });
}
