import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0016 message replies', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the quoted message to messages, keeping every row', async () => {
    db = await openAtVersion(15);
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
       VALUES ('a_b', 'm1', 'a', 'text', 'first', 1)`,
    );
    expect(await migrate(db, { to: 16 })).toBe(16);
    expect(await columnNames(db, 'messages')).toContain('replyTo');
    const quote = JSON.stringify({ id: 'm1', from: 'a', kind: 'text', text: 'first' });
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp, replyTo)
       VALUES ('a_b', 'm2', 'b', 'text', 'an answer', 2, ?)`,
      [quote],
    );
    expect(await db.all('SELECT msgId, replyTo FROM messages ORDER BY id')).toEqual([
      { msgId: 'm1', replyTo: null },
      { msgId: 'm2', replyTo: quote },
    ]);
  });
});
