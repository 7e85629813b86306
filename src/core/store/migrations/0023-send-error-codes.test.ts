import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

/** What earlier versions stored, and the code each becomes. */
const STORED = [
  ['not-a-friend', 'not-a-friend'],
  ['blocked', 'blocked'],
  ['given up', 'given-up'],
  ['Send timeout after 20 seconds', 'no-relay'],
  ['offline: no relay connected', 'no-relay'],
  ['Unverified data.', 'refused'],
  ['Not logged in', 'not-logged-in'],
  ['NullbuddyEpub', 'no-epub'],
] as const;

describe('migration 0023 send error codes', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('turns stored send errors into the codes the app took them for', async () => {
    db = await openAtVersion(22);
    for (const [index, [text]] of STORED.entries()) {
      await db.run(
        `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp, error)
         VALUES ('a_b', ?, 'a', 'text', 'hi', ?, ?)`,
        [`m${index}`, index, text],
      );
      await db.run(
        `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt, error)
         VALUES (?, 'a_b', '{}', 0, 0, ?)`,
        [`m${index}`, text],
      );
    }
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
       VALUES ('a_b', 'ok', 'a', 'text', 'sent fine', 99)`,
    );

    expect(await migrate(db, { to: 23 })).toBe(23);
    const codes = STORED.map(([, code]) => code);
    const messages = await db.all<{ error: string | null }>(
      'SELECT error FROM messages ORDER BY id',
    );
    expect(messages.map((row) => row.error)).toEqual([...codes, null]);
    const queued = await db.all<{ error: string }>('SELECT error FROM message_queue ORDER BY id');
    expect(queued.map((row) => row.error)).toEqual(codes);
  });
});
