import type { Migration } from './migration.ts';

/** Moments keep their author's signature, so a forward can carry the original as she signed it. */
export const migration0020: Migration = {
  version: 20,
  name: 'moment-signatures',
  up: [
    // The author's signature over the moment (PROTOCOL.md "Moments"); null for moments stored
    // before it existed, which cannot be forwarded.
    `ALTER TABLE moments ADD COLUMN sig TEXT`,
    // The SHA-256 (hex) of each of its pictures, in order, as a JSON list: the signature covers them.
    `ALTER TABLE moments ADD COLUMN imageHashes TEXT`,
  ],
};
