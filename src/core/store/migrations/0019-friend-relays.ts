import type { Migration } from './migration.ts';

export const migration0019: Migration = {
  version: 19,
  name: 'friend-relays',
  up: [
    // The relays a friend's signed card shares (a JSON list of addresses): my stranger relays are
    // those in my friends' lists that I do not have.
    `ALTER TABLE buddies ADD COLUMN sharedRelays TEXT NOT NULL DEFAULT '[]'`,
    // Cards already applied are applied once more when they next arrive, so their lists are read.
    `UPDATE buddies SET profileUpdatedAt = 0`,
  ],
};
