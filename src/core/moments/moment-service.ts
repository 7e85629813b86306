/**
 * Moments: a feed readable by its author's friends only (PROTOCOL.md "Moments"). I write my
 * moments into a sealed feed stream of my current epoch; my friends get the epoch's key in our
 * private chat, and a friendship that ends begins a new epoch. UI-free; hooks subscribe to events.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import type { ChatService } from '../chat/chat-service.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { localCommit } from '../own-state/own-commit.ts';
import type { OwnStateWriter } from '../own-state/own-state-service.ts';
import type { NotificationFilter } from '../settings/notification-filter.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { FeedKeyBody } from '../streams/bodies.ts';
import { FailureLog } from '../streams/failures.ts';
import { newMessageId } from '../streams/message-ids.ts';
import { countQueued, laneItems } from '../streams/outbox-queue.ts';
import type { Graph } from '../graph/graph.ts';
import { Emitter } from '../util/emitter.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { FEED_KEY_ITEM, FeedKeys } from './feed-keys.ts';
import { checkedPost, forwardedOriginal, signedMoment } from './moment-bodies.ts';
import { MomentReader } from './moment-reader.ts';
import {
  deleteMoment,
  feedAuthors,
  feedPage,
  imagesOf,
  insertImage,
  insertMoment,
  momentRow,
  setHidden,
  type FeedCursor,
  type MomentKey,
  type MomentRow,
} from './moment-store.ts';
import {
  MOMENT_LIMITS,
  type Moment,
  type MomentComment,
  type AppNotification,
  type ForwardBody,
  type MomentResult,
} from './moment-types.ts';
import {
  deleteNotification,
  markNotificationsRead,
  notificationList,
  notifyTalk,
} from './moment-notifications.ts';
import { MomentTalk, talkedMoment, type TalkedMoment } from './moment-talk.ts';
import { TalkCircle } from './talk-circle.ts';
import { commentsView, momentView } from './moment-view.ts';
import { shareFeedKeys } from './feed-sharing.ts';
import { MomentWriter } from './moment-writer.ts';
import type { TalkEntry } from './talk.ts';

const log = debug('moments');
/** Talk is taken for moments of the last 30 days, at most this many. */
const TALK_TRACKED_MS = 30 * 86_400_000;
const TALK_TRACKED_MAX = 500;

export type MomentEvent =
  /** A moment was stored, changed or deleted. */
  | { readonly type: 'moment'; readonly author: string; readonly id: string }
  /** The notification list changed. */
  | { readonly type: 'notifications' };

export interface MomentServiceDeps {
  readonly db: SqlDatabase;
  /** The graph, signed in as the session's user. */
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  /** My friends: who gets my feed keys, and whose moments the feed shows. */
  readonly directory: ChatDirectory;
  /** Feed keys travel in the private chat. */
  readonly chat: Pick<ChatService, 'sendFeedKey'>;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
  /** The ids of a friend's devices: a new one gets my feed keys again. */
  readonly devicesOf: (friend: string) => Promise<readonly string[]>;
  readonly now?: () => number;
  readonly timers?: Timers;
  /** Shares my feed keys with my other devices. */
  readonly ownState?: OwnStateWriter;
  /** Which kinds of notification are recorded; without it, all. */
  readonly notifies?: NotificationFilter;
}

export interface FeedPage {
  readonly moments: Moment[];
  /** Where the next page starts, or null at the end. */
  readonly next: FeedCursor | null;
}

