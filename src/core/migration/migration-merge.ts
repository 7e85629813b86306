/**
 * Brings an export into this device's tables without losing anything already here: what exists
 * stays as it is, and each group goes in one transaction (own state item by item through its
 * merge rule, then the chats, the rooms, the moments, the AI conversations), so a failure part-way
 * keeps what was stored before it.
 */
import { chatIdOf } from '../chat/chat-ids.ts';
import { roomChatId } from '../rooms/room-store.ts';
import {
  insertMessage,
  previewStatements,
  type NewMessage,
} from '../conversations/message-store.ts';
import { storedQuote } from '../conversations/quote.ts';
import type { ProfileCard } from '../identity/user-space.ts';
import type { OwnItem } from '../own-state/own-item.ts';
import { placeholders, type SqlDatabase, type SqlStatement } from '../store/sql.ts';
import { momentStatements } from './migration-moments.ts';
import type { MigratedMessage, MigrationPayload } from './migration-payload.ts';

export interface MergeTargets {
  readonly db: SqlDatabase;
  /** Merges items as if another of my devices had just published them. */
  readonly adoptOwnItems: (items: readonly OwnItem[]) => Promise<unknown>;
  /** Keeps the card when it is newer than this device's. */
  readonly adoptProfile: (card: ProfileCard) => Promise<unknown>;
  /** Moments came: their talk is taken from now on, and the feed shows them. */
  readonly adoptedMoments?: () => Promise<unknown>;
}

/** What an import found in the export, and how much of it was new here. */
export interface ImportSummary {
  readonly friends: number;
  readonly messages: number;
  readonly aiConversations: number;
  readonly newMessages: number;
  readonly newAiConversations: number;
}

