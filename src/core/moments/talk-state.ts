/**
 * What a moment's talk adds up to (PROTOCOL.md "Talk"), from the entries heard on its node in any
 * order, duplicates included: entries are never changed or removed, so the outcome must not depend
 * on which arrived first.
 */
import { MOMENT_LIMITS } from './moment-types.ts';
import type { TalkEntry } from './talk.ts';

export interface TalkComment {
  readonly id: string;
  readonly from: string;
  readonly text: string;
  /** The id of the comment it answers, or empty. */
  readonly to: string;
  readonly at: number;
}

export interface TalkState {
  /** Who likes the moment: each person's newest like or unlike counts. */
  readonly likes: ReadonlySet<string>;
  /** Comments still standing, oldest first: of each writer's, the earliest within their budget. */
  readonly comments: readonly TalkComment[];
  /** Who forwarded the moment, once per person. */
  readonly forwards: ReadonlySet<string>;
}

/** Comments are told apart by writer and id, so nobody's id can shadow another's comment. */
const commentKey = (from: string, id: string) => `${from}\n${id}`;

/** Of two entries of one comment (a writer may reuse an id), keep the same one in any order. */
const earlier = (a: TalkComment, b: TalkComment) =>
  a.at !== b.at ? a.at < b.at : a.text !== b.text ? a.text < b.text : a.to <= b.to;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each writer's earliest comments, as many as one person's budget on a moment. */
function withinBudget(comments: readonly TalkComment[]): TalkComment[] {
  const byWriter = new Map<string, TalkComment[]>();
  for (const comment of comments) {
    const own = byWriter.get(comment.from);
    if (own) own.push(comment);
    else byWriter.set(comment.from, [comment]);
  }
  return [...byWriter.values()].flatMap((own) =>
    own
      .sort((a, b) => a.at - b.at || compare(a.id, b.id))
      .slice(0, MOMENT_LIMITS.commentsPerPerson),
  );
}

/** The talk of a moment by `author`, from every entry heard on its node. */
export function talkState(author: string, entries: Iterable<TalkEntry>): TalkState {
  const liking = new Map<string, { at: number; likes: boolean }>();
  const comments = new Map<string, TalkComment>();
  // Uncomments by the comment's writer remove that comment; the author's remove any with the id.
  const uncommented = new Set<string>();
  const uncommentedByAuthor = new Set<string>();
  const forwards = new Set<string>();

  for (const entry of entries) {
    const { kind, from, id, text, to, at } = entry;
    switch (kind) {
      case 'like':
      case 'unlike': {
        const newest = liking.get(from);
        const likes = kind === 'like';
        // On the same clock an unlike wins, whichever came first.
        if (!newest || at > newest.at || (at === newest.at && !likes))
          liking.set(from, { at, likes });
        break;
      }
      case 'comment': {
        const key = commentKey(from, id);
        const known = comments.get(key);
        const comment = { id, from, text, to, at };
        if (!known || earlier(comment, known)) comments.set(key, comment);
        break;
      }
      case 'uncomment':
        uncommented.add(commentKey(from, id));
        if (from === author) uncommentedByAuthor.add(id);
        break;
      case 'forward':
        forwards.add(from);
        break;
    }
  }

  const likes = new Set([...liking].filter(([, state]) => state.likes).map(([pub]) => pub));
  const standing = withinBudget([...comments.values()])
    .filter((c) => !uncommented.has(commentKey(c.from, c.id)) && !uncommentedByAuthor.has(c.id))
    .sort((a, b) => a.at - b.at || compare(a.from, b.from) || compare(a.id, b.id));
  return { likes, comments: standing, forwards };
}
