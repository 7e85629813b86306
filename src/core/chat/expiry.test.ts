import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  befriend,
  createChatUser,
  newPair,
  type ChatUser,
} from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import { accepted } from '../../../test/support/result.ts';
import { RELAY_RETENTION_MS } from '../streams/limits.ts';
import { PARKED } from '../streams/outbox-queue.ts';
import type { ChatLimits } from './chat-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

describe('messages no receipt confirmed within the relays’ retention', () => {
  let net: MemoryNetwork;
  let alice: ChatUser;
  let bob: ChatUser;
  /** Alice's clock runs ahead of the real one by this much. */
  let ahead = 0;
  const now = () => Date.now() + ahead;
  /** The check runs often here; the app looks once an hour (and at every start). */
  const limits: Partial<ChatLimits> = { expiryCheckMs: 50, processEveryMs: 50 };

  beforeEach(async () => {
    net = new MemoryNetwork();
    ahead = 0;
    const pair = await newPair();
    alice = await createChatUser('alice', { graph: net.graphFor(pair.pub), now, limits }, pair);
    // Bob's device is listed, but his chat never reads: no receipt comes back.
    const bobPair = await newPair();
    bob = await createChatUser('bob', { graph: net.graphFor(bobPair.pub) }, bobPair);
    await befriend(alice, bob);
    await alice.service.start();
  });

  afterEach(async () => {
    await Promise.all([alice.close(), bob.close()]);
  });

  const rowOf = async (msgId: string) =>
    (
      await alice.db.all<{ status: string; error: string | null }>(
        'SELECT status, error FROM messages WHERE msgId = ?',
        [msgId],
      )
    )[0];
  const queueOf = (msgId: string) =>
    alice.db.all<{ nextRetryTime: number; error: string | null }>(
      'SELECT nextRetryTime, error FROM message_queue WHERE id = ?',
      [msgId],
    );
  /** The state the graph holds the record `id` with: a write of it again changes it. */
  const writtenAt = (id: string) => {
    for (const entries of net.nodes.values()) {
      const stored = entries.get(id);
      if (stored) return stored.state;
    }
    return undefined;
  };
  const sendWritten = async (text: string) => {
    const message = await accepted(alice.service.sendText(bob.pair.pub, text));
    await eventually(() => writtenAt(message.msgId) !== undefined, 10_000, `${text} written`);
    return message;
  };

  it('shows an old one not delivered and writes it no more; a recent one is left alone', async () => {
    const old = await sendWritten('old');
    ahead += RELAY_RETENTION_MS + DAY_MS;
    const fresh = await sendWritten('fresh');
    // A room's message waits for no receipt: it is not the chat's to judge.
    await alice.db.run(
      `INSERT INTO messages (chatID, msgId, sender, peer, type, content, timestamp, status)
       VALUES ('room:r', 'room-message', ?, 'r', 'text', 'hi', ?, 'pending')`,
      [alice.pair.pub, now() - RELAY_RETENTION_MS - DAY_MS],
    );

    await eventually(async () => (await rowOf(old.msgId))?.status === 'failed', 5_000, 'expired');
    expect(await rowOf(old.msgId)).toEqual({ status: 'failed', error: 'expired' });
    expect(await queueOf(old.msgId)).toEqual([{ nextRetryTime: PARKED, error: 'expired' }]);
    expect(alice.events).toContainEqual({
      type: 'status',
      peer: bob.pair.pub,
      msgId: old.msgId,
      status: 'failed',
      error: 'expired',
    });
    expect(await rowOf(fresh.msgId)).toEqual({ status: 'pending', error: null });
    expect(await rowOf('room-message')).toEqual({ status: 'pending', error: null });

    // An hour on, an unconfirmed record is written again (the outbox's last resort): not this one.
    await alice.service.settled();
    const oldState = writtenAt(old.msgId);
    const freshState = writtenAt(fresh.msgId);
    ahead += HOUR_MS;
    await eventually(() => writtenAt(fresh.msgId) !== freshState, 5_000, 'fresh written again');
    expect(writtenAt(old.msgId)).toBe(oldState);
    expect(await rowOf(fresh.msgId)).toEqual({ status: 'pending', error: null });
  });

  it('looks at start, and a Retry sends it again with a new retention period', async () => {
    const old = await sendWritten('old');
    // Signed out (hourly checks from then on), signed in again after the retention period.
    alice.service.stop();
    ahead += RELAY_RETENTION_MS + DAY_MS;
    await alice.restart({ limits: { processEveryMs: 50 } });
    await eventually(async () => (await rowOf(old.msgId))?.status === 'failed', 5_000, 'expired');
    expect((await rowOf(old.msgId))?.error).toBe('expired');

    const before = writtenAt(old.msgId);
    await accepted(alice.service.retry(old.msgId));
    await eventually(() => writtenAt(old.msgId) !== before, 5_000, 'written again');
    await alice.restart({ limits });
    // The check at start (joined here, or one after it) finds nothing expired.
    expect(await alice.service.expireUnconfirmed()).toEqual([]);
    expect(await rowOf(old.msgId)).toEqual({ status: 'pending', error: null });
    expect((await queueOf(old.msgId))[0]?.nextRetryTime).toBeLessThan(PARKED);
  });
});
