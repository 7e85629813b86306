/** The letter kinds of PROTOCOL.md "Letter kinds" and their bodies (JSON text inside the seal). */
export const LetterKind = {
  request: 'friend-request',
  accept: 'friend-accept',
  removed: 'friend-removed',
} as const;

export type LetterKindName = (typeof LetterKind)[keyof typeof LetterKind];

export interface RequestBody {
  readonly message: string;
  readonly alias: string;
  readonly avatar: string;
}

export interface AcceptBody {
  readonly requestId: string;
  readonly alias: string;
  readonly avatar: string;
}

/** Bounds for what a stranger may make me store. */
export const MAX_MESSAGE_LENGTH = 1_000;
export const MAX_ALIAS_LENGTH = 100;
export const MAX_AVATAR_LENGTH = 300_000;

function parseObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** An avatar too large or not an image data URL is dropped, not the whole request. */
const avatarOf = (value: unknown): string =>
  typeof value === 'string' && value.length <= MAX_AVATAR_LENGTH && value.startsWith('data:image/')
    ? value
    : '';

export function parseRequestBody(body: string): RequestBody | null {
  const value = parseObject(body);
  if (!value || typeof value['message'] !== 'string') return null;
  return {
    message: text(value['message'], MAX_MESSAGE_LENGTH),
    alias: text(value['alias'], MAX_ALIAS_LENGTH),
    avatar: avatarOf(value['avatar']),
  };
}

export function parseAcceptBody(body: string): AcceptBody | null {
  const value = parseObject(body);
  if (!value || typeof value['requestId'] !== 'string' || value['requestId'] === '') return null;
  return {
    requestId: value['requestId'],
    alias: text(value['alias'], MAX_ALIAS_LENGTH),
    avatar: avatarOf(value['avatar']),
  };
}
