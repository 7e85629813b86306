/**
 * Contacts, friend requests and the blacklist (spec sections 2-5). UI-free: screens call these
 * methods and re-read on `subscribe` events. First contact travels as sealed letters through the
 * recipients' append-only inboxes (./inbox.ts); everything else is local SQLite, shared with my
 * other devices through own state (./own-items.ts) when the core provides it.
 */
import { FriendProfiles } from './friend-profiles.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { OwnChange } from '../own-state/own-item.ts';
import type { SqlStatement } from '../store/sql.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { ContactError, letterFailure, type LetterFailure } from './contact-errors.ts';
import { ContactEvents, type ContactListener } from './contact-events.ts';
import {
  ContactStore,
  type FriendRequest,
  type Notification,
  type Report,
} from './contact-store.ts';
import {
  CONTACT_TIMINGS,
  type AnswerOptions,
  type ContactServiceDeps,
  type ContactTimings,
  type FoundUser,
  type SendRequestError,
  type SentFriendRequest,
} from './contact-types.ts';
import { scheduleEpubSync, syncUnverifiedFriends } from './epub-sync.ts';
import type { Friend } from './friend.ts';
import { createInbox, type InboxLetter, type InboxTransport } from './inbox.ts';
import { IncomingLetters, type LetterCounters } from './incoming-letters.ts';
import { LetterQueue } from './letter-queue.ts';
import { LetterKind } from './letter-kinds.ts';
import { handleOwnContacts } from './own-contacts.ts';
import { postLetter } from './post-letter.ts';
import {
  blocked,
  friendAdded,
  friendRemoved,
  OwnKind,
  remarkSet,
  removal,
  requestDismissed,
} from './own-items.ts';
import { localCommit, type OwnCommit } from '../own-state/own-commit.ts';
import { lookupEpub, normaliseUserId } from './profile-lookup.ts';
import { checkRequestTarget, findUser } from './request-checks.ts';

const log = debug('contacts');

type E = typeof ContactError;

export class ContactService {
  readonly #deps: ContactServiceDeps;
  readonly #store: ContactStore;
  readonly #inbox: InboxTransport;
  readonly #events = new ContactEvents();
  readonly #letters: IncomingLetters;
  readonly #timings: ContactTimings;
  readonly #now: () => number;
  readonly #commit: OwnCommit;
  #listening: { pub: string; stop: () => void } | null = null;
  readonly #queue: LetterQueue;
  #cancelSync: (() => void) | null = null;
  #profiles: { readonly follower: FriendProfiles; readonly unsubscribe: () => void } | null = null;

