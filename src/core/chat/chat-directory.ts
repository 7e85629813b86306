/**
 * What the chat core needs to know about contacts. The contacts service implements it in the app;
 * `SqlChatDirectory` reads the same tables directly (tests, and until the two are wired together).
 */
export interface ChatFriend {
  readonly pub: string;
  /** The friend's encryption key; null while it is not known yet (the chat cannot start). */
  readonly epub: string | null;
  readonly alias: string;
  readonly avatar: string;
  readonly remark: string;
  /** True when the entry is in my own friend list (added or accepted by me). */
  readonly addedByMe: boolean;
  /** When the friendship started, milliseconds since the epoch. */
  readonly since: number;
}

export interface ChatDirectory {
  /** The friend entry, or null when `pub` is not in my friend list. */
  friend(pub: string): Promise<ChatFriend | null>;
  isBlocked(pub: string): Promise<boolean>;
  friends(): Promise<ChatFriend[]>;
  /** Called after any change to friends, their keys or the blacklist; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The spec's sender name: the remark when it is not blank, else the live alias. */
export function displayName(friend: Pick<ChatFriend, 'alias' | 'remark' | 'pub'>): string {
  return friend.remark.trim() || friend.alias || friend.pub.slice(0, 8);
}

export interface FriendStanding {
  readonly friend: ChatFriend | null;
  readonly blocked: boolean;
}

/** Friend and block lookups for the outbox, cached for a moment: a burst asks the same often. */
export class FriendLookups {
  readonly #cache = new Map<string, FriendStanding & { at: number }>();

  constructor(
    private readonly directory: ChatDirectory,
    private readonly now: () => number,
    private readonly maxAgeMs = 1_000,
  ) {}

  async standing(pub: string): Promise<FriendStanding> {
    const cached = this.#cache.get(pub);
    if (cached && this.now() - cached.at < this.maxAgeMs) return cached;
    const entry = {
      at: this.now(),
      friend: await this.directory.friend(pub),
      blocked: await this.directory.isBlocked(pub),
    };
    this.#cache.set(pub, entry);
    return entry;
  }

  /** Forgets one user, or everyone (after a change to friends or the blacklist). */
  forget(pub?: string): void {
    if (pub === undefined) this.#cache.clear();
    else this.#cache.delete(pub);
  }
}
