/** Turns what the user sends into the local row and the stream records that carry it. */
import { chunkRecordId } from './chat-ids.ts';
import { fileDataUrl, safeMime, splitFile } from './files.ts';
import { loadOwnMessage, type NewMessage } from '../conversations/message-store.ts';
import type { MessageQuote, OutgoingContent, RoomKeyPair } from '../conversations/message-types.ts';
import { parseQuote } from '../conversations/quote.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import {
  encodeBody,
  isDataUrl,
  MAX_MODEL_CHARS,
  type FeedKeyBody,
  type WireBody,
} from '../streams/bodies.ts';
import { BODY_LIMITS } from '../streams/limits.ts';
import { newMessageId } from '../streams/message-ids.ts';
import { enqueueStatement } from '../streams/outbox-queue.ts';
import type { ChatFriend } from './chat-directory.ts';
import type { ChatErrorCode, ChatMessage } from './chat-types.ts';
import type { PairStreamKeys } from './pair-streams.ts';
import { encodeDraft, sealedItem } from './queue-entry.ts';
import { err, ok, type Result } from '../util/result.ts';

/** How an invitation is stored in its message row: `{"room", "name"}`. */
export const invitationContent = (body: { room: RoomKeyPair; name: string }): string =>
  JSON.stringify({ room: body.room, name: body.name });

/** One record to seal: id, type, time and the JSON body. */
export interface WireMessage {
  readonly id: string;
  readonly type: string;
  readonly ts: number;
  readonly body: string;
}

export interface Outgoing {
  readonly message: NewMessage;
  readonly wires: WireMessage[];
  readonly extra: SqlStatement[];
}

