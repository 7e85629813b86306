/**
 * The per-chat state around the messages, shared by my devices through own state (PROTOCOL.md
 * "Own state"): pins, hidden chats and deleted timestamps. A deleted timestamp keeps everything
 * older out for good, on every device of mine and after a reinstall.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { OwnCommit } from '../own-state/own-commit.ts';
import { MAX_CLOCK_AHEAD_MS, type OwnChange, type OwnItem } from '../own-state/own-item.ts';
import type { AppliedItem, OwnItemHandler } from '../own-state/own-state-service.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import { chatItems, removeStatement } from '../streams/outbox-queue.ts';
import { chatRecordDeletions } from './clear-chat-records.ts';
import type { ChatDirectory } from './chat-directory.ts';
import { chatIdOf } from './chat-ids.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { ChatEvent } from './chat-types.ts';

/** The chat's items of my own state; the key is always the friend's `pub`. */
export const ChatKind = {
  /** A pinned chat; a removal unpins. */
  pin: 'chat-pin',
  /** Hidden at `at`: stays hidden on another device unless it has something newer. */
  hidden: 'chat-hidden',
  /** data `{"at"}`: the chat's deleted timestamp. */
  deleted: 'chat-deleted',
} as const;

const PINNED_KEY = 'pinnedChats';

export interface ChatStateDeps {
  readonly db: SqlDatabase;
  readonly directory: ChatDirectory;
  readonly now: () => number;
  readonly me: () => KeyPair | null;
  readonly emit: (event: ChatEvent) => void;
  readonly commit: OwnCommit;
}

