import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0015 unread counts', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('counts a chat marked new as one unread message, and others as none', async () => {
    db = await openAtVersion(14);
    await db.run(`INSERT INTO chat_previews (pub, lastMsg, hasNew) VALUES ('ann', 'hi', 1)`);
    await db.run(`INSERT INTO chat_previews (pub, lastMsg, hasNew) VALUES ('bob', 'yo', 0)`);
    expect(await migrate(db, { to: 15 })).toBe(15);
    expect(await db.all('SELECT pub, unread FROM chat_previews ORDER BY pub')).toEqual([
      { pub: 'ann', unread: 1 },
      { pub: 'bob', unread: 0 },
    ]);
  });
});
