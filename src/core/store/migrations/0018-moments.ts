import type { Migration } from './migration.ts';

/** Moments (PROTOCOL.md "Moments"): feed keys, moments and their pictures, talk, notifications. */
export const migration0018: Migration = {
  version: 18,
  name: 'moments',
  up: [
    // Each author's feed keys, one per epoch (mine and my friends'); base64url secrets.
    `CREATE TABLE feed_keys (
      author TEXT NOT NULL,
      epoch TEXT NOT NULL,
      secret TEXT NOT NULL,
      since INTEGER NOT NULL,
      PRIMARY KEY (author, epoch)
    )`,
    // Which friend has been sent which of my epochs (in our chat).
    `CREATE TABLE feed_key_shares (
      friend TEXT NOT NULL,
      epoch TEXT NOT NULL,
      PRIMARY KEY (friend, epoch)
    )`,
    // A deleted moment keeps its row (deleted = 1, no text) so a late copy never shows again.
    `CREATE TABLE moments (
      author TEXT NOT NULL,
      id TEXT NOT NULL,
      epoch TEXT NOT NULL,
      text TEXT NOT NULL DEFAULT '',
      imageCount INTEGER NOT NULL DEFAULT 0,
      forward TEXT,
      timestamp INTEGER NOT NULL,
      hidden INTEGER NOT NULL DEFAULT 0,
      hiddenAt INTEGER NOT NULL DEFAULT 0,
      deleted INTEGER NOT NULL DEFAULT 0,
      receivedAt INTEGER NOT NULL,
      PRIMARY KEY (author, id)
    )`,
    `CREATE INDEX moments_time ON moments (timestamp)`,
    `CREATE TABLE moment_images (
      author TEXT NOT NULL,
      moment TEXT NOT NULL,
      idx INTEGER NOT NULL,
      image TEXT NOT NULL,
      PRIMARY KEY (author, moment, idx)
    )`,
    // Talk entries as opened, one per content address; counts are made from them.
    `CREATE TABLE moment_talk (
      author TEXT NOT NULL,
      moment TEXT NOT NULL,
      address TEXT NOT NULL,
      kind TEXT NOT NULL,
      fromPub TEXT NOT NULL,
      entryId TEXT NOT NULL,
      text TEXT NOT NULL,
      toId TEXT NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (author, moment, address)
    )`,
    // The moment a notification is about, and a comment's text.
    `ALTER TABLE notifications ADD COLUMN momentAuthor TEXT`,
    `ALTER TABLE notifications ADD COLUMN momentId TEXT`,
    `ALTER TABLE notifications ADD COLUMN comment TEXT NOT NULL DEFAULT ''`,
  ],
};