/** A text body, with the writing model when an AI wrote it and the message it answers. */
export function textBody(
  text: string,
  aiModel: string | null | undefined,
  replyTo: MessageQuote | null | undefined,
): WireBody {
  return {
    type: 'text',
    text,
    ...(aiModel ? { aiModel } : {}),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** Why `content` cannot be sent in the chat of `people`, or null when it can. */
function refusalOf(content: OutgoingContent, people: readonly string[]): ChatErrorCode | null {
  switch (content.kind) {
    case 'text': {
      if (content.text.trim().length === 0) return 'empty-message';
      if (content.text.length > BODY_LIMITS.maxTextChars) return 'text-too-long';
      const { replyTo } = content;
      // What the receiver would refuse is refused here: a quote that does not fit this chat.
      if (replyTo && !(parseQuote(replyTo) && people.includes(replyTo.from))) return 'not-found';
      return null;
    }
    case 'image':
      if (!isDataUrl(content.dataUrl, 'image/')) return 'bad-data-url';
      if (content.dataUrl.length > BODY_LIMITS.maxImageChars) return 'image-too-large';
      return null;
    case 'voice':
      if (!isDataUrl(content.dataUrl, 'audio/')) return 'bad-data-url';
      if (content.dataUrl.length > BODY_LIMITS.maxVoiceChars) return 'voice-too-large';
      return null;
    case 'file':
      return content.bytes.length > BODY_LIMITS.maxFileBytes ? 'file-too-large' : null;
    case 'room-invite':
      return null;
  }
}

/** The local row and the records of what the user sends, or why it cannot be sent. */
export function buildOutgoing(
  content: OutgoingContent,
  me: string,
  peer: string,
  chatId: string,
  ts: number,
): Result<Outgoing, ChatErrorCode> {
  const refusal = refusalOf(content, [me, peer]);
  return refusal ? err(refusal) : ok(outgoing(content, me, peer, chatId, ts));
}

function outgoing(
  content: OutgoingContent,
  me: string,
  peer: string,
  chatId: string,
  ts: number,
): Outgoing {
  const msgId = newMessageId();
  const base = {
    chatId,
    msgId,
    sender: me,
    peer,
    timestamp: ts,
    duration: null,
    fileId: null,
    status: 'pending' as const,
    signature: null,
    receivedAt: null,
    aiModel: null,
    replyTo: null,
  };
  const wire = (body: WireBody, id = msgId): WireMessage => ({
    id,
    type: body.type,
    ts,
    body: encodeBody(body),
  });
  switch (content.kind) {
    case 'text': {
      const aiModel = content.aiModel?.trim().slice(0, MAX_MODEL_CHARS) || null;
      const replyTo = content.replyTo ?? null;
      return {
        message: { ...base, kind: 'text', content: content.text, aiModel, replyTo },
        wires: [wire(textBody(content.text, aiModel, replyTo))],
        extra: [],
      };
    }
    case 'image':
      return {
        message: { ...base, kind: 'image', content: content.dataUrl },
        wires: [wire({ type: 'image', image: content.dataUrl })],
        extra: [],
      };
    case 'voice':
      return {
        message: { ...base, kind: 'voice', content: content.dataUrl, duration: content.duration },
        wires: [wire({ type: 'voice', audio: content.dataUrl, duration: content.duration })],
        extra: [],
      };
    case 'room-invite': {
      const body = { type: 'room-invite', room: content.room, name: content.name } as const;
      return {
        message: { ...base, kind: 'room-invite', content: invitationContent(body) },
        wires: [wire(body)],
        extra: [],
      };
    }
    case 'file':
      return buildFile(content, base, wire);
  }
}

function buildFile(
  content: Extract<OutgoingContent, { kind: 'file' }>,
  base: Omit<NewMessage, 'kind' | 'content'>,
  wire: (body: WireBody, id?: string) => WireMessage,
): Outgoing {
  const fileId = newMessageId();
  const chunks = splitFile(content.bytes);
  const mime = safeMime(content.mime);
  const name = content.name.slice(0, 255) || 'file';
  const announce: WireBody = {
    type: 'file',
    fileId,
    name,
    size: content.bytes.length,
    mime,
    chunks: chunks.length,
  };
  return {
    message: { ...base, kind: 'file', content: name, fileId },
    wires: [
      wire(announce),
      ...chunks.map((data, index) =>
        wire({ type: 'file-chunk', fileId, index, data }, chunkRecordId(base.msgId, index)),
      ),
    ],
    extra: [
      {
        sql: `INSERT INTO files (fileId, chatID, sender, fileName, fileSize, fileType, fileUrl,
            timestamp, chunks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          fileId,
          base.chatId,
          base.sender,
          name,
          content.bytes.length,
          mime,
          fileDataUrl(mime, chunks.join('')),
          base.timestamp,
          chunks.length,
        ],
      },
    ],
  };
}

export function retractWire(target: string, ts: number): WireMessage {
  return { id: newMessageId(), type: 'retract', ts, body: encodeBody({ type: 'retract', target }) };
}

export function feedKeyWire(key: Omit<FeedKeyBody, 'type'>, ts: number): WireMessage {
  const body: FeedKeyBody = { type: 'feed-key', ...key };
  return { id: newMessageId(), type: body.type, ts, body: encodeBody(body) };
}

/** The record of a stored text, picture or voice message again: same id, time and body. */
export function storedWire(message: Exclude<ChatMessage, { kind: 'file' | 'leave' }>): WireMessage {
  const body = encodeBody(wireBodyOf(message));
  return { id: message.msgId, type: message.kind, ts: message.timestamp, body };
}

/** The wire body of a stored text, picture or voice message (rebuilding a lost queue item). */
export function wireBodyOf(message: Exclude<ChatMessage, { kind: 'file' | 'leave' }>): WireBody {
  switch (message.kind) {
    case 'text':
      return textBody(message.text, message.aiModel, message.replyTo);
    case 'image':
      return { type: 'image', image: message.dataUrl };
    case 'voice':
      return { type: 'voice', audio: message.dataUrl, duration: message.duration };
    case 'room-invite':
      return { type: 'room-invite', ...message.invitation };
  }
}

/**
 * Outbox rows: sealed now when the friend's key and devices are known, else drafts the outbox
 * seals later.
 */
export async function queueStatements(
  streams: PairStreamKeys,
  me: KeyPair,
  friend: ChatFriend,
  chatId: string,
  wires: readonly WireMessage[],
  now: number,
): Promise<SqlStatement[]> {
  const { epub } = friend;
  const known = epub ? { pub: friend.pub, epub } : null;
  const party = known && (await streams.ready(known)) ? known : null;
  return Promise.all(
    wires.map(async (wire) =>
      party
        ? sealedItem(chatId, friend.pub, await streams.seal(me, party, wire), now)
        : enqueueStatement(
            { id: wire.id, lane: 'chat', chatId, stored: encodeDraft({ ...wire, to: friend.pub }) },
            now,
          ),
    ),
  );
}

/** A queued envelope of the first wire format: the stored message is sealed again from here. */
export async function legacyDraft(
  db: SqlDatabase,
  me: string,
  msgId: string,
): Promise<WireMessage | null> {
  const message = await loadOwnMessage(db, msgId, me);
  if (!message || message.kind === 'file' || message.kind === 'leave') return null;
  return message.status === 'pending' ? storedWire(message) : null;
}
