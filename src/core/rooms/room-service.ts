/**
 * Rooms: group chats whose credential is a shared key pair. Each member writes into a sealed
 * stream of their own (labels and key from the room's secret and the member's key, PROTOCOL.md
 * "Rooms"), and follows every member the room's roster names. UI-free; hooks subscribe to events.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import type { ChatService } from '../chat/chat-service.ts';
import { historyPage } from '../conversations/history.ts';
import { loadMessage, refreshPreview } from '../conversations/message-store.ts';
import type { OutgoingContent } from '../conversations/message-types.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { generateKeyPair } from '../identity/keygen.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { FailureLog } from '../streams/failures.ts';
import { newMessageId } from '../streams/message-ids.ts';
import { countQueued, laneItems } from '../streams/outbox-queue.ts';
import type { Graph } from '../graph/graph.ts';
import { Emitter } from '../util/emitter.ts';
import { err, ok } from '../util/result.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { messageBody } from './room-bodies.ts';
import { fallbackRoomName, parseRoomKey, roomKeyOf } from './room-key.ts';
import { clearVoteOf, passedClear } from './room-clear.ts';
import { namedMessage, namedWith, roomNames, toMember } from './room-names.ts';
import {
  applyMemberEntry,
  applyRoomName,
  clearStatements,
  deleteRoomStatements,
  insertProposal,
  insertRoom,
  memberRows,
  openProposal,
  pendingMessage,
  roomChatId,
  roomPreviewRows,
  roomRow,
  roomRows,
  upsertVote,
  type RoomRow,
} from './room-store.ts';
import { RoomStreams, type JoinedRoom } from './room-streams.ts';
import { RoomWriter } from './room-writer.ts';
import { ROOM_ITEM, roomItemHandler, roomJoined, roomLeft } from './room-own-state.ts';
import { localCommit, type OwnCommit } from '../own-state/own-commit.ts';
import type { OwnStateWriter } from '../own-state/own-state-service.ts';
import type { RoomInvitation, RoomKeyPair } from '../conversations/message-types.ts';
import {
  ROOM_LIMITS,
  roomMatches,
  type ClearVote,
  type GroupStart,
  type Room,
  type RoomEvent,
  type RoomJoin,
  type RoomMember,
  type RoomMessage,
  type RoomPreview,
  type RoomResult,
} from './room-types.ts';

export interface RoomServiceDeps {
  readonly db: SqlDatabase;
  /** The graph, signed in as the session's user. */
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  /** My alias, which members see beside my messages. */
  readonly alias: () => string;
  /** Friends' remarks name members who are my friends. */
  readonly directory: ChatDirectory;
  /** Invitations go to friends through our private chat. */
  readonly chat: Pick<ChatService, 'send'>;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
  readonly now?: () => number;
  readonly timers?: Timers;
  /** Shares the rooms I am in with my other devices. */
  readonly ownState?: OwnStateWriter;
}

export class RoomService {
  readonly #db: SqlDatabase;
  readonly #now: () => number;
  readonly #writer: RoomWriter;
  readonly #commit: OwnCommit;
  readonly #streams: RoomStreams;
  readonly #failures = new FailureLog();
  readonly #listeners = new Emitter<RoomEvent>('rooms');
  #open: string | null = null;
  #started = false;

  constructor(private readonly deps: RoomServiceDeps) {
    this.#db = deps.db;
    this.#now = deps.now ?? Date.now;
    const timers = deps.timers ?? systemTimers;
    const emit = (event: RoomEvent) => this.#emit(event);
    const own = deps.ownState;
    this.#commit = own ? (...args) => own.commit(...args) : localCommit(this.#db);
    own?.handle(
      ROOM_ITEM,
      roomItemHandler({
        db: this.#db,
        alias: deps.alias,
        joined: async (room) => {
          const row = await roomRow(this.#db, room);
          if (row && this.#started) await this.#streams.follow(row);
          this.#emit({ type: 'rooms' });
        },
        left: (room) => this.#gone(room),
      }),
    );
    this.#writer = new RoomWriter({
      commit: this.#commit,
      db: this.#db,
      now: this.#now,
      timers,
      graph: deps.graph,
      session: deps.session,
      emit,
      failures: this.#failures,
      chains: deps.chains,
    });
    this.#streams = new RoomStreams({
      chains: deps.chains,
      db: this.#db,
      now: this.#now,
      timers,
      graph: deps.graph,
      session: deps.session,
      failures: this.#failures,
      written: this.#writer.stream.publisher.written,
      isOpen: (room) => this.#open === room,
      emit,
      onMessage: async (room, sender, msgId) =>
        emit({ type: 'message', room, message: await this.#message(room, sender, msgId) }),
      settleClear: (room) => this.#settleClear(room),
      joined: (room) => void this.#writer.share(deps.session(), room),
    });
  }