const pinnedStatement = (pinned: readonly string[]): SqlStatement => ({
  sql: `INSERT INTO credentials (key, value) VALUES (?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  params: [PINNED_KEY, JSON.stringify(pinned)],
});

/** The deleted timestamp, and everything of the chat up to it (all of it, deleting here). */
const deletionStatements = (chatId: string, peer: string, at: number): SqlStatement[] => [
  {
    sql: `INSERT INTO chat_deletions (chatID, peerPub, deletedAt) VALUES (?, ?, ?)
      ON CONFLICT (chatID) DO UPDATE SET deletedAt = MAX(deletedAt, excluded.deletedAt)`,
    params: [chatId, peer, at],
  },
  {
    sql: `DELETE FROM chat_file_chunks WHERE fileId IN
      (SELECT fileId FROM files WHERE chatID = ? AND timestamp <= ?)`,
    params: [chatId, at],
  },
  { sql: 'DELETE FROM files WHERE chatID = ? AND timestamp <= ?', params: [chatId, at] },
  { sql: 'DELETE FROM messages WHERE chatID = ? AND timestamp <= ?', params: [chatId, at] },
  {
    sql: 'DELETE FROM message_receipts WHERE chatID = ? AND receiptTimestamp <= ?',
    params: [chatId, at],
  },
  removeStatement(chatItems(chatId, at)),
  { sql: 'DELETE FROM chat_previews WHERE pub = ? AND lastTime <= ?', params: [peer, at] },
];

const deleted = (peer: string, at: number): OwnChange => ({
  kind: ChatKind.deleted,
  key: peer,
  removed: false,
  data: { at },
});

const pin = (peer: string, pinned: boolean): OwnChange =>
  pinned
    ? { kind: ChatKind.pin, key: peer, removed: false, data: {} }
    : { kind: ChatKind.pin, key: peer, removed: true };

export class ChatState {
  readonly #deleted = new Map<string, number>();

  constructor(private readonly deps: ChatStateDeps) {}

  /** Forgets what it read (a new session reads again). */
  forget(): void {
    this.#deleted.clear();
  }

  async deletedAt(chatId: string): Promise<number> {
    const cached = this.#deleted.get(chatId);
    if (cached !== undefined) return cached;
    const rows = await this.deps.db.all<{ deletedAt: number }>(
      'SELECT deletedAt FROM chat_deletions WHERE chatID = ?',
      [chatId],
    );
    const value = rows[0]?.deletedAt ?? 0;
    this.#deleted.set(chatId, value);
    return value;
  }

  /** Deletes the chat here and records my deleted timestamp, so older messages never return. */
  async deleteChat(peer: string): Promise<Result<void, 'not-logged-in'>> {
    const me = this.deps.me();
    if (!me) return err('not-logged-in');
    const chatId = chatIdOf(me.pub, peer);
    // My own message times may run a little ahead of the clock (they never repeat).
    const newest = await this.deps.db.all<{ ts: number | null }>(
      'SELECT MAX(timestamp) AS ts FROM messages WHERE chatID = ?',
      [chatId],
    );
    const at = Math.max(this.deps.now(), newest[0]?.ts ?? 0);
    const pinned = await this.pinned();
    const unpin = pinned.includes(peer);
    await this.deps.commit(
      me.pub,
      [
        ...deletionStatements(chatId, peer, at),
        ...(unpin ? [pinnedStatement(pinned.filter((pub) => pub !== peer))] : []),
      ],
      [deleted(peer, at), ...(unpin ? [pin(peer, false)] : [])],
    );
    this.#noteDeletion(chatId, at);
    this.deps.emit({ type: 'chat-deleted', peer });
    this.deps.emit({ type: 'preview', peer });
    return ok(undefined);
  }

  /** Settings → Clear chat records: every chat, with deleted timestamps for all of them. */
  async clearAllChats(): Promise<Result<void, 'not-logged-in'>> {
    const me = this.deps.me();
    if (!me) return err('not-logged-in');
    const at = this.deps.now();
    const peers = new Set((await this.deps.directory.friends()).map((friend) => friend.pub));
    const known = await this.deps.db.all<{ pub: string }>(
      `SELECT pub FROM chat_previews UNION SELECT peer FROM messages WHERE peer IS NOT NULL`,
    );
    for (const row of known) peers.add(row.pub);
    const pinned = await this.pinned();
    // Timestamps and clearing in one transaction: nothing older can come back.
    await this.deps.commit(
      me.pub,
      [
        ...[...peers].flatMap((peer) => deletionStatements(chatIdOf(me.pub, peer), peer, at)),
        ...chatRecordDeletions(),
        { sql: 'DELETE FROM credentials WHERE key = ?', params: [PINNED_KEY] },
      ],
      [...[...peers].map((peer) => deleted(peer, at)), ...pinned.map((peer) => pin(peer, false))],
    );
    for (const peer of peers) {
      this.#noteDeletion(chatIdOf(me.pub, peer), at);
      this.deps.emit({ type: 'chat-deleted', peer });
    }
    return ok(undefined);
  }

  async pinned(): Promise<string[]> {
    const rows = await this.deps.db.all<{ value: string | null }>(
      'SELECT value FROM credentials WHERE key = ?',
      [PINNED_KEY],
    );
    try {
      const value: unknown = JSON.parse(rows[0]?.value ?? '[]');
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  }

  async setPinned(peer: string, pinned: boolean): Promise<Result<void, 'not-logged-in'>> {
    const me = this.deps.me();
    if (!me) return err('not-logged-in');
    const current = await this.pinned();
    if (current.includes(peer) === pinned) return ok(undefined);
    const next = pinned ? [...current, peer] : current.filter((pub) => pub !== peer);
    const shown = { sql: 'UPDATE chat_previews SET hidden = 0 WHERE pub = ?', params: [peer] };
    await this.deps.commit(
      me.pub,
      [pinnedStatement(next), ...(pinned ? [shown] : [])],
      [pin(peer, pinned)],
    );
    this.deps.emit({ type: 'preview', peer });
    return ok(undefined);
  }

  /** Hides a private, unpinned chat until something new arrives. */
  async hide(peer: string): Promise<Result<boolean, 'not-logged-in'>> {
    const me = this.deps.me();
    if (!me) return err('not-logged-in');
    if ((await this.pinned()).includes(peer)) return ok(false);
    await this.deps.commit(
      me.pub,
      [{ sql: 'UPDATE chat_previews SET hidden = 1 WHERE pub = ?', params: [peer] }],
      [{ kind: ChatKind.hidden, key: peer, removed: false, data: {} }],
    );
    this.deps.emit({ type: 'preview', peer });
    return ok(true);
  }

  /** How a version from another device of mine is applied here. */
  handlers(): Record<string, OwnItemHandler> {
    return {
      [ChatKind.pin]: {
        apply: async (_me, item) => {
          const current = await this.pinned();
          if (current.includes(item.key) !== item.removed) return { statements: [] };
          const next = item.removed
            ? current.filter((pub) => pub !== item.key)
            : [...current, item.key];
          return this.#applied(item.key, [pinnedStatement(next)]);
        },
        local: async () =>
          (await this.pinned()).map((peer) => ({
            kind: ChatKind.pin,
            key: peer,
            removed: false,
            at: 0,
            data: {},
          })),
      },
      [ChatKind.hidden]: {
        // Hidden elsewhere at `at`: here too, unless pinned or something newer arrived since.
        apply: async (_me, item) => {
          if (item.removed || (await this.pinned()).includes(item.key)) return { statements: [] };
          return this.#applied(item.key, [
            {
              sql: `UPDATE chat_previews SET hidden = 1
                WHERE pub = ? AND (lastTime IS NULL OR lastTime <= ?)`,
              params: [item.key, item.at],
            },
          ]);
        },
      },
      [ChatKind.deleted]: {
        apply: (me, item) => Promise.resolve(this.#applyDeletion(me, item)),
        local: async () => {
          const rows = await this.deps.db.all<{ peerPub: string; deletedAt: number }>(
            'SELECT peerPub, deletedAt FROM chat_deletions',
          );
          return rows.map((row) => ({
            kind: ChatKind.deleted,
            key: row.peerPub,
            removed: false,
            at: row.deletedAt,
            data: { at: row.deletedAt },
          }));
        },
      },
    } satisfies Record<string, OwnItemHandler>;
  }

  #applyDeletion(me: string, item: OwnItem): AppliedItem | null {
    const at = item.data?.['at'];
    const believable = typeof at === 'number' && at <= item.at + MAX_CLOCK_AHEAD_MS;
    if (item.removed || !believable || !Number.isSafeInteger(at)) {
      return null;
    }
    const chatId = chatIdOf(me, item.key);
    return {
      statements: deletionStatements(chatId, item.key, at),
      after: () => {
        this.#noteDeletion(chatId, at);
        this.deps.emit({ type: 'chat-deleted', peer: item.key });
        this.deps.emit({ type: 'preview', peer: item.key });
      },
    };
  }

  /** Deleted timestamps only move forward. */
  #noteDeletion(chatId: string, at: number): void {
    this.#deleted.set(chatId, Math.max(at, this.#deleted.get(chatId) ?? 0));
  }

  #applied(peer: string, statements: SqlStatement[]): AppliedItem {
    return { statements, after: () => this.deps.emit({ type: 'preview', peer }) };
  }
}
