import type { Migration } from './migration.ts';

export const migration0002: Migration = {
  version: 2,
  name: 'messages',
  up: [
    // chatID is an opaque label (SEA keys contain "_"): stored and matched, never parsed.
    `CREATE TABLE messages (
      id INTEGER PRIMARY KEY,
      chatID TEXT NOT NULL,
      msgId TEXT NOT NULL UNIQUE,
      sender TEXT NOT NULL,
      type TEXT NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'voice', 'file')),
      content TEXT,
      timestamp INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      duration INTEGER,
      status TEXT NOT NULL DEFAULT 'pending',
      isSending INTEGER NOT NULL DEFAULT 0,
      fileId TEXT,
      textForBuddy TEXT,
      textForMe TEXT,
      audioForBuddy TEXT,
      audioForMe TEXT,
      signature TEXT,
      hash TEXT,
      sent INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX messages_chat_time ON messages (chatID, timestamp)`,
    // "from" is an SQL keyword, hence fromPub. One receipt per message and sender.
    `CREATE TABLE message_receipts (
      id INTEGER PRIMARY KEY,
      chatID TEXT NOT NULL,
      fromPub TEXT NOT NULL,
      originalMsgId TEXT NOT NULL,
      receiptTimestamp INTEGER NOT NULL,
      signature TEXT,
      UNIQUE (originalMsgId, fromPub)
    )`,
    `CREATE INDEX message_receipts_chat ON message_receipts (chatID)`,
    `CREATE TABLE files (
      fileId TEXT PRIMARY KEY,
      chatID TEXT NOT NULL,
      sender TEXT NOT NULL,
      fileName TEXT,
      fileSize INTEGER,
      fileType TEXT,
      fileUrl TEXT,
      timestamp INTEGER NOT NULL
    )`,
    `CREATE INDEX files_chat_time ON files (chatID, timestamp)`,
    `CREATE TABLE chat_previews (
      pub TEXT PRIMARY KEY,
      lastMsg TEXT,
      lastTime INTEGER,
      hidden INTEGER NOT NULL DEFAULT 0,
      hasNew INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX chat_previews_time ON chat_previews (lastTime)`,
    `CREATE TABLE chat_indexes (
      chatID TEXT PRIMARY KEY,
      lastIndexed INTEGER,
      messageCount INTEGER NOT NULL DEFAULT 0
    )`,
  ],
};
