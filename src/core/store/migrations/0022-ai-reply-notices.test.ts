import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

const CANCELLED = 'Response was cancelled.';
/** Every placeholder earlier versions stored, with the notice it becomes. */
const PLACEHOLDERS = [
  ['cancelled', CANCELLED],
  ['reply-error', 'Sorry, I encountered an error. Please check your connection and try again.'],
  ['empty-stream', "Sorry, I didn't receive any response. Please try again."],
  ['empty-reply', 'Sorry, I received an empty response. Please try again.'],
  ['invalid-reply', 'Sorry, I received an invalid response. Please try again.'],
] as const;

describe('migration 0022 AI reply notices', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  async function addMessage(id: string, role: string, content: string, seq: number) {
    await db.run(
      `INSERT INTO ai_messages (seq, id, conversationId, role, content, timestamp)
       VALUES (?, ?, 'c1', ?, ?, ?)`,
      [seq, id, role, content, seq],
    );
  }

  it('turns stored placeholder replies into notices, keeping real texts and the preview', async () => {
    db = await openAtVersion(21);
    await db.run(
      `INSERT INTO ai_conversations (id, title, lastMessage, createdAt, updatedAt, model, messageCount)
       VALUES ('c1', 'Hi', ?, 1, 7, 'llama3.2', 7)`,
      [CANCELLED],
    );
    await addMessage('m1', 'user', CANCELLED, 1);
    await addMessage('m2', 'assistant', `${CANCELLED} And more`, 2);
    for (const [index, [code, text]] of PLACEHOLDERS.entries()) {
      await addMessage(code, 'assistant', text, 3 + index);
    }

    expect(await migrate(db, { to: 22 })).toBe(22);
    expect(await schemaVersion(db)).toBe(22);
    expect(await columnNames(db, 'ai_messages')).toContain('notice');
    expect(await db.all('SELECT id, content, notice FROM ai_messages ORDER BY seq')).toEqual([
      // A person's text and an answer that only starts like a placeholder stay as they are.
      { id: 'm1', content: CANCELLED, notice: null },
      { id: 'm2', content: `${CANCELLED} And more`, notice: null },
      ...PLACEHOLDERS.map(([code]) => ({ id: code, content: '', notice: code })),
    ]);
    expect(await db.all('SELECT lastMessage FROM ai_conversations')).toEqual([
      { lastMessage: `${CANCELLED} And more` },
    ]);
  });
});
