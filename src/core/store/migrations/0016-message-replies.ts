import type { Migration } from './migration.ts';

export const migration0016: Migration = {
  version: 16,
  name: 'message-replies',
  up: [
    // The message a text answers: its id, sender, kind and a short preview, as JSON.
    `ALTER TABLE messages ADD COLUMN replyTo TEXT`,
  ],
};
