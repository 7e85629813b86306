import { SEARCHABLE } from './0008-chat-streams.ts';
import type { Migration } from './migration.ts';

const MESSAGE_COLUMNS = `id, chatID, msgId, sender, peer, type, content, timestamp, deleted, duration,
  status, isSending, fileId, textForBuddy, textForMe, audioForBuddy, audioForMe, signature, hash,
  sent, error, receivedAt, aiModel`;

export const migration0013: Migration = {
  version: 13,
  name: 'scoped-ids-and-streams',
  up: [
    // A message id is unique per conversation and sender, not database-wide: a friend who copies
    // an id seen in another friend's stream must not be able to take it first. Rebuilt (SQLite
    // cannot drop a UNIQUE column constraint); ids and so the search index's rowids are kept.
    `CREATE TABLE messages_v13 (
      id INTEGER PRIMARY KEY,
      chatID TEXT NOT NULL,
      msgId TEXT NOT NULL,
      sender TEXT NOT NULL,
      peer TEXT,
      type TEXT NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'image', 'voice', 'file')),
      content TEXT,
      timestamp INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      duration INTEGER,
      status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'sent', 'failed', 'received')),
      isSending INTEGER NOT NULL DEFAULT 0,
      fileId TEXT,
      textForBuddy TEXT,
      textForMe TEXT,
      audioForBuddy TEXT,
      audioForMe TEXT,
      signature TEXT,
      hash TEXT,
      sent INTEGER NOT NULL DEFAULT 0,
      error TEXT,
      receivedAt INTEGER,
      aiModel TEXT,
      UNIQUE (chatID, sender, msgId)
    )`,
    `INSERT INTO messages_v13 (${MESSAGE_COLUMNS}) SELECT ${MESSAGE_COLUMNS} FROM messages`,
    `DROP TABLE messages`,
    `ALTER TABLE messages_v13 RENAME TO messages`,
    `CREATE INDEX messages_chat_time ON messages (chatID, timestamp)`,
    `CREATE INDEX messages_file ON messages (fileId) WHERE fileId IS NOT NULL`,
    // My own messages are looked up by id alone (retract, retry).
    `CREATE INDEX messages_msg_id ON messages (msgId)`,
    `CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages WHEN ${SEARCHABLE('new')} BEGIN
      INSERT INTO messages_fts (rowid, content) VALUES (new.id, new.content);
    END`,
    `CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
      DELETE FROM messages_fts WHERE rowid = old.id;
    END`,
    `CREATE TRIGGER messages_fts_update AFTER UPDATE OF type, content, deleted ON messages BEGIN
      DELETE FROM messages_fts WHERE rowid = old.id;
      INSERT INTO messages_fts (rowid, content) SELECT new.id, new.content WHERE ${SEARCHABLE('new')};
    END`,
    // Sealed streams (PROTOCOL.md "Streams") replace the per-pair chat streams: one cursor per
    // followed stream, named by the stream layer (conversation and writer). The old streams are
    // no longer read, so their cursors go.
    `DROP TABLE chat_stream_cursors`,
    `CREATE TABLE stream_cursors (
      stream TEXT PRIMARY KEY,
      day TEXT NOT NULL,
      updatedAt INTEGER NOT NULL
    )`,
  ],
};
