import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import type { ChatDirectory, ChatFriend } from './chat-directory.ts';

interface BuddyRow {
  [key: string]: string | number | null;
  buddyPub: string;
  epub: string | null;
  knownEpub: string | null;
  alias: string | null;
  avatar: string | null;
  remark: string | null;
  friendRemark: string | null;
  addedByMe: number;
  timestamp: number;
}

const SELECT_BUDDIES = `
  SELECT b.buddyPub, b.epub, e.epub AS knownEpub, b.alias, b.avatar, b.remark,
    r.remark AS friendRemark, b.addedByMe, b.timestamp
  FROM buddies b
  LEFT JOIN epubs e ON e.pub = b.buddyPub
  LEFT JOIN friend_remarks r ON r.userPub = b.userPub AND r.friendPub = b.buddyPub
  WHERE b.userPub = ?`;

function toFriend(row: BuddyRow): ChatFriend {
  return {
    pub: row.buddyPub,
    epub: row.epub || row.knownEpub || null,
    alias: row.alias ?? '',
    avatar: row.avatar ?? '',
    remark: row.friendRemark || row.remark || '',
    addedByMe: row.addedByMe === 1,
    since: row.timestamp,
  };
}

/**
 * The chat directory over the contacts tables (`buddies`, `epubs`, `friend_remarks`,
 * `blacklist`) of the signed-in user. SQL has no change feed: whoever writes those tables calls
 * `changed()`.
 */
export class SqlChatDirectory implements ChatDirectory {
  readonly #listeners = new Emitter('chat:directory');

  constructor(
    private readonly db: SqlDatabase,
    private readonly me: () => string | null,
  ) {}

  async friend(pub: string): Promise<ChatFriend | null> {
    const me = this.me();
    if (!me) return null;
    const rows = await this.db.all<BuddyRow>(`${SELECT_BUDDIES} AND b.buddyPub = ?`, [me, pub]);
    return rows[0] ? toFriend(rows[0]) : null;
  }

  async isBlocked(pub: string): Promise<boolean> {
    const rows = await this.db.all('SELECT 1 FROM blacklist WHERE pub = ? AND isBlocked = 1', [
      pub,
    ]);
    return rows.length > 0;
  }

  async friends(): Promise<ChatFriend[]> {
    const me = this.me();
    if (!me) return [];
    return (await this.db.all<BuddyRow>(SELECT_BUDDIES, [me])).map(toFriend);
  }

  subscribe(listener: () => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** Tells subscribers that friends or the blacklist changed. */
  changed(): void {
    this.#listeners.emit();
  }
}
