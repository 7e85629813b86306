import type { Migration } from './migration.ts';

export const migration0015: Migration = {
  version: 15,
  name: 'unread-counts',
  up: [
    // How many messages arrived in a chat since it was last open (the list's count and the tab's
    // total); a chat marked new before counts one.
    `ALTER TABLE chat_previews ADD COLUMN unread INTEGER NOT NULL DEFAULT 0`,
    `UPDATE chat_previews SET unread = 1 WHERE hasNew = 1`,
  ],
};
