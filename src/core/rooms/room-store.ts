/** SQL for rooms: the rooms I am in, their members, and the clear votes. */
import type { SqlCondition, SqlDatabase, SqlStatement, SqlValue } from '../store/sql.ts';
import { chatItems, removeStatement } from '../streams/outbox-queue.ts';
import type { RosterEntry } from './roster.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';
import {
  insertMessage,
  previewStatements,
  type NewMessage,
} from '../conversations/message-store.ts';
import { contentOf, type RoomMessageBody } from './room-bodies.ts';
import type { RoomPreview } from './room-types.ts';

/** The chat id of a room's messages in `messages` (a label, never parsed). */
export const roomChatId = (room: string): string => `room:${room}`;
/** The cursor name of one member's stream in a room. */
export const roomStreamName = (room: string, member: string): string => `room:${room}|${member}`;

export interface RoomRow {
  [key: string]: SqlValue;
  pub: string;
  name: string;
  pair: string;
  createdAt: number;
  joinedAt: number;
  clearedBefore: number;
}

const ROOM_SELECT = `SELECT group_pub AS pub, name, key_pair_json AS pair, created_at AS createdAt,
  joined_at AS joinedAt, cleared_before AS clearedBefore FROM groups`;

export async function roomRows(db: SqlDatabase): Promise<RoomRow[]> {
  return db.all<RoomRow>(`${ROOM_SELECT} ORDER BY joined_at DESC, rowid DESC`);
}

export async function roomRow(db: SqlDatabase, pub: string): Promise<RoomRow | null> {
  return (await db.all<RoomRow>(`${ROOM_SELECT} WHERE group_pub = ?`, [pub]))[0] ?? null;
}

/** Every room's preview from the Chats list's table. */
export async function roomPreviewRows(db: SqlDatabase): Promise<RoomPreview[]> {
  const rows = await db.all<{ pub: string; lastMsg: string | null; lastTime: number | null }>(
    `SELECT g.group_pub AS pub, p.lastMsg, p.lastTime FROM groups g
       LEFT JOIN chat_previews p ON p.pub = g.group_pub`,
  );
  return rows.map(({ pub, lastMsg, lastTime }) => ({ pub, lastMsg, lastTime }));
}

/** The room, and its row in the Chats list ("No messages yet" until one arrives). */
export function insertRoom(
  pair: RoomKeyPair,
  name: string,
  createdAt: number,
  joinedAt: number,
): SqlStatement[] {
  return [
    {
      sql: `INSERT INTO groups (group_pub, name, key_pair_json, created_at, joined_at, name_at)
        VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT (group_pub) DO NOTHING`,
      params: [pair.pub, name, JSON.stringify(pair), createdAt, joinedAt],
    },
    {
      sql: `INSERT INTO chat_previews (pub, lastMsg, lastTime, hidden, hasNew) VALUES (?, NULL, ?, 0, 0)
        ON CONFLICT (pub) DO NOTHING`,
      params: [pair.pub, joinedAt],
    },
  ];
}

/** Everything of a room on this device: the room, members, votes, messages, preview, outbox. */
/** My message to a room, stored pending (with the room's preview) until a relay has its record. */
export function pendingMessage(
  room: string,
  me: string,
  body: RoomMessageBody,
  record: { readonly id: string; readonly ts: number },
): SqlStatement[] {
  const message: NewMessage = {
    chatId: roomChatId(room),
    msgId: record.id,
    sender: me,
    peer: room,
    kind: body.type,
    content: contentOf(body),
    timestamp: record.ts,
    duration: body.type === 'voice' ? body.duration : null,
    fileId: null,
    status: 'pending',
    signature: null,
    receivedAt: null,
    aiModel: null,
    replyTo: body.type === 'text' ? (body.replyTo ?? null) : null,
  };
  return [insertMessage(message), ...previewStatements(message, false)];
}

export function deleteRoomStatements(room: string): SqlStatement[] {
  return [
    { sql: 'DELETE FROM groups WHERE group_pub = ?', params: [room] },
    { sql: 'DELETE FROM messages WHERE chatID = ?', params: [roomChatId(room)] },
    { sql: 'DELETE FROM chat_previews WHERE pub = ?', params: [room] },
    removeStatement(chatItems(roomChatId(room))),
    {
      sql: 'DELETE FROM stream_cursors WHERE stream > ? AND stream < ?',
      params: [`${roomStreamName(room, '')}`, `${roomStreamName(room, '\uffff')}`],
    },
  ];
}

export interface MemberRow {
  [key: string]: SqlValue;
  pub: string;
  alias: string | null;
  joinedAt: number | null;
  leftAt: number | null;
}

/** Everyone the roster named, current members and those who left. */
export async function memberRows(db: SqlDatabase, room: string): Promise<MemberRow[]> {
  return db.all<MemberRow>(
    `SELECT member_pub AS pub, alias, joined_at AS joinedAt, left_at AS leftAt
     FROM group_members WHERE group_pub = ? ORDER BY joined_at, member_pub`,
    [room],
  );
}

