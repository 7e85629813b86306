import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0009 AI-written messages', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the writing model to messages, keeping every row and the search index', async () => {
    db = await openAtVersion(8);
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
       VALUES ('a_b', 'm1', 'a', 'text', 'written by a person', 1)`,
    );
    expect(await migrate(db, { to: 9 })).toBe(9);
    expect(await schemaVersion(db)).toBe(9);
    expect(await columnNames(db, 'messages')).toContain('aiModel');
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp, aiModel)
       VALUES ('a_b', 'm2', 'b', 'text', 'written by a model', 2, 'llama3.2')`,
    );
    expect(await db.all('SELECT msgId, aiModel FROM messages ORDER BY id')).toEqual([
      { msgId: 'm1', aiModel: null },
      { msgId: 'm2', aiModel: 'llama3.2' },
    ]);
    const hits = await db.all(
      'SELECT rowid FROM messages_fts WHERE messages_fts MATCH \'"written by"\'',
    );
    expect(hits).toHaveLength(2);
  });
});
