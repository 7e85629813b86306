/**
 * Incoming private traffic. A record read from a friend's stream is taken only while that friend
 * is in my list and not blocked, only as an envelope that opens for us (sender, recipient,
 * channel, signature over every field, decryption), only when newer than the chat's deleted
 * timestamp, and only once: the id is checked and inserted in one transaction. Everything
 * refused is counted.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { openEnvelope, type Envelope, type Party } from '../protocol/envelope.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { parseBody, type WireBody } from './bodies.ts';
import type { ChatDirectory } from './chat-directory.ts';
import { chatIdOf, dayKeyOf } from './chat-ids.ts';
import type { ChatEvent, ChatLimits, RejectReason } from './chat-types.ts';
import type { FailureLog } from './failures.ts';
import { fileDataUrl, joinChunks, safeMime } from './files.ts';
import { receiveReceipt } from './inbox-receipts.ts';
import {
  insertMessage,
  loadMessage,
  previewStatements,
  refreshPreview,
  type NewMessage,
} from './message-store.ts';
import type { ReceiptSender } from './receipts.ts';
import type { StreamRecord } from './stream-transport.ts';

export interface InboxDeps {
  readonly db: SqlDatabase;
  readonly directory: ChatDirectory;
  readonly receipts: ReceiptSender;
  readonly now: () => number;
  readonly limits: ChatLimits;
  readonly failures: FailureLog;
  readonly me: () => KeyPair | null;
  readonly emit: (event: ChatEvent) => void;
  /** The chat's deleted timestamp (0 when never deleted). */
  readonly deletedAt: (chatId: string) => Promise<number>;
  /** True while the user has this chat open: new messages are not "new" then. */
  readonly isOpen: (peer: string) => boolean;
}

export interface InboxStats {
  received: number;
  duplicates: number;
  notFriend: number;
  blocked: number;
  beforeDelete: number;
  rejected: Partial<Record<RejectReason, number>>;
  /** Days marks and fields that did not carry their owner's valid signature (ignored). */
  unverifiedRecords: number;
}

interface Incoming {
  readonly party: Party;
  readonly record: StreamRecord;
}

interface Context {
  readonly me: KeyPair;
  readonly party: Party;
  readonly chatId: string;
  readonly envelope: Envelope;
}