export class MomentService {
  readonly #db: SqlDatabase;
  readonly #now: () => number;
  readonly #keys: FeedKeys;
  readonly #writer: MomentWriter;
  readonly #reader: MomentReader;
  readonly #talk: MomentTalk;
  readonly #circle: TalkCircle;
  readonly #failures = new FailureLog();
  readonly #listeners = new Emitter<MomentEvent>('moments');
  #unsubscribe: (() => void) | null = null;
  #unwatchDevices: (() => void) | null = null;
  #syncing: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(private readonly deps: MomentServiceDeps) {
    this.#db = deps.db;
    this.#now = deps.now ?? Date.now;
    const timers = deps.timers ?? systemTimers;
    const transport = deps.graph;
    const own = deps.ownState;
    this.#keys = new FeedKeys({
      db: this.#db,
      now: this.#now,
      commit: own ? (...args) => own.commit(...args) : localCommit(this.#db),
    });
    this.#writer = new MomentWriter({
      db: this.#db,
      now: this.#now,
      timers,
      transport,
      session: deps.session,
      keys: this.#keys,
      failures: this.#failures,
      chains: deps.chains,
      readers: async () => (await deps.directory.friends()).map(({ pub }) => pub),
      sent: (abouts) => {
        for (const about of abouts) {
          const moment = talkedMoment(about);
          if (moment) this.#emit({ type: 'moment', ...moment });
        }
      },
    });
    this.#reader = new MomentReader({
      chains: deps.chains,
      db: this.#db,
      now: this.#now,
      transport,
      session: deps.session,
      keys: this.#keys,
      written: this.#writer.stream.publisher.written,
      failures: this.#failures,
      changed: (key) => {
        this.#trackTalk(key).catch((error: unknown) => this.#failures.record('store', error));
        this.#emit({ type: 'moment', ...key });
      },
      talk: (writer, id, node, entry) => this.#talk.heard(writer, id, node, entry),
    });
    this.#circle = new TalkCircle({ directory: deps.directory, session: deps.session });
    this.#talk = new MomentTalk({
      db: this.#db,
      now: this.#now,
      keys: this.#keys,
      failures: this.#failures,
      writer: this.#writer,
      circle: this.#circle,
      heard: (moment, entry) => {
        const me = this.deps.session()?.pub;
        if (me) {
          notifyTalk(this.#db, me, moment, entry, this.#talk, this.deps.notifies).then(
            (written) => written && this.#emit({ type: 'notifications' }),
            (error: unknown) => log('notification not written: %o', error),
          );
        }
        this.#emit({ type: 'moment', ...moment });
      },
    });
    const items = this.#keys.ownItems();
    own?.handle(FEED_KEY_ITEM, {
      ...items,
      apply: async (me, item) => {
        const applied = await items.apply(me, item);
        return applied && { ...applied, after: () => this.#sync() };
      },
    });
  }

  subscribe(listener: (event: MomentEvent) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /**
   * Follows my feed and my friends', shares my keys with friends who lack them, starts sending
   * (once signed in).
   */
  async start(): Promise<void> {
    if (!this.deps.session()) return;
    this.#stopped = false;
    this.#writer.stream.start();
    this.#unsubscribe ??= this.deps.directory.subscribe(() => {
      this.#circle.changed();
      this.#sync();
    });
    this.#sync();
    await this.#syncing;
    // A friend's new device gets my feed keys (and my feed's chain) once it is known.
    this.#unwatchDevices ??= this.deps.chains.watch(() => this.#sync());
    await this.#trackRecent();
    await this.#talk.prune();
  }

  /** Moments came in an import: their talk is taken from now on, and the feed shows them. */
  async adopted(): Promise<void> {
    for (const { author, id } of await this.#trackRecent())
      this.#emit({ type: 'moment', author, id });
  }

  stop(): void {
    this.#stopped = true;
    for (const stop of [this.#unsubscribe, this.#unwatchDevices]) stop?.();
    this.#unsubscribe = this.#unwatchDevices = null;
    this.#writer.stream.stop();
    this.#reader.stop();
    this.#talk.stop();
    this.#keys.forget();
  }

  /** Waits for writes handed to the graph (before signing out). */
  async settled(): Promise<void> {
    // A friend sync in flight may still hand feed keys to the chat and own state.
    await this.#syncing;
    await this.#writer.stream.publisher.settled();
  }

  /** Keeps a friend's feed key from our chat and reads their feed with it. */
  async takeFeedKey(author: string, key: FeedKeyBody): Promise<void> {
    if (!(await this.deps.directory.friend(author))) return;
    if (!(await this.#keys.take(author, key))) return;
    // Moments that came before their epoch's key (in an import) could not take their talk yet.
    await Promise.all([this.#reader.followAuthor(author), this.#trackRecent()]);
  }

  // ---- posting ---------------------------------------------------------------------------------

  /** Posts a moment of text and pictures (data URLs, compressed by the app). */
  async post(text: string, images: readonly string[] = []): Promise<MomentResult<MomentKey>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const checked = checkedPost(text, images);
    if (!checked.ok) return checked;
    return ok(await this.#publish(me, checked.value.text, images));
  }

  /** Forwards a moment I can read (never a forward) with my own words. */
  async forward(original: MomentKey, text: string): Promise<MomentResult<MomentKey>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    if (text.trim().length > MOMENT_LIMITS.maxForwardChars) return err('forward-too-long');
    const row = await momentRow(this.#db, me.pub, original);
    if (!row) return err('original-not-found');
    if (row.forward) return err('forward-of-forward');
    const forward = forwardedOriginal(row, await imagesOf(this.#db, original));
    // A moment stored before moments were signed cannot be shown to others as its author's.
    if (!forward) return err('original-not-found');
    const key = await this.#publish(me, text.trim(), [], forward);
    // Counted on the original's talk; the forward itself is posted either way.
    const counted = await this.#say(original, {
      kind: 'forward',
      id: key.id,
      text: '',
      to: '',
    }).catch((error: unknown) => {
      this.#failures.record('outbox', error);
      log('forward not counted: %o', error);
      return null;
    });
    if (counted?.ok === false) log('forward not counted: %s', counted.error);
    return ok(key);
  }

  async setHidden(id: string, hidden: boolean): Promise<MomentResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const key = await this.#mine(me, id);
    if (!key.ok) return key;
    await this.#writer.post(me, [{ type: 'moment-hidden', moment: id, hidden }], (epoch, [w]) =>
      setHidden(key.value, hidden, w?.ts ?? this.#now(), epoch.epoch, this.#now()),
    );
    this.#emit({ type: 'moment', ...key.value });
    return ok(undefined);
  }

  async delete(id: string): Promise<MomentResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const key = await this.#mine(me, id);
    if (!key.ok) return key;
    await this.#writer.post(me, [{ type: 'moment-delete', moment: id }], (epoch) =>
      deleteMoment(key.value, epoch.epoch, this.#now()),
    );
    this.#emit({ type: 'moment', ...key.value });
    return ok(undefined);
  }

  // ---- talk ------------------------------------------------------------------------------------

  like(key: MomentKey): Promise<MomentResult<void>> {
    return this.#say(key, { kind: 'like', id: '', text: '', to: '' });
  }

  unlike(key: MomentKey): Promise<MomentResult<void>> {
    return this.#say(key, { kind: 'unlike', id: '', text: '', to: '' });
  }

  /** Comments on a moment, or answers the comment `replyTo`; resolves to the comment's id. */
  async comment(key: MomentKey, text: string, replyTo = ''): Promise<MomentResult<string>> {
    const trimmed = text.trim();
    if (trimmed === '') return err('empty-comment');
    if (trimmed.length > MOMENT_LIMITS.maxCommentChars) return err('comment-too-long');
    const id = newMessageId();
    const said = await this.#say(key, { kind: 'comment', id, text: trimmed, to: replyTo });
    return said.ok ? ok(id) : said;
  }

  /** Deletes a comment: mine, or any on my moment. */
  async deleteComment(
    key: MomentKey,
    comment: Pick<MomentComment, 'id' | 'author'>,
  ): Promise<MomentResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    if (comment.author !== me.pub && key.author !== me.pub) return err('no-permission');
    return this.#say(key, { kind: 'uncomment', id: comment.id, text: '', to: '' });
  }

  /** The moment's standing comments, oldest first. */
  async comments(key: MomentKey): Promise<MomentComment[]> {
    const me = this.deps.session();
    if (!me) return [];
    const entries = await this.#talk.entries(key);
    return commentsView(me.pub, key.author, entries, await this.#talk.waiting(key));
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** A page of the feed (mine and my friends'), or of one author's moments, newest first. */
  async feed(options: { before?: FeedPage['next']; author?: string } = {}): Promise<FeedPage> {
    const me = this.deps.session();
    if (!me) return { moments: [], next: null };
    const { rows, next } = await feedPage(this.#db, me.pub, {
      limit: MOMENT_LIMITS.feedPage,
      ...(options.author ? { author: options.author } : {}),
      ...(options.before ? { before: options.before } : {}),
    });
    return { moments: await Promise.all(rows.map((row) => this.#moment(me.pub, row))), next };
  }

  /** Who has moments in my feed: me and friends (the feed's user filter). */
  async authors(): Promise<string[]> {
    const me = this.deps.session();
    return me ? feedAuthors(this.#db, me.pub) : [];
  }

  async get(key: MomentKey): Promise<Moment | null> {
    const me = this.deps.session();
    if (!me) return null;
    const row = await momentRow(this.#db, me.pub, key);
    return row ? this.#moment(me.pub, row) : null;
  }

  // ---- notifications ---------------------------------------------------------------------------

  notifications(): Promise<AppNotification[]> {
    return notificationList(this.#db);
  }

  /** Marks these notifications read, or all of them. */
  async markRead(ids?: readonly number[]): Promise<void> {
    await markNotificationsRead(this.#db, ids);
    this.#emit({ type: 'notifications' });
  }

  async deleteNotification(id: number): Promise<void> {
    await deleteNotification(this.#db, id);
    this.#emit({ type: 'notifications' });
  }

  /** Outbox and reading figures (tests, benchmarks). */
  async stats(): Promise<{ readonly rejected: number; readonly queued: number }> {
    const rejected = this.#reader.rejected + this.#talk.rejected;
    const queued = await countQueued(this.#db, laneItems(['moment']));
    return { rejected, queued };
  }

  // ---- internals -------------------------------------------------------------------------------

  /** Posts my moment, signed over its id, time, text and pictures (moment-signature.ts). */
  async #publish(me: KeyPair, text: string, images: readonly string[], forward?: ForwardBody) {
    const first = { id: newMessageId(), ts: this.#writer.stream.clock.next() };
    const { body: moment, stored } = await signedMoment(me, first, text, images, forward);
    const key = { author: me.pub, id: first.id };
    await this.#writer.post(
      me,
      [moment],
      (epoch) => [insertMoment(key, { epoch: epoch.epoch, ...stored }, this.#now())],
      { first },
    );
    // Each picture is a record of its own: a moment's pictures may add up to megabytes.
    for (const [index, image] of images.entries()) {
      await this.#writer.post(
        me,
        [{ type: 'moment-image', moment: key.id, index, image }],
        (epoch) => insertImage(key, index, image, epoch.epoch, this.#now()),
      );
    }
    await this.#trackTalk(key);
    this.#emit({ type: 'moment', ...key });
    return key;
  }

  async #mine(me: KeyPair, id: string): Promise<Result<MomentKey, 'not-found'>> {
    const key = { author: me.pub, id };
    return (await momentRow(this.#db, me.pub, key)) ? ok(key) : err('not-found');
  }

  async #moment(me: string, row: MomentRow): Promise<Moment> {
    const key = { author: row.author, id: row.id };
    return momentView(this.#db, me, row, await this.#talk.entries(key));
  }

  /** Runs one friend sync after another: events may come in a burst. */
  #sync(): void {
    this.#syncing = this.#syncing
      .then(() => this.#syncFriends())
      .catch((error: unknown) => {
        this.#failures.record('store', error);
        log('friend sync failed: %o', error);
      });
  }

  /** A friendship that ended begins an epoch; friends get what they lack; authors are followed. */
  async #syncFriends(): Promise<void> {
    const me = this.deps.session();
    if (!me || this.#stopped) return;
    const stopped = () => this.#stopped;
    const sharing = { ...this.deps, db: this.#db, keys: this.#keys, stopped };
    const friends = await shareFeedKeys(me.pub, sharing);
    for (const pub of friends.gone) this.#reader.unfollowAuthor(pub);
    // A new friend reads my moments from the chain in use on (in the background: it may wait).
    this.#writer.share(me).catch((error: unknown) => this.#failures.record('outbox', error));
    for (const author of await this.#keys.authors()) {
      if (author === me.pub || friends.now.has(author)) await this.#reader.followAuthor(author);
    }
  }

  /** Puts my talk entry on a moment I can read. */
  async #say(key: MomentKey, entry: Omit<TalkEntry, 'from' | 'at'>): Promise<MomentResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const row = await momentRow(this.#db, me.pub, key);
    if (!row) return err('not-found');
    const put = await this.#talk.put(me, row, entry);
    if (!put.ok) return put;
    await this.#talk.track(row);
    this.#emit({ type: 'moment', ...key });
    return ok(undefined);
  }

  /** Takes the talk of recent moments not taken yet; says which they were. */
  async #trackRecent(): Promise<TalkedMoment[]> {
    const recent = await this.#db.all<TalkedMoment & Record<string, string>>(
      `SELECT author, id, epoch FROM moments WHERE deleted = 0 AND timestamp > ?
       ORDER BY timestamp DESC LIMIT ?`,
      [this.#now() - TALK_TRACKED_MS, TALK_TRACKED_MAX],
    );
    const tracked: TalkedMoment[] = [];
    for (const moment of recent) if (await this.#talk.track(moment)) tracked.push(moment);
    return tracked;
  }

  async #trackTalk(key: MomentKey): Promise<void> {
    const [row] = await this.#db.all<{ epoch: string; timestamp: number }>(
      'SELECT epoch, timestamp FROM moments WHERE author = ? AND id = ? AND deleted = 0',
      [key.author, key.id],
    );
    if (row && row.timestamp > this.#now() - TALK_TRACKED_MS) {
      await this.#talk.track({ ...key, epoch: row.epoch });
    } else if (!row) this.#talk.untrack(key);
  }

  #emit(event: MomentEvent): void {
    this.#listeners.emit(event);
  }
}
