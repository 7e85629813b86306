/**
 * How this device names room members: a friend by remark, else by the alias of their own card
 * (newer than the one the roster took when they joined); others by their roster alias, else a
 * short key.
 */
import { displayName, type ChatDirectory } from '../chat/chat-directory.ts';
import type { ChatMessage } from '../conversations/message-types.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { memberRows, type MemberRow } from './room-store.ts';
import type { RoomMember, RoomMessage } from './room-types.ts';

const SHORT_KEY_CHARS = 8;
const shortKey = (pub: string): string => pub.slice(0, SHORT_KEY_CHARS);

export async function roomNames(
  db: SqlDatabase,
  directory: ChatDirectory,
  room: string,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const rows = await memberRows(db, room);
  for (const row of rows) if (row.alias) names.set(row.pub, row.alias);
  const members = new Set(rows.map((row) => row.pub));
  for (const friend of await directory.friends()) {
    if (!members.has(friend.pub)) continue;
    const alias = friend.alias || names.get(friend.pub) || '';
    names.set(friend.pub, displayName({ ...friend, alias }));
  }
  return names;
}

/**
 * One member's name, for a message as it arrives: the same rule as `roomNames` without reading
 * every member and friend for each message.
 */
export async function memberName(
  db: SqlDatabase,
  directory: ChatDirectory,
  room: string,
  member: string,
): Promise<string | undefined> {
  const rows = await db.all<{ alias: string | null }>(
    'SELECT alias FROM group_members WHERE group_pub = ? AND member_pub = ?',
    [room, member],
  );
  const row = rows[0];
  if (!row) return undefined;
  const friend = await directory.friend(member);
  const alias = friend?.alias || row.alias || '';
  if (friend) return displayName({ ...friend, alias });
  return alias || undefined;
}

export function toMember(row: MemberRow, names: Map<string, string>, me: string): RoomMember {
  return {
    pub: row.pub,
    name: names.get(row.pub) ?? shortKey(row.pub),
    alias: row.alias ?? '',
    role: 'member',
    joinedAt: row.joinedAt ?? 0,
    me: row.pub === me,
  };
}

/** Who a stored message quotes, if it is a reply. */
export const quotedSender = (message: ChatMessage): string | undefined =>
  message.kind === 'text' ? message.replyTo?.from : undefined;

/** A room's message with its sender's name and, for a reply, the quoted sender's. */
export function named(
  message: ChatMessage,
  name: string | undefined,
  quotedName?: string,
): RoomMessage {
  const quoted = quotedSender(message);
  return {
    ...message,
    senderName: name ?? shortKey(message.sender),
    ...(quoted === undefined ? {} : { quotedName: quotedName ?? shortKey(quoted) }),
  };
}

/** Names a page of a room's messages from the names of all its members. */
export const namedWith =
  (names: ReadonlyMap<string, string>) =>
  (message: ChatMessage): RoomMessage => {
    const quoted = quotedSender(message);
    return named(message, names.get(message.sender), quoted && names.get(quoted));
  };

/** Names one message as it arrives, reading only its sender and quoted sender. */
export async function namedMessage(
  db: SqlDatabase,
  directory: ChatDirectory,
  room: string,
  message: ChatMessage,
): Promise<RoomMessage> {
  const quoted = quotedSender(message);
  return named(
    message,
    await memberName(db, directory, room, message.sender),
    quoted && (await memberName(db, directory, room, quoted)),
  );
}

/** The members a proposal asks: joined before it was made, and still in the room. */
export function votersOf(members: readonly MemberRow[], proposedAt: number): MemberRow[] {
  return members.filter((row) => row.leftAt === null && (row.joinedAt ?? 0) <= proposedAt);
}
