/**
 * Which chat streams are followed (both directions of each chat with a friend whose key is known
 * and who is not blocked), and the per-chat state around them: deleted timestamps (local, and
 * kept next to my stream so a new install honours them too), pins, hiding, deleting.
 */
import type { FailureLog } from './failures.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { FollowedRecord, StreamFollower } from '../streams/follower.ts';
import type { StreamPublisher } from '../streams/publisher.ts';
import type { Timers } from '../util/timers.ts';
import { clearChatRecords } from './clear-chat-records.ts';
import type { ChatDirectory, ChatFriend } from './chat-directory.ts';
import { chatIdOf } from './chat-ids.ts';
import { ChatError, type ChatEvent, type ChatLimits } from './chat-types.ts';
import type { PairStreamKeys, Party } from './pair-streams.ts';

export interface LifecycleDeps {
  readonly db: SqlDatabase;
  readonly directory: ChatDirectory;
  readonly follower: StreamFollower;
  readonly publisher: StreamPublisher;
  readonly streams: PairStreamKeys;
  readonly timers: Timers;
  readonly now: () => number;
  readonly limits: ChatLimits;
  readonly me: () => KeyPair | null;
  readonly emit: (event: ChatEvent) => void;
  readonly failures: FailureLog;
}

/** The spec's network check: friends whose stream could not be followed are tried again. */
const RESYNC_MS = 8_000;
const PINNED_KEY = 'pinnedChats';
const DELETED_FIELD = 'deleted';

/** The cursor names of a chat's two streams. */
const streamName = (chatId: string, writer: string): string => `${chatId}|${writer}`;

export class ChatLifecycle {
  onRecord: (party: Party, record: FollowedRecord) => void = () => undefined;
  readonly #following = new Map<string, { epub: string; streams: string[] }>();
  /** The friend each followed stream belongs to. */
  readonly #parties = new Map<string, Party>();
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
    this.deps.follower.stopAll();
    this.#following.clear();
    this.#parties.clear();
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
      this.#unfollow(pub);
    }
    for (const friend of wanted.values()) {
      if (!this.#following.has(friend.pub)) await this.#follow(me, friend);
    }
    await this.deps.follower.refresh();
  }

  #unfollow(pub: string): void {
    for (const stream of this.#following.get(pub)?.streams ?? []) {
      this.deps.follower.unfollow(stream);
      this.#parties.delete(stream);
    }
    this.#following.delete(pub);
  }

  /** A record heard on a followed stream, handed on with the friend whose chat it belongs to. */
  heard(record: FollowedRecord): void {
    const party = this.#parties.get(record.target.stream);
    if (party) this.onRecord(party, record);
  }

  /** Follows the friend's stream, and mine to them (what my other devices sent). */
  async #follow(me: KeyPair, friend: ChatFriend & { epub: string }): Promise<void> {
    const party = { pub: friend.pub, epub: friend.epub };
    const chatId = chatIdOf(me.pub, friend.pub);
    const { mine, theirs } = await this.deps.streams.of(me, party);
    const deletedAt = await this.deletedAt(chatId);
    if (this.#stopped) return;
    const streams = [streamName(chatId, friend.pub), streamName(chatId, me.pub)];
    this.#following.set(friend.pub, { epub: friend.epub, streams });
    for (const stream of streams) this.#parties.set(stream, party);
    try {
      for (const [stream, keys] of [
        [streams[0] ?? '', theirs],
        [streams[1] ?? '', mine],
      ] as const) {
        await this.deps.follower.follow({
          stream,
          keys,
          since: friend.since,
          ...(deletedAt > 0 ? { notBefore: deletedAt } : {}),
        });
      }
    } catch (error) {
      this.deps.failures.record('follow', error); // no graph yet: the next sync tries again
      this.#unfollow(friend.pub);
      return;
    }
    void this.#adoptPublishedDeletion(me, party, chatId);
  }

  /** The deleted timestamp I published for this chat (e.g. before a reinstall) also applies here. */
  async #adoptPublishedDeletion(me: KeyPair, party: Party, chatId: string): Promise<void> {
    try {
      const { mine } = await this.deps.streams.of(me, party);
      const { value, unverified } = await this.deps.publisher.readField(
        mine,
        DELETED_FIELD,
        this.deps.limits.deletedLookupMs,
      );
      if (unverified) this.onUnverified();
      if (typeof value !== 'number' || value <= (await this.deletedAt(chatId))) return;
      // A timestamp from the future would also drop every message still to come.
      if (value > this.deps.now() + this.deps.limits.maxClockSkewMs) return;
      await this.#recordDeletion(chatId, party.pub, value);
      await this.deps.db.batch([
        {
          sql: 'DELETE FROM messages WHERE chatID = ? AND timestamp <= ?',
          params: [chatId, value],
        },
        {
          sql: 'DELETE FROM chat_previews WHERE pub = ? AND lastTime <= ?',
          params: [party.pub, value],
        },
      ]);
      this.deps.emit({ type: 'preview', peer: party.pub });
    } catch (error) {
      // Best effort: the local timestamp stays in force.
      this.deps.failures.record('deleted-lookup', error);
    }
  }

  /** Called for a field that did not carry my valid signature. */
  onUnverified: () => void = () => undefined;

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
      const { mine } = await this.deps.streams.of(me, { pub: friend.pub, epub: friend.epub });
      await this.deps.publisher.writeField(mine, DELETED_FIELD, at, this.deps.limits.sendTimeoutMs);
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
    this.#unfollow(peer);
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
