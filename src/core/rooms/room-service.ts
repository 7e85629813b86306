/**
 * Rooms: group chats whose credential is a shared key pair. Each member writes into a sealed
 * stream of their own (labels and key from the room's secret and the member's key, PROTOCOL.md
 * "Rooms"), and follows every member the room's roster names. UI-free; hooks subscribe to events.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { ChatService } from '../chat/chat-service.ts';
import { historyPage } from '../conversations/history.ts';
import {
  insertMessage,
  loadMessage,
  previewStatements,
  refreshPreview,
  type NewMessage,
} from '../conversations/message-store.ts';
import type { OutgoingContent } from '../conversations/message-types.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { generateKeyPair } from '../identity/keygen.ts';
import type { GunClient } from '../net/gun.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { FailureLog } from '../streams/failures.ts';
import { createGunTransport } from '../streams/gun-transport.ts';
import { newMessageId } from '../streams/message-ids.ts';
import { countQueued, laneItems } from '../streams/outbox-queue.ts';
import type { StreamTransport } from '../streams/transport.ts';
import { Emitter } from '../util/emitter.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { contentOf, messageBody } from './room-bodies.ts';
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
  RoomError,
  roomMatches,
  type ClearVote,
  type Room,
  type RoomEvent,
  type RoomMember,
  type RoomMessage,
  type RoomPreview,
} from './room-types.ts';

export interface RoomServiceDeps {
  readonly db: SqlDatabase;
  readonly gun: GunClient | (() => GunClient | null);
  readonly session: () => KeyPair | null;
  /** My alias, which members see beside my messages. */
  readonly alias: () => string;
  /** Friends' remarks name members who are my friends. */
  readonly directory: ChatDirectory;
  /** Invitations go to friends through our private chat. */
  readonly chat: Pick<ChatService, 'send'>;
  readonly now?: () => number;
  readonly timers?: Timers;
  /** Replaces the Gun graph under the streams (tests). */
  readonly transport?: StreamTransport;
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
    const gunOf = deps.gun;
    const gun = typeof gunOf === 'function' ? gunOf : () => gunOf;
    const transport = deps.transport ?? createGunTransport(gun, timers);
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
      transport,
      session: deps.session,
      emit,
      failures: this.#failures,
    });
    this.#streams = new RoomStreams({
      db: this.#db,
      now: this.#now,
      timers,
      gun,
      transport,
      session: deps.session,
      failures: this.#failures,
      written: this.#writer.publisher.written,
      isOpen: (room) => this.#open === room,
      emit,
      onMessage: async (room, sender, msgId) =>
        emit({ type: 'message', room, message: await this.#message(room, sender, msgId) }),
      settleClear: (room) => this.#settleClear(room),
    });
  }

  subscribe(listener: (event: RoomEvent) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** Follows every room I am in and starts the outbox. */
  async start(): Promise<void> {
    this.#me();
    if (this.#started) return;
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
    return this.#writer.publisher.settled();
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
  async keyPair(pub: string): Promise<RoomKeyPair> {
    const row = await roomRow(this.#db, pub);
    if (!row) throw new RoomError('not-found');
    return JSON.parse(row.pair) as RoomKeyPair;
  }

  /** Creates a room with a fresh key pair; `maxChars` is the form's name limit. */
  async create(name: string, maxChars: number = ROOM_LIMITS.consoleNameChars): Promise<Room> {
    this.#me();
    const trimmed = name.trim();
    if (trimmed === '') throw new RoomError('name-required');
    if (Array.from(trimmed).length > maxChars) throw new RoomError('name-too-long');
    const generated = await generateKeyPair();
    if (!generated.ok) throw new RoomError('key-generation-failed');
    return this.#join(generated.value, trimmed, true);
  }

  /**
   * Joins by a pasted or scanned key. A room already joined is skipped silently: `joined` is false
   * and the room is the one I am in.
   */
  async join(keyText: string): Promise<{ room: Room; joined: boolean }> {
    this.#me();
    const parsed = await parseRoomKey(keyText);
    if (!parsed.ok) throw new RoomError(parsed.error);
    return this.#joinOnce(parsed.value, fallbackRoomName(parsed.value.pub));
  }

  /** Joins from an invitation a friend sent. */
  async accept(invitation: RoomInvitation): Promise<{ room: Room; joined: boolean }> {
    this.#me();
    const checked = await roomKeyOf(invitation.room);
    if (!checked.ok) throw new RoomError('invalid-key');
    const name = invitation.name.trim() || fallbackRoomName(checked.value.pub);
    return this.#joinOnce(checked.value, name);
  }

  /**
   * The "Start group chat" modal: a room named `name` (the spec's "group (n people)" when blank)
   * and an invitation to each friend through our private chat. Says who could not be invited.
   */
  async startGroup(
    name: string,
    friends: readonly string[],
  ): Promise<{ room: Room; failed: string[] }> {
    if (friends.length === 0) throw new RoomError('no-invitees');
    const chosen = name.trim() || `group (${friends.length + 1} people)`;
    const room = await this.create(chosen, ROOM_LIMITS.inviteNameChars);
    const pair = await this.keyPair(room.pub);
    const failed: string[] = [];
    for (const friend of friends) {
      try {
        await this.deps.chat.send(friend, { kind: 'room-invite', room: pair, name: room.name });
      } catch {
        failed.push(friend);
      }
    }
    return { room, failed };
  }

  /** Leaves: a notice to the members, then the room is gone from this device. */
  async leave(pub: string): Promise<void> {
    const me = this.#me();
    const joined = await this.#joinedOf(pub);
    this.#streams.unfollow(pub);
    await this.#writer.post(me, joined, [{ type: 'leave' }], () => deleteRoomStatements(pub), {
      leaving: true,
      changes: [roomLeft(pub)],
    });
    const at = this.#now();
    void this.#streams.announce(joined.pair, {
      kind: 'leave',
      member: me.pub,
      text: this.deps.alias(),
      at,
    });
    this.#gone(pub);
  }

  /** The room is no longer on this device: nothing follows it, an open screen closes. */
  #gone(pub: string): void {
    this.#streams.unfollow(pub);
    if (this.#open === pub) this.#open = null;
    this.#emit({ type: 'left', room: pub });
    this.#emit({ type: 'rooms' });
  }

  // ---- Messages ----------------------------------------------------------------------------

  async send(pub: string, content: OutgoingContent): Promise<RoomMessage> {
    const me = this.#me();
    const body = messageBody(content);
    const joined = await this.#joinedOf(pub);
    const [record] = await this.#writer.post(me, joined, [body], ([sealed]) => {
      const message: NewMessage = {
        chatId: roomChatId(pub),
        msgId: sealed?.id ?? '',
        sender: me.pub,
        peer: pub,
        kind: body.type,
        content: contentOf(body),
        timestamp: sealed?.ts ?? this.#now(),
        duration: body.type === 'voice' ? body.duration : null,
        fileId: null,
        status: 'pending',
        signature: null,
        receivedAt: null,
        aiModel: null,
        replyTo: body.type === 'text' ? (body.replyTo ?? null) : null,
      };
      return [insertMessage(message), ...previewStatements(message, false)];
    });
    const stored = await this.#message(pub, me.pub, record?.id ?? '');
    this.#emit({ type: 'message', room: pub, message: stored });
    return stored;
  }

  /** Sends a failed message again (the same record: it can never arrive twice). */
  retry(pub: string, msgId: string): Promise<void> {
    return this.#writer.retry(this.#me(), pub, msgId);
  }

  /**
   * Takes back one of my messages: gone here at once (and from the outbox if it had not gone out
   * yet), and a `retract` record in my stream asks every member's device, and my others, to drop
   * it too.
   */
  async retract(pub: string, msgId: string): Promise<void> {
    await this.#writer.retract(this.#me(), await this.#joinedOf(pub), msgId);
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
    const me = this.#me();
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
    const me = this.#me();
    const names = await roomNames(this.#db, this.deps.directory, pub);
    return (await memberRows(this.#db, pub))
      .filter((row) => row.leftAt === null)
      .map((row) => toMember(row, names, me.pub));
  }

  /** Proposes clearing the room's history for everyone; my own vote is yes. */
  async proposeClear(pub: string): Promise<void> {
    const me = this.#me();
    const proposal = newMessageId();
    await this.#writer.post(
      me,
      await this.#joinedOf(pub),
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
  }

  /** My vote on the open proposal; a later vote replaces an earlier one. */
  async vote(pub: string, agree: boolean): Promise<void> {
    const me = this.#me();
    const open = await openProposal(this.#db, pub);
    if (!open) throw new RoomError('no-proposal');
    const { proposal } = open;
    const joined = await this.#joinedOf(pub);
    await this.#writer.post(me, joined, [{ type: 'clear-vote', proposal, agree }], ([vote]) => [
      upsertVote(pub, proposal, me.pub, agree, vote?.ts ?? 0),
    ]);
    this.#emit({ type: 'vote', room: pub });
    await this.#settleClear(pub);
  }

  /** The open proposal and every voter's vote on it. */
  clearVote(pub: string): Promise<ClearVote> {
    return clearVoteOf(this.#db, this.deps.directory, pub, this.#me().pub);
  }

  // ---- Internals -----------------------------------------------------------------------------

  #me(): KeyPair {
    const pair = this.deps.session();
    if (!pair) throw new RoomError('not-logged-in');
    return pair;
  }

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
    const me = this.#me();
    const stored = await loadMessage(this.#db, { chatId: roomChatId(room), sender, msgId }, me.pub);
    if (!stored) throw new RoomError('not-found');
    return namedMessage(this.#db, this.deps.directory, room, stored);
  }

  async #joinOnce(pair: RoomKeyPair, name: string): Promise<{ room: Room; joined: boolean }> {
    const existing = await roomRow(this.#db, pair.pub);
    if (existing) return { room: this.#room(existing), joined: false };
    return { room: await this.#join(pair, name, false), joined: true };
  }

  async #join(pair: RoomKeyPair, name: string, creating: boolean): Promise<Room> {
    const me = this.#me();
    const now = this.#now();
    const joinedAt = this.#writer.clock.next();
    const entry = { kind: 'join', member: me.pub, text: this.deps.alias(), at: joinedAt } as const;
    await this.#commit(
      me.pub,
      [
        ...insertRoom(pair, name, now, joinedAt),
        applyMemberEntry(pair.pub, entry),
        ...(creating ? [applyRoomName(pair.pub, name, joinedAt)] : []),
      ],
      [roomJoined({ pair, name, createdAt: now, joinedAt })],
    );
    const row = await roomRow(this.#db, pair.pub);
    if (!row) throw new RoomError('not-found');
    this.#streams.startSync(pair.pub);
    if (this.#started) await this.#streams.follow(row);
    void this.#streams.announce(pair, entry);
    if (creating)
      void this.#streams.announce(pair, { kind: 'name', member: me.pub, text: name, at: joinedAt });
    this.#emit({ type: 'rooms' });
    return this.#room(row);
  }

  async #joinedOf(pub: string): Promise<JoinedRoom> {
    const row = await roomRow(this.#db, pub);
    if (!row) throw new RoomError('not-found');
    return this.#streams.joinedOf(row);
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
      await this.#writer.post(me, await this.#joinedOf(room), [signal], () => []);
    }
    this.#emit({ type: 'cleared', room, before });
  }
}
