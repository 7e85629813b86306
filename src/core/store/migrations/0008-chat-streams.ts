import type { Migration } from './migration.ts';

const MESSAGE_COLUMNS = `id, chatID, msgId, sender, type, content, timestamp, deleted, duration, isSending,
  fileId, textForBuddy, textForMe, audioForBuddy, audioForMe, signature, hash, sent`;

/** Indexed for search: text messages that are still there (the FTS table holds a copy). */
export const SEARCHABLE = (row: 'new' | 'old') =>
  `${row}.type = 'text' AND ${row}.deleted = 0 AND ${row}.content IS NOT NULL`;

export const migration0008: Migration = {
  version: 8,
  name: 'chat-streams',
  up: [
    // Rebuilt (SQLite cannot change a CHECK): pictures get their own type, the other party of
    // the chat is stored (chatID is a label, never parsed), and a failed send keeps its reason.
    `CREATE TABLE messages_v8 (
      id INTEGER PRIMARY KEY,
      chatID TEXT NOT NULL,
      msgId TEXT NOT NULL UNIQUE,
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
      receivedAt INTEGER
    )`,
    `INSERT INTO messages_v8 (${MESSAGE_COLUMNS}, status)
      SELECT ${MESSAGE_COLUMNS},
        CASE WHEN status IN ('pending', 'sent', 'failed', 'received') THEN status ELSE 'pending' END
      FROM messages`,
    `DROP TABLE messages`,
    `ALTER TABLE messages_v8 RENAME TO messages`,
    `CREATE INDEX messages_chat_time ON messages (chatID, timestamp)`,
    `CREATE INDEX messages_file ON messages (fileId) WHERE fileId IS NOT NULL`,
    // Full-text search with its own copy of the text: trigrams match any substring, CJK included.
    `CREATE VIRTUAL TABLE messages_fts USING fts5(content, tokenize = 'trigram remove_diacritics 1')`,
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
    `INSERT INTO messages_fts (rowid, content)
      SELECT id, content FROM messages WHERE type = 'text' AND deleted = 0 AND content IS NOT NULL`,
    // Which message the preview shows, so the list can show its pending/sent mark.
    `ALTER TABLE chat_previews ADD COLUMN lastMsgId TEXT`,
    // How many file-chunk envelopes carry the bytes; fileUrl is set once all are here.
    `ALTER TABLE files ADD COLUMN chunks INTEGER`,
    `CREATE TABLE chat_file_chunks (
      fileId TEXT NOT NULL,
      idx INTEGER NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (fileId, idx)
    )`,
    // The newest day (UTC YYYYMMDD) of the partner's stream read so far: where catch-up resumes.
    `CREATE TABLE chat_stream_cursors (
      chatID TEXT PRIMARY KEY,
      peerPub TEXT NOT NULL,
      day TEXT NOT NULL,
      updatedAt INTEGER NOT NULL
    )`,
    // The spec's per-chat deleted timestamp: messages sent before it never come back.
    `CREATE TABLE chat_deletions (
      chatID TEXT PRIMARY KEY,
      peerPub TEXT NOT NULL,
      deletedAt INTEGER NOT NULL
    )`,
  ],
};
