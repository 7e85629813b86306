/**
 * Notifications from moments' talk (spec 001 §4): someone else's like, comment or forward of my
 * moment, or reply to my comment. Never for my own actions, nor of a kind switched off
 * (notification-filter.ts); a failure to write one is logged by the caller and never blocks anything.
 */
import { EVERY_NOTIFICATION, type NotificationFilter } from '../settings/notification-filter.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import type { MomentTalk } from './moment-talk.ts';
import { momentRow, type MomentKey } from './moment-store.ts';
import { MOMENT_LIMITS, type AppNotification, type NotificationType } from './moment-types.ts';
import { talkState } from './talk-state.ts';
import type { TalkEntry } from './talk.ts';

export async function notifyTalk(
  db: SqlDatabase,
  me: string,
  moment: MomentKey,
  entry: TalkEntry,
  talk: Pick<MomentTalk, 'entries'>,
  notifies: NotificationFilter = EVERY_NOTIFICATION,
): Promise<boolean> {
  if (entry.from === me || entry.kind === 'unlike' || entry.kind === 'uncomment') return false;
  // What it is to me, the most particular first: a reply to my comment on my own moment is also a
  // comment on it, recorded as such when replies are switched off.
  const kinds: NotificationType[] = [];
  if (entry.kind === 'comment' && entry.to) {
    const entries = await talk.entries(moment);
    const answersMine = entries.some(
      (e) => e.kind === 'comment' && e.id === entry.to && e.from === me,
    );
    if (answersMine) kinds.push('reply');
  }
  if (moment.author === me) kinds.push(entry.kind);
  // A kind switched off is not recorded: no list entry, no unread count.
  const type = kinds.find((kind) => notifies(kind));
  if (!type) return false;
  if (type === 'like') {
    // A like from someone who liked it already tells nothing new.
    const others = (await talk.entries(moment)).filter(
      (e) => e.at !== entry.at || e.from !== entry.from,
    );
    if (talkState(moment.author, others).likes.has(entry.from)) return false;
    // Nor does a like taken back and given again: one like notification per person and moment.
    if (await likeNotified(db, entry.from, moment)) return false;
  }
  const row = await momentRow(db, me, moment);
  // Talk older than this device's copy of the moment (a device just signed in hears all of it) was
  // news on the devices that had the moment then: it is listed as read. The margin allows for clocks.
  const old = row !== null && entry.at < row.receivedAt - MAX_CLOCK_SKEW_MS;
  await db.run(
    `INSERT INTO notifications (type, fromPub, message, timestamp, momentAuthor, momentId, comment,
       isRead) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      type,
      entry.from,
      (row?.text ?? '').slice(0, MOMENT_LIMITS.notificationPreviewChars),
      entry.at,
      moment.author,
      moment.id,
      entry.text.slice(0, MOMENT_LIMITS.notificationCommentChars),
      old ? 1 : 0,
    ],
  );
  return true;
}

async function likeNotified(db: SqlDatabase, from: string, moment: MomentKey): Promise<boolean> {
  const rows = await db.all(
    `SELECT 1 FROM notifications WHERE type = 'like' AND fromPub = ? AND momentAuthor = ?
       AND momentId = ?`,
    [from, moment.author, moment.id],
  );
  return rows.length > 0;
}

interface NotificationRow {
  [key: string]: string | number | null;
  id: number;
  type: string;
  fromPub: string;
  message: string;
  timestamp: number;
  isRead: number;
  momentAuthor: string | null;
  momentId: string | null;
  comment: string;
}

const TYPES: readonly string[] = ['like', 'comment', 'reply', 'forward', 'friend_removed'];

/** The notification list (spec 001 §4), newest first: moments' talk and friends who removed me. */
export async function notificationList(db: SqlDatabase): Promise<AppNotification[]> {
  const rows = await db.all<NotificationRow>(
    `SELECT id, type, fromPub, message, timestamp, isRead, momentAuthor, momentId, comment
     FROM notifications ORDER BY timestamp DESC, id DESC`,
  );
  return rows
    .filter((row) => TYPES.includes(row.type))
    .map((row) => ({
      id: row.id,
      type: row.type as NotificationType,
      from: row.fromPub,
      moment:
        row.momentAuthor && row.momentId ? { author: row.momentAuthor, id: row.momentId } : null,
      preview: row.message,
      comment: row.comment,
      timestamp: row.timestamp,
      read: row.isRead === 1,
    }));
}

/** Marks the given notifications read, or all of them. */
export async function markNotificationsRead(db: SqlDatabase, ids?: readonly number[]) {
  if (!ids) await db.run('UPDATE notifications SET isRead = 1');
  else
    await db.batch(
      ids.map((id) => ({ sql: 'UPDATE notifications SET isRead = 1 WHERE id = ?', params: [id] })),
    );
}

export async function deleteNotification(db: SqlDatabase, id: number): Promise<void> {
  await db.run('DELETE FROM notifications WHERE id = ?', [id]);
}
