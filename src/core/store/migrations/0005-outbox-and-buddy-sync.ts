import type { Migration } from './migration.ts';

export const migration0005: Migration = {
  version: 5,
  name: 'outbox-and-buddy-sync',
  up: [
    // The outbox: id is the message's stable id, so re-queueing the same message is a no-op.
    `CREATE TABLE message_queue (
      id TEXT PRIMARY KEY,
      chatId TEXT NOT NULL,
      networkMsg TEXT NOT NULL,
      retryCount INTEGER NOT NULL DEFAULT 0,
      nextRetryTime INTEGER NOT NULL,
      createdAt INTEGER NOT NULL,
      lastAttempt INTEGER,
      error TEXT
    )`,
    `CREATE INDEX message_queue_next_retry ON message_queue (nextRetryTime)`,
    `CREATE INDEX message_queue_chat ON message_queue (chatId)`,
    // What the contact sync learns about a buddy at runtime.
    `ALTER TABLE buddies ADD COLUMN epub TEXT`,
    `ALTER TABLE buddies ADD COLUMN epubSource TEXT
      CHECK (epubSource IS NULL OR epubSource IN ('local', 'shared', 'network'))`,
    `ALTER TABLE buddies ADD COLUMN connectionStatus TEXT`,
    `ALTER TABLE buddies ADD COLUMN syncRetryCount INTEGER NOT NULL DEFAULT 0`,
    `ALTER TABLE buddies ADD COLUMN verificationTime INTEGER`,
  ],
};
