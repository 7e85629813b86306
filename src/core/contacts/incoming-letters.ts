/**
 * What my inbox letters do (PROTOCOL.md "Letter kinds"). A letter is checked for its stamp first
 * (no ECDH for junk), opened once (sealed to me, signed by its `from`), acted on at most once
 * (handled_letters, written in the same transaction as its effect), and only when the rules of
 * its kind hold. Everything else is dropped and counted.
 * A friend request that leaves the list (dropped, or replaced by a newer one) is recorded in own
 * state, so it does not come back on my other devices either.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { openLetter, type Letter } from '../protocol/letter.ts';
import { INBOX_NODE_LETTERS, isStamped } from '../protocol/letter-stamp.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import { debug } from '../util/log.ts';
import type { ContactEvents } from './contact-events.ts';
import type { ContactStore } from './contact-store.ts';
import type { InboxLetter } from './inbox.ts';
import { LetterKind, parseAcceptBody, parseRequestBody } from './letter-kinds.ts';
import { friendAdded, friendRemoved, requestDismissed } from './own-items.ts';
import { localCommit, type OwnCommit } from '../own-state/own-commit.ts';
import type { NotificationFilter } from '../settings/notification-filter.ts';

const log = debug('contacts');

export const FRIEND_REMOVED = 'friend_removed';

export interface LetterCounters {
  /** Letters without a stamp for the node they were in: dropped unopened. */
  unstamped: number;
  /** Letters that did not open: not for me, forged, altered or malformed. */
  rejected: number;
  /** Opened letters whose kind's rules did not hold (stale, unasked, from a blocked key...). */
  ignored: number;
  handled: number;
  /** Letters seen or handled before (every subscription replays the whole inbox). */
  duplicates: number;
  /** Unseen letters left for a later sign-in: this one already opened its node's share. */
  deferred: number;
}

/**
 * Letters opened per inbox node and sign-in at most: as many as a relay stores there, so a hostile
 * relay cannot make me open more, and an honest one never has a letter left over.
 */
export const LETTERS_PER_NODE = INBOX_NODE_LETTERS;

interface HandlerDeps {
  readonly db: SqlDatabase;
  readonly store: ContactStore;
  readonly events: ContactEvents;
  readonly now: () => number;
  readonly lettersPerNode?: number;
  /** Local changes with their own-state items; without it, local changes only. */
  readonly commit?: OwnCommit;
  /** Whether a friend's removal is recorded as a notification; without it, always. */
  readonly notifies?: NotificationFilter;
}

export class IncomingLetters {
  readonly counters: LetterCounters = {
    unstamped: 0,
    rejected: 0,
    ignored: 0,
    handled: 0,
    duplicates: 0,
    deferred: 0,
  };
  /** Letters opened this sign-in, per inbox node. */
  readonly #opened = new Map<string, number>();
  readonly #commit: OwnCommit;

  constructor(private readonly deps: HandlerDeps) {
    this.#commit = deps.commit ?? localCommit(deps.db);
  }

  /**
   * Acts on a letter read from my inbox (its content address already checked). One without a
   * stamp for its node, or seen before, is skipped before it is decrypted, so junk costs a
   * comparison and replaying the inbox (each sign-in) one lookup per old letter.
   */
  async receive(letter: InboxLetter, me: KeyPair): Promise<void> {
    const { raw, key, address } = letter;
    if (!isStamped(raw, key, address)) {
      this.counters.unstamped++;
      return;
    }
    if (await this.deps.store.seenLetter(key)) {
      this.counters.duplicates++;
      return;
    }
    const opened = this.#opened.get(address) ?? 0;
    if (opened >= (this.deps.lettersPerNode ?? LETTERS_PER_NODE)) {
      this.counters.deferred++;
      return;
    }
    this.#opened.set(address, opened + 1);
    await this.#open(raw, address, me);
    await this.deps.store.markLetterSeen(key, this.deps.now());
  }

  /** A new sign-in: a new share of letters to open. */
  signedIn(): void {
    this.#opened.clear();
  }

