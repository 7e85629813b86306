import { SEARCHABLE } from './0008-chat-streams.ts';
import type { Migration } from './migration.ts';

const MESSAGE_COLUMNS = `id, chatID, msgId, sender, peer, type, content, timestamp, deleted, duration,
  status, isSending, fileId, textForBuddy, textForMe, audioForBuddy, audioForMe, signature, hash,
  sent, error, receivedAt, aiModel, replyTo`;

/**
 * Rooms on sealed streams: a room's messages go into `messages` (chat id `room:<pub>`) and its
 * preview into `chat_previews` (keyed by the room's key), like a private chat's, so history,
 * search and the Chats list serve both; the spec's own message and preview tables go. The outbox
 * gets lanes, so rooms and private chats each take only their own items.
 */
export const migration0017: Migration = {
  version: 17,
  name: 'rooms',
  up: [
    // Two kinds more: a room member's leave notice and an invitation to a room. Rebuilt (SQLite
    // cannot change a CHECK constraint); ids and so the search index's rowids are kept.
    `CREATE TABLE messages_v17 (
      id INTEGER PRIMARY KEY,
      chatID TEXT NOT NULL,
      msgId TEXT NOT NULL,
      sender TEXT NOT NULL,
      peer TEXT,
      type TEXT NOT NULL DEFAULT 'text'
        CHECK (type IN ('text', 'image', 'voice', 'file', 'leave', 'room-invite')),
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
      replyTo TEXT,
      UNIQUE (chatID, sender, msgId)
    )`,
    `INSERT INTO messages_v17 (${MESSAGE_COLUMNS}) SELECT ${MESSAGE_COLUMNS} FROM messages`,
    `DROP TABLE messages`,
    `ALTER TABLE messages_v17 RENAME TO messages`,
    `CREATE INDEX messages_chat_time ON messages (chatID, timestamp)`,
    `CREATE INDEX messages_file ON messages (fileId) WHERE fileId IS NOT NULL`,
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
    `DROP TABLE group_messages`,
    `DROP TABLE group_previews`,
    `ALTER TABLE groups ADD COLUMN joined_at INTEGER NOT NULL DEFAULT 0`,
    // The newest name version taken (a rename wins only when newer).
    `ALTER TABLE groups ADD COLUMN name_at INTEGER NOT NULL DEFAULT 0`,
    // Everything written before this time is gone for every member (a clear passed).
    `ALTER TABLE groups ADD COLUMN cleared_before INTEGER NOT NULL DEFAULT 0`,
    // A member's newest roster entry: when they joined, or left (then they are no member).
    `ALTER TABLE group_members ADD COLUMN left_at INTEGER`,
    `ALTER TABLE group_members ADD COLUMN entry_at INTEGER NOT NULL DEFAULT 0`,
    `CREATE TABLE room_clear_proposals (
      group_pub TEXT NOT NULL REFERENCES groups (group_pub) ON DELETE CASCADE,
      proposal TEXT NOT NULL,
      proposer TEXT NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (group_pub, proposal)
    )`,
    `CREATE TABLE room_clear_votes (
      group_pub TEXT NOT NULL REFERENCES groups (group_pub) ON DELETE CASCADE,
      proposal TEXT NOT NULL,
      member_pub TEXT NOT NULL,
      agree INTEGER NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (group_pub, proposal, member_pub)
    )`,
    `ALTER TABLE message_queue ADD COLUMN lane TEXT NOT NULL DEFAULT 'chat'`,
    `CREATE INDEX message_queue_lane_next_retry ON message_queue (lane, nextRetryTime)`,
  ],
};
