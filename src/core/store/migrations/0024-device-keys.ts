import type { Migration } from './migration.ts';

/**
 * Each device's own key pair and prekeys, the device lists of me and my friends, and the friends
 * whose safety number I verified.
 */
export const migration0024: Migration = {
  version: 24,
  name: 'device-keys',
  up: [
    // This device's key pair for the signed-in identity, sealed under a key only it derives.
    `CREATE TABLE device_keys (
       owner TEXT PRIMARY KEY,
       id TEXT NOT NULL,
       sealed TEXT NOT NULL,
       name TEXT NOT NULL,
       added INTEGER NOT NULL
     )`,
    // This device's prekeys: the newest is published; older ones open boxes still on their way,
    // until they are deleted.
    `CREATE TABLE device_prekeys (
       device TEXT NOT NULL,
       epub TEXT NOT NULL,
       sealed TEXT NOT NULL,
       bundle TEXT NOT NULL,
       at INTEGER NOT NULL,
       PRIMARY KEY (device, epub)
     )`,
    // The newest device list taken of each user (mine included), as its signed record's fields.
    `CREATE TABLE device_lists (
       owner TEXT PRIMARY KEY,
       version INTEGER NOT NULL,
       list TEXT NOT NULL,
       updatedAt INTEGER NOT NULL
     )`,
    // What changed in those lists, for the notices in chats: a device added or removed, a fork;
    // `seen` once the user dismissed its notice.
    `CREATE TABLE device_events (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       owner TEXT NOT NULL,
       kind TEXT NOT NULL,
       device TEXT NOT NULL,
       at INTEGER NOT NULL,
       seen INTEGER NOT NULL DEFAULT 0
     )`,
    `CREATE INDEX device_events_owner ON device_events (owner, at)`,
    // Friends whose safety number I compared and marked verified, and when.
    `CREATE TABLE verified_friends (
       friend TEXT PRIMARY KEY,
       at INTEGER NOT NULL
     )`,
  ],
};
