import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageFullError } from './errors.ts';
import { openMemoryDatabase } from './node-sqlite.ts';
import type { SqlDatabase } from './sql.ts';
import { watchStorageFull, type StorageFullWatch } from './storage-full.ts';

const message = (id: string, content: string) => ({
  sql: 'INSERT INTO messages (chatID, msgId, sender, content, timestamp) VALUES (?, ?, ?, ?, ?)',
  params: ['bob_me', id, 'me', content, 1],
});
const queued = (id: string) => ({
  sql: 'INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt) VALUES (?, ?, ?, ?, ?)',
  params: [id, 'bob_me', '{}', 1, 1],
});

async function ids(db: SqlDatabase, table: 'messages' | 'message_queue', column: string) {
  const rows = await db.all<{ id: string }>(`SELECT ${column} AS id FROM ${table} ORDER BY 1`);
  return rows.map((row) => row.id);
}

describe('watchStorageFull', () => {
  let inner: SqlDatabase;
  let watch: StorageFullWatch;
  let events: StorageFullError[];
  beforeEach(async () => {
    inner = await openMemoryDatabase({ migrate: true });
    watch = watchStorageFull(inner);
    events = [];
    watch.onStorageFull((error) => events.push(error));
    await watch.db.batch([message('m1', 'stored'), queued('m1')]);
    // A real SQLITE_FULL: the database may not grow beyond the pages it has now.
    const [pages] = await inner.all<{ page_count: number }>('PRAGMA page_count');
    await inner.run(`PRAGMA max_page_count = ${pages?.page_count ?? 0}`);
  });
  afterEach(() => inner.close());

  it('raises the storage-full event once per failed write and keeps what was stored', async () => {
    const big = 'x'.repeat(256 * 1024);
    await expect(watch.db.batch([message('m2', big), queued('m2')])).rejects.toBeInstanceOf(
      StorageFullError,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(StorageFullError);
    // The failed batch left nothing half-written; the earlier message and its outbox item stay.
    expect(await ids(watch.db, 'messages', 'msgId')).toEqual(['m1']);
    expect(await ids(watch.db, 'message_queue', 'id')).toEqual(['m1']);
  });

  it('keeps the unsent message in the outbox when a later write does not fit', async () => {
    await expect(
      watch.db.run('UPDATE messages SET content = ? WHERE msgId = ?', ['y'.repeat(300_000), 'm1']),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(events).toHaveLength(1);
    const [row] = await watch.db.all<{ content: string }>('SELECT content FROM messages');
    expect(row?.content).toBe('stored');
    expect(await ids(watch.db, 'message_queue', 'id')).toEqual(['m1']);
  });

  it('rejects with the storage error even when a listener throws, and tells the others', async () => {
    const others: StorageFullError[] = [];
    watch.onStorageFull(() => {
      throw new Error('faulty screen');
    });
    watch.onStorageFull((error) => others.push(error));
    await expect(
      watch.db.run('UPDATE messages SET content = ?', ['z'.repeat(300_000)]),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect([events.length, others.length]).toEqual([1, 1]);
  });

  it('stays quiet for other errors and after unsubscribing', async () => {
    await expect(watch.db.run('INSERT INTO nowhere VALUES (1)')).rejects.toThrow();
    expect(events).toHaveLength(0);
    const stop = watch.onStorageFull(() => events.push(new StorageFullError('second')));
    stop();
    watch.report(new DOMException('quota', 'QuotaExceededError'));
    expect(events).toHaveLength(1);
  });
});
