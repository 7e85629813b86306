import type { Migration } from './migration.ts';

export const migration0010: Migration = {
  version: 10,
  name: 'profile-card',
  up: [
    // The profile card (JSON) this device last published or adopted: which copy is newer decides
    // whether a relay's copy is adopted or replaced.
    `ALTER TABLE users ADD COLUMN profileCard TEXT`,
  ],
};
