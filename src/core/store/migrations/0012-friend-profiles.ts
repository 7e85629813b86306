import type { Migration } from './migration.ts';

export const migration0012: Migration = {
  version: 12,
  name: 'friend-profiles',
  up: [
    // A friend's status text, and the `updatedAt` of the card it came from: a newer card replaces
    // alias, avatar and status text; an older one (replayed) changes nothing.
    `ALTER TABLE buddies ADD COLUMN signature TEXT`,
    `ALTER TABLE buddies ADD COLUMN profileUpdatedAt INTEGER NOT NULL DEFAULT 0`,
  ],
};