const count = async (db: SqlDatabase, table: 'messages' | 'ai_conversations'): Promise<number> =>
  (await db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n ?? 0;

export async function mergePayload(
  targets: MergeTargets,
  me: string,
  payload: MigrationPayload,
  now: number,
): Promise<ImportSummary> {
  const { db } = targets;
  if (payload.profile) await targets.adoptProfile(payload.profile);
  // Friends, rooms and deleted chats first: the messages below go only to chats still there.
  await targets.adoptOwnItems(payload.own);
  const before = await Promise.all([count(db, 'messages'), count(db, 'ai_conversations')]);
  const friends = await friendsOf(db, me);
  await db.batch(await chatStatements(db, me, friends, payload.messages));
  await db.batch(await roomStatements(db, me, payload.roomMessages));
  await db.batch(momentStatements(payload.moments, new Set([me, ...friends]), now));
  if (payload.moments.length > 0) await targets.adoptedMoments?.();
  await db.batch(await aiStatements(db, payload));
  const after = await Promise.all([count(db, 'messages'), count(db, 'ai_conversations')]);
  return {
    friends: payload.own.filter((item) => item.kind === 'friend' && !item.removed).length,
    messages: payload.messages.length + payload.roomMessages.length,
    aiConversations: payload.aiConversations.length,
    newMessages: after[0] - before[0],
    newAiConversations: after[1] - before[1],
  };
}

/** The friends this device lists, once the export's own state is merged. */
async function friendsOf(db: SqlDatabase, me: string): Promise<Set<string>> {
  const rows = await db.all<{ buddyPub: string }>(
    'SELECT buddyPub FROM buddies WHERE userPub = ?',
    [me],
  );
  return new Set(rows.map((row) => row.buddyPub));
}

function newMessage(me: string, m: MigratedMessage, chatId: string): NewMessage {
  const mine = m.sender === me;
  return {
    chatId,
    msgId: m.msgId,
    sender: m.sender,
    peer: m.peer,
    kind: m.kind,
    content: m.content,
    timestamp: m.timestamp,
    duration: m.duration,
    fileId: null,
    // A message of mine that had not gone out shows failed here, with Retry.
    status: mine ? (m.status === 'sent' ? 'sent' : 'failed') : 'received',
    signature: null,
    receivedAt: null,
    aiModel: m.aiModel,
    replyTo: storedQuote(m.replyTo),
  };
}

/** Messages of chats with my friends, newer than the chat's deleted time; each chat's preview. */
async function chatStatements(
  db: SqlDatabase,
  me: string,
  friends: ReadonlySet<string>,
  messages: readonly MigratedMessage[],
): Promise<SqlStatement[]> {
  const deleted = new Map(
    (
      await db.all<{ peerPub: string; deletedAt: number }>(
        'SELECT peerPub, deletedAt FROM chat_deletions',
      )
    ).map((row) => [row.peerPub, row.deletedAt]),
  );
  const kept: NewMessage[] = [];
  for (const migrated of messages) {
    if (!friends.has(migrated.peer)) continue;
    if (migrated.timestamp <= (deleted.get(migrated.peer) ?? -1)) continue;
    if (migrated.sender !== me && migrated.sender !== migrated.peer) continue;
    kept.push(newMessage(me, migrated, chatIdOf(me, migrated.peer)));
  }
  return insertStatements(kept);
}

/**
 * Messages of rooms I am in, dated after the room's cut-off; each room's preview. Mine that had
 * not gone out stay behind: a room's Retry sends from its outbox, which has nothing of them here.
 */
async function roomStatements(
  db: SqlDatabase,
  me: string,
  migrated: readonly MigratedMessage[],
): Promise<SqlStatement[]> {
  const rooms = new Map(
    (
      await db.all<{ pub: string; clearedBefore: number }>(
        'SELECT group_pub AS pub, cleared_before AS clearedBefore FROM groups',
      )
    ).map((row) => [row.pub, row.clearedBefore]),
  );
  const messages: NewMessage[] = [];
  for (const m of migrated) {
    const clearedBefore = rooms.get(m.peer);
    if (clearedBefore === undefined || m.timestamp <= clearedBefore) continue;
    if (m.sender === me && m.status !== 'sent') continue;
    messages.push(newMessage(me, m, roomChatId(m.peer)));
  }
  return insertStatements(messages);
}

/** Each message, and its conversation's preview when the newest of them is newer than it. */
function insertStatements(messages: readonly NewMessage[]): SqlStatement[] {
  const newest = new Map<string, NewMessage>();
  for (const message of messages) {
    const last = newest.get(message.peer);
    if (!last || last.timestamp <= message.timestamp) newest.set(message.peer, message);
  }
  return [
    ...messages.map((message) => insertMessage(message)),
    ...[...newest.values()].flatMap((message) => previewStatements(message, false).slice(0, 1)),
  ];
}

/** Conversations this device does not have, each with its messages; existing ones stay as they are. */
async function aiStatements(db: SqlDatabase, payload: MigrationPayload): Promise<SqlStatement[]> {
  const ids = payload.aiConversations.map((c) => c.id);
  const existing = new Set(
    ids.length === 0
      ? []
      : (
          await db.all<{ id: string }>(
            `SELECT id FROM ai_conversations WHERE id IN (${placeholders(ids.length)})`,
            ids,
          )
        ).map((row) => row.id),
  );
  const added = payload.aiConversations.filter((c) => !existing.has(c.id));
  const addedIds = new Set(added.map((c) => c.id));
  return [
    ...added.map((c) => ({
      sql: `INSERT OR IGNORE INTO ai_conversations
        (id, title, lastMessage, createdAt, updatedAt, model, messageCount, metadata)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        c.id,
        c.title,
        c.lastMessage,
        c.createdAt,
        c.updatedAt,
        c.model,
        c.messageCount,
        c.metadata,
      ],
    })),
    ...payload.aiMessages
      .filter((m) => addedIds.has(m.conversationId))
      .map((m) => ({
        sql: `INSERT OR IGNORE INTO ai_messages
          (id, conversationId, role, content, thinking, images, timestamp, metadata, notice)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          m.id,
          m.conversationId,
          m.role,
          m.content,
          m.thinking,
          m.images,
          m.timestamp,
          m.metadata,
          m.notice,
        ],
      })),
  ];
}