  async #open(raw: string, address: string, me: KeyPair): Promise<void> {
    const opened = await openLetter(raw, me, address);
    if (!opened.ok) {
      this.counters.rejected++;
      log('letter rejected: %s', opened.error);
      return;
    }
    const letter = opened.value;
    if (letter.from === me.pub) return;
    if (await this.deps.store.handled(letter.from, letter.id)) {
      this.counters.duplicates++;
      return;
    }
    const done = this.deps.store.markHandled(letter.from, letter.id, letter.kind, this.deps.now());
    let acted: boolean;
    switch (letter.kind) {
      case LetterKind.request:
        acted = await this.#request(me.pub, letter, done);
        break;
      case LetterKind.accept:
        acted = await this.#accept(me.pub, letter, done);
        break;
      case LetterKind.removed:
        acted = await this.#removed(me.pub, letter, done);
        break;
      default:
        acted = false;
    }
    if (acted) {
      this.counters.handled++;
    } else {
      this.counters.ignored++;
      log('letter %s (%s) ignored', letter.id, letter.kind);
      const dropped = letter.kind === LetterKind.request;
      await this.#commit(me.pub, [done], dropped ? [requestDismissed(letter.from, letter.id)] : []);
    }
  }

  async #request(me: string, letter: Letter, done: SqlStatement): Promise<boolean> {
    const { store, db, events } = this.deps;
    const body = parseRequestBody(letter.body);
    if (!body) return false;
    if (await store.isBlocked(letter.from)) {
      // Spec: requests from blocked users are deleted automatically.
      const drop = store.deleteRequestsFrom(letter.from);
      await db.run(drop.sql, drop.params);
      return false;
    }
    const fromFriend = (await store.friend(me, letter.from)) !== null;
    const replaced = await store.requestIdsFrom(letter.from, letter.ts);
    const statements = [
      ...store.storeRequest(
        {
          id: letter.id,
          fromPub: letter.from,
          fromEpub: letter.fromEpub,
          alias: body.alias,
          avatar: body.avatar,
          message: body.message,
          timestamp: letter.ts,
        },
        this.deps.now(),
      ),
      // A friend's request stays hidden, so it does not light the red dot either.
      ...(fromFriend ? [] : [store.setRequestsViewed(false)]),
      done,
    ];
    const dismissed = replaced.map((id) => requestDismissed(letter.from, id));
    await this.#commit(me, statements, dismissed);
    events.emit({ type: 'requests-changed' });
    return true;
  }

  /** Honoured only as the answer to the request I last sent to this person. */
  async #accept(me: string, letter: Letter, done: SqlStatement): Promise<boolean> {
    const { store, events } = this.deps;
    const body = parseAcceptBody(letter.body);
    const sent = await store.sentRequest(me, letter.from);
    if (!body || !sent || sent.letterId !== body.requestId) return false;
    if ((await store.friend(me, letter.from)) || (await store.isBlocked(letter.from))) return false;
    const added = {
      pub: letter.from,
      alias: body.alias,
      avatar: body.avatar,
      // The accept's signature binds this epub to the sender: as good as their profile.
      epub: letter.fromEpub,
      since: this.deps.now(),
    };
    const dismissed = await store.requestIdsFrom(letter.from);
    await this.#commit(
      me,
      [...store.addFriend(me, { ...added, epubSource: 'shared' }), done],
      [
        friendAdded({ ...added, addedByMe: true }),
        ...dismissed.map((id) => requestDismissed(letter.from, id)),
      ],
    );
    const friend = await store.friend(me, letter.from);
    if (friend) events.emit({ type: 'friend-added', friend, acceptedBy: 'them' });
    events.emit({ type: 'requests-changed' });
    return true;
  }

  /** Honoured only from a current friend, and only if newer than the friendship on my side. */
  async #removed(me: string, letter: Letter, done: SqlStatement): Promise<boolean> {
    const { store, events } = this.deps;
    const friend = await store.friend(me, letter.from);
    if (!friend || letter.ts <= friend.since) return false;
    const at = this.deps.now();
    // Switched off, the removal is not recorded: no notice, no list entry, no unread count.
    const notified = this.deps.notifies?.(FRIEND_REMOVED) ?? true;
    await this.#commit(
      me,
      [
        ...store.removeFriend(me, letter.from),
        ...(notified
          ? [store.addNotification(FRIEND_REMOVED, letter.from, friend.displayName, at)]
          : []),
        done,
      ],
      friendRemoved(friend),
    );
    events.emit({ type: 'friend-removed', pub: letter.from, by: 'them' });
    if (notified)
      events.emit({
        type: 'notification',
        notification: {
          type: FRIEND_REMOVED,
          fromPub: letter.from,
          message: friend.displayName,
          timestamp: at,
          isRead: false,
        },
      });
    return true;
  }
}
