/**
 * Incoming private traffic, from both streams of each chat: the friend's (what they send me) and
 * my own (what my other devices sent them). A record is taken only while that friend is in my
 * list and not blocked, only when it opens for its stream (`openStreamRecord`: signature,
 * location, seal, day, time) and names the right recipient, only when newer than the chat's
 * deleted timestamp, and only once: the id, scoped to chat and sender, is checked and inserted in
 * one transaction. Everything refused is counted.
 */
import { invitationContent } from './outgoing.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { FollowedRecord } from '../streams/follower.ts';
import { openStreamRecord, type StreamEntry } from '../streams/sealed-record.ts';
import { parseBody, type FeedKeyBody, type WireBody } from '../streams/bodies.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import type { FailureLog } from '../streams/failures.ts';
import type { ChatDirectory } from './chat-directory.ts';
import { chatIdOf } from './chat-ids.ts';
import type { ChatEvent, RejectReason } from './chat-types.ts';
import { fileDataUrl, joinChunks, safeMime } from './files.ts';
import { receiveReceipt } from './inbox-receipts.ts';
import {
  insertMessage,
  loadMessage,
  previewStatements,
  refreshPreview,
  retractStatements,
  type NewMessage,
} from '../conversations/message-store.ts';
import type { Party } from './pair-streams.ts';
import type { ReceiptSender } from './receipts.ts';

export interface InboxDeps {
  readonly db: SqlDatabase;
  readonly directory: ChatDirectory;
  readonly receipts: ReceiptSender;
  readonly now: () => number;
  readonly failures: FailureLog;
  readonly me: () => KeyPair | null;
  readonly emit: (event: ChatEvent) => void;
  /** The chat's deleted timestamp (0 when never deleted). */
  readonly deletedAt: (chatId: string) => Promise<number>;
  /** True while the user has this chat open: new messages are not "new" then. */
  readonly isOpen: (peer: string) => boolean;
  /** The record is stored (or was refused for good): its stream's cursor may move on. */
  readonly advance: (record: FollowedRecord) => Promise<void>;
  /** A friend's feed key (PROTOCOL.md "Moments"); kept before the friend gets a receipt. */
  readonly onFeedKey?: (author: string, key: FeedKeyBody) => Promise<void>;
}

export interface InboxStats {
  received: number;
  duplicates: number;
  notFriend: number;
  blocked: number;
  beforeDelete: number;
  rejected: Partial<Record<RejectReason, number>>;
  /** Day marks that did not carry their writer's valid signature (ignored). */
  unverifiedRecords: number;
}

interface Incoming {
  readonly party: Party;
  readonly record: FollowedRecord;
}

interface Context {
  readonly me: KeyPair;
  readonly party: Party;
  readonly chatId: string;
  /** Who wrote the record: the friend, or I on another device. */
  readonly sender: string;
  readonly own: boolean;
  readonly entry: StreamEntry;
}

const DRAIN_BATCH = 64;

/** A reply may quote only a message of its own chat: one written by either of its two people. */
function quotesWithin(body: WireBody, people: readonly string[]): boolean {
  return body.type !== 'text' || !body.replyTo || people.includes(body.replyTo.from);
}

export class Inbox {
  readonly stats: InboxStats = {
    received: 0,
    duplicates: 0,
    notFriend: 0,
    blocked: 0,
    beforeDelete: 0,
    rejected: {},
    unverifiedRecords: 0,
  };
  readonly #queue: Incoming[] = [];
  #draining: Promise<void> | null = null;

  constructor(private readonly deps: InboxDeps) {}

  accept(party: Party, record: FollowedRecord): void {
    this.#queue.push({ party, record });
    this.#draining ??= this.#drain().finally(() => (this.#draining = null));
  }

