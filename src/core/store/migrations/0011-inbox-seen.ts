import type { Migration } from './migration.ts';

export const migration0011: Migration = {
  version: 11,
  name: 'inbox-seen',
  up: [
    // Every inbox letter this device has opened (or failed to open), by its content address: the
    // inbox replays every letter on each sign-in, and none is decrypted twice.
    `CREATE TABLE inbox_seen (contentKey TEXT PRIMARY KEY, seenAt INTEGER NOT NULL)`,
  ],
};
