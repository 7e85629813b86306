/**
 * Private chat: sending through the persistent outbox, receiving from friends' streams, receipts,
 * history, the chat list and search. UI-free; React hooks subscribe to its events.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { FeedKeyBody } from '../streams/bodies.ts';
import { FailureLog, type FailurePoint } from '../streams/failures.ts';
import { StreamFollower } from '../streams/follower.ts';
import {
  countQueued,
  itemsWithIds,
  messageItems,
  queuedIds,
  retryNowStatement,
} from '../streams/outbox-queue.ts';
import { StreamWriter } from '../streams/stream-writer.ts';
import type { Graph } from '../graph/graph.ts';
import { localCommit } from '../own-state/own-commit.ts';
import type { OwnStateWriter } from '../own-state/own-state-service.ts';
import { Emitter } from '../util/emitter.ts';
import { err, ok, type Result } from '../util/result.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { FriendLookups, type ChatDirectory, type ChatFriend } from './chat-directory.ts';
import { chatIdOf } from './chat-ids.ts';
import { chatList } from './chat-list.ts';
import {
  historyPage,
  newerPage,
  pageAround,
  searchMessages,
  type HistoryPage,
  type SearchHit,
} from '../conversations/history.ts';
import { ChatLifecycle } from './chat-lifecycle.ts';
import { ChatState } from './chat-state.ts';
import {
  CHAT_LIMITS,
  type ChatResult,
  type ChatEvent,
  type ChatLimits,
  type ChatList,
  type ChatMessage,
} from './chat-types.ts';
import type { OutgoingContent } from '../conversations/message-types.ts';
import { UnconfirmedExpiry } from './expiry.ts';
import { copyOf } from './forward.ts';
import { Inbox, type InboxStats } from './inbox.ts';
import {
  insertMessage,
  loadMessage,
  loadOwnMessage,
  previewStatements,
  refreshPreview,
  retractStatements,
} from '../conversations/message-store.ts';
import { giveUpStatements } from './queue-entry.ts';
import { chatOutboxHooks } from './chat-outbox.ts';
import {
  buildOutgoing,
  queueStatements,
  feedKeyWire,
  retractWire,
  storedWire,
  type WireMessage,
} from './outgoing.ts';
import { storedFile, type StoredFile } from './files.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import { PairStreamKeys } from './pair-streams.ts';
import { ReceiptSender } from './receipts.ts';

export interface ChatServiceDeps {
  readonly db: SqlDatabase;
  /** The graph, signed in as the session's user. */
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  readonly directory: ChatDirectory;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
  readonly now?: () => number;
  readonly timers?: Timers;
  readonly limits?: Partial<ChatLimits>;
  /** Shares pins, hidden chats and deleted timestamps with my other devices. */
  readonly ownState?: OwnStateWriter;
  /** Keeps a friend's feed key that arrived in our chat (the moments core). */
  readonly onFeedKey?: (author: string, key: FeedKeyBody) => Promise<void>;
}

export interface ChatStats extends InboxStats {
  readonly receiptsSent: number;
  /** Handled failures on the delivery path, by where they happened (see streams/failures.ts). */
  readonly failures: Partial<Record<FailurePoint, number>>;
  readonly online: boolean;
  readonly queued: number;
}

/** What reading answers without a session: nothing. */
const NO_PAGE: HistoryPage = { messages: [], older: null, newer: null };

