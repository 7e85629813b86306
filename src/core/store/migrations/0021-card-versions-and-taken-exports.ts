import type { Migration } from './migration.ts';

export const migration0021: Migration = {
  version: 21,
  name: 'card-versions-and-taken-exports',
  up: [
    // The newest verified profile card this device has seen of each user (PROTOCOL.md "Profile"):
    // a relay serving an older one, or a live one after the owner's deletion card, changes nothing.
    `CREATE TABLE profile_versions (
      pub TEXT PRIMARY KEY,
      updatedAt INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      card TEXT NOT NULL
    )`,
    // Migration exports this device has imported, by a hash of the owner and the head's label
    // (PROTOCOL.md "Migration"): a replayed export is refused. Kept across logout.
    `CREATE TABLE taken_exports (
      exportId TEXT PRIMARY KEY,
      takenAt INTEGER NOT NULL
    )`,
  ],
};
