import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import {
  laneItems,
  OUTBOX_TABLE,
  removeStatement,
  type OutboxLane,
} from '../streams/outbox-queue.ts';

/**
 * Every table that holds chat content or its bookkeeping: private and room messages, receipts,
 * previews, indexes, files with their chunks and the outbox's chat lanes (the full-text index follows
 * `messages` through its triggers). Contacts, groups and their members, the blacklist,
 * the account and all settings live elsewhere and survive.
 */
export const CHAT_RECORD_TABLES = [
  'messages',
  'message_receipts',
  'chat_previews',
  'chat_indexes',
  'files',
  'chat_file_chunks',
  OUTBOX_TABLE,
] as const;

/** The outbox's items that are chat records; moments and their talk still go out. */
const CHAT_LANES: readonly OutboxLane[] = ['chat', 'room'];

/** Deletes every local chat record, and only those: moments and their talk still go out. */
export function chatRecordDeletions(): SqlStatement[] {
  return CHAT_RECORD_TABLES.map((table) =>
    table === OUTBOX_TABLE
      ? removeStatement(laneItems(CHAT_LANES))
      : { sql: `DELETE FROM ${table}` },
  );
}

/**
 * Settings → Clear chat records: deletes every local chat record in one transaction, so a
 * failure leaves all of them in place rather than half a history.
 */
export async function clearChatRecords(db: SqlDatabase): Promise<void> {
  await db.batch(chatRecordDeletions());
}
