/**
 * The bodies of room stream records (PROTOCOL.md "Rooms"): the messages a private chat also has
 * (text, picture, voice; checked by the chat's own rules) and the room's own: a member's leave
 * notice, the retraction of one of the writer's own messages, and the clear vote's proposal, votes
 * and signal.
 */
import type { OutgoingContent } from '../conversations/message-types.ts';
import { isDataUrl, parseBody, type WireBody } from '../streams/bodies.ts';
import { BODY_LIMITS } from '../streams/limits.ts';
import { jsonObject } from '../util/json.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { RoomErrorCode } from './room-types.ts';

export type RoomMessageBody = Extract<WireBody, { type: 'text' | 'image' | 'voice' }>;

export type RoomBody =
  | RoomMessageBody
  | { readonly type: 'leave' }
  | { readonly type: 'retract'; readonly target: string }
  | { readonly type: 'clear-propose'; readonly proposal: string }
  | { readonly type: 'clear-vote'; readonly proposal: string; readonly agree: boolean }
  | { readonly type: 'clear'; readonly proposal: string };

const isProposal = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 128;

/** The body of an opened room record, or null when it does not fit its type. */
export function parseRoomBody(type: string, json: string): RoomBody | null {
  switch (type) {
    case 'text':
    case 'image':
    case 'voice': {
      const body = parseBody(type, json);
      return body && (body.type === 'text' || body.type === 'image' || body.type === 'voice')
        ? body
        : null;
    }
    case 'leave':
      return jsonObject(json) ? { type } : null;
    case 'retract': {
      const body = parseBody(type, json);
      return body?.type === 'retract' ? body : null;
    }
    case 'clear-propose':
    case 'clear': {
      const proposal = jsonObject(json)?.['proposal'];
      return isProposal(proposal) ? { type, proposal } : null;
    }
    case 'clear-vote': {
      const b = jsonObject(json);
      return b && isProposal(b['proposal']) && typeof b['agree'] === 'boolean'
        ? { type, proposal: b['proposal'], agree: b['agree'] }
        : null;
    }
    default:
      return null;
  }
}

/**
 * A reply may quote only a message of its own room: one written by the writer or by a member this
 * device's roster names (one who left included). A quote naming anyone else is dropped, the
 * message is kept: it cannot put words in the mouth of someone outside the room.
 */
export function withinRoom<B extends RoomBody>(
  body: B,
  writer: string,
  members: ReadonlySet<string>,
): B {
  if (body.type !== 'text' || !body.replyTo) return body;
  const { from } = body.replyTo;
  if (from === writer || members.has(from)) return body;
  const { text, aiModel } = body;
  return { type: 'text', text, ...(aiModel === undefined ? {} : { aiModel }) } as B;
}

/** The record body of what the user sends to a room, checked as the chat checks it. */
export function messageBody(content: OutgoingContent): Result<RoomMessageBody, RoomErrorCode> {
  switch (content.kind) {
    case 'text': {
      const text = content.text.trim();
      if (text === '') return err('empty-message');
      if (text.length > BODY_LIMITS.maxTextChars) return err('text-too-long');
      return ok({ type: 'text', text, ...(content.replyTo ? { replyTo: content.replyTo } : {}) });
    }
    case 'image':
      if (!isDataUrl(content.dataUrl, 'image/')) return err('bad-data-url');
      if (content.dataUrl.length > BODY_LIMITS.maxImageChars) return err('image-too-large');
      return ok({ type: 'image', image: content.dataUrl });
    case 'voice':
      if (!isDataUrl(content.dataUrl, 'audio/')) return err('bad-data-url');
      if (content.dataUrl.length > BODY_LIMITS.maxVoiceChars) return err('voice-too-large');
      return ok({ type: 'voice', audio: content.dataUrl, duration: content.duration });
    case 'file':
    case 'room-invite':
      return err('bad-data-url');
  }
}

/** What a stored message row holds of a body. */
export const contentOf = (body: RoomMessageBody | { readonly type: 'leave' }): string => {
  switch (body.type) {
    case 'text':
      return body.text;
    case 'image':
      return body.image;
    case 'voice':
      return body.audio;
    case 'leave':
      return '';
  }
};