export class ChatService {
  readonly #db: SqlDatabase;
  readonly #now: () => number;
  readonly #limits: ChatLimits;
  readonly #listeners = new Emitter<ChatEvent>('chat');
  readonly #friends: FriendLookups;
  readonly #writer: StreamWriter;
  readonly #inbox: Inbox;
  readonly #receipts: ReceiptSender;
  readonly #life: ChatLifecycle;
  readonly #state: ChatState;
  readonly #follower: StreamFollower;
  readonly #streams: PairStreamKeys;
  readonly #expiry: UnconfirmedExpiry;
  readonly #failures = new FailureLog();
  #open: string | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: ChatServiceDeps) {
    this.#db = deps.db;
    this.#now = deps.now ?? Date.now;
    this.#limits = { ...CHAT_LIMITS, ...deps.limits };
    this.#friends = new FriendLookups(deps.directory, this.#now);
    this.#streams = new PairStreamKeys(deps.chains, (...wrote) => this.#writer.wrote(...wrote));
    const timers = deps.timers ?? systemTimers;
    const transport = deps.graph;
    const emit = (event: ChatEvent): void => this.#emit(event);
    const failures = this.#failures;
    const unverified = (): void => void this.#inbox.stats.unverifiedRecords++;
    this.#follower = new StreamFollower({
      transport,
      db: this.#db,
      now: this.#now,
      onRecord: (record) => this.#life.heard(record),
      onUnverified: unverified,
    });
    this.#writer = new StreamWriter({
      db: this.#db,
      now: this.#now,
      timers,
      limits: this.#limits,
      transport,
      session: deps.session,
      chains: deps.chains,
      lane: 'chat',
      hooks: chatOutboxHooks({
        db: this.#db,
        session: deps.session,
        lookup: (pub) => this.#friends.standing(pub),
        streams: this.#streams,
        emit,
        failures,
      }),
    });
    const common = {
      db: this.#db,
      now: this.#now,
      timers,
      limits: this.#limits,
      publisher: this.#writer.publisher,
      streams: this.#streams,
      emit,
      failures,
      me: deps.session,
    };
    this.#receipts = new ReceiptSender(common);
    this.#expiry = new UnconfirmedExpiry(common);
    const own = deps.ownState;
    this.#state = new ChatState({
      ...common,
      directory: deps.directory,
      commit: own ? (...args) => own.commit(...args) : localCommit(this.#db),
    });
    for (const [kind, handler] of Object.entries(this.#state.handlers()))
      own?.handle(kind, handler);
    this.#life = new ChatLifecycle({
      ...common,
      state: this.#state,
      follower: this.#follower,
      directory: deps.directory,
    });
    this.#inbox = new Inbox({
      ...common,
      directory: deps.directory,
      receipts: this.#receipts,
      deletedAt: (chatId) => this.#state.deletedAt(chatId),
      isOpen: (peer) => this.#open === peer,
      advance: (record) => this.#follower.advance(record.target.stream, record.day),
      ...(deps.onFeedKey ? { onFeedKey: deps.onFeedKey } : {}),
    });
    this.#life.onRecord = (party, record) => {
      // What this device wrote comes back from my own stream: it is here already.
      const mine = record.target.keys.writer === this.deps.session()?.pub;
      if (mine && this.#writer.publisher.written.has(record.id)) return;
      this.#inbox.accept(party, record);
    };
  }

  /** Starts listening to every friend's stream and processing the outbox (once signed in). */
  async start(): Promise<void> {
    if (!this.deps.session()) return;
    // A friend's key learned or a block lifted may let queued messages go.
    this.#unsubscribe ??= this.deps.directory.subscribe(() => {
      this.#friends.forget();
      this.#writer.kick();
    });
    this.#expiry.start();
    this.#writer.start();
    await this.#life.start();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#writer.stop();
    this.#expiry.stop();
    this.#receipts.stop();
    this.#life.stop();
    this.#state.forget();
    this.#streams.forget();
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  get online(): boolean {
    return this.#writer.online;
  }

  stats(): Promise<ChatStats> {
    return countQueued(this.#db).then((queued) => ({
      ...this.#inbox.stats,
      rejected: { ...this.#inbox.stats.rejected },
      receiptsSent: this.#receipts.sent,
      online: this.#writer.online,
      queued,
      failures: { ...this.#failures.counts },
    }));
  }

  /** Resolves once every record read so far has been handled (tests, benchmarks). */
  idle(): Promise<void> {
    return this.#inbox.idle();
  }

  /** Runs the check for messages past the relays' retention now, or joins the one running (tests). */
  expireUnconfirmed = (): Promise<string[]> => this.#expiry.expire();

  /** Resolves once what was read so far is stored and what was written so far is answered. */
  async settled(): Promise<void> {
    await this.#inbox.idle();
    await this.#writer.publisher.settled();
  }

  // ---- sending ---------------------------------------------------------------------------------

  /**
   * Stores the message as pending and queues its sealed record(s) in one transaction; it turns `sent`
   * only when the recipient's signed receipt names it. Refused (its code) without a session, to
   * someone who is not a friend or is blocked, and for content the chat does not take.
   */
  async send(peer: string, content: OutgoingContent): Promise<ChatResult<ChatMessage>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const friend = await this.#sendable(peer);
    if (!friend.ok) return friend;
    const chatId = chatIdOf(me.pub, peer);
    const out = buildOutgoing(content, me.pub, peer, chatId, this.#writer.clock.next());
    if (!out.ok) return out;
    await this.#db.batch([
      insertMessage(out.value.message),
      ...out.value.extra,
      ...previewStatements(out.value.message, false),
      ...(await this.#queueStatements(me, friend.value, chatId, out.value.wires)),
    ]);
    const message = await loadMessage(this.#db, out.value.message, me.pub);
    if (!message) throw new Error('message not stored');
    this.#emit({ type: 'message', message });
    this.#emit({ type: 'preview', peer });
    this.#writer.kick();
    return ok(message);
  }

  /**
   * Sends a copy of a stored message (text, picture, voice or a complete file) to `peer` as a new
   * message of mine: no quote or AI mark travels with it, they belong to the other chat.
   */
  async forward(message: ChatMessage, peer: string): Promise<ChatResult<ChatMessage>> {
    const copy = await copyOf(message, (fileId) => this.fileData(fileId));
    return copy.ok ? this.send(peer, copy.value) : copy;
  }

  /** Queues my feed key of one epoch to a friend: in our chat, never shown; a receipt settles it. */
  async sendFeedKey(peer: string, key: Omit<FeedKeyBody, 'type'>): Promise<ChatResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const wires = [feedKeyWire(key, this.#writer.clock.next())];
    const friend = await this.#sendable(peer);
    if (!friend.ok) return friend;
    const chatId = chatIdOf(me.pub, peer);
    await this.#db.batch(await this.#queueStatements(me, friend.value, chatId, wires));
    this.#writer.kick();
    return ok(undefined);
  }

  sendText = (peer: string, text: string) => this.send(peer, { kind: 'text', text });

  /** Takes back one of my messages: gone here, and the partner is asked to remove it too. */
  async retract(msgId: string): Promise<ChatResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const rows = await this.#db.all<{
      sender: string;
      peer: string | null;
      chatID: string;
      fileId: string | null;
    }>(
      `SELECT sender, peer, chatID, fileId FROM messages WHERE msgId = ? AND deleted = 0
       ORDER BY sender = ? DESC LIMIT 1`,
      [msgId, me.pub],
    );
    const row = rows[0];
    if (!row?.peer) return err('not-found');
    if (row.sender !== me.pub) return err('not-mine');
    const friend = await this.#sendable(row.peer);
    if (!friend.ok) return friend;
    await this.#db.batch([
      ...retractStatements({ chatId: row.chatID, sender: me.pub, msgId }, row.fileId),
      ...(await this.#queueStatements(me, friend.value, row.chatID, [
        retractWire(msgId, this.#writer.clock.next()),
      ])),
    ]);
    await refreshPreview(this.#db, row.peer, row.chatID);
    this.#emit({ type: 'message-removed', peer: row.peer, msgId });
    this.#emit({ type: 'preview', peer: row.peer });
    this.#writer.kick();
    return ok(undefined);
  }

  /** Sends a failed (given-up, expired) message again: the same envelope, so never twice. */
  async retry(msgId: string): Promise<ChatResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const message = await loadOwnMessage(this.#db, msgId, me.pub);
    if (!message?.mine) return err('not-found');
    const queued = await queuedIds(this.#db, itemsWithIds([msgId]));
    const statements: SqlStatement[] = [
      retryNowStatement(messageItems(msgId), this.#now()),
      {
        sql: `UPDATE messages SET status = 'pending', isSending = 1, error = NULL
          WHERE msgId = ? AND sender = ? AND status = 'failed'`,
        params: [msgId, me.pub],
      },
    ];
    const rebuildable = message.kind !== 'file' && message.kind !== 'leave';
    if (queued.length === 0 && message.status !== 'sent' && rebuildable) {
      // The queue item is gone (cleared): rebuild the envelope with the same id and time.
      const friend = await this.#sendable(message.peer);
      if (!friend.ok) return friend;
      const wires = [storedWire(message)];
      statements.push(...(await this.#queueStatements(me, friend.value, message.chatId, wires)));
    }
    await this.#db.batch(statements);
    this.#emit({ type: 'status', peer: message.peer, msgId, status: 'pending', error: null });
    this.#writer.kick();
    return ok(undefined);
  }

  /** Stops retrying a pending message and marks it failed (it can be retried later). */
  async giveUp(msgId: string): Promise<void> {
    const me = this.deps.session();
    if (!me) return;
    const message = await loadOwnMessage(this.#db, msgId, me.pub);
    if (!message?.mine || message.status !== 'pending') return;
    await this.#db.batch(giveUpStatements(msgId, me.pub));
    this.#emit({ type: 'status', peer: message.peer, msgId, status: 'failed', error: 'given-up' });
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** Opens a chat: clears its new-message mark and returns the newest page. */
  async openChat(peer: string): Promise<HistoryPage> {
    this.#open = peer;
    await this.#db.run(
      'UPDATE chat_previews SET hasNew = 0, unread = 0 WHERE pub = ? AND (hasNew = 1 OR unread > 0)',
      [peer],
    );
    this.#emit({ type: 'preview', peer });
    return this.history(peer);
  }

  closeChat(peer: string): void {
    if (this.#open === peer) this.#open = null;
  }

  /** Messages that arrived in chats not open since (the Chat tab's count). */
  async unreadTotal(): Promise<number> {
    const rows = await this.#db.all<{ n: number }>(
      'SELECT COALESCE(SUM(unread), 0) AS n FROM chat_previews',
    );
    return rows[0]?.n ?? 0;
  }

  /** Up to 15 messages older than `before` (a page's `older` cursor), newest first. */
  history(peer: string, options: { before?: string; limit?: number } = {}): Promise<HistoryPage> {
    const me = this.deps.session();
    if (!me) return Promise.resolve(NO_PAGE);
    const limit = options.limit ?? this.#limits.pageSize;
    return historyPage(this.#db, me.pub, chatIdOf(me.pub, peer), limit, options.before);
  }

  /** Messages newer than `after` (a page's `newer` cursor), newest first. */
  async newer(peer: string, after: string, limit = this.#limits.pageSize): Promise<HistoryPage> {
    const me = this.deps.session();
    if (!me) return NO_PAGE;
    return newerPage(this.#db, me.pub, chatIdOf(me.pub, peer), limit, after);
  }

  /** A page centred on one message (open the chat at a search hit); null if it is gone. */
  async historyAround(
    peer: string,
    msgId: string,
    limit = this.#limits.pageSize,
  ): Promise<HistoryPage | null> {
    const me = this.deps.session();
    if (!me) return null;
    return pageAround(this.#db, me.pub, chatIdOf(me.pub, peer), msgId, limit);
  }

  async search(query: string, limit = 50): Promise<SearchHit[]> {
    const me = this.deps.session();
    return me ? searchMessages(this.#db, me.pub, query, limit) : [];
  }

  async chatList(filter = ''): Promise<ChatList> {
    const me = this.deps.session();
    if (!me) return { pinned: [], recent: [] };
    return chatList(
      this.#db,
      me.pub,
      await this.deps.directory.friends(),
      await this.#state.pinned(),
      filter,
    );
  }

  /** A received or sent file's bytes as a data URL, once complete. */
  fileData = (fileId: string): Promise<StoredFile | null> => storedFile(this.#db, fileId);

  // ---- chat list actions -----------------------------------------------------------------------

  pin = (peer: string): Promise<ChatResult<void>> => this.#state.setPinned(peer, true);
  unpin = (peer: string): Promise<ChatResult<void>> => this.#state.setPinned(peer, false);
  /** Hides a private, unpinned chat until something new arrives; false for a pinned one. */
  hide = (peer: string): Promise<ChatResult<boolean>> => this.#state.hide(peer);
  /** Deletes the chat here and records my deleted timestamp, so older messages never return. */
  deleteChat = (peer: string): Promise<ChatResult<void>> => this.#state.deleteChat(peer);
  /** Friend removal: the chat goes and the friend's stream is no longer followed. */
  removeChatWith = (peer: string): Promise<void> => this.#life.removeChatWith(peer);
  /** Settings → Clear chat records: every chat, with deleted timestamps for all of them. */
  clearAllChats = (): Promise<ChatResult<void>> => this.#state.clearAllChats();

  // ---- internals -------------------------------------------------------------------------------

  #emit(event: ChatEvent): void {
    this.#listeners.emit(event);
  }

  /** The friend to send to, or why nothing can be sent to `peer`. */
  async #sendable(peer: string): Promise<Result<ChatFriend, 'not-a-friend' | 'blocked'>> {
    this.#friends.forget(peer);
    const { friend, blocked } = await this.#friends.standing(peer);
    if (!friend) return err('not-a-friend');
    if (blocked) return err('blocked');
    return ok(friend);
  }

  #queueStatements(me: KeyPair, friend: ChatFriend, chatId: string, wires: WireMessage[]) {
    return queueStatements(this.#streams, me, friend, chatId, wires, this.#now());
  }
}
