import type { Migration } from './migration.ts';

export const migration0007: Migration = {
  version: 7,
  name: 'contacts-and-letters',
  up: [
    // Friend requests I received, opened from sealed inbox letters. One pending request per
    // sender (a newer one replaces it); letterId is the sender's letter id, echoed by the accept.
    `CREATE TABLE friend_requests (
      id INTEGER PRIMARY KEY,
      letterId TEXT NOT NULL UNIQUE,
      fromPub TEXT NOT NULL UNIQUE,
      fromEpub TEXT NOT NULL,
      alias TEXT NOT NULL DEFAULT '',
      avatar TEXT NOT NULL DEFAULT '',
      message TEXT NOT NULL DEFAULT '',
      timestamp INTEGER NOT NULL,
      receivedAt INTEGER NOT NULL
    )`,
    `CREATE INDEX friend_requests_time ON friend_requests (timestamp)`,
    // Every inbox letter handled once: the inbox is append-only, so old letters come back on
    // every subscription and must not act twice.
    `CREATE TABLE handled_letters (
      fromPub TEXT NOT NULL,
      letterId TEXT NOT NULL,
      kind TEXT NOT NULL,
      handledAt INTEGER NOT NULL,
      PRIMARY KEY (fromPub, letterId)
    )`,
    // An accept must name the request it answers, not just come from the right person.
    `ALTER TABLE sent_requests ADD COLUMN letterId TEXT`,
    `CREATE TABLE notifications (
      id INTEGER PRIMARY KEY,
      type TEXT NOT NULL,
      fromPub TEXT NOT NULL,
      message TEXT NOT NULL DEFAULT '',
      timestamp INTEGER NOT NULL,
      isRead INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX notifications_time ON notifications (timestamp)`,
    // The report form's entries: no server receives them, they stay on the device.
    `CREATE TABLE reports (
      id INTEGER PRIMARY KEY,
      pub TEXT NOT NULL,
      reason TEXT NOT NULL,
      details TEXT NOT NULL DEFAULT '',
      timestamp INTEGER NOT NULL
    )`,
  ],
};
