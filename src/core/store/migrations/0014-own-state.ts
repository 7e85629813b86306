import type { Migration } from './migration.ts';

export const migration0014: Migration = {
  version: 14,
  name: 'own-state',
  up: [
    // The last known version of each item of my own state (friends, blacklist, remarks, handled
    // requests) that my devices share through my sealed space (PROTOCOL.md "Own state"): merges
    // are decided here, and `published = 0` marks a local change a relay has not taken yet, so a
    // restart does not lose it.
    `CREATE TABLE own_state (
      userPub TEXT NOT NULL,
      kind TEXT NOT NULL,
      itemKey TEXT NOT NULL,
      at INTEGER NOT NULL,
      removed INTEGER NOT NULL DEFAULT 0,
      data TEXT,
      published INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (userPub, kind, itemKey)
    )`,
    `CREATE INDEX own_state_pending ON own_state (userPub) WHERE published = 0`,
  ],
};
