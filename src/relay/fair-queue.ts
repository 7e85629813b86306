/**
 * Hands the messages that passed the wire rules to Gun fairly. Each address (see peer-sockets) has
 * its own queue; the queues are served round-robin, one message at a time, within a relay-wide
 * budget of messages per second and for at most `sliceMs` per turn of the event loop, so sockets are
 * read again in between. First-come service let twenty connections that each stayed inside their
 * own budget stop every honest delivery for the length of the flood; round-robin service gives a
 * low-volume address its turn after at most one message from every other busy address.
 *
 * What waits is bounded: per address by count and size, and in all by size, past which only
 * addresses holding less than an equal share of the queue may add more. What does not fit is
 * dropped, and counted.
 */
export interface FairQueueLimits {
  /** Messages and characters one address may have waiting. */
  readonly perAddressMessages: number;
  readonly perAddressChars: number;
  /** Characters waiting in all, before only addresses under their share may add more. */
  readonly totalChars: number;
  /** Relay-wide: messages handed to Gun per second, and how many at once. */
  readonly messagesPerSecond: number;
  readonly burstMessages: number;
  /** Longest stretch spent handing messages to Gun before sockets are read again. */
  readonly sliceMs: number;
}

export const DEFAULT_FAIR_QUEUE_LIMITS: FairQueueLimits = {
  perAddressMessages: 4_000,
  perAddressChars: 16 * 1024 * 1024,
  totalChars: 256 * 1024 * 1024,
  messagesPerSecond: 20_000,
  burstMessages: 40_000,
  sliceMs: 10,
};

export interface QueueCounts {
  readonly messages: number;
  readonly chars: number;
  /** Addresses with messages waiting. */
  readonly addresses: number;
  /** Messages dropped because their address's queue (or the whole queue) was full. */
  readonly dropped: number;
}

export interface FairQueue {
  /** Queues `pass` (which hands one message to Gun); false when it was dropped instead. */
  enqueue(address: string, chars: number, pass: () => void): boolean;
  counts(): QueueCounts;
}

interface AddressQueue {
  readonly items: { readonly chars: number; readonly pass: () => void }[];
  head: number;
  chars: number;
}

export function fairQueue(
  limits: FairQueueLimits = DEFAULT_FAIR_QUEUE_LIMITS,
  now: () => number = () => performance.now(),
): FairQueue {
  // Map order is the round-robin order: a served address moves to the end.
  const queues = new Map<string, AddressQueue>();
  let messages = 0;
  let chars = 0;
  let dropped = 0;
  let tokens = limits.burstMessages;
  let refilledAt = now();
  let scheduled = false;

  const refill = (): void => {
    const time = now();
    tokens = Math.min(
      limits.burstMessages,
      tokens + ((time - refilledAt) / 1000) * limits.messagesPerSecond,
    );
    refilledAt = time;
  };

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    if (tokens >= 1) setImmediate(drain);
    else setTimeout(drain, Math.ceil(1000 / limits.messagesPerSecond));
  };

  const serveOne = (): void => {
    const [address, queue] = queues.entries().next().value as [string, AddressQueue];
    const item = queue.items[queue.head++];
    queues.delete(address);
    if (!item) return;
    queue.chars -= item.chars;
    messages--;
    chars -= item.chars;
    if (queue.head < queue.items.length) {
      if (queue.head > 1_024) {
        queue.items.splice(0, queue.head);
        queue.head = 0;
      }
      queues.set(address, queue);
    }
    tokens--;
    item.pass();
  };

  function drain(): void {
    scheduled = false;
    refill();
    const until = now() + limits.sliceMs;
    while (queues.size > 0 && tokens >= 1 && now() < until) serveOne();
    if (queues.size > 0) schedule();
  }

  return {
    enqueue(address, size, pass) {
      const queue = queues.get(address) ?? { items: [], head: 0, chars: 0 };
      const waiting = queue.items.length - queue.head;
      const overShare =
        chars + size > limits.totalChars &&
        queue.chars + size > limits.totalChars / (queues.size + 1);
      if (
        waiting >= limits.perAddressMessages ||
        queue.chars + size > limits.perAddressChars ||
        overShare
      ) {
        dropped++;
        return false;
      }
      queue.items.push({ chars: size, pass });
      queue.chars += size;
      messages++;
      chars += size;
      if (!queues.has(address)) queues.set(address, queue);
      schedule();
      return true;
    },
    counts: () => ({ messages, chars, addresses: queues.size, dropped }),
  };
}
