/**
 * Which friends' streams are followed, and the per-chat state around them: deleted timestamps
 * (local, mirrored next to my stream so a new install honours them too), pins, hiding, deleting.
 */
import type { FailureLog } from './failures.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { Party } from '../protocol/envelope.ts';
import { pairChannel } from '../protocol/key-agreement.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { clearChatRecords } from './clear-chat-records.ts';
import type { ChatDirectory, ChatFriend } from './chat-directory.ts';
import { chatIdOf, dayBefore, dayKeyOf } from './chat-ids.ts';
import { ChatError, type ChatEvent, type ChatLimits } from './chat-types.ts';
import type { StreamRecord, StreamTransport } from './stream-transport.ts';
import type { Timers } from './timers.ts';

export interface LifecycleDeps {
  readonly db: SqlDatabase;
  readonly directory: ChatDirectory;
  readonly transport: StreamTransport;
  readonly timers: Timers;
  readonly now: () => number;
  readonly limits: ChatLimits;
  readonly me: () => KeyPair | null;
  readonly emit: (event: ChatEvent) => void;
  readonly failures: FailureLog;
}

const DAY_MS = 86_400_000;
/** The spec's network check: friends whose stream could not be followed are tried again. */
const RESYNC_MS = 8_000;
const PINNED_KEY = 'pinnedChats';

export class ChatLifecycle {
  onRecord: (party: Party, record: StreamRecord) => void = () => undefined;
  readonly #following = new Map<string, { epub: string; stop: () => void }>();
  readonly #deleted = new Map<string, number>();
  #syncing: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | null = null;
  #timer: unknown = null;
  #stopped = true;

