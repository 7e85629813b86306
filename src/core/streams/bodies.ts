/**
 * The JSON bodies inside stream records (PROTOCOL.md "Record types and bodies"): built for sending
 * and checked field by field on receipt, since a friend's client may be modified.
 */
import type { MessageQuote, RoomKeyPair } from '../conversations/message-types.ts';
import { parseQuote } from '../conversations/quote.ts';
import { jsonObject } from '../util/json.ts';
import { BODY_LIMITS } from './limits.ts';

export type WireBody =
  | { type: 'text'; text: string; aiModel?: string; replyTo?: MessageQuote }
  | { type: 'image'; image: string }
  | { type: 'voice'; audio: string; duration: number }
  | { type: 'file'; fileId: string; name: string; size: number; mime: string; chunks: number }
  | { type: 'file-chunk'; fileId: string; index: number; data: string }
  | { type: 'retract'; target: string }
  | { type: 'room-invite'; room: RoomKeyPair; name: string }
  | { type: 'feed-key'; epoch: string; secret: string; since: number }
  | { type: 'receipt'; ids: string[] };

/** An author's feed key for one epoch, as a friend receives it. */
export type FeedKeyBody = Extract<WireBody, { type: 'feed-key' }>;

/** The JSON text sealed into a record of `body.type` (the type travels beside it). */
export function encodeBody<T extends { readonly type: string }>(body: T): string {
  return JSON.stringify(body, (key, value: unknown) => (key === 'type' ? undefined : value));
}

const isString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 128;

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w=.+-]+)*(;base64)?,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function isDataUrl(value: string, mediaPrefix?: string): boolean {
  return DATA_URL.test(value) && (!mediaPrefix || value.startsWith(`data:${mediaPrefix}`));
}

/** A model name as Ollama spells them (`llama3.2:3b`, `user/model:tag`). */
export const MAX_MODEL_CHARS = 200;

function parseText(b: Record<string, unknown>): WireBody | null {
  const { text, aiModel, replyTo } = b;
  if (!isString(text, BODY_LIMITS.maxTextChars) || text.length === 0) return null;
  // A marker that does not fit refuses the message: a reader must never take it as human-written.
  if (aiModel !== undefined && !(isString(aiModel, MAX_MODEL_CHARS) && aiModel.trim().length > 0))
    return null;
  const quote = replyTo === undefined ? undefined : parseQuote(replyTo);
  if (quote === null) return null;
  return {
    type: 'text',
    text,
    ...(aiModel === undefined ? {} : { aiModel }),
    ...(quote ? { replyTo: quote } : {}),
  };
}

const KEY_FIELDS = ['pub', 'priv', 'epub', 'epriv'] as const;

/** An invitation's room key (checked as a key pair when it is taken) and the room's name. */
function parseInvitation(b: Record<string, unknown>): WireBody | null {
  const room = b['room'];
  if (typeof room !== 'object' || room === null || !isString(b['name'], 100)) return null;
  const fields = room as Record<string, unknown>;
  if (!KEY_FIELDS.every((field) => isString(fields[field], 200))) return null;
  const [pub, priv, epub, epriv] = KEY_FIELDS.map((field) => fields[field] as string);
  if (!pub || !priv || !epub || !epriv) return null;
  return { type: 'room-invite', room: { pub, priv, epub, epriv }, name: b['name'] };
}

/** A feed epoch's id (16 bytes) and secret (32 bytes), base64url (PROTOCOL.md "Moments"). */
const EPOCH_CHARS = 22;
const SECRET_CHARS = 43;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const isKeyText = (value: unknown, chars: number): value is string =>
  typeof value === 'string' && value.length === chars && BASE64URL.test(value);

const maxChunks = Math.ceil(BODY_LIMITS.maxFileBytes / BODY_LIMITS.fileChunkBytes);
const maxChunkChars = Math.ceil(BODY_LIMITS.fileChunkBytes / 3) * 4;

/** The body of an opened record, or null when it does not fit its type. */
export function parseBody(type: string, json: string): WireBody | null {
  const b = jsonObject(json);
  if (!b) return null;
  switch (type) {
    case 'text':
      return parseText(b);
    case 'image':
      return isString(b['image'], BODY_LIMITS.maxImageChars) && isDataUrl(b['image'], 'image/')
        ? { type, image: b['image'] }
        : null;
    case 'voice':
      return isString(b['audio'], BODY_LIMITS.maxVoiceChars) &&
        isDataUrl(b['audio'], 'audio/') &&
        typeof b['duration'] === 'number' &&
        b['duration'] >= 0 &&
        b['duration'] <= 3600
        ? { type, audio: b['audio'], duration: b['duration'] }
        : null;
    case 'file':
      return isId(b['fileId']) &&
        isString(b['name'], 255) &&
        isString(b['mime'], 255) &&
        isCount(b['size'], BODY_LIMITS.maxFileBytes) &&
        isCount(b['chunks'], maxChunks) &&
        b['chunks'] === Math.ceil(b['size'] / BODY_LIMITS.fileChunkBytes)
        ? {
            type,
            fileId: b['fileId'],
            name: b['name'],
            size: b['size'],
            mime: b['mime'],
            chunks: b['chunks'],
          }
        : null;
    case 'file-chunk':
      return isId(b['fileId']) &&
        isCount(b['index'], maxChunks - 1) &&
        isString(b['data'], maxChunkChars) &&
        BASE64.test(b['data'])
        ? { type, fileId: b['fileId'], index: b['index'], data: b['data'] }
        : null;
    case 'retract':
      return isId(b['target']) ? { type, target: b['target'] } : null;
    case 'room-invite':
      return parseInvitation(b);
    case 'feed-key':
      return isKeyText(b['epoch'], EPOCH_CHARS) &&
        isKeyText(b['secret'], SECRET_CHARS) &&
        isCount(b['since'], Number.MAX_SAFE_INTEGER)
        ? { type, epoch: b['epoch'], secret: b['secret'], since: b['since'] }
        : null;
    case 'receipt':
      return Array.isArray(b['ids']) &&
        b['ids'].length <= 10_000 &&
        b['ids'].every((id) => isId(id))
        ? { type, ids: b['ids'] }
        : null;
    default:
      return null;
  }
}
