import { describe, expect, it } from 'vitest';
import { fairQueue, type FairQueueLimits } from './fair-queue.ts';

const LIMITS: FairQueueLimits = {
  perAddressMessages: 100,
  perAddressChars: 1_000,
  totalChars: 1_500,
  messagesPerSecond: 1_000_000,
  burstMessages: 1_000_000,
  sliceMs: 1_000,
};

const drained = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('fairQueue', () => {
  it('serves addresses round-robin, so a quiet address waits behind one message of each other', async () => {
    const queue = fairQueue(LIMITS);
    const served: string[] = [];
    for (let i = 0; i < 50; i++) queue.enqueue('flooder', 1, () => served.push('flooder'));
    queue.enqueue('quiet', 1, () => served.push('quiet'));
    await drained();
    expect(served.indexOf('quiet')).toBe(1);
    expect(served).toHaveLength(51);
    expect(queue.counts()).toEqual({ messages: 0, chars: 0, addresses: 0, dropped: 0 });
  });

  it('drops what does not fit an address, and beyond the total only from addresses over their share', () => {
    const queue = fairQueue({ ...LIMITS, perAddressChars: 800, totalChars: 1_000 });
    expect(queue.enqueue('a', 600, () => undefined)).toBe(true);
    expect(queue.enqueue('a', 201, () => undefined)).toBe(false); // over its own 800
    expect(queue.enqueue('b', 300, () => undefined)).toBe(true);
    // Over the total of 1,000: 'a' would hold more than half of it, 'c' less than a third.
    expect(queue.enqueue('a', 200, () => undefined)).toBe(false);
    expect(queue.enqueue('c', 200, () => undefined)).toBe(true);
    expect(queue.counts()).toMatchObject({ messages: 3, chars: 1_100, addresses: 3, dropped: 2 });
  });

  it('hands on no more than the relay-wide budget at once', async () => {
    let now = 0;
    const queue = fairQueue({ ...LIMITS, messagesPerSecond: 10, burstMessages: 3 }, () => now);
    let served = 0;
    for (let i = 0; i < 5; i++) queue.enqueue(`a${i}`, 1, () => served++);
    await drained();
    expect(served).toBe(3);
    now += 1_000;
    await expect.poll(() => served).toBe(5);
  });
});
