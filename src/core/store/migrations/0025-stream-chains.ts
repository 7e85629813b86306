import type { Migration } from './migration.ts';

/**
 * The chains that give each stream record its own key (PROTOCOL.md "Chains"): this device's
 * sending chain in each stream, the chains it reads, records waiting for their chain's start, and
 * the prekeys of the devices it sends starts to. Every key is kept sealed under a key only this
 * device's identity derives.
 */
export const migration0025: Migration = {
  version: 25,
  name: 'stream-chains',
  up: [
    // This device's current chain in a stream: its position, and its start while some reader
    // device has not got it yet.
    `CREATE TABLE sending_chains (
       stream TEXT PRIMARY KEY,
       sealed TEXT NOT NULL,
       updatedAt INTEGER NOT NULL
     )`,
    // A chain another device writes, at the point this device has read it to, with skipped keys.
    `CREATE TABLE receiving_chains (
       stream TEXT NOT NULL,
       device TEXT NOT NULL,
       chain TEXT NOT NULL,
       sealed TEXT NOT NULL,
       updatedAt INTEGER NOT NULL,
       PRIMARY KEY (stream, device, chain)
     )`,
    // Records read before their chain's start: opened once it comes.
    `CREATE TABLE waiting_records (
       stream TEXT NOT NULL,
       device TEXT NOT NULL,
       chain TEXT NOT NULL,
       day TEXT NOT NULL,
       id TEXT NOT NULL,
       value TEXT NOT NULL,
       at INTEGER NOT NULL,
       PRIMARY KEY (stream, id)
     )`,
    `CREATE INDEX waiting_records_chain ON waiting_records (stream, device, chain)`,
    // The devices of each friend my feed keys were last sent to (sorted ids, comma-separated): a
    // device of theirs that comes later gets them again.
    `CREATE TABLE feed_key_devices (
       friend TEXT PRIMARY KEY,
       devices TEXT NOT NULL
     )`,
    // The newest prekey read of each device of the users I write to, as its signed bundle.
    `CREATE TABLE known_prekeys (
       device TEXT PRIMARY KEY,
       owner TEXT NOT NULL,
       bundle TEXT NOT NULL,
       at INTEGER NOT NULL
     )`,
  ],
};
