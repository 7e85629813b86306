/**
 * Whose talk on a moment this device takes (PROTOCOL.md "Moments", "Who counts"): me and my
 * friends who are not blocked. Every moment shown here is mine or a friend's, so its author is in
 * the circle too; a friend of the author who is not mine, a removed or blocked friend who kept an
 * epoch's key, and keys a friend made up are not: their entries are neither kept, counted, shown
 * nor notified.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { KeyPair } from '../crypto/sea.ts';

export interface TalkCircleDeps {
  readonly directory: Pick<ChatDirectory, 'friends' | 'isBlocked'>;
  readonly session: () => KeyPair | null;
}

export class TalkCircle {
  #friends: Promise<ReadonlySet<string>> | null = null;

  constructor(private readonly deps: TalkCircleDeps) {}

  /** Friends or the blacklist changed: the next question reads them again. */
  changed(): void {
    this.#friends = null;
  }

  /** Whether a writer is in the circle, as friends stand now. */
  async admits(): Promise<(pub: string) => boolean> {
    const me = this.deps.session()?.pub;
    const friends = await this.#load();
    return (pub) => pub === me || friends.has(pub);
  }

  #load(): Promise<ReadonlySet<string>> {
    const loading = (this.#friends ??= this.#read());
    // A failed read is not kept: the next question tries again.
    loading.catch(() => {
      if (this.#friends === loading) this.#friends = null;
    });
    return loading;
  }

  async #read(): Promise<ReadonlySet<string>> {
    const { directory } = this.deps;
    const friends = await directory.friends();
    const blocked = await Promise.all(friends.map((f) => directory.isBlocked(f.pub)));
    return new Set(friends.filter((_, i) => !blocked[i]).map((f) => f.pub));
  }
}
