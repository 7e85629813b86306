/**
 * A receipt from a friend: the messages it names that I sent to that friend turn `sent`, and
 * their outbox items (file chunks included) are removed. A receipt can only settle messages of
 * its own chat, so a friend cannot acknowledge what I sent to someone else.
 */
import { placeholders, type SqlDatabase, type SqlStatement } from '../store/sql.ts';
import {
  countQueued,
  itemsWithIds,
  messageParts,
  queuedIds,
  removeStatement,
} from '../streams/outbox-queue.ts';
import type { ChatEvent } from './chat-types.ts';
import { messageIdOf } from './queue-entry.ts';

export interface ReceiptDeps {
  readonly db: SqlDatabase;
  readonly emit: (event: ChatEvent) => void;
}

export async function receiveReceipt(
  deps: ReceiptDeps,
  me: string,
  from: string,
  chatId: string,
  ids: readonly string[],
  ts: number,
): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  // Every id is remembered, settled here or not: a message my other device sent, read later
  // from my own stream, is then known to be sent already.
  const remembered = unique.map((id) => ({
    sql: `INSERT INTO message_receipts (chatID, fromPub, originalMsgId, receiptTimestamp)
      VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    params: [chatId, from, id, ts],
  }));
  const marks = placeholders(unique.length);
  const settled = await deps.db.all<{ msgId: string }>(
    `SELECT msgId FROM messages WHERE msgId IN (${marks}) AND sender = ? AND peer = ?
       AND status IN ('pending', 'failed')`,
    [...unique, me, from],
  );
  const settledIds = settled.map((row) => row.msgId);
  const ofThisChat = itemsWithIds(unique, chatId);
  const queued = await queuedIds(deps.db, ofThisChat);
  const statements: SqlStatement[] = [...remembered, removeStatement(ofThisChat)];
  if (settledIds.length > 0) {
    const settledMarks = placeholders(settledIds.length);
    statements.push({
      sql: `UPDATE messages SET status = 'sent', sent = 1, isSending = 0, error = NULL
          WHERE msgId IN (${settledMarks}) AND sender = ? AND peer = ?`,
      params: [...settledIds, me, from],
    });
  }
  await deps.db.batch(statements);
  for (const msgId of settledIds) {
    deps.emit({ type: 'status', peer: from, msgId, status: 'sent', error: null });
  }
  await reportUploads(
    deps,
    me,
    from,
    queued.filter((id) => id.includes('.')),
  );
}

/** File upload progress: how many of a file's chunks the receiver has confirmed. */
async function reportUploads(
  deps: ReceiptDeps,
  me: string,
  peer: string,
  chunkIds: string[],
): Promise<void> {
  for (const msgId of new Set(chunkIds.map(messageIdOf))) {
    const rows = await deps.db.all<{ fileId: string; chunks: number }>(
      `SELECT f.fileId, f.chunks
       FROM messages m JOIN files f ON f.fileId = m.fileId WHERE m.msgId = ? AND m.sender = ?`,
      [msgId, me],
    );
    const file = rows[0];
    if (!file) continue;
    const left = await countQueued(deps.db, messageParts(msgId));
    deps.emit({
      type: 'file-progress',
      peer,
      msgId,
      fileId: file.fileId,
      direction: 'out',
      done: file.chunks - left,
      total: file.chunks,
    });
  }
}
