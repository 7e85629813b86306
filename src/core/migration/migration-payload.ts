/**
 * What an export holds (PROTOCOL.md "Migration"): my profile card, my own-state items (friends,
 * blacklist, remarks, pins, hidden and deleted chats, rooms, feed keys), the texts, pictures and
 * voice messages of my private chats and of my rooms, moments (`migration-moments.ts`), and my AI
 * conversations. Read from this device's tables on export; on import every part is checked field
 * by field and what does not fit is left out.
 */
import { asReplyNotice, type ReplyNoticeCode } from '../ai/ai-notices.ts';
import { chatIdOf } from '../chat/chat-ids.ts';
import { roomChatId } from '../rooms/room-store.ts';
import { ID_CHARS, isText, isTime } from './fields.ts';
import { collectMoments, parseMoment, type MigratedMoment } from './migration-moments.ts';
import { loadProfileCard } from '../identity/account-repository.ts';
import type { ProfileCard } from '../identity/user-space.ts';
import { parseProfileCard } from '../identity/profile.ts';
import { parseOwnItem, type OwnItem } from '../own-state/own-item.ts';
import type { Canonical } from '../protocol/canonical.ts';
import type { SqlDatabase, SqlRow } from '../store/sql.ts';
import { jsonObject } from '../util/json.ts';

export const PAYLOAD_VERSION = 1;

/** A message of a private chat (`peer` the friend) or of a room (`peer` the room). */
export interface MigratedMessage {
  readonly peer: string;
  readonly msgId: string;
  readonly sender: string;
  readonly kind: 'text' | 'voice' | 'image';
  readonly content: string;
  readonly timestamp: number;
  readonly duration: number | null;
  readonly status: string;
  readonly aiModel: string | null;
  /** The stored quote's JSON text, checked again on import. */
  readonly replyTo: string | null;
}

export interface MigratedAiConversation {
  readonly id: string;
  readonly title: string;
  readonly lastMessage: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly model: string;
  readonly messageCount: number;
  readonly metadata: string | null;
}

export interface MigratedAiMessage {
  readonly id: string;
  readonly conversationId: string;
  readonly role: 'user' | 'assistant' | 'system';
  readonly content: string;
  readonly thinking: string;
  readonly images: string | null;
  readonly timestamp: number;
  readonly metadata: string | null;
  /** A placeholder reply's code (cancelled, failed …); absent in exports from older versions. */
  readonly notice: ReplyNoticeCode | null;
}

export interface MigrationPayload {
  readonly pub: string;
  readonly exportedAt: number;
  readonly profile: ProfileCard | null;
  readonly own: readonly OwnItem[];
  readonly messages: readonly MigratedMessage[];
  /** Absent from exports of older versions, as `moments` are. */
  readonly roomMessages: readonly MigratedMessage[];
  readonly moments: readonly MigratedMoment[];
  readonly aiConversations: readonly MigratedAiConversation[];
  readonly aiMessages: readonly MigratedAiMessage[];
}

const MESSAGE_KINDS: ReadonlySet<string> = new Set(['text', 'voice', 'image']);
const AI_ROLES: ReadonlySet<string> = new Set(['user', 'assistant', 'system']);

/** Everything of `me` this device holds that a migration carries. */
export async function collectPayload(
  db: SqlDatabase,
  me: string,
  now: number,
): Promise<MigrationPayload> {
  const own = await db.all<SqlRow>(
    'SELECT kind, itemKey AS key, at, removed, data FROM own_state WHERE userPub = ?',
    [me],
  );
  const messages = await db.all<SqlRow & { chatID: string; peer: string }>(
    `SELECT chatID, peer, msgId, sender, type AS kind, content, timestamp, duration, status,
       aiModel, replyTo
     FROM messages WHERE deleted = 0 AND content IS NOT NULL AND peer IS NOT NULL
       AND type IN ('text', 'voice', 'image') ORDER BY id`,
  );
  return {
    pub: me,
    exportedAt: now,
    profile: await loadProfileCard(db, me),
    own: own.flatMap((row) => {
      const item = parseOwnItem(
        JSON.stringify({
          ...row,
          removed: row['removed'] === 1,
          data: typeof row['data'] === 'string' ? (JSON.parse(row['data']) as Canonical) : null,
        }),
      );
      return item ? [item] : [];
    }),
    messages: messagesOf(messages, (peer) => chatIdOf(me, peer)),
    // A device new to a room cannot open what its members wrote before it came.
    roomMessages: messagesOf(messages, roomChatId),
    moments: await collectMoments(db, me),
    aiConversations: (
      await db.all(
        `SELECT id, title, lastMessage, createdAt, updatedAt, model, messageCount, metadata
         FROM ai_conversations ORDER BY createdAt`,
      )
    ).flatMap((row) => parseAiConversation(row) ?? []),
    aiMessages: (
      await db.all(
        `SELECT id, conversationId, role, content, thinking, images, timestamp, metadata, notice
         FROM ai_messages WHERE isStreaming = 0 ORDER BY seq`,
      )
    ).flatMap((row) => parseAiMessage(row) ?? []),
  };
}

