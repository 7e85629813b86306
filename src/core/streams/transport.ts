/**
 * How sealed streams reach the graph: values under `~me/s/<node>/<key>` in my own user space, and
 * following `~owner/s/<node>` in anyone's. The Gun implementation is `gun-transport.ts`; tests
 * also run the stream layer over an in-memory one (test/streams/support/memory-transport.ts).
 */

export interface StreamTransport {
  /**
   * Writes values into my node `~me/s/<node>`; resolves when the peers acknowledged them, rejects
   * with one of the errors below.
   */
  write(
    node: string,
    entries: ReadonlyArray<{ readonly key: string; readonly value: string }>,
    timeoutMs: number,
  ): Promise<void>;
  /**
   * Follows `~owner/s/<node>`: every value there now and later, each distinct write once, with the
   * state the writer gave it (a re-write of a key gets a newer one), or 0 when none is known.
   */
  follow(
    owner: string,
    node: string,
    onEntry: (key: string, value: unknown, state: number) => void,
  ): () => void;
  connectedPeers(): number;
}

export class GraphUnavailableError extends Error {
  override name = 'GraphUnavailableError';
  constructor() {
    super('graph database instance not available');
  }
}

export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(ms: number) {
    super(`Send timeout after ${Math.round(ms / 1000)} seconds`);
  }
}

export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super('offline: no relay connected');
  }
}

/** A peer refused the write (its `err` ack): sending the same data again will not help. */
export class PutRefusedError extends Error {
  override name = 'PutRefusedError';
}

/**
 * Why an item has not gone, as the queue and its conversation store it: codes only. No relay
 * acknowledged it, or a relay refused it (what the relay said goes to the log); the conversation's
 * hooks add their own (`not-a-friend`, `given-up`, …).
 */
export const OutboxError = { noRelay: 'no-relay', refused: 'refused' } as const;
