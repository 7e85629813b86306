/**
 * A stored moment as screens show it: its pictures, its forward's original, its talk's counts;
 * and its comments.
 */
import type { SqlDatabase } from '../store/sql.ts';
import { imagesOf, isWithdrawn, type MomentRow } from './moment-store.ts';
import type { ForwardedMoment, Moment, MomentComment } from './moment-types.ts';
import { talkState } from './talk-state.ts';
import type { TalkEntry } from './talk.ts';

export async function momentView(
  db: SqlDatabase,
  me: string,
  row: MomentRow,
  talkEntries: readonly TalkEntry[],
): Promise<Moment> {
  const talk = talkState(row.author, talkEntries);
  return {
    author: row.author,
    id: row.id,
    text: row.text,
    images: await imagesOf(db, { author: row.author, id: row.id }),
    imageCount: row.imageCount,
    timestamp: row.timestamp,
    hidden: row.hidden === 1,
    forward: row.forward ? await original(db, row.forward) : null,
    likes: talk.likes.size,
    likedByMe: talk.likes.has(me),
    comments: talk.comments.length,
    forwards: talk.forwards.size,
    mine: row.author === me,
  };
}

/**
 * A forward's original as its author signed it (checked when the forward was read), or only its
 * place once its author deleted or hid it, as far as this device knows.
 */
async function original(db: SqlDatabase, json: string): Promise<ForwardedMoment> {
  const forward = JSON.parse(json) as Omit<ForwardedMoment, 'deleted' | 'timestamp'> & {
    ts: number;
  };
  const deleted = await isWithdrawn(db, forward);
  return {
    author: forward.author,
    id: forward.id,
    text: deleted ? '' : forward.text,
    images: deleted ? [] : forward.images,
    timestamp: forward.ts,
    deleted,
  };
}

/** The moment's standing comments, oldest first; `waiting` names mine no relay has yet. */
export function commentsView(
  me: string,
  author: string,
  talkEntries: readonly TalkEntry[],
  waiting: ReadonlySet<string>,
): MomentComment[] {
  const { comments } = talkState(author, talkEntries);
  const writers = new Map(comments.map((c) => [c.id, c.from]));
  return comments.map((c) => ({
    id: c.id,
    author: c.from,
    text: c.text,
    timestamp: c.at,
    replyTo: c.to ? { id: c.to, author: writers.get(c.to) ?? '' } : null,
    mine: c.from === me,
    sending: waiting.has(c.id),
  }));
}