/** The rows of the conversations `chatIdOf` names by their peer, as exported. */
const messagesOf = (
  rows: readonly (SqlRow & { chatID: string; peer: string })[],
  chatIdOf: (peer: string) => string,
): MigratedMessage[] =>
  rows
    .filter((row) => row.chatID === chatIdOf(row.peer))
    .flatMap((row) => parseMessage({ ...row, chatID: undefined }) ?? []);

const textOrNull = (value: unknown): value is string | null => value === null || isText(value);

function parseMessage(row: Record<string, unknown>): MigratedMessage | null {
  const { peer, msgId, sender, kind, content, timestamp, duration, status, aiModel, replyTo } = row;
  if (!isText(peer, ID_CHARS) || !isText(msgId, ID_CHARS) || !isText(sender, ID_CHARS)) {
    return null;
  }
  if (!isText(kind) || !MESSAGE_KINDS.has(kind) || !isText(content) || !isTime(timestamp)) {
    return null;
  }
  if (!(duration === null || typeof duration === 'number') || !isText(status, 16)) return null;
  if (!textOrNull(aiModel) || !textOrNull(replyTo)) return null;
  return {
    peer,
    msgId,
    sender,
    kind: kind as MigratedMessage['kind'],
    content,
    timestamp,
    duration,
    status,
    aiModel,
    replyTo,
  };
}

function parseAiConversation(row: Record<string, unknown>): MigratedAiConversation | null {
  const { id, title, lastMessage, createdAt, updatedAt, model, messageCount, metadata } = row;
  if (!isText(id, ID_CHARS) || !isText(title) || !isText(lastMessage) || !isText(model)) {
    return null;
  }
  if (!isTime(createdAt) || !isTime(updatedAt) || !isTime(messageCount) || !textOrNull(metadata)) {
    return null;
  }
  return { id, title, lastMessage, createdAt, updatedAt, model, messageCount, metadata };
}

function parseAiMessage(row: Record<string, unknown>): MigratedAiMessage | null {
  const { id, conversationId, role, content, thinking, images, timestamp, metadata } = row;
  const notice = asReplyNotice(row['notice']);
  if (!isText(id, ID_CHARS) || !isText(conversationId, ID_CHARS)) return null;
  if (!isText(role) || !AI_ROLES.has(role) || !isText(content) || !isText(thinking)) return null;
  if (!textOrNull(images) || !isTime(timestamp) || !textOrNull(metadata)) return null;
  const checkedRole = role as MigratedAiMessage['role'];
  return {
    id,
    conversationId,
    role: checkedRole,
    content,
    thinking,
    images,
    timestamp,
    metadata,
    notice,
  };
}

/** The payload's JSON text (before padding and sealing). */
export const payloadText = (payload: MigrationPayload): string =>
  JSON.stringify({ v: PAYLOAD_VERSION, ...payload });

const list = <T>(value: unknown, parse: (item: Record<string, unknown>) => T | null): T[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = typeof item === 'object' && item !== null ? parse(item as never) : null;
        return parsed ? [parsed] : [];
      })
    : [];

/** The payload in an assembled export, or null unless it is one for `me`. */
export function parsePayload(text: string, me: string): MigrationPayload | null {
  const value = jsonObject(text);
  if (!value || value['v'] !== PAYLOAD_VERSION || value['pub'] !== me) return null;
  const { exportedAt, profile } = value;
  if (!isTime(exportedAt)) return null;
  return {
    pub: me,
    exportedAt,
    profile: profile === null ? null : parseProfileCard(profile as Canonical),
    own: list(value['own'], (item) => parseOwnItem(JSON.stringify(item))),
    messages: list(value['messages'], parseMessage),
    roomMessages: list(value['roomMessages'], parseMessage),
    moments: list(value['moments'], parseMoment),
    aiConversations: list(value['aiConversations'], parseAiConversation),
    aiMessages: list(value['aiMessages'], parseAiMessage),
  };
}