  constructor(deps: ContactServiceDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#timings = { ...CONTACT_TIMINGS, ...deps.timings };
    this.#store = new ContactStore(deps.db);
    this.#inbox = createInbox(deps.graph, this.#now);
    // One letter at a time: the handled-letter check and its effect must not interleave.
    this.#queue = new LetterQueue(
      (letter) => this.#receive(letter),
      (error) => log('letter failed: %o', error),
    );
    const own = deps.ownState;
    this.#commit = own ? (...args) => own.commit(...args) : localCommit(deps.db);
    const shared = { db: deps.db, store: this.#store, events: this.#events, now: this.#now };
    if (own) handleOwnContacts(own, shared);
    this.#letters = new IncomingLetters({
      ...shared,
      commit: this.#commit,
      ...(deps.notifies ? { notifies: deps.notifies } : {}),
    });
  }

  subscribe(listener: ContactListener): () => void {
    return this.#events.subscribe(listener);
  }

  // ---- lifecycle ------------------------------------------------------------------------------

  /** Listens to my inbox (old and new letters) and schedules the epub sync; call after login. */
  start(options: { epubSync?: boolean } = {}): void {
    const pair = this.#deps.session()?.pair;
    if (!pair || this.#listening?.pub === pair.pub) return;
    this.stop();
    this.#letters.signedIn();
    const stop = this.#inbox.listen(pair.pub, (letter) => this.#queue.push(letter));
    this.#listening = { pub: pair.pub, stop };
    this.#followFriendProfiles(pair.pub);
    if (options.epubSync ?? true) {
      const sync = () => this.syncFriends().catch((e: unknown) => log('epub sync: %o', e));
      this.#cancelSync = scheduleEpubSync(
        sync,
        this.#timings.syncFirstMs,
        this.#timings.syncEveryMs,
      );
    }
  }

  stop(): void {
    this.#listening?.stop();
    this.#listening = null;
    this.#queue.clear();
    this.#profiles?.unsubscribe();
    this.#profiles?.follower.stop();
    this.#profiles = null;
    this.#cancelSync?.();
    this.#cancelSync = null;
  }

  #followFriendProfiles(me: string): void {
    const follow = this.#deps.followProfile;
    if (!follow) return;
    const follower = new FriendProfiles({ me, store: this.#store, events: this.#events, follow });
    const sync = () => void follower.sync().catch((error: unknown) => log('profiles: %o', error));
    const unsubscribe = this.#events.subscribe((event) => {
      if (event.type === 'friend-added' || event.type === 'friend-removed') sync();
    });
    this.#profiles = { follower, unsubscribe };
    sync();
  }

  /** Resolves once the letters received so far have been handled. */
  async settled(): Promise<void> {
    await this.#queue.settled();
  }

  get letterCounters(): Readonly<LetterCounters> {
    return this.#letters.counters;
  }

  async #receive(letter: InboxLetter): Promise<void> {
    const pair = this.#deps.session()?.pair;
    if (!pair || pair.pub !== this.#listening?.pub) return;
    await this.#letters.receive(letter, pair);
  }

  // ---- friends --------------------------------------------------------------------------------

  async friends(): Promise<Friend[]> {
    const me = this.#me();
    return me ? this.#store.friends(me.pub) : [];
  }

  async friend(pub: string): Promise<Friend | null> {
    const me = this.#me();
    return me ? this.#store.friend(me.pub, pub) : null;
  }

  async friendCount(): Promise<number> {
    const me = this.#me();
    return me ? this.#store.friendCount(me.pub) : 0;
  }

  async setRemark(
    pub: string,
    remark: { remark: string; remarkInfo: string },
  ): Promise<Result<Friend, E['notLoggedIn' | 'notFriend']>> {
    const me = this.#me();
    if (!me) return err(ContactError.notLoggedIn);
    if (!(await this.#store.friend(me.pub, pub))) return err(ContactError.notFriend);
    const set = this.#store.setRemark(me.pub, pub, remark.remark, remark.remarkInfo);
    await this.#commit(me.pub, set, [remarkSet(pub, remark)]);
    const friend = await this.#store.friend(me.pub, pub);
    if (!friend) return err(ContactError.notFriend);
    this.#events.emit({ type: 'friend-updated', pub });
    return ok(friend);
  }

  /**
   * Removes a friend here (the chat core drops the chat on the `friend-removed` event) and tells
   * them with a `friend-removed` letter. The local removal stands even if the letter fails.
   */
  async removeFriend(
    pub: string,
  ): Promise<Result<void, E['notLoggedIn' | 'notFriend' | 'noEpub'] | LetterFailure>> {
    const me = this.#me();
    if (!me) return err(ContactError.notLoggedIn);
    const friend = await this.#store.friend(me.pub, pub);
    if (!friend) return err(ContactError.notFriend);
    await this.#commit(me.pub, this.#store.removeFriend(me.pub, pub), friendRemoved(friend));
    this.#events.emit({ type: 'friend-removed', pub, by: 'me' });
    try {
      const epub =
        friend.epub ?? (await lookupEpub(this.#deps.readProfile, pub, this.#timings.epubLookup));
      if (!epub) return err(ContactError.noEpub);
      await this.#sendLetter(me, { pub, epub }, LetterKind.removed, {});
      return ok(undefined);
    } catch (error) {
      return err(letterFailure(error));
    }
  }

  /** Looks up friends without a known epub (the scheduled sync runs this too). */
  async syncFriends(): Promise<void> {
    const me = this.#me();
    if (!me) return;
    await syncUnverifiedFriends({
      store: this.#store,
      readProfile: this.#deps.readProfile,
      me: me.pub,
      lookup: this.#timings.epubLookup,
      batch: this.#timings.syncBatch,
      gapMs: this.#timings.syncGapMs,
      now: this.#now,
      updated: (pub) => this.#events.emit({ type: 'friend-updated', pub }),
    });
  }

  // ---- finding and adding ---------------------------------------------------------------------

  /** The add-friend search: a friend opens the friend profile, anyone else the stranger profile. */
  async findUser(
    input: string,
  ): Promise<Result<FoundUser, E['notLoggedIn' | 'publicKeyNull' | 'invalidPublicKey']>> {
    const lookup = this.#timings.profileLookup;
    const deps = { store: this.#store, readProfile: this.#deps.readProfile, lookup };
    return findUser(deps, this.#me()?.pub ?? null, input);
  }

  /** Spec 5 "Add friend (request send)": the checks in the spec's order, then the letter. */
  async sendFriendRequest(
    input: string,
    message: string,
  ): Promise<Result<SentFriendRequest, SendRequestError>> {
    const session = this.#deps.session();
    if (!session) return err(ContactError.notLoggedIn);
    const me = session.pair;
    const target = await checkRequestTarget(
      { store: this.#store, readProfile: this.#deps.readProfile, lookup: this.#timings.epubLookup },
      me.pub,
      input,
      message,
    );
    if (!target.ok) return target;
    const { pub, epub } = target.value;
    const previous = await this.#store.sentRequest(me.pub, pub);
    const sent = { id: globalThis.crypto.randomUUID(), to: pub, timestamp: this.#now() };
    try {
      await this.#store.putSentRequest(me.pub, pub, {
        letterId: sent.id,
        timestamp: sent.timestamp,
      });
      const { alias = '', avatar = '' } = session;
      const body = { message: target.value.message, alias, avatar };
      await this.#sendLetter(me, { pub, epub }, LetterKind.request, body, sent);
      return ok(sent);
    } catch (error) {
      // Roll back: the earlier request (if any) is again the one an accept must answer.
      await this.#store
        .putSentRequest(me.pub, pub, previous)
        .catch((rollback: unknown) => log('sent request not restored: %o', rollback));
      return err(letterFailure(error));
    }
  }

  // ---- received requests ----------------------------------------------------------------------

  /** Pending requests, newest first; hidden when from a friend, none from blocked keys. */
  async requests(): Promise<FriendRequest[]> {
    const me = this.#me();
    return me ? this.#store.requests(me.pub) : [];
  }

  /** The count badge and the red dot (unviewed while a new request has not been looked at). */
  async requestSummary(): Promise<{ pending: number; unviewed: boolean }> {
    const me = this.#me();
    if (!me) return { pending: 0, unviewed: false };
    const pending = await this.#store.pendingCount(me.pub);
    return { pending, unviewed: pending > 0 && !(await this.#store.requestsViewed()) };
  }

  async markRequestsViewed(): Promise<void> {
    await this.#deps.db.batch([this.#store.setRequestsViewed(true)]);
    this.#events.emit({ type: 'requests-changed' });
  }

  /** Agree: both become friends. The accept letter goes first; the request stays if it fails. */
  async accept(
    requestId: string,
    options: AnswerOptions = {},
  ): Promise<Result<Friend, E['notLoggedIn' | 'requestNotFound'] | LetterFailure>> {
    const session = this.#deps.session();
    if (!session) return err(ContactError.notLoggedIn);
    const me = session.pair;
    const request = await this.#store.request(requestId);
    if (!request) return err(ContactError.requestNotFound);
    try {
      const body = { requestId, alias: session.alias ?? '', avatar: session.avatar ?? '' };
      const to = { pub: request.fromPub, epub: request.fromEpub };
      await this.#sendLetter(me, to, LetterKind.accept, body);
    } catch (error) {
      return err(letterFailure(error));
    }
    const added = {
      pub: request.fromPub,
      alias: request.alias,
      avatar: request.avatar,
      epub: request.fromEpub,
      since: this.#now(),
    };
    // Every request of theirs leaves the list, on every device of mine.
    const dismissed = await this.#store.requestIdsFrom(request.fromPub);
    await this.#commit(
      me.pub,
      [
        ...this.#store.addFriend(me.pub, { ...added, epubSource: 'shared' }),
        ...(options.blockSender ? this.#store.block(request.fromPub) : []),
      ],
      [
        friendAdded({ ...added, addedByMe: true }),
        ...dismissed.map((id) => requestDismissed(request.fromPub, id)),
        ...(options.blockSender ? [blocked(request.fromPub)] : []),
      ],
    );
    const friend = await this.#store.friend(me.pub, request.fromPub);
    if (!friend) return err(ContactError.requestNotFound);
    this.#events.emit({ type: 'friend-added', friend, acceptedBy: 'me' });
    this.#events.emit({ type: 'requests-changed' });
    if (options.blockSender) this.#emitBlocked(request.fromPub, true);
    try {
      await this.#deps.onFriendAccepted?.(friend);
    } catch (error) {
      log('onFriendAccepted failed: %o', error);
    }
    return ok(friend);
  }

  /** Refuse: the request is removed (the sender is not told). */
  async refuse(
    requestId: string,
    options: AnswerOptions = {},
  ): Promise<Result<void, E['requestNotFound']>> {
    const request = await this.#store.request(requestId);
    if (!request) return err(ContactError.requestNotFound);
    const dismissed = options.blockSender
      ? await this.#store.requestIdsFrom(request.fromPub)
      : [requestId];
    await this.#commitAnyone(
      [
        this.#store.deleteRequest(requestId),
        ...(options.blockSender ? this.#store.block(request.fromPub) : []),
      ],
      [
        ...dismissed.map((id) => requestDismissed(request.fromPub, id)),
        ...(options.blockSender ? [blocked(request.fromPub)] : []),
      ],
    );
    this.#events.emit({ type: 'requests-changed' });
    if (options.blockSender) this.#emitBlocked(request.fromPub, true);
    return ok(undefined);
  }

  // ---- blacklist ------------------------------------------------------------------------------

  /** Blocks a key: its requests are dropped now and later; the chat core drops its messages. */
  async block(
    input: string,
  ): Promise<Result<string, E['publicKeyNull' | 'invalidPublicKey' | 'self']>> {
    const pub = normaliseUserId(input);
    if (pub === '') return err(ContactError.publicKeyNull);
    if (!isPublicKey(pub)) return err(ContactError.invalidPublicKey);
    if (pub === this.#me()?.pub) return err(ContactError.self);
    const dismissed = await this.#store.requestIdsFrom(pub);
    await this.#commitAnyone(this.#store.block(pub), [
      blocked(pub),
      ...dismissed.map((id) => requestDismissed(pub, id)),
    ]);
    this.#emitBlocked(pub, true);
    this.#events.emit({ type: 'requests-changed' });
    return ok(pub);
  }

  async unblock(pub: string): Promise<void> {
    await this.#commitAnyone([this.#store.unblock(pub)], [removal(OwnKind.block, pub)]);
    this.#emitBlocked(pub, false);
  }

  isBlocked(pub: string): Promise<boolean> {
    return this.#store.isBlocked(pub);
  }

  blocked(): Promise<string[]> {
    return this.#store.blocked();
  }

  #emitBlocked(pub: string, blocked: boolean): void {
    this.#events.emit({ type: 'blacklist-changed', pub, blocked });
  }

  // ---- notifications and reports --------------------------------------------------------------

  notifications(): Promise<Notification[]> {
    return this.#store.notifications();
  }

  markNotificationsRead(ids?: readonly number[]): Promise<void> {
    return this.#store.markNotificationsRead(ids);
  }

  /** The report form: kept on this device only, since no server exists to receive it. */
  async saveReport(report: {
    pub: string;
    reason: string;
    details: string;
  }): Promise<Result<Report, E['publicKeyNull' | 'invalidPublicKey' | 'reportReasonRequired']>> {
    const pub = normaliseUserId(report.pub);
    if (pub === '') return err(ContactError.publicKeyNull);
    if (!isPublicKey(pub)) return err(ContactError.invalidPublicKey);
    const reason = report.reason.trim();
    if (reason === '') return err(ContactError.reportReasonRequired);
    const saved = { pub, reason, details: report.details.trim(), timestamp: this.#now() };
    return ok({ id: await this.#store.addReport(saved), ...saved });
  }

  reports(): Promise<Report[]> {
    return this.#store.reports();
  }

  // ---- helpers --------------------------------------------------------------------------------

  #me(): KeyPair | null {
    return this.#deps.session()?.pair ?? null;
  }

  /** A change that needs no session: shared with my devices only while someone is signed in. */
  async #commitAnyone(statements: SqlStatement[], changes: OwnChange[]): Promise<void> {
    const me = this.#me();
    if (me) await this.#commit(me.pub, statements, changes);
    else await this.#deps.db.batch(statements);
  }

  async #sendLetter(
    me: KeyPair,
    to: { pub: string; epub: string },
    kind: string,
    body: Record<string, string>,
    meta?: { id: string; timestamp: number },
  ): Promise<void> {
    const id = meta?.id ?? globalThis.crypto.randomUUID();
    const ts = meta?.timestamp ?? this.#now();
    await postLetter(this.#inbox, { kind, id, ts, body: JSON.stringify(body) }, me, to, {
      now: this.#now(),
      timeoutMs: this.#timings.letterTimeoutMs,
    });
  }
}
