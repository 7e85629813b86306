import type { Migration } from './migration.ts';

export const migration0003: Migration = {
  version: 3,
  name: 'groups',
  up: [
    `CREATE TABLE groups (
      group_pub TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      key_pair_json TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`,
    // Members go with their group (needs PRAGMA foreign_keys = ON, set at every open).
    `CREATE TABLE group_members (
      group_pub TEXT NOT NULL REFERENCES groups (group_pub) ON DELETE CASCADE,
      member_pub TEXT NOT NULL,
      alias TEXT,
      role TEXT NOT NULL DEFAULT 'member',
      joined_at INTEGER,
      UNIQUE (group_pub, member_pub)
    )`,
    `CREATE TABLE group_messages (
      msg_id TEXT PRIMARY KEY,
      group_pub TEXT NOT NULL,
      sender_pub TEXT NOT NULL,
      sender_alias TEXT,
      content TEXT,
      content_type TEXT NOT NULL DEFAULT 'text' CHECK (content_type IN ('text', 'leave_notification')),
      timestamp INTEGER NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed'))
    )`,
    `CREATE INDEX group_messages_group_time ON group_messages (group_pub, timestamp)`,
    `CREATE TABLE group_previews (
      group_pub TEXT PRIMARY KEY,
      last_msg TEXT,
      last_time INTEGER
    )`,
  ],
};
