import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion, queryPlan, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0006 ai conversations', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the AI chat tables on top of version 5', async () => {
    db = await openAtVersion(5);
    const before = await tableNames(db);
    expect(await migrate(db, { to: 6 })).toBe(6);
    expect(await schemaVersion(db)).toBe(6);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual(['ai_conversations', 'ai_current_state', 'ai_messages']);
    const plan = await queryPlan(
      db,
      "SELECT * FROM ai_messages WHERE conversationId = 'c' ORDER BY seq",
    );
    expect(plan).toContain('ai_messages_conversation');
  });

  it('deletes a conversation together with its messages', async () => {
    db = await openAtVersion(6);
    await db.run(
      "INSERT INTO ai_conversations (id, title, createdAt, updatedAt) VALUES ('c1', 'Hi', 1, 1)",
    );
    const add = `INSERT INTO ai_messages (id, conversationId, role, content, timestamp)
      VALUES (?, 'c1', 'user', 'hello', 1)`;
    await db.run(add, ['m1']);
    await db.run(add, ['m2']);
    await expect(
      db.run(
        "INSERT INTO ai_messages (id, conversationId, role, timestamp) VALUES ('x', 'c1', 'bot', 1)",
      ),
    ).rejects.toThrow(/CHECK/);
    await db.run("DELETE FROM ai_conversations WHERE id = 'c1'");
    expect(await db.all('SELECT id FROM ai_messages')).toEqual([]);
  });

  it('keeps a single current-state row', async () => {
    db = await openAtVersion(6);
    await db.run('INSERT INTO ai_current_state (id, timestamp) VALUES (1, 1)');
    await expect(
      db.run('INSERT INTO ai_current_state (id, timestamp) VALUES (2, 1)'),
    ).rejects.toThrow(/CHECK/);
  });
});
