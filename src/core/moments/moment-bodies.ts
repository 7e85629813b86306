/**
 * The bodies of feed stream records (PROTOCOL.md "Moments"): a moment, one of its pictures, the
 * author hiding or showing it, and its deletion. Checked field by field on receipt: a friend's
 * client may be modified.
 */
import { isDataUrl } from '../chat/bodies.ts';
import { jsonObject } from '../util/json.ts';
import { MOMENT_LIMITS, MomentError } from './moment-types.ts';

export interface ForwardBody {
  readonly author: string;
  readonly id: string;
  readonly text: string;
  readonly images: readonly string[];
  readonly ts: number;
}

export type FeedBody =
  | {
      readonly type: 'moment';
      readonly text: string;
      readonly images: number;
      readonly forward?: ForwardBody;
    }
  | {
      readonly type: 'moment-image';
      readonly moment: string;
      readonly index: number;
      readonly image: string;
    }
  | { readonly type: 'moment-hidden'; readonly moment: string; readonly hidden: boolean }
  | { readonly type: 'moment-delete'; readonly moment: string };

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

function parseForward(value: unknown): ForwardBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { author, id, text, images, ts } = value as Record<string, unknown>;
  if (typeof author !== 'string' || author.length === 0 || author.length > MAX_PUB_CHARS)
    return null;
  if (!isId(id) || typeof text !== 'string' || text.length > MOMENT_LIMITS.maxTextChars)
    return null;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) return null;
  if (!Array.isArray(images) || images.length > MOMENT_LIMITS.originalCardImages) return null;
  if (!images.every(isMomentImage)) return null;
  return { author, id, text, images, ts };
}

/** The body of an opened feed record, or null when it does not fit its type. */
export function parseFeedBody(type: string, json: string): FeedBody | null {
  const b = jsonObject(json);
  if (!b) return null;
  switch (type) {
    case 'moment': {
      const { text, images, forward } = b;
      if (typeof text !== 'string' || text.length > MOMENT_LIMITS.maxTextChars) return null;
      if (!isIndex(images, MOMENT_LIMITS.maxImages + 1)) return null;
      if (forward === undefined) return { type, text, images };
      const original = parseForward(forward);
      return original ? { type, text, images, forward: original } : null;
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
    default:
      return null;
  }
}

/** What the user posts, checked as the spec says (PNG, JPEG, WebP pictures, compressed). */
export function checkedPost(text: string, images: readonly string[]): { text: string } {
  const trimmed = text.trim();
  if (trimmed === '' && images.length === 0) throw new MomentError('empty-moment');
  if (trimmed.length > MOMENT_LIMITS.maxTextChars) throw new MomentError('text-too-long');
  if (images.length > MOMENT_LIMITS.maxImages) throw new MomentError('too-many-images');
  for (const image of images) {
    if (!isDataUrl(image, 'image/')) throw new MomentError('bad-image');
    if (image.length > MOMENT_LIMITS.maxImageChars) throw new MomentError('image-too-large');
  }
  return { text: trimmed };
}
