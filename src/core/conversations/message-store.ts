/** SQL for messages of every conversation and their previews: rows, inserts, lookups. */
import type { SqlCondition, SqlDatabase, SqlStatement, SqlValue } from '../store/sql.ts';
import { messageItems, removeStatement } from '../streams/outbox-queue.ts';
import type {
  ChatMessage,
  MessageKind,
  MessageStatus,
  MessageQuote,
  RoomInvitation,
} from './message-types.ts';
import { previewText } from './preview.ts';
import { storedQuote } from './quote.ts';
import { jsonObject } from '../util/json.ts';

export interface MessageRow {
  [key: string]: SqlValue;
  id: number;
  chatID: string;
  msgId: string;
  sender: string;
  peer: string | null;
  type: string;
  content: string | null;
  timestamp: number;
  duration: number | null;
  status: string;
  error: string | null;
  fileId: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileType: string | null;
  fileReady: number | null;
  aiModel: string | null;
  replyTo: string | null;
}

export const MESSAGE_SELECT = `
  SELECT m.id, m.chatID, m.msgId, m.sender, m.peer, m.type, m.content, m.timestamp, m.duration,
    m.status, m.error, m.fileId, f.fileName, f.fileSize, f.fileType,
    (f.fileUrl IS NOT NULL) AS fileReady, m.aiModel, m.replyTo
  FROM messages m LEFT JOIN files f ON f.fileId = m.fileId`;

export function toMessage(row: MessageRow, me: string): ChatMessage {
  const mine = row.sender === me;
  const base = {
    msgId: row.msgId,
    chatId: row.chatID,
    peer: row.peer ?? (mine ? '' : row.sender),
    sender: row.sender,
    mine,
    timestamp: row.timestamp,
    status: row.status as MessageStatus,
    error: row.error,
  };
  switch (row.type) {
    case 'leave':
      return { ...base, kind: 'leave' };
    case 'room-invite': {
      const invitation = storedInvitation(row.content);
      return invitation
        ? { ...base, kind: 'room-invite', invitation }
        : { ...base, kind: 'text', text: '' };
    }
    case 'image':
      return { ...base, kind: 'image', dataUrl: row.content ?? '' };
    case 'voice':
      return { ...base, kind: 'voice', dataUrl: row.content ?? '', duration: row.duration ?? 0 };
    case 'file':
      return {
        ...base,
        kind: 'file',
        file: {
          fileId: row.fileId ?? '',
          name: row.fileName ?? row.content ?? '',
          size: row.fileSize ?? 0,
          mime: row.fileType ?? 'application/octet-stream',
          complete: row.fileReady === 1,
        },
      };
    default: {
      const replyTo = storedQuote(row.replyTo);
      return {
        ...base,
        kind: 'text',
        text: row.content ?? '',
        ...(row.aiModel === null ? {} : { aiModel: row.aiModel }),
        ...(replyTo ? { replyTo } : {}),
      };
    }
  }
}

/** An invitation as stored (`{"room", "name"}`), or null when the row holds something else. */
function storedInvitation(content: string | null): RoomInvitation | null {
  const value = jsonObject(content);
  const room = value?.['room'] as RoomInvitation['room'] | undefined;
  const name = value?.['name'];
  return room && typeof room === 'object' && typeof name === 'string' ? { room, name } : null;
}

/** Where a message is: ids are unique per conversation and sender, not across them. */
export interface MessageKey {
  readonly chatId: string;
  readonly sender: string;
  readonly msgId: string;
}

export async function loadMessage(
  db: SqlDatabase,
  key: MessageKey,
  me: string,
): Promise<ChatMessage | null> {
  const rows = await db.all<MessageRow>(
    `${MESSAGE_SELECT} WHERE m.chatID = ? AND m.sender = ? AND m.msgId = ?`,
    [key.chatId, key.sender, key.msgId],
  );
  return rows[0] ? toMessage(rows[0], me) : null;
}

/** One of my own messages, found by its id alone (the id is mine, so it names one message). */
export async function loadOwnMessage(
  db: SqlDatabase,
  msgId: string,
  me: string,
): Promise<ChatMessage | null> {
  const rows = await db.all<MessageRow>(
    `${MESSAGE_SELECT} WHERE m.msgId = ? AND m.sender = ? LIMIT 1`,
    [msgId, me],
  );
  return rows[0] ? toMessage(rows[0], me) : null;
}