  subscribe(listener: (event: RoomEvent) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** Follows every room I am in and starts the outbox (once signed in). */
  async start(): Promise<void> {
    if (!this.deps.session() || this.#started) return;
    this.#started = true;
    this.#writer.start();
    for (const row of await roomRows(this.#db)) await this.#streams.follow(row);
  }

  stop(): void {
    this.#started = false;
    this.#writer.stop();
    this.#streams.stop();
  }

  /** Waits for writes handed to the graph (before signing out). */
  settled(): Promise<void> {
    return this.#writer.stream.publisher.settled();
  }

  /** Records refused on arrival, and room records still waiting in the outbox. */
  async stats(): Promise<{ readonly rejected: number; readonly queued: number }> {
    const queued = await countQueued(this.#db, laneItems(['room']));
    return { rejected: this.#streams.rejected, queued };
  }

  // ---- Rooms -------------------------------------------------------------------------------

  async list(filter = ''): Promise<Room[]> {
    const rows = await roomRows(this.#db);
    return rows.map((row) => this.#room(row)).filter((room) => roomMatches(room, filter));
  }

  /** Each room's last message preview and its time (lastMsg null: no message yet). */
  previews = (): Promise<RoomPreview[]> => roomPreviewRows(this.#db);

  async get(pub: string): Promise<Room | null> {
    const row = await roomRow(this.#db, pub);
    return row ? this.#room(row) : null;
  }

  /** The room's key pair, for its QR code and for copying. */
  async keyPair(pub: string): Promise<RoomResult<RoomKeyPair>> {
    const row = await roomRow(this.#db, pub);
    if (!row) return err('not-found');
    return ok(JSON.parse(row.pair) as RoomKeyPair);
  }

  /** Creates a room with a fresh key pair; `maxChars` is the form's name limit. */
  async create(
    name: string,
    maxChars: number = ROOM_LIMITS.consoleNameChars,
  ): Promise<RoomResult<Room>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const trimmed = name.trim();
    if (trimmed === '') return err('name-required');
    if (Array.from(trimmed).length > maxChars) return err('name-too-long');
    const generated = await generateKeyPair();
    if (!generated.ok) return err('key-generation-failed');
    return ok(await this.#join(me, generated.value, trimmed, true));
  }

  /**
   * Joins by a pasted or scanned key. A room already joined is skipped silently: `joined` is false
   * and the room is the one I am in.
   */
  async join(keyText: string): Promise<RoomResult<RoomJoin>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const parsed = await parseRoomKey(keyText);
    if (!parsed.ok) return parsed;
    return ok(await this.#joinOnce(me, parsed.value, fallbackRoomName(parsed.value.pub)));
  }

  /** Joins from an invitation a friend sent. */
  async accept(invitation: RoomInvitation): Promise<RoomResult<RoomJoin>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const checked = await roomKeyOf(invitation.room);
    if (!checked.ok) return err('invalid-key');
    const name = invitation.name.trim() || fallbackRoomName(checked.value.pub);
    return ok(await this.#joinOnce(me, checked.value, name));
  }

  /**
   * The "Start group chat" modal: a room named `name` (the spec's "group (n people)" when blank)
   * and an invitation to each friend through our private chat. Says who could not be invited.
   */
  async startGroup(name: string, friends: readonly string[]): Promise<RoomResult<GroupStart>> {
    if (friends.length === 0) return err('no-invitees');
    const chosen = name.trim() || `group (${friends.length + 1} people)`;
    const created = await this.create(chosen, ROOM_LIMITS.inviteNameChars);
    if (!created.ok) return created;
    const room = created.value;
    const pair = await this.keyPair(room.pub);
    if (!pair.ok) return pair;
    const failed: string[] = [];
    for (const friend of friends) {
      const invitation = { kind: 'room-invite', room: pair.value, name: room.name } as const;
      // Refused (no longer a friend, blocked) or not stored: that friend is not invited.
      const sent = await this.deps.chat.send(friend, invitation).catch(() => null);
      if (!sent?.ok) failed.push(friend);
    }
    return ok({ room, failed });
  }

  /** Leaves: a notice to the members, then the room is gone from this device. */
  async leave(pub: string): Promise<RoomResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const joined = await this.#joinedOf(pub);
    if (!joined) return err('not-found');
    this.#streams.unfollow(pub);
    await this.#writer.leave(me, joined, this.deps.alias(), deleteRoomStatements(pub), [
      roomLeft(pub),
    ]);
    this.#gone(pub);
    return ok(undefined);
  }

  /** The room is no longer on this device: nothing follows it, an open screen closes. */
  #gone(pub: string): void {
    this.#streams.unfollow(pub);
    if (this.#open === pub) this.#open = null;
    this.#emit({ type: 'left', room: pub });
    this.#emit({ type: 'rooms' });
  }

  // ---- Messages ----------------------------------------------------------------------------

  async send(pub: string, content: OutgoingContent): Promise<RoomResult<RoomMessage>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const checked = messageBody(content);
    if (!checked.ok) return checked;
    const body = checked.value;
    const joined = await this.#joinedOf(pub);
    if (!joined) return err('not-found');
    const [record] = await this.#writer.post(me, joined, [body], ([sealed]) =>
      pendingMessage(pub, me.pub, body, sealed ?? { id: '', ts: this.#now() }),
    );
    const stored = await this.#message(pub, me.pub, record?.id ?? '');
    this.#emit({ type: 'message', room: pub, message: stored });
    return ok(stored);
  }

  /** Sends a failed message again (the same record: it can never arrive twice). */
  async retry(pub: string, msgId: string): Promise<RoomResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    await this.#writer.retry(me, pub, msgId);
    return ok(undefined);
  }

  /**
   * Takes back one of my messages: gone here at once (and from the outbox if it had not gone out
   * yet), and a `retract` record in my stream asks every member's device, and my others, to drop
   * it too.
   */
  async retract(pub: string, msgId: string): Promise<RoomResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const joined = await this.#joinedOf(pub);
    return joined ? this.#writer.retract(me, joined, msgId) : err('not-found');
  }

  /** Opens a room: the first page of its history, newest first; it is read from now on. */
  async open(pub: string): Promise<{ messages: RoomMessage[]; older: string | null }> {
    this.#open = pub;
    await this.#db.run('UPDATE chat_previews SET hasNew = 0, unread = 0 WHERE pub = ?', [pub]);
    return this.history(pub, { limit: ROOM_LIMITS.firstPage });
  }

  close(pub: string): void {
    if (this.#open === pub) this.#open = null;
  }

  /** Older messages, before the `older` cursor of the page shown. */
  async history(
    pub: string,
    options: { before?: string; limit?: number } = {},
  ): Promise<{ messages: RoomMessage[]; older: string | null }> {
    const me = this.deps.session();
    if (!me) return { messages: [], older: null };
    const page = await historyPage(
      this.#db,
      me.pub,
      roomChatId(pub),
      options.limit ?? ROOM_LIMITS.morePage,
      options.before,
    );
    const names = await roomNames(this.#db, this.deps.directory, pub);
    return {
      messages: page.messages.map(namedWith(names)),
      older: page.older,
    };
  }

  // ---- Members and the clear vote ------------------------------------------------------------

  /** Current members, earliest first. */
  async members(pub: string): Promise<RoomMember[]> {
    const me = this.deps.session();
    if (!me) return [];
    const names = await roomNames(this.#db, this.deps.directory, pub);
    return (await memberRows(this.#db, pub))
      .filter((row) => row.leftAt === null)
      .map((row) => toMember(row, names, me.pub));
  }

  /** Proposes clearing the room's history for everyone; my own vote is yes. */
  async proposeClear(pub: string): Promise<RoomResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const joined = await this.#joinedOf(pub);
    if (!joined) return err('not-found');
    const proposal = newMessageId();
    await this.#writer.post(
      me,
      joined,
      [
        { type: 'clear-propose', proposal },
        { type: 'clear-vote', proposal, agree: true },
      ],
      ([propose, vote]) => [
        insertProposal(pub, proposal, me.pub, propose?.ts ?? 0),
        upsertVote(pub, proposal, me.pub, true, vote?.ts ?? 0),
      ],
    );
    this.#emit({ type: 'vote', room: pub });
    await this.#settleClear(pub);
    return ok(undefined);
  }

  /** My vote on the open proposal; a later vote replaces an earlier one. */
  async vote(pub: string, agree: boolean): Promise<RoomResult<void>> {
    const me = this.deps.session();
    if (!me) return err('not-logged-in');
    const open = await openProposal(this.#db, pub);
    if (!open) return err('no-proposal');
    const { proposal } = open;
    const joined = await this.#joinedOf(pub);
    if (!joined) return err('not-found');
    await this.#writer.post(me, joined, [{ type: 'clear-vote', proposal, agree }], ([vote]) => [
      upsertVote(pub, proposal, me.pub, agree, vote?.ts ?? 0),
    ]);
    this.#emit({ type: 'vote', room: pub });
    await this.#settleClear(pub);
    return ok(undefined);
  }

  /** The open proposal and every voter's vote on it. */
  async clearVote(pub: string): Promise<ClearVote> {
    const me = this.deps.session();
    if (!me) return { proposal: null, votes: [] };
    return clearVoteOf(this.#db, this.deps.directory, pub, me.pub);
  }

  // ---- Internals -----------------------------------------------------------------------------

  #emit(event: RoomEvent): void {
    this.#listeners.emit(event);
  }

  #room(row: RoomRow): Room {
    return {
      pub: row.pub,
      name: row.name,
      createdAt: row.createdAt,
      joinedAt: row.joinedAt,
      syncing: this.#streams.syncing(row.pub),
    };
  }

  async #message(room: string, sender: string, msgId: string): Promise<RoomMessage> {
    const me = this.deps.session();
    const key = { chatId: roomChatId(room), sender, msgId };
    const stored = me ? await loadMessage(this.#db, key, me.pub) : null;
    if (!stored) throw new Error('message not stored');
    return namedMessage(this.#db, this.deps.directory, room, stored);
  }

  async #joinOnce(me: KeyPair, pair: RoomKeyPair, name: string): Promise<RoomJoin> {
    const existing = await roomRow(this.#db, pair.pub);
    if (existing) return { room: this.#room(existing), joined: false };
    return { room: await this.#join(me, pair, name, false), joined: true };
  }

  async #join(me: KeyPair, pair: RoomKeyPair, name: string, creating: boolean): Promise<Room> {
    const now = this.#now();
    const joinedAt = this.#writer.stream.clock.next();
    const entry = { kind: 'join', member: me.pub, text: this.deps.alias(), at: joinedAt } as const;
    const named = { kind: 'name', member: me.pub, text: name, at: joinedAt } as const;
    const roster = await this.#writer.rosterStatements(
      me,
      pair,
      creating ? [entry, named] : [entry],
    );
    await this.#commit(
      me.pub,
      [
        ...insertRoom(pair, name, now, joinedAt),
        applyMemberEntry(pair.pub, entry),
        ...(creating ? [applyRoomName(pair.pub, name, joinedAt)] : []),
        ...roster,
      ],
      [roomJoined({ pair, name, createdAt: now, joinedAt })],
    );
    this.#writer.sendRoster();
    const row = await roomRow(this.#db, pair.pub);
    if (!row) throw new Error('room not stored');
    this.#streams.startSync(pair.pub);
    if (this.#started) await this.#streams.follow(row);
    this.#emit({ type: 'rooms' });
    return this.#room(row);
  }

  /** The room I am in, with its keys; null when I am not in it (left, or never joined). */
  async #joinedOf(pub: string): Promise<JoinedRoom | null> {
    const row = await roomRow(this.#db, pub);
    return row ? this.#streams.joinedOf(row) : null;
  }

  /**
   * Carries out the open proposal once it passed: the history up to it goes, here as on every
   * member's device, and the proposer's device publishes the clear signal.
   */
  async #settleClear(room: string): Promise<void> {
    const passed = await passedClear(this.#db, room);
    if (!passed) return;
    const { proposal, before } = passed;
    await this.#db.batch(clearStatements(room, proposal.proposal, before));
    await refreshPreview(this.#db, room, roomChatId(room));
    const me = this.deps.session();
    if (me && proposal.proposer === me.pub) {
      const signal = { type: 'clear', proposal: proposal.proposal } as const;
      const joined = await this.#joinedOf(room);
      // Left meanwhile: there is no stream of mine to signal in.
      if (joined) await this.#writer.post(me, joined, [signal], () => []);
    }
    this.#emit({ type: 'cleared', room, before });
  }
}
