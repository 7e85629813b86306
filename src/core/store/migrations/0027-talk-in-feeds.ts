import type { Migration } from './migration.ts';

/**
 * Talk travels in its writer's feed stream (PROTOCOL.md "Talk"), no longer on talk nodes: entries
 * about a moment this device does not have yet wait here for it. Entries still queued for a talk
 * node are dropped (they are kept here already, as sent).
 */
export const migration0027: Migration = {
  version: 27,
  name: 'talk-in-feeds',
  up: [
    `CREATE TABLE talk_waiting (
       node TEXT NOT NULL,
       writer TEXT NOT NULL,
       address TEXT NOT NULL,
       value TEXT NOT NULL,
       at INTEGER NOT NULL,
       PRIMARY KEY (node, writer, address)
     )`,
    `CREATE INDEX talk_waiting_writer ON talk_waiting (writer)`,
    `DELETE FROM message_queue WHERE lane = 'talk'`,
  ],
};
