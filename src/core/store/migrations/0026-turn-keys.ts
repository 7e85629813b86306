import type { Migration } from './migration.ts';

/**
 * The reply keys that heal a private chat within a round trip (PROTOCOL.md "Turns"): those this
 * device made, to open the chain starts sealed to them, and the newest one each other device gave
 * in each chat, to seal to. Private halves are kept sealed under a key of this device's identity.
 */
export const migration0026: Migration = {
  version: 26,
  name: 'turn-keys',
  up: [
    `CREATE TABLE reply_keys (
       pub TEXT PRIMARY KEY,
       sealed TEXT NOT NULL,
       at INTEGER NOT NULL
     )`,
    // `writer`: whose stream the key came in (the friend's, or mine from another of my devices).
    `CREATE TABLE heard_replies (
       chat TEXT NOT NULL,
       device TEXT NOT NULL,
       writer TEXT NOT NULL,
       reply TEXT NOT NULL,
       at INTEGER NOT NULL,
       PRIMARY KEY (chat, device)
     )`,
  ],
};
