/**
 * Notifications from moments' talk (spec 001 §4): someone else's like, comment or forward of my
 * moment, or reply to my comment. Never for my own actions; a failure to write one is logged by
 * the caller and never blocks anything.
 */
import type { SqlDatabase } from '../store/sql.ts';
import type { MomentTalk } from './moment-talk.ts';
import { momentRow, type MomentKey } from './moment-store.ts';
import { MOMENT_LIMITS, type NotificationType } from './moment-types.ts';
import { talkState } from './talk-state.ts';
import type { TalkEntry } from './talk.ts';

export async function notifyTalk(
  db: SqlDatabase,
  me: string,
  moment: MomentKey,
  entry: TalkEntry,
  talk: Pick<MomentTalk, 'entries'>,
): Promise<void> {
  if (entry.from === me || entry.kind === 'unlike' || entry.kind === 'uncomment') return;
  let type: NotificationType | null = null;
  if (entry.kind === 'like' && moment.author === me) {
    // A like from someone who liked it already tells nothing new.
    const others = (await talk.entries(moment)).filter(
      (e) => e.at !== entry.at || e.from !== entry.from,
    );
    if (talkState(moment.author, others).likes.has(entry.from)) return;
  }
  if (entry.kind === 'comment' && entry.to) {
    const entries = await talk.entries(moment);
    const answersMine = entries.some(
      (e) => e.kind === 'comment' && e.id === entry.to && e.from === me,
    );
    if (answersMine) type = 'reply';
  }
  if (!type && moment.author === me) type = entry.kind;
  if (!type) return;
  const row = await momentRow(db, me, moment);
  await db.run(
    `INSERT INTO notifications (type, fromPub, message, timestamp, momentAuthor, momentId, comment)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      type,
      entry.from,
      (row?.text ?? '').slice(0, MOMENT_LIMITS.notificationPreviewChars),
      entry.at,
      moment.author,
      moment.id,
      entry.text.slice(0, MOMENT_LIMITS.notificationCommentChars),
    ],
  );
}
