import type { Migration } from './migration.ts';

export const migration0004: Migration = {
  version: 4,
  name: 'settings-and-network',
  up: [
    `CREATE TABLE ai_settings (key TEXT PRIMARY KEY, value TEXT)`,
    `CREATE TABLE network_peers (
      id INTEGER PRIMARY KEY,
      url TEXT NOT NULL UNIQUE,
      is_enabled INTEGER NOT NULL DEFAULT 1,
      note TEXT
    )`,
    `CREATE TABLE gun_nodes (key TEXT PRIMARY KEY, value TEXT, timestamp INTEGER)`,
    `CREATE TABLE modal_states (
      userPub TEXT PRIMARY KEY,
      currentComponent TEXT,
      componentHistory TEXT,
      updatedAt INTEGER
    )`,
  ],
};