  /** Resolves once everything accepted so far is handled. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, DRAIN_BATCH);
      const me = this.deps.me();
      if (!me) return;
      const allowed = new Map<string, boolean>();
      const options = { now: this.deps.now(), maxSkewMs: MAX_CLOCK_SKEW_MS };
      // Signature checks and decryption run side by side; storing runs in order. Each settles to
      // its outcome or its error, so none rejects unwatched while the ones before it are stored.
      const opened = batch.map(async ({ party, record }) => {
        let ok = allowed.get(party.pub);
        if (ok === undefined) {
          ok = await this.#allowed(party.pub);
          allowed.set(party.pub, ok);
        }
        if (!ok) return null;
        const { target, day, id, value } = record;
        return {
          party,
          record,
          result: await openStreamRecord(target.keys, day, id, value, options),
        };
      });
      const settled = opened.map((next) =>
        next.then(
          (item) => ({ item }),
          (error: unknown) => ({ error }),
        ),
      );
      for (const next of settled) {
        try {
          const outcome = await next;
          if ('error' in outcome) throw outcome.error;
          const { item } = outcome;
          if (!item) continue;
          const { party, record, result } = item;
          const own = record.target.keys.writer === me.pub;
          if (!result.ok && result.error === 'gone' && !own) {
            // Read before (its key is used up): the friend re-sent it for want of my receipt.
            this.stats.duplicates++;
            this.deps.receipts.add(party, [record.id]);
            continue;
          }
          if (!result.ok) {
            this.#reject(party.pub, result.error);
            continue;
          }
          const opened = result.value;
          if (opened.kind === 'start') {
            for (const ready of opened.ready) this.accept(party, { ...record, ...ready });
          }
          if (opened.kind !== 'entry') continue;
          const { entry } = opened;
          // A record of this chat names its reader: me in the friend's stream, the friend in mine.
          if (entry.to !== (own ? party.pub : me.pub)) {
            this.#reject(party.pub, 'wrong-recipient');
            continue;
          }
          const body = parseBody(entry.type, entry.body);
          if (!body || !quotesWithin(body, [me.pub, party.pub])) {
            this.#reject(party.pub, 'bad-body');
            continue;
          }
          const sender = own ? me.pub : party.pub;
          const chatId = chatIdOf(me.pub, party.pub);
          await this.#handle({ me, party, chatId, sender, own, entry }, body);
          await this.deps.advance(record);
        } catch (error) {
          // A storage error: the sender's retry brings the record back.
          this.deps.failures.record('store', error);
        }
      }
    }
  }

  async #allowed(pub: string): Promise<boolean> {
    const friend = await this.deps.directory.friend(pub);
    if (!friend) {
      this.stats.notFriend++;
      return false;
    }
    if (await this.deps.directory.isBlocked(pub)) {
      this.stats.blocked++;
      return false;
    }
    return true;
  }

  #reject(from: string, reason: RejectReason): void {
    this.stats.rejected[reason] = (this.stats.rejected[reason] ?? 0) + 1;
    this.deps.emit({ type: 'rejected', from, reason });
  }

  async #handle(ctx: Context, body: WireBody): Promise<void> {
    if (body.type === 'feed-key') {
      // My own feed keys reach my devices through own state.
      if (ctx.own) return;
      await this.deps.onFeedKey?.(ctx.party.pub, body);
      this.deps.receipts.add(ctx.party, [ctx.entry.id]);
      return;
    }
    if (body.type === 'receipt') {
      // My own receipts (from another device) settle nothing here.
      if (ctx.own) return;
      return receiveReceipt(
        this.deps,
        ctx.me.pub,
        ctx.party.pub,
        ctx.chatId,
        body.ids,
        ctx.entry.ts,
      );
    }
    const ack = (): void => {
      if (!ctx.own) this.deps.receipts.add(ctx.party, [ctx.entry.id]);
    };
    if (ctx.entry.ts <= (await this.deps.deletedAt(ctx.chatId))) {
      this.stats.beforeDelete++;
      ack(); // so the sender stops re-sending what I deleted
      return;
    }
    if (body.type === 'file-chunk') return this.#chunk(ctx, body, ack);
    if (body.type === 'retract') return this.#retract(ctx, body.target, ack);
    return this.#message(ctx, body, ack);
  }

  async #message(ctx: Context, body: WireBody, ack: () => void): Promise<void> {
    const { entry, party, chatId, sender } = ctx;
    const known = await this.deps.db.all(
      'SELECT 1 FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
      [chatId, sender, entry.id],
    );
    if (known.length > 0) {
      this.stats.duplicates++;
      if (body.type !== 'file' || (await this.#fileReady(ctx))) ack();
      return;
    }
    const message = toNewMessage(ctx, body, this.deps.now(), await this.#ownStatus(ctx));
    if (!message) return;
    const statements = [
      insertMessage(message),
      ...previewStatements(message, !ctx.own && !this.deps.isOpen(party.pub)),
    ];
    if (body.type === 'file') {
      statements.push({
        sql: `INSERT INTO files (fileId, chatID, sender, fileName, fileSize, fileType, timestamp, chunks)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (fileId) DO NOTHING`,
        params: [
          body.fileId,
          chatId,
          sender,
          body.name,
          body.size,
          safeMime(body.mime),
          entry.ts,
          body.chunks,
        ],
      });
    }
    await this.deps.db.batch(statements);
    this.stats.received++;
    const stored = await loadMessage(this.deps.db, message, ctx.me.pub);
    if (stored) this.deps.emit({ type: 'message', message: stored });
    this.deps.emit({ type: 'preview', peer: party.pub });
    if (body.type === 'file') await this.#completeFile(ctx, body.fileId);
    else ack();
  }

  /** A message my other device sent: sent already if the friend's receipt came first. */
  async #ownStatus(ctx: Context): Promise<'pending' | 'sent' | 'received'> {
    if (!ctx.own) return 'received';
    const receipts = await this.deps.db.all(
      'SELECT 1 FROM message_receipts WHERE chatID = ? AND fromPub = ? AND originalMsgId = ?',
      [ctx.chatId, ctx.party.pub, ctx.entry.id],
    );
    return receipts.length > 0 ? 'sent' : 'pending';
  }

  async #fileReady({ chatId, sender, entry }: Context): Promise<boolean> {
    const rows = await this.deps.db.all(
      `SELECT 1 FROM messages m JOIN files f ON f.fileId = m.fileId
       WHERE m.chatID = ? AND m.sender = ? AND m.msgId = ? AND f.fileUrl IS NOT NULL`,
      [chatId, sender, entry.id],
    );
    return rows.length > 0;
  }

  async #chunk(ctx: Context, body: Extract<WireBody, { type: 'file-chunk' }>, ack: () => void) {
    const owner = await this.deps.db.all<{ sender: string }>(
      'SELECT sender FROM files WHERE fileId = ?',
      [body.fileId],
    );
    if (owner[0] && owner[0].sender !== ctx.sender) {
      this.#reject(ctx.party.pub, 'id-conflict');
      return;
    }
    await this.deps.db.run(
      'INSERT INTO chat_file_chunks (fileId, idx, data) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      [body.fileId, body.index, body.data],
    );
    ack();
    await this.#completeFile(ctx, body.fileId);
  }

  /** Assembles the file once all chunks are here; only then is the file message acknowledged. */
  async #completeFile(ctx: Context, fileId: string): Promise<void> {
    const files = await this.deps.db.all<{
      chunks: number;
      fileSize: number;
      fileType: string;
      fileUrl: string | null;
      msgId: string | null;
    }>(
      `SELECT f.chunks, f.fileSize, f.fileType, f.fileUrl,
        (SELECT msgId FROM messages WHERE fileId = f.fileId AND sender = f.sender) AS msgId
       FROM files f WHERE f.fileId = ? AND f.sender = ?`,
      [fileId, ctx.sender],
    );
    const file = files[0];
    if (!file || file.fileUrl !== null || file.msgId === null) return;
    const chunks = await this.deps.db.all<{ data: string }>(
      'SELECT data FROM chat_file_chunks WHERE fileId = ? ORDER BY idx',
      [fileId],
    );
    const direction = ctx.own ? ('out' as const) : ('in' as const);
    const progress = { peer: ctx.party.pub, msgId: file.msgId, fileId, direction };
    this.deps.emit({ type: 'file-progress', ...progress, done: chunks.length, total: file.chunks });
    if (chunks.length < file.chunks) return;
    const base64 = joinChunks(
      chunks.map((chunk) => chunk.data),
      file.fileSize,
    );
    if (base64 === null) {
      this.#reject(ctx.party.pub, 'bad-body');
      return;
    }
    await this.deps.db.batch([
      {
        sql: 'UPDATE files SET fileUrl = ? WHERE fileId = ?',
        params: [fileDataUrl(file.fileType, base64), fileId],
      },
      { sql: 'DELETE FROM chat_file_chunks WHERE fileId = ?', params: [fileId] },
    ]);
    const key = { chatId: ctx.chatId, sender: ctx.sender, msgId: file.msgId };
    const message = await loadMessage(this.deps.db, key, ctx.me.pub);
    if (message) this.deps.emit({ type: 'message', message });
    if (!ctx.own) this.deps.receipts.add(ctx.party, [file.msgId]);
  }

  async #retract(ctx: Context, target: string, ack: () => void): Promise<void> {
    const { party, chatId, sender, entry } = ctx;
    // Only the sender's own message in this chat can be taken back: ids are scoped to both.
    const rows = await this.deps.db.all<{ fileId: string | null }>(
      'SELECT fileId FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
      [chatId, sender, target],
    );
    const row = rows[0];
    if (row) {
      await this.deps.db.batch(retractStatements({ chatId, sender, msgId: target }, row.fileId));
      await refreshPreview(this.deps.db, party.pub, chatId);
      this.deps.emit({ type: 'message-removed', peer: party.pub, msgId: target });
      this.deps.emit({ type: 'preview', peer: party.pub });
    } else {
      // Retracted before it arrived: a tombstone makes the late original a duplicate.
      await this.deps.db.run(
        `INSERT INTO messages (chatID, msgId, sender, peer, type, timestamp, deleted, status)
         VALUES (?, ?, ?, ?, 'text', ?, 1, ?) ON CONFLICT (chatID, sender, msgId) DO NOTHING`,
        [chatId, target, sender, party.pub, entry.ts, ctx.own ? 'sent' : 'received'],
      );
    }
    ack();
  }
}

function toNewMessage(
  ctx: Context,
  body: WireBody,
  now: number,
  status: 'pending' | 'sent' | 'received',
): NewMessage | null {
  const base = {
    chatId: ctx.chatId,
    msgId: ctx.entry.id,
    sender: ctx.sender,
    peer: ctx.party.pub,
    timestamp: ctx.entry.ts,
    duration: null,
    fileId: null,
    status,
    signature: null,
    receivedAt: now,
    aiModel: null,
    replyTo: null,
  };
  switch (body.type) {
    case 'text':
      return {
        ...base,
        kind: 'text',
        content: body.text,
        aiModel: body.aiModel ?? null,
        replyTo: body.replyTo ?? null,
      };
    case 'image':
      return { ...base, kind: 'image', content: body.image };
    case 'voice':
      return { ...base, kind: 'voice', content: body.audio, duration: body.duration };
    case 'file':
      return { ...base, kind: 'file', content: body.name, fileId: body.fileId };
    case 'room-invite':
      return { ...base, kind: 'room-invite', content: invitationContent(body) };
    default:
      return null;
  }
}