const DRAIN_BATCH = 64;

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
  readonly #cursors = new Map<string, string>();
  #draining: Promise<void> | null = null;

  constructor(private readonly deps: InboxDeps) {}

  accept(party: Party, record: StreamRecord): void {
    this.#queue.push({ party, record });
    this.#draining ??= this.#drain().finally(() => (this.#draining = null));
  }

  /** Resolves once everything accepted so far is handled. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  forgetCursors(): void {
    this.#cursors.clear();
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, DRAIN_BATCH);
      const me = this.deps.me();
      if (!me) return;
      const allowed = new Map<string, boolean>();
      // Signature checks and decryption run side by side; storing runs in order.
      const opened = batch.map(async ({ party, record }) => {
        let ok = allowed.get(party.pub);
        if (ok === undefined) {
          ok = await this.#allowed(party.pub);
          allowed.set(party.pub, ok);
        }
        return ok ? { party, record, result: await openEnvelope(record.value, me, party) } : null;
      });
      for (const next of opened) {
        try {
          const item = await next;
          if (!item) continue;
          if (!item.result.ok) {
            this.#reject(item.party.pub, item.result.error);
            continue;
          }
          const { header, body } = item.result.value;
          const envelope = JSON.parse(String(item.record.value)) as Envelope;
          if (item.record.key !== header.id) {
            this.#reject(item.party.pub, 'malformed');
            continue;
          }
          // The day node is part of the record's place: a record moved to another day is refused.
          if (item.record.day !== dayKeyOf(header.ts)) {
            this.#reject(item.party.pub, 'wrong-day');
            continue;
          }
          // A timestamp ahead of my clock would pass as "live" and outlive my deletions.
          if (header.ts > this.deps.now() + this.deps.limits.maxClockSkewMs) {
            this.#reject(item.party.pub, 'from-the-future');
            continue;
          }
          const parsed = parseBody(header.type, body);
          if (!parsed) {
            this.#reject(item.party.pub, 'bad-body');
            continue;
          }
          const chatId = chatIdOf(me.pub, item.party.pub);
          await this.#handle({ me, party: item.party, chatId, envelope }, parsed);
          await this.#advanceCursor(chatId, item.party.pub, item.record.day);
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
    if (body.type === 'receipt') {
      await receiveReceipt(
        this.deps,
        ctx.me.pub,
        ctx.party.pub,
        ctx.chatId,
        body.ids,
        ctx.envelope,
      );
      return;
    }
    const ack = (): void => this.deps.receipts.add(ctx.party, [ctx.envelope.id]);
    if (ctx.envelope.ts <= (await this.deps.deletedAt(ctx.chatId))) {
      this.stats.beforeDelete++;
      ack(); // so the sender stops re-sending what I deleted
      return;
    }
    if (body.type === 'file-chunk') return this.#chunk(ctx, body, ack);
    if (body.type === 'retract') return this.#retract(ctx, body.target, ack);
    return this.#message(ctx, body, ack);
  }

  async #message(ctx: Context, body: WireBody, ack: () => void): Promise<void> {
    const { envelope, party, chatId } = ctx;
    const known = await this.deps.db.all(
      'SELECT 1 FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
      [chatId, party.pub, envelope.id],
    );
    if (known.length > 0) {
      this.stats.duplicates++;
      if (body.type !== 'file' || (await this.#fileReady(ctx))) ack();
      return;
    }
    const message = toNewMessage(ctx, body, this.deps.now());
    if (!message) return;
    const statements = [
      insertMessage(message),
      ...previewStatements(message, !this.deps.isOpen(party.pub)),
    ];
    if (body.type === 'file') {
      statements.push({
        sql: `INSERT INTO files (fileId, chatID, sender, fileName, fileSize, fileType, timestamp, chunks)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (fileId) DO NOTHING`,
        params: [
          body.fileId,
          chatId,
          party.pub,
          body.name,
          body.size,
          safeMime(body.mime),
          envelope.ts,
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

  async #fileReady({ chatId, party, envelope }: Context): Promise<boolean> {
    const rows = await this.deps.db.all(
      `SELECT 1 FROM messages m JOIN files f ON f.fileId = m.fileId
       WHERE m.chatID = ? AND m.sender = ? AND m.msgId = ? AND f.fileUrl IS NOT NULL`,
      [chatId, party.pub, envelope.id],
    );
    return rows.length > 0;
  }

  async #chunk(ctx: Context, body: Extract<WireBody, { type: 'file-chunk' }>, ack: () => void) {
    const owner = await this.deps.db.all<{ sender: string }>(
      'SELECT sender FROM files WHERE fileId = ?',
      [body.fileId],
    );
    if (owner[0] && owner[0].sender !== ctx.party.pub) {
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
      [fileId, ctx.party.pub],
    );
    const file = files[0];
    if (!file || file.fileUrl !== null || file.msgId === null) return;
    const chunks = await this.deps.db.all<{ data: string }>(
      'SELECT data FROM chat_file_chunks WHERE fileId = ? ORDER BY idx',
      [fileId],
    );
    const progress = { peer: ctx.party.pub, msgId: file.msgId, fileId, direction: 'in' as const };
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
    const key = { chatId: ctx.chatId, sender: ctx.party.pub, msgId: file.msgId };
    const message = await loadMessage(this.deps.db, key, ctx.me.pub);
    if (message) this.deps.emit({ type: 'message', message });
    this.deps.receipts.add(ctx.party, [file.msgId]);
  }

  async #retract(ctx: Context, target: string, ack: () => void): Promise<void> {
    const { party, chatId, envelope } = ctx;
    // Only the sender's own message in this chat can be taken back: ids are scoped to both.
    const rows = await this.deps.db.all<{ fileId: string | null }>(
      'SELECT fileId FROM messages WHERE chatID = ? AND sender = ? AND msgId = ?',
      [chatId, party.pub, target],
    );
    const row = rows[0];
    if (row) {
      await this.deps.db.batch([
        {
          sql: `UPDATE messages SET deleted = 1, content = NULL
            WHERE chatID = ? AND sender = ? AND msgId = ?`,
          params: [chatId, party.pub, target],
        },
        { sql: 'DELETE FROM files WHERE fileId = ?', params: [row.fileId] },
        { sql: 'DELETE FROM chat_file_chunks WHERE fileId = ?', params: [row.fileId] },
      ]);
      await refreshPreview(this.deps.db, party.pub, chatId);
      this.deps.emit({ type: 'message-removed', peer: party.pub, msgId: target });
      this.deps.emit({ type: 'preview', peer: party.pub });
    } else {
      // Retracted before it arrived: a tombstone makes the late original a duplicate.
      await this.deps.db.run(
        `INSERT INTO messages (chatID, msgId, sender, peer, type, timestamp, deleted, status)
         VALUES (?, ?, ?, ?, 'text', ?, 1, 'received') ON CONFLICT (chatID, sender, msgId) DO NOTHING`,
        [chatId, target, party.pub, party.pub, envelope.ts],
      );
    }
    ack();
  }

  async #advanceCursor(chatId: string, peer: string, day: string): Promise<void> {
    const current = this.#cursors.get(chatId);
    if (current !== undefined && current >= day) return;
    this.#cursors.set(chatId, day);
    await this.deps.db.run(
      `INSERT INTO stream_cursors (stream, day, updatedAt) VALUES (?, ?, ?)
       ON CONFLICT (stream) DO UPDATE SET day = MAX(day, excluded.day), updatedAt = excluded.updatedAt`,
      [`${chatId}|${peer}`, day, this.deps.now()],
    );
  }
}

function toNewMessage(ctx: Context, body: WireBody, now: number): NewMessage | null {
  const base = {
    chatId: ctx.chatId,
    msgId: ctx.envelope.id,
    sender: ctx.party.pub,
    peer: ctx.party.pub,
    timestamp: ctx.envelope.ts,
    duration: null,
    fileId: null,
    status: 'received' as const,
    signature: ctx.envelope.sig,
    receivedAt: now,
    aiModel: null,
  };
  switch (body.type) {
    case 'text':
      return { ...base, kind: 'text', content: body.text, aiModel: body.aiModel ?? null };
    case 'image':
      return { ...base, kind: 'image', content: body.image };
    case 'voice':
      return { ...base, kind: 'voice', content: body.audio, duration: body.duration };
    case 'file':
      return { ...base, kind: 'file', content: body.name, fileId: body.fileId };
    default:
      return null;
  }
}
