import type { Migration } from './migration.ts';

export const migration0001: Migration = {
  version: 1,
  name: 'identity-and-contacts',
  up: [
    // No priv/epriv columns: the key pair exists at rest only inside encryptedKeyPair, sealed
    // under the user's password, so a copied database file does not hand over the identity.
    `CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      pubKey TEXT NOT NULL UNIQUE,
      alias TEXT,
      avatar TEXT,
      epub TEXT,
      encryptedKeyPair TEXT NOT NULL,
      createdAt INTEGER NOT NULL,
      lastLoginAt INTEGER
    )`,
    `CREATE TABLE credentials (key TEXT PRIMARY KEY, value TEXT)`,
    `CREATE TABLE buddies (
      id INTEGER PRIMARY KEY,
      userPub TEXT NOT NULL,
      buddyPub TEXT NOT NULL,
      addedByMe INTEGER NOT NULL DEFAULT 0,
      timestamp INTEGER NOT NULL,
      alias TEXT,
      avatar TEXT,
      remark TEXT,
      remarkInfo TEXT,
      UNIQUE (userPub, buddyPub)
    )`,
    `CREATE TABLE friend_remarks (
      userPub TEXT NOT NULL,
      friendPub TEXT NOT NULL,
      remark TEXT,
      remarkInfo TEXT,
      PRIMARY KEY (userPub, friendPub)
    )`,
    `CREATE TABLE epubs (pub TEXT PRIMARY KEY, epub TEXT NOT NULL)`,
    `CREATE TABLE blacklist (pub TEXT PRIMARY KEY, isBlocked INTEGER NOT NULL DEFAULT 1)`,
    `CREATE TABLE sent_requests (
      fromPub TEXT NOT NULL,
      toPub TEXT NOT NULL,
      timestamp INTEGER NOT NULL,
      PRIMARY KEY (fromPub, toPub)
    )`,
    // A single row (id 1); a missing row reads as "not viewed yet", so wiping tables stays valid.
    `CREATE TABLE requests_viewed (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      viewed INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE deactivated_accounts (pub_key TEXT PRIMARY KEY)`,
  ],
};
