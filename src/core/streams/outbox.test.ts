import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openChatDatabase } from '../../../test/chat/support/chat-db.ts';
import { ManualTimers, settle } from '../../../test/chat/support/manual-timers.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { StreamPublisher } from '../streams/publisher.ts';
import type { SealedRecord } from '../streams/sealed-record.ts';
import { OfflineError, PutRefusedError, SendTimeoutError } from '../graph/graph.ts';
import { OUTBOX_LIMITS } from './limits.ts';
import { Outbox, RESEND_AFTER_ACK_MS } from './outbox.ts';
import { PARKED } from './outbox-queue.ts';

interface Publish {
  readonly at: number;
  readonly ids: string[];
  resolve(): void;
  reject(error: Error): void;
}

describe('Outbox', () => {
  let db: SqlDatabase;
  let timers: ManualTimers;
  let publishes: Publish[];
  let online: boolean;
  let answer: ((publish: Publish) => void) | null;
  let events: (
    | { type: 'status'; ids: readonly string[]; status: string }
    | { type: 'connectivity'; online: boolean }
  )[];
  let outbox: Outbox;

  const record = (id: string, node: string, json = '{}'): SealedRecord => ({
    id,
    day: '20260101',
    node,
    index: 'index1',
    json,
  });

  /** What a conversation stores: the reader and the sealed record, or a draft. */
  const stored = (id: string, node: string, json?: string) =>
    JSON.stringify({ to: 'bob', record: record(id, node, json) });

  const enqueue = async (ids: string[], chat = 'tag1') => {
    await db.batch(
      ids.map((id) => ({
        sql: `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt)
          VALUES (?, 'me_bob', ?, ?, ?)`,
        params: [id, stored(id, chat), timers.now, timers.now],
      })),
    );
  };

  beforeEach(async () => {
    db = await openChatDatabase();
    timers = new ManualTimers();
    publishes = [];
    online = true;
    answer = (publish) => publish.resolve();
    events = [];
    const publisher = {
      publish: (records: readonly SealedRecord[]) =>
        new Promise<void>((resolve, reject) => {
          const publish = { at: timers.now, ids: records.map((r) => r.id), resolve, reject };
          publishes.push(publish);
          answer?.(publish);
        }),
    } as unknown as StreamPublisher;
    outbox = new Outbox({
      db,
      lane: 'chat',
      publisher,
      connectedPeers: () => (online ? 1 : 0),
      timers,
      now: () => timers.now,
      limits: { ...OUTBOX_LIMITS },
      hooks: {
        prepare: (value) => {
          const { record: sealed } = JSON.parse(value) as { record?: SealedRecord };
          return Promise.resolve(
            sealed
              ? { ok: true, to: 'bob', record: sealed }
              : { ok: false, to: 'bob', wait: 'no key' },
          );
        },
        failStatements: (ids, _to, error) => [
          {
            sql: `UPDATE messages SET status = 'failed', error = ? WHERE msgId IN (${ids.map(() => '?').join(',')})`,
            params: [error, ...ids],
          },
        ],
        onStatus: (ids, _to, status) => events.push({ type: 'status', ids, status }),
        onConnectivity: (online) => events.push({ type: 'connectivity', online }),
        onError: (error) => {
          throw error;
        },
      },
    });
  });

  afterEach(async () => {
    outbox.stop();
    await db.close();
  });

  it('retries a failed write on the spec’s schedule: at once, then 1, 2, 5, 10, 30, 60 s', async () => {
    const start = timers.now;
    await enqueue(['m1']);
    answer = (publish) => publish.reject(new SendTimeoutError(20_000));
    outbox.start();
    await settle();
    for (let i = 0; i < 200; i++) await timers.advance(1_000);
    const seconds = publishes.map((p) => Math.round((p.at - start) / 1000));
    expect(seconds.slice(0, 8)).toEqual([0, 1, 3, 8, 18, 48, 108, 168]);
    await db.run('DELETE FROM message_queue'); // the receipt
    const count = publishes.length;
    await timers.advance(120_000);
    expect(publishes).toHaveLength(count);
  });

  it('does not write an acknowledged item again until a relay comes back or long after', async () => {
    await enqueue(['m1']);
    outbox.start();
    await settle();
    expect(publishes).toHaveLength(1);
    for (let i = 0; i < 60; i++) await timers.advance(10_000);
    expect(publishes).toHaveLength(1);
    online = false;
    await timers.advance(3_000);
    online = true;
    await timers.advance(3_000);
    expect(publishes).toHaveLength(2);
    for (let i = 0; i < 89; i++) await timers.advance(10_000);
    expect(publishes).toHaveLength(2);
    await timers.advance(RESEND_AFTER_ACK_MS - 890_000);
    expect(publishes).toHaveLength(3);
  });

  it('counts failures, keeps the reason, and retries a refused write until it goes through', async () => {
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, peer, content, timestamp, status, isSending)
       VALUES ('me_bob', 'm1', 'me', 'bob', 'hi', 1, 'pending', 1)`,
    );
    await enqueue(['m1']);
    answer = (publish) => publish.reject(new SendTimeoutError(20_000));
    outbox.start();
    await settle();
    const [row] = await db.all('SELECT retryCount, error FROM message_queue');
    expect(row).toEqual({ retryCount: 1, error: 'no-relay' });
    // The relay refuses the write (a put that lost a state race under load is refused so).
    answer = (publish) => publish.reject(new PutRefusedError('Unverified data.'));
    await timers.advance(1_000);
    expect(await db.all('SELECT retryCount, error FROM message_queue')).toEqual([
      { retryCount: 2, error: 'refused' },
    ]);
    expect(await db.all('SELECT status FROM messages')).toEqual([{ status: 'pending' }]);
    // Refused twice: shown failed once, never parked; the back-off goes on.
    await timers.advance(2_000);
    const [parked] = await db.all<{ nextRetryTime: number }>(
      'SELECT nextRetryTime FROM message_queue',
    );
    expect(parked?.nextRetryTime).toBeLessThan(PARKED);
    expect(await db.all('SELECT status, error FROM messages')).toEqual([
      { status: 'failed', error: 'refused' },
    ]);
    expect(statusEvents().filter((status) => status === 'failed')).toHaveLength(1);
    await timers.advance(5_000);
    expect(publishes).toHaveLength(4);
    expect(statusEvents().filter((status) => status === 'failed')).toHaveLength(1);
    // The next try goes through: the relay has it.
    answer = (publish) => publish.resolve();
    await timers.advance(10_000);
    expect(publishes).toHaveLength(5);
    const [acked] = await db.all<{ nextRetryTime: number; error: string | null }>(
      'SELECT nextRetryTime, error FROM message_queue',
    );
    expect(acked).toEqual({ nextRetryTime: timers.now + RESEND_AFTER_ACK_MS, error: null });
  });

  const pendingMessage = (msgId: string) =>
    db.run(
      `INSERT INTO messages (chatID, msgId, sender, peer, content, timestamp, status, isSending)
       VALUES ('me_bob', ?, 'me', 'bob', 'hi', 1, 'pending', 1)`,
      [msgId],
    );
  const statusOf = async (msgId: string) =>
    (await db.all<{ status: string }>('SELECT status FROM messages WHERE msgId = ?', [msgId]))[0]
      ?.status;
  const statusEvents = () =>
    events.flatMap((event) => (event.type === 'status' ? [event.status] : []));
  /** What the chat's Retry does to the queue row. */
  const retry = async (id: string) => {
    await db.run(
      'UPDATE message_queue SET nextRetryTime = ?, retryCount = 0, error = NULL WHERE id = ?',
      [timers.now, id],
    );
    await db.run("UPDATE messages SET status = 'pending' WHERE msgId = ?", [id]);
    outbox.kick();
    await settle();
  };
  const relayNeverAnswers = () => {
    answer = (publish) =>
      timers.setTimeout(
        () => publish.reject(new SendTimeoutError(OUTBOX_LIMITS.sendTimeoutMs)),
        OUTBOX_LIMITS.sendTimeoutMs,
      );
  };

  it('shows an item no relay acknowledged within the send time-out failed, and keeps trying', async () => {
    await pendingMessage('m1');
    await enqueue(['m1']);
    relayNeverAnswers();
    outbox.start();
    await settle();
    await timers.advance(OUTBOX_LIMITS.sendTimeoutMs - 1_000);
    expect(await statusOf('m1')).toBe('pending');
    await timers.advance(1_000);
    expect(await statusOf('m1')).toBe('failed');
    expect(await db.all('SELECT error FROM messages')).toEqual([{ error: 'no-relay' }]);
    expect(statusEvents()).toEqual(['failed']);
    // Still written in the background, silently, and settled by the receipt when it comes.
    const tried = publishes.length;
    await timers.advance(60_000);
    expect(publishes.length).toBeGreaterThan(tried);
    expect(statusEvents()).toEqual(['failed']);
    expect(await db.all('SELECT nextRetryTime FROM message_queue')).not.toEqual([
      { nextRetryTime: PARKED },
    ]);
  });

  it('starts the time-out again on Retry, and an acknowledged retry is not reported', async () => {
    await pendingMessage('m1');
    await enqueue(['m1']);
    relayNeverAnswers();
    outbox.start();
    await settle();
    await timers.advance(OUTBOX_LIMITS.sendTimeoutMs);
    expect(await statusOf('m1')).toBe('failed');
    await timers.advance(5_000);
    await retry('m1');
    await timers.advance(OUTBOX_LIMITS.sendTimeoutMs - 1_000);
    expect(await statusOf('m1')).toBe('pending');
    await timers.advance(1_000);
    expect(await statusOf('m1')).toBe('failed');
    const failures = () => statusEvents().filter((status) => status === 'failed');
    expect(failures()).toHaveLength(2);
    // The relay answers again, the write under way included.
    answer = (publish) => publish.resolve();
    publishes.at(-1)?.resolve();
    await retry('m1');
    await timers.advance(2 * OUTBOX_LIMITS.sendTimeoutMs);
    expect(await statusOf('m1')).toBe('pending');
    expect(failures()).toHaveLength(2);
  });

  it('shows items failed after the send time-out while no relay is connected', async () => {
    online = false;
    await pendingMessage('m1');
    await enqueue(['m1']);
    outbox.start();
    await settle();
    await timers.advance(OUTBOX_LIMITS.sendTimeoutMs - 1_000);
    expect(await statusOf('m1')).toBe('pending');
    await timers.advance(1_000);
    expect(await statusOf('m1')).toBe('failed');
    expect(publishes).toHaveLength(0);
    online = true;
    await timers.advance(OUTBOX_LIMITS.processEveryMs);
    expect(publishes.map((p) => p.ids)).toEqual([['m1']]);
  });

  it('sends batches of at most 50 per put without waiting for acknowledgements', async () => {
    await enqueue(Array.from({ length: 400 }, (_, i) => `m${String(i).padStart(3, '0')}`));
    answer = null; // nothing settles until told
    outbox.start();
    await settle(60);
    expect(publishes.map((p) => p.ids.length)).toEqual([50, 50, 50, 50, 50, 50, 50, 50]);
    // Items in flight are not handed over twice.
    await timers.advance(OUTBOX_LIMITS.processEveryMs);
    expect(publishes).toHaveLength(8);
    expect(new Set(publishes.flatMap((p) => p.ids)).size).toBe(400);
  });

  it('splits large envelopes over several puts', async () => {
    const big = 'x'.repeat(200_000);
    await db.batch(
      ['a', 'b', 'c'].map((id) => ({
        sql: `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt)
          VALUES (?, 'me_bob', ?, ?, ?)`,
        params: [id, stored(id, 'tag1', big), timers.now, timers.now],
      })),
    );
    outbox.start();
    await settle();
    expect(publishes.map((p) => p.ids)).toEqual([['a', 'b'], ['c']]);
  });

  it('holds everything while offline and sends at once when a relay is back', async () => {
    online = false;
    await enqueue(['m1', 'm2']);
    outbox.start();
    await timers.advance(30_000);
    expect(publishes).toHaveLength(0);
    expect(events).toContainEqual({ type: 'connectivity', online: false });
    online = true;
    // A relay lost during the put is not an attempt.
    answer = (publish) => publish.reject(new OfflineError());
    await timers.advance(3_000);
    expect(publishes.map((p) => p.ids)).toEqual([['m1', 'm2']]);
    const rows = await db.all<{ retryCount: number }>('SELECT retryCount FROM message_queue');
    expect(rows.map((row) => row.retryCount)).toEqual([0, 0]);
  });

  it('keeps drafts queued until they can be sealed', async () => {
    await db.run(
      `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt)
       VALUES ('d1', 'me_bob', ?, ?, ?)`,
      [
        JSON.stringify({ draft: { to: 'bob', id: 'd1', type: 'text', ts: 1, body: '{}' } }),
        timers.now,
        timers.now,
      ],
    );
    outbox.start();
    await timers.advance(10_000);
    expect(publishes).toHaveLength(0);
    const [row] = await db.all<{ networkMsg: string; error: string }>(
      'SELECT networkMsg, error FROM message_queue',
    );
    expect(row?.networkMsg).toContain('"draft"');
    expect(row?.error).toBe('no key');
  });

  it('takes only the items of its own lane', async () => {
    await enqueue(['c1']);
    await db.run(
      `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt, lane)
       VALUES ('r1', 'room:x', ?, ?, ?, 'room')`,
      [stored('r1', 'tag2'), timers.now, timers.now],
    );
    outbox.start();
    await timers.advance(10_000);
    expect(publishes.flatMap((publish) => publish.ids)).toEqual(['c1']);
    const rows = await db.all<{ id: string }>('SELECT id FROM message_queue ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(['c1', 'r1']);
  });

  it('settles items on the relay’s acknowledgement where the conversation says so', async () => {
    const acknowledged: string[] = [];
    outbox.stop();
    outbox = new Outbox({
      db,
      lane: 'chat',
      publisher: { publish: () => Promise.resolve() },
      connectedPeers: () => 1,
      timers,
      now: () => timers.now,
      limits: { ...OUTBOX_LIMITS },
      hooks: {
        prepare: (value) => {
          const { record: sealed } = JSON.parse(value) as { record: SealedRecord };
          return Promise.resolve({ ok: true, to: 'bob', record: sealed });
        },
        acknowledged: async (ids) => {
          acknowledged.push(...ids);
          await db.run('DELETE FROM message_queue');
        },
        failStatements: () => [],
        onStatus: () => undefined,
        onConnectivity: () => undefined,
        onError: (error) => {
          throw error;
        },
      },
    });
    await enqueue(['m1', 'm2']);
    outbox.start();
    await settle();
    expect(acknowledged.sort()).toEqual(['m1', 'm2']);
    expect(await db.all('SELECT id FROM message_queue')).toEqual([]);
  });
});