export interface NewMessage {
  readonly chatId: string;
  readonly msgId: string;
  readonly sender: string;
  readonly peer: string;
  readonly kind: MessageKind;
  readonly content: string;
  readonly timestamp: number;
  readonly duration: number | null;
  readonly fileId: string | null;
  readonly status: MessageStatus;
  readonly signature: string | null;
  readonly receivedAt: number | null;
  /** The model that wrote a text (auto-reply), else null. */
  readonly aiModel: string | null;
  /** The message a text answers, else null. */
  readonly replyTo: MessageQuote | null;
}

const ALWAYS: SqlCondition = { sql: '1', params: [] };

/**
 * Stores a message unless its id is already there (the receiver's deduplication), and only while
 * `onlyIf` holds.
 */
export function insertMessage(m: NewMessage, onlyIf: SqlCondition = ALWAYS): SqlStatement {
  return {
    sql: `INSERT INTO messages (chatID, msgId, sender, peer, type, content, timestamp, duration,
        fileId, status, isSending, sent, signature, receivedAt, aiModel, replyTo)
      SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}
      ON CONFLICT (chatID, sender, msgId) DO NOTHING`,
    params: [
      m.chatId,
      m.msgId,
      m.sender,
      m.peer,
      m.kind,
      m.content,
      m.timestamp,
      m.duration,
      m.fileId,
      m.status,
      m.status === 'pending' ? 1 : 0,
      m.status === 'sent' ? 1 : 0,
      m.signature,
      m.receivedAt,
      m.aiModel,
      m.replyTo && JSON.stringify(m.replyTo),
      ...onlyIf.params,
    ],
  };
}

/**
 * Moves the chat's preview to this message unless a newer one is shown; `hasNew` marks it unread
 * and a new message un-hides the chat (spec: visible if not hidden or has new). Only while
 * `onlyIf` holds.
 */
export function previewStatements(
  m: NewMessage,
  hasNew: boolean,
  onlyIf: SqlCondition = ALWAYS,
): SqlStatement[] {
  const text = previewText(m.kind, m.content);
  return [
    {
      sql: `INSERT INTO chat_previews (pub, lastMsg, lastTime, lastMsgId, hidden, hasNew)
        SELECT ?, ?, ?, ?, 0, ? WHERE ${onlyIf.sql}
        ON CONFLICT (pub) DO UPDATE SET lastMsg = excluded.lastMsg, lastTime = excluded.lastTime,
          lastMsgId = excluded.lastMsgId
        WHERE chat_previews.lastTime IS NULL OR chat_previews.lastTime <= excluded.lastTime`,
      params: [m.peer, text, m.timestamp, m.msgId, hasNew ? 1 : 0, ...onlyIf.params],
    },
    {
      sql: `UPDATE chat_previews SET hidden = 0, hasNew = MAX(hasNew, ?), unread = unread + ?
        WHERE pub = ? AND ${onlyIf.sql}`,
      params: [hasNew ? 1 : 0, hasNew ? 1 : 0, m.peer, ...onlyIf.params],
    },
  ];
}

/** Points the preview at the newest message still there (after a retraction). */
export async function refreshPreview(db: SqlDatabase, peer: string, chatId: string): Promise<void> {
  const rows = await db.all<MessageRow>(
    `${MESSAGE_SELECT} WHERE m.chatID = ? AND m.deleted = 0
     ORDER BY m.timestamp DESC, m.id DESC LIMIT 1`,
    [chatId],
  );
  const last = rows[0];
  await db.run(
    'UPDATE chat_previews SET lastMsg = ?, lastTime = ?, lastMsgId = ? WHERE pub = ?',
    last
      ? [previewText(last.type as MessageKind, last.content), last.timestamp, last.msgId, peer]
      : [null, null, null, peer],
  );
}

/** Takes a message back: its content, its file and whatever of it still waits to go out. */
export function retractStatements(key: MessageKey, fileId: string | null): SqlStatement[] {
  return [
    {
      sql: `UPDATE messages SET deleted = 1, content = NULL, isSending = 0
        WHERE chatID = ? AND sender = ? AND msgId = ?`,
      params: [key.chatId, key.sender, key.msgId],
    },
    { sql: 'DELETE FROM files WHERE fileId = ?', params: [fileId] },
    { sql: 'DELETE FROM chat_file_chunks WHERE fileId = ?', params: [fileId] },
    removeStatement(messageItems(key.msgId)),
  ];
}
