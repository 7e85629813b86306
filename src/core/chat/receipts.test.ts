import { describe, expect, it } from 'vitest';
import { ManualTimers } from '../../../test/chat/support/manual-timers.ts';
import { newPair } from '../../../test/chat/support/chat-user.ts';
import { knowsDevicesOf, startDevice } from '../../../test/support/device-chains.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import { CHAT_LIMITS } from './chat-types.ts';
import { FailureLog } from '../streams/failures.ts';
import { ReceiptSender } from './receipts.ts';
import type { StreamPublisher } from '../streams/publisher.ts';
import type { SealedRecord } from '../streams/sealed-record.ts';
import { PairStreamKeys } from './pair-streams.ts';

describe('ReceiptSender', () => {
  it('answers at once when idle, without waiting for the last receipt’s acknowledgement', async () => {
    const [me, friend] = await Promise.all([newPair(), newPair()]);
    const network = new MemoryNetwork();
    const [mine, friends] = await Promise.all([
      startDevice(network.graphFor(me.pub), me),
      startDevice(network.graphFor(friend.pub), friend),
    ]);
    await knowsDevicesOf(mine, [friend.pub]);
    const timers = new ManualTimers();
    const published: string[][] = [];
    const publisher = {
      // Never acknowledged: the relay's disk batch is slow.
      publish: (records: readonly SealedRecord[]) => {
        published.push(records.map((record) => record.id));
        return new Promise<void>(() => undefined);
      },
    } as unknown as StreamPublisher;
    const receipts = new ReceiptSender({
      publisher,
      streams: new PairStreamKeys(mine.chains),
      timers,
      now: () => timers.now,
      limits: { ...CHAT_LIMITS },
      me: () => me,
      failures: new FailureLog(),
    });
    // Sealing runs on WebCrypto's threads: wait for it in real time, with the clock standing still.
    receipts.add(friend, ['m1']);
    await timers.advance(0);
    await expect.poll(() => published.length).toBe(1);
    receipts.add(friend, ['m2']);
    await timers.advance(0);
    await expect.poll(() => published.length).toBe(2);
    receipts.stop();
    await Promise.all([mine.close(), friends.close()]);
  });
});
