import type { Migration } from './migration.ts';

export const migration0009: Migration = {
  version: 9,
  name: 'ai-written-messages',
  up: [
    // The model that wrote a text (an auto-reply), so both sides can mark it; NULL for people.
    `ALTER TABLE messages ADD COLUMN aiModel TEXT`,
  ],
};