  constructor(private readonly deps: LifecycleDeps) {}

  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#unsubscribe = this.deps.directory.subscribe(() => void this.sync());
    this.#timer = this.deps.timers.setInterval(() => void this.sync(), RESYNC_MS);
    await this.sync();
  }

  stop(): void {
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#timer !== null) this.deps.timers.clearInterval(this.#timer);
    this.#timer = null;
    for (const entry of this.#following.values()) entry.stop();
    this.#following.clear();
    this.#deleted.clear();
  }

  /** Follows every friend with a known key who is not blocked; stops following the rest. */
  sync(): Promise<void> {
    this.#syncing = this.#syncing
      .then(() => this.#sync())
      .catch((error: unknown) => this.deps.failures.record('sync', error));
    return this.#syncing;
  }

  async #sync(): Promise<void> {
    const me = this.deps.me();
    if (!me || this.#stopped) return;
    const wanted = new Map<string, ChatFriend & { epub: string }>();
    for (const friend of await this.deps.directory.friends()) {
      if (!friend.epub || friend.pub === me.pub) continue;
      if (await this.deps.directory.isBlocked(friend.pub)) continue;
      wanted.set(friend.pub, { ...friend, epub: friend.epub });
    }
    for (const [pub, entry] of this.#following) {
      if (wanted.get(pub)?.epub === entry.epub) continue;
      entry.stop();
      this.#following.delete(pub);
    }
    for (const friend of wanted.values()) {
      if (!this.#following.has(friend.pub)) await this.#follow(me, friend);
    }
  }

  async #follow(me: KeyPair, friend: ChatFriend & { epub: string }): Promise<void> {
    const party = { pub: friend.pub, epub: friend.epub };
    const chatId = chatIdOf(me.pub, friend.pub);
    const { tag } = await pairChannel(me, friend.epub);
    const cursors = await this.deps.db.all<{ day: string; updatedAt: number }>(
      'SELECT day, updatedAt FROM stream_cursors WHERE stream = ?',
      [`${chatId}|${friend.pub}`],
    );
    const cursor = cursors[0];
    const deletedAt = await this.deletedAt(chatId);
    const now = this.deps.now();
    // Resume a day early: the partner may still be re-sending into the day before.
    let fromDay = dayBefore(cursor ? cursor.day : dayKeyOf(friend.since));
    if (deletedAt > 0 && dayBefore(dayKeyOf(deletedAt)) > fromDay)
      fromDay = dayBefore(dayKeyOf(deletedAt));
    const options = {
      fromDay,
      today: dayKeyOf(now),
      recentSince: (cursor?.updatedAt ?? now) - DAY_MS,
    };
    if (this.#stopped) return;
    try {
      const stop = this.deps.transport.listen(friend.pub, tag, options, (record) =>
        this.onRecord(party, record),
      );
      this.#following.set(friend.pub, { epub: friend.epub, stop });
    } catch (error) {
      this.deps.failures.record('follow', error); // no graph yet: the next sync tries again
      return;
    }
    void this.#adoptPublishedDeletion(me, tag, chatId, friend.pub);
  }

  /** The deleted timestamp I published for this chat (e.g. before a reinstall) also applies here. */
  async #adoptPublishedDeletion(
    me: KeyPair,
    tag: string,
    chatId: string,
    peer: string,
  ): Promise<void> {
    try {
      const value = await this.deps.transport.readField(
        me.pub,
        tag,
        'deleted',
        this.deps.limits.deletedLookupMs,
      );
      if (typeof value !== 'number' || value <= (await this.deletedAt(chatId))) return;
      // A timestamp from the future would also drop every message still to come.
      if (value > this.deps.now() + this.deps.limits.maxClockSkewMs) return;
      await this.#recordDeletion(chatId, peer, value);
      await this.deps.db.batch([
        {
          sql: 'DELETE FROM messages WHERE chatID = ? AND timestamp <= ?',
          params: [chatId, value],
        },
        { sql: 'DELETE FROM chat_previews WHERE pub = ? AND lastTime <= ?', params: [peer, value] },
      ]);
      this.deps.emit({ type: 'preview', peer });
    } catch (error) {
      // Best effort: the local timestamp stays in force.
      this.deps.failures.record('deleted-lookup', error);
    }
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

  async #recordDeletion(chatId: string, peer: string, at: number): Promise<void> {
    await this.deps.db.run(
      `INSERT INTO chat_deletions (chatID, peerPub, deletedAt) VALUES (?, ?, ?)
       ON CONFLICT (chatID) DO UPDATE SET deletedAt = MAX(deletedAt, excluded.deletedAt)`,
      [chatId, peer, at],
    );
    this.#deleted.set(chatId, Math.max(at, this.#deleted.get(chatId) ?? 0));
  }

  /** Mirrors my deleted timestamp next to my stream; best effort, bounded by the send time-out. */
  async #publishDeletion(me: KeyPair, peer: string, at: number): Promise<void> {
    try {
      const friend = await this.deps.directory.friend(peer);
      if (!friend?.epub) return;
      const { tag } = await pairChannel(me, friend.epub);
      await this.deps.transport.writeOwnField(tag, 'deleted', at, this.deps.limits.sendTimeoutMs);
    } catch (error) {
      // Offline: the local timestamp still keeps old messages out on this device.
      this.deps.failures.record('deleted-publish', error);
    }
  }

  async deleteChat(peer: string): Promise<void> {
    const me = this.#requireMe();
    const chatId = chatIdOf(me.pub, peer);
    const at = this.deps.now();
    await this.deps.db.batch([
      {
        sql: 'DELETE FROM chat_file_chunks WHERE fileId IN (SELECT fileId FROM files WHERE chatID = ?)',
        params: [chatId],
      },
      { sql: 'DELETE FROM files WHERE chatID = ?', params: [chatId] },
      { sql: 'DELETE FROM messages WHERE chatID = ?', params: [chatId] },
      { sql: 'DELETE FROM message_receipts WHERE chatID = ?', params: [chatId] },
      { sql: 'DELETE FROM message_queue WHERE chatId = ?', params: [chatId] },
      { sql: 'DELETE FROM chat_previews WHERE pub = ?', params: [peer] },
    ]);
    await this.#recordDeletion(chatId, peer, at);
    await this.setPinned(peer, false);
    this.deps.emit({ type: 'chat-deleted', peer });
    this.deps.emit({ type: 'preview', peer });
    void this.#publishDeletion(me, peer, at);
  }

  async removeChatWith(peer: string): Promise<void> {
    this.#following.get(peer)?.stop();
    this.#following.delete(peer);
    await this.deleteChat(peer);
  }

  async clearAllChats(): Promise<void> {
    const me = this.#requireMe();
    const at = this.deps.now();
    const peers = new Set((await this.deps.directory.friends()).map((friend) => friend.pub));
    const known = await this.deps.db.all<{ pub: string }>(
      `SELECT pub FROM chat_previews UNION SELECT peer FROM messages WHERE peer IS NOT NULL`,
    );
    for (const row of known) peers.add(row.pub);
    // Timestamps first: if clearing fails, nothing older can come back anyway.
    for (const peer of peers) await this.#recordDeletion(chatIdOf(me.pub, peer), peer, at);
    await clearChatRecords(this.deps.db);
    await this.deps.db.run('DELETE FROM credentials WHERE key = ?', [PINNED_KEY]);
    for (const peer of peers) {
      this.deps.emit({ type: 'chat-deleted', peer });
      void this.#publishDeletion(me, peer, at);
    }
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

  async setPinned(peer: string, pinned: boolean): Promise<void> {
    const current = await this.pinned();
    if (current.includes(peer) === pinned) return;
    const next = pinned ? [...current, peer] : current.filter((pub) => pub !== peer);
    await this.deps.db.run(
      'INSERT INTO credentials (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      [PINNED_KEY, JSON.stringify(next)],
    );
    if (pinned) await this.deps.db.run('UPDATE chat_previews SET hidden = 0 WHERE pub = ?', [peer]);
    this.deps.emit({ type: 'preview', peer });
  }

  async hide(peer: string): Promise<boolean> {
    if ((await this.pinned()).includes(peer)) return false;
    await this.deps.db.run('UPDATE chat_previews SET hidden = 1 WHERE pub = ?', [peer]);
    this.deps.emit({ type: 'preview', peer });
    return true;
  }

  #requireMe(): KeyPair {
    const me = this.deps.me();
    if (!me) throw new ChatError('not-logged-in');
    return me;
  }
}
