/**
 * What a room does with each record heard on a member's stream: opens it (signature, seal, day,
 * clock), checks its body, and stores it. Messages dated up to the room's cleared time are
 * dropped; votes count only for members who had joined before the proposal; a retraction takes
 * back only a message of its own writer.
 */
import {
  insertMessage,
  previewStatements,
  refreshPreview,
  retractStatements,
  type NewMessage,
} from '../conversations/message-store.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { WaitingRecord } from '../streams/record-chains.ts';
import { openStreamRecord, type StreamEntry } from '../streams/sealed-record.ts';
import type { FollowedRecord } from '../streams/follower.ts';
import { contentOf, parseRoomBody, withinRoom, type RoomBody } from './room-bodies.ts';
import {
  afterClear,
  applyMemberEntry,
  insertProposal,
  roomChatId,
  upsertVote,
  type RoomRow,
} from './room-store.ts';

export interface HeardRecord {
  readonly room: RoomRow;
  readonly me: string;
  /** The room is on screen: its messages are read as they arrive. */
  readonly open: boolean;
  readonly record: FollowedRecord;
}

export type Outcome =
  | { readonly kind: 'rejected' }
  /** Nothing to store: a chain's start (with the records that waited for it), or a record
   *  waiting for its chain's start, or one of mine written here. */
  | { readonly kind: 'key'; readonly ready: readonly WaitingRecord[] }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'message'; readonly message: NewMessage }
  /** The writer took back their message `msgId` (shown until now if `removed`). */
  | { readonly kind: 'retract'; readonly msgId: string; readonly removed: boolean }
  | { readonly kind: 'vote' }
  | { readonly kind: 'clear' };

export interface RecordOptions {
  readonly db: SqlDatabase;
  readonly now: number;
  readonly maxSkewMs: number;
}

/** Opens, checks and stores one record; says what changed. */
export async function takeRecord(heard: HeardRecord, options: RecordOptions): Promise<Outcome> {
  const { record, room } = heard;
  const { keys } = record.target;
  const opened = await openStreamRecord(keys, record.day, record.id, record.value, {
    now: options.now,
    maxSkewMs: options.maxSkewMs,
  });
  if (!opened.ok) return { kind: 'rejected' };
  if (opened.value.kind !== 'entry') {
    return { kind: 'key', ready: opened.value.kind === 'start' ? opened.value.ready : [] };
  }
  const { entry } = opened.value;
  // A room record names no reader: one that does came from somewhere else.
  if (entry.to !== undefined) return { kind: 'rejected' };
  const body = parseRoomBody(entry.type, entry.body);
  if (!body) return { kind: 'rejected' };
  const writer = keys.writer;
  switch (body.type) {
    case 'clear-propose':
      await options.db.batch([insertProposal(room.pub, body.proposal, writer, entry.ts)]);
      return { kind: 'vote' };
    case 'clear-vote':
      await options.db.batch([upsertVote(room.pub, body.proposal, writer, body.agree, entry.ts)]);
      return { kind: 'vote' };
    case 'clear':
      return { kind: 'clear' };
    case 'retract':
      return retract(heard, entry, body.target, options);
    default:
      return storeMessage(heard, entry, body, options);
  }
}

async function storeMessage(
  heard: HeardRecord,
  entry: StreamEntry,
  heardBody: Exclude<RoomBody, { type: 'clear-propose' | 'clear-vote' | 'clear' | 'retract' }>,
  options: RecordOptions,
): Promise<Outcome> {
  const { room, me } = heard;
  const writer = heard.record.target.keys.writer;
  if (entry.ts <= room.clearedBefore) return { kind: 'duplicate' };
  const chatId = roomChatId(room.pub);
  const known = await options.db.all(
    'SELECT 1 FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
    [chatId, writer, entry.id],
  );
  if (known.length > 0) return { kind: 'duplicate' };
  const body = await checkedQuote(options.db, room.pub, writer, heardBody);
  const message: NewMessage = {
    chatId,
    msgId: entry.id,
    sender: writer,
    peer: room.pub,
    kind: body.type,
    content: contentOf(body),
    timestamp: entry.ts,
    duration: body.type === 'voice' ? body.duration : null,
    fileId: null,
    status: writer === me ? 'sent' : 'received',
    signature: null,
    receivedAt: options.now,
    aiModel: body.type === 'text' ? (body.aiModel ?? null) : null,
    replyTo: body.type === 'text' ? (body.replyTo ?? null) : null,
  };
  // The room row was read before the record was opened: a clear may have passed since. The
  // transaction itself checks, so what a clear removed is never stored after it.
  const unlessCleared = afterClear(room.pub, entry.ts);
  const statements: SqlStatement[] = [
    insertMessage(message, unlessCleared),
    ...previewStatements(message, writer !== me && !heard.open, unlessCleared),
  ];
  if (body.type === 'leave') {
    // The notice is the member's own word that they left, as good as a roster entry.
    statements.push(
      applyMemberEntry(room.pub, { kind: 'leave', member: writer, text: '', at: entry.ts }),
    );
  }
  await options.db.batch(statements);
  const stored = await options.db.all(
    'SELECT 1 FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
    [chatId, writer, entry.id],
  );
  return stored.length > 0 ? { kind: 'message', message } : { kind: 'duplicate' };
}

/** The body with its quote only when the quoted sender is the writer or a member of the room. */
async function checkedQuote<B extends RoomBody>(
  db: SqlDatabase,
  room: string,
  writer: string,
  body: B,
): Promise<B> {
  if (body.type !== 'text' || !body.replyTo || body.replyTo.from === writer) return body;
  const rows = await db.all('SELECT 1 FROM group_members WHERE group_pub = ? AND member_pub = ?', [
    room,
    body.replyTo.from,
  ]);
  return withinRoom(body, writer, new Set(rows.length > 0 ? [body.replyTo.from] : []));
}

/**
 * A retraction: the writer's own message `target` goes (the lookup is by writer, so nobody can
 * take back another member's message). One that arrives before its target leaves a tombstone, so
 * the late original is a duplicate and never shows.
 */
async function retract(
  heard: HeardRecord,
  entry: StreamEntry,
  target: string,
  options: RecordOptions,
): Promise<Outcome> {
  const { room, me } = heard;
  const writer = heard.record.target.keys.writer;
  if (entry.ts <= room.clearedBefore) return { kind: 'duplicate' };
  const chatId = roomChatId(room.pub);
  const key = { chatId, sender: writer, msgId: target };
  const rows = await options.db.all<{ type: string; deleted: number }>(
    'SELECT type, deleted FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
    [chatId, writer, target],
  );
  const row = rows[0];
  if (!row) {
    await options.db.run(
      `INSERT INTO messages (chatID, msgId, sender, peer, type, timestamp, deleted, status)
       VALUES (?, ?, ?, ?, 'text', ?, 1, ?) ON CONFLICT (chatID, sender, msgId) DO NOTHING`,
      [chatId, target, writer, room.pub, entry.ts, writer === me ? 'sent' : 'received'],
    );
    return { kind: 'retract', msgId: target, removed: false };
  }
  // A leave notice stands: it is the member's word on the roster too.
  if (row.type === 'leave' || row.deleted === 1) return { kind: 'duplicate' };
  await options.db.batch(retractStatements(key, null));
  await refreshPreview(options.db, room.pub, chatId);
  return { kind: 'retract', msgId: target, removed: true };
}
