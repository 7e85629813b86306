/** The Chats tab's list: previews of private chats (friends' names) and rooms, pins first. */
import type { SqlDatabase, SqlValue } from '../store/sql.ts';
import { displayName, type ChatFriend } from './chat-directory.ts';
import type { ChatList, ChatPreview, MessageStatus } from './chat-types.ts';

interface PreviewRow {
  [key: string]: SqlValue;
  pub: string;
  lastMsg: string | null;
  lastTime: number | null;
  hidden: number;
  hasNew: number;
  unread: number;
  lastSender: string | null;
  lastStatus: string | null;
  roomName: string | null;
}

/**
 * The Chats tab: pinned chats in pin order, then the rest by last time, newest first; hidden
 * chats only while they have something new; `filter` matches the display name.
 */
export async function chatList(
  db: SqlDatabase,
  me: string,
  friends: readonly ChatFriend[],
  pinned: readonly string[],
  filter = '',
): Promise<ChatList> {
  const rows = await db.all<PreviewRow>(
    `SELECT p.pub, p.lastMsg, p.lastTime, p.hidden, p.hasNew, p.unread, m.sender AS lastSender,
       m.status AS lastStatus, g.name AS roomName
     FROM chat_previews p LEFT JOIN messages m ON m.msgId = p.lastMsgId AND m.peer = p.pub
       LEFT JOIN groups g ON g.group_pub = p.pub`,
  );
  const byPub = new Map(friends.map((friend) => [friend.pub, friend]));
  const needle = filter.trim().toLowerCase();
  const previews: ChatPreview[] = rows
    .map((row) => {
      const friend = byPub.get(row.pub);
      return {
        pub: row.pub,
        kind: row.roomName === null ? ('private' as const) : ('room' as const),
        name: row.roomName ?? (friend ? displayName(friend) : row.pub.slice(0, 8)),
        avatar: friend?.avatar ?? '',
        lastMsg: row.lastMsg,
        lastTime: row.lastTime,
        hasNew: row.hasNew === 1,
        unread: row.unread,
        hidden: row.hidden === 1,
        pinned: pinned.includes(row.pub),
        lastStatus: row.lastSender === me ? (row.lastStatus as MessageStatus) : null,
      };
    })
    .filter((p) => (!p.hidden || p.hasNew || p.pinned) && p.name.toLowerCase().includes(needle));
  return {
    pinned: pinned.flatMap((pub) => previews.filter((p) => p.pub === pub)),
    recent: previews.filter((p) => !p.pinned).sort((a, b) => (b.lastTime ?? 0) - (a.lastTime ?? 0)),
  };
}