/**
 * A member's newer roster entry (or leave notice) replaces the one taken before; an older one,
 * replayed by anyone, changes nothing, and neither does one for a room that is gone meanwhile.
 */
export function applyMemberEntry(room: string, entry: RosterEntry): SqlStatement {
  const left = entry.kind === 'leave' ? entry.at : null;
  const joined = entry.kind === 'join' ? entry.at : null;
  return {
    sql: `INSERT INTO group_members (group_pub, member_pub, alias, joined_at, left_at, entry_at)
      SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM groups WHERE group_pub = ?)
      ON CONFLICT (group_pub, member_pub) DO UPDATE
        SET alias = COALESCE(NULLIF(excluded.alias, ''), group_members.alias),
        joined_at = COALESCE(excluded.joined_at, group_members.joined_at),
        left_at = excluded.left_at, entry_at = excluded.entry_at
      WHERE excluded.entry_at > group_members.entry_at`,
    params: [room, entry.member, entry.text, joined, left, entry.at, room],
  };
}

/** The room's newer name replaces the one shown; an older one changes nothing. */
export function applyRoomName(room: string, name: string, at: number): SqlStatement {
  return {
    sql: 'UPDATE groups SET name = ?, name_at = ? WHERE group_pub = ? AND name_at < ?',
    params: [name, at, room, at],
  };
}

export interface ProposalRow {
  [key: string]: SqlValue;
  proposal: string;
  proposer: string;
  at: number;
}

/** The newest proposal to clear the room that has not been carried out yet. */
export async function openProposal(db: SqlDatabase, room: string): Promise<ProposalRow | null> {
  const rows = await db.all<ProposalRow>(
    `SELECT p.proposal, p.proposer, p.at FROM room_clear_proposals p
     JOIN groups g ON g.group_pub = p.group_pub
     WHERE p.group_pub = ? AND p.at > g.cleared_before ORDER BY p.at DESC LIMIT 1`,
    [room],
  );
  return rows[0] ?? null;
}

/** A member's newest vote on a proposal, and the time the member wrote it. */
export interface VoteRow {
  readonly agree: boolean;
  readonly at: number;
}

export async function proposalVotes(
  db: SqlDatabase,
  room: string,
  proposal: string,
): Promise<Map<string, VoteRow>> {
  const rows = await db.all<{ member: string; agree: number; at: number }>(
    `SELECT member_pub AS member, agree, at FROM room_clear_votes
     WHERE group_pub = ? AND proposal = ?`,
    [room, proposal],
  );
  return new Map(rows.map((row) => [row.member, { agree: row.agree === 1, at: row.at }]));
}

export function insertProposal(room: string, proposal: string, proposer: string, at: number) {
  return {
    sql: `INSERT INTO room_clear_proposals (group_pub, proposal, proposer, at) VALUES (?, ?, ?, ?)
      ON CONFLICT (group_pub, proposal) DO NOTHING`,
    params: [room, proposal, proposer, at],
  };
}

/** A member's newer vote on a proposal replaces their earlier one. */
export function upsertVote(
  room: string,
  proposal: string,
  member: string,
  agree: boolean,
  at: number,
): SqlStatement {
  return {
    sql: `INSERT INTO room_clear_votes (group_pub, proposal, member_pub, agree, at)
      VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (group_pub, proposal, member_pub) DO UPDATE SET agree = excluded.agree,
        at = excluded.at WHERE excluded.at > room_clear_votes.at`,
    params: [room, proposal, member, agree ? 1 : 0, at],
  };
}

/**
 * Carries out a clear: nothing written up to `before` is kept, now or when it arrives later, and
 * the proposal is closed (its time becomes the cut-off, so it is no longer newer than the room's
 * cleared time, however far ahead it was stamped).
 */
export function clearStatements(room: string, proposal: string, before: number): SqlStatement[] {
  return [
    {
      sql: 'UPDATE groups SET cleared_before = MAX(cleared_before, ?) WHERE group_pub = ?',
      params: [before, room],
    },
    {
      sql: 'UPDATE room_clear_proposals SET at = MIN(at, ?) WHERE group_pub = ? AND proposal = ?',
      params: [before, room, proposal],
    },
    {
      sql: 'DELETE FROM messages WHERE chatID = ? AND timestamp <= ?',
      params: [roomChatId(room), before],
    },
  ];
}

/** The room's cleared time: nothing dated up to it is stored (0: never cleared). */
export async function clearedBefore(db: SqlDatabase, room: string): Promise<number> {
  const rows = await db.all<{ before: number }>(
    'SELECT cleared_before AS before FROM groups WHERE group_pub = ?',
    [room],
  );
  return rows[0]?.before ?? 0;
}

/**
 * Holds while no clear of the room covers `ts`. Statements guarded by it run in the transaction
 * that stores a message, so a clear carried out meanwhile is seen, whatever was read before.
 */
export function afterClear(room: string, ts: number): SqlCondition {
  return {
    sql: 'EXISTS (SELECT 1 FROM groups WHERE group_pub = ? AND cleared_before < ?)',
    params: [room, ts],
  };
}
