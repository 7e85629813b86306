/**
 * Which chat streams are followed: both directions of each chat with a friend whose key is known
 * and who is not blocked (the friend's stream, and mine for what my other devices sent), from the
 * chat's deleted timestamp on.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { FailureLog } from '../streams/failures.ts';
import type { FollowedRecord, StreamFollower } from '../streams/follower.ts';
import type { Timers } from '../util/timers.ts';
import type { ChatDirectory, ChatFriend } from './chat-directory.ts';
import { chatIdOf } from './chat-ids.ts';
import type { ChatState } from './chat-state.ts';
import type { PairStreamKeys, Party } from './pair-streams.ts';

export interface LifecycleDeps {
  readonly directory: ChatDirectory;
  readonly follower: StreamFollower;
  readonly streams: PairStreamKeys;
  /** Pins, hidden chats and deleted timestamps. */
  readonly state: ChatState;
  readonly timers: Timers;
  readonly me: () => KeyPair | null;
  readonly failures: FailureLog;
}

/** The spec's network check: friends whose stream could not be followed are tried again. */
const RESYNC_MS = 8_000;

/** The cursor names of a chat's two streams. */
const streamName = (chatId: string, writer: string): string => `${chatId}|${writer}`;

export class ChatLifecycle {
  onRecord: (party: Party, record: FollowedRecord) => void = () => undefined;
  readonly #following = new Map<string, { epub: string; streams: string[] }>();
  /** The friend each followed stream belongs to. */
  readonly #parties = new Map<string, Party>();
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
    const deletedAt = await this.deps.state.deletedAt(chatId);
    if (this.#stopped) return;
    const targets = [
      { stream: streamName(chatId, friend.pub), keys: theirs },
      { stream: streamName(chatId, me.pub), keys: mine },
    ];
    const streams = targets.map((target) => target.stream);
    this.#following.set(friend.pub, { epub: friend.epub, streams });
    for (const stream of streams) this.#parties.set(stream, party);
    const window = { since: friend.since, ...(deletedAt > 0 ? { notBefore: deletedAt } : {}) };
    try {
      for (const target of targets) await this.deps.follower.follow({ ...target, ...window });
    } catch (error) {
      this.deps.failures.record('follow', error); // no graph yet: the next sync tries again
      this.#unfollow(friend.pub);
      return;
    }
  }

  /** Friend removal: the chat goes and the friend's streams are no longer followed. */
  async removeChatWith(peer: string): Promise<void> {
    this.#unfollow(peer);
    await this.deps.state.deleteChat(peer);
  }
}
