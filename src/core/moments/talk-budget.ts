/**
 * How much one person may say on one moment (PROTOCOL.md "Moments", "Who counts"): a reader keeps
 * at most `commentsPerPerson` comments and `entriesPerPerson` entries of any kind from each
 * writer, so a flood costs it a bounded number of signature checks, rows and notifications. The
 * author's removals of comments on her own moment are not counted: she may remove every one.
 */
import type { SqlDatabase } from '../store/sql.ts';
import type { MomentKey } from './moment-store.ts';
import { MOMENT_LIMITS } from './moment-types.ts';
import type { TalkEntry } from './talk.ts';

interface Said {
  comments: number;
  entries: number;
}

const exempt = (author: string, entry: Pick<TalkEntry, 'kind' | 'from'>) =>
  entry.kind === 'uncomment' && entry.from === author;

/** What each writer has said on one moment, as kept on this device. */
export class TalkTally {
  readonly #said = new Map<string, Said>();

  private constructor(private readonly author: string) {}

  static async load(db: SqlDatabase, moment: MomentKey): Promise<TalkTally> {
    const tally = new TalkTally(moment.author);
    const rows = await db.all<{ fromPub: string; kind: TalkEntry['kind']; n: number }>(
      `SELECT fromPub, kind, COUNT(*) AS n FROM moment_talk WHERE author = ? AND moment = ?
       GROUP BY fromPub, kind`,
      [moment.author, moment.id],
    );
    for (const row of rows) tally.add({ from: row.fromPub, kind: row.kind }, row.n);
    return tally;
  }

  /** Whether the writer may still say `entry` here. */
  allows(entry: Pick<TalkEntry, 'kind' | 'from'>): boolean {
    if (exempt(this.author, entry)) return true;
    const said = this.#said.get(entry.from) ?? { comments: 0, entries: 0 };
    if (said.entries >= MOMENT_LIMITS.entriesPerPerson) return false;
    return entry.kind !== 'comment' || said.comments < MOMENT_LIMITS.commentsPerPerson;
  }

  add(entry: Pick<TalkEntry, 'kind' | 'from'>, times = 1): void {
    if (exempt(this.author, entry)) return;
    const said = this.#said.get(entry.from) ?? { comments: 0, entries: 0 };
    said.entries += times;
    if (entry.kind === 'comment') said.comments += times;
    this.#said.set(entry.from, said);
  }
}
