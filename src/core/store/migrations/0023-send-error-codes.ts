import type { Migration } from './migration.ts';

/**
 * Earlier versions stored why a message had not gone as free text (a relay's words, a time-out
 * sentence, "given up"); the app then guessed the reason from it. Now the queue and the messages
 * store codes: the texts already stored become the codes the app took them for.
 */
const asCode = `CASE
  WHEN error IN ('not-a-friend', 'blocked', 'given-up', 'no-relay', 'refused') THEN error
  WHEN error = 'given up' THEN 'given-up'
  WHEN error = 'Not logged in' THEN 'not-logged-in'
  WHEN error = 'NullbuddyEpub' THEN 'no-epub'
  WHEN lower(error) LIKE '%timeout%' OR lower(error) LIKE '%offline%' THEN 'no-relay'
  ELSE 'refused'
END`;

export const migration0023: Migration = {
  version: 23,
  name: 'send-error-codes',
  up: [
    `UPDATE messages SET error = ${asCode} WHERE error IS NOT NULL`,
    `UPDATE message_queue SET error = ${asCode} WHERE error IS NOT NULL`,
  ],
};
