/**
 * Friends' profiles stay current: while signed in, each friend's signed profile card is followed,
 * and a newer card (a new name, picture or status text) updates the friend at once. Offline, the
 * cards published meanwhile arrive when a relay is reachable again (Gun re-subscribes).
 */
import type { ProfileCard } from '../identity/user-space.ts';
import { debug } from '../util/log.ts';
import type { ContactEvents } from './contact-events.ts';
import type { ContactStore } from './contact-store.ts';

export type ProfileFollower = (pub: string, onCard: (card: ProfileCard) => void) => () => void;

const log = debug('contacts');

export class FriendProfiles {
  readonly #following = new Map<string, () => void>();

  constructor(
    private readonly deps: {
      readonly me: string;
      readonly store: ContactStore;
      readonly events: ContactEvents;
      readonly follow: ProfileFollower;
    },
  ) {}

  /** Follows every current friend and stops following anyone who no longer is one. */
  async sync(): Promise<void> {
    const friends = new Set((await this.deps.store.friends(this.deps.me)).map((f) => f.pub));
    for (const [pub, stop] of this.#following) {
      if (friends.has(pub)) continue;
      stop();
      this.#following.delete(pub);
    }
    for (const pub of friends) {
      if (this.#following.has(pub)) continue;
      this.#following.set(
        pub,
        this.deps.follow(pub, (card) => void this.#apply(pub, card)),
      );
    }
  }

  stop(): void {
    for (const stop of this.#following.values()) stop();
    this.#following.clear();
  }

  async #apply(pub: string, card: ProfileCard): Promise<void> {
    try {
      if (await this.deps.store.applyProfileCard(this.deps.me, pub, card)) {
        this.deps.events.emit({ type: 'friend-updated', pub });
      }
    } catch (error) {
      log('profile of %s not stored: %o', pub, error);
    }
  }
}
