export class TimeoutError extends Error {
  constructor(
    readonly label: string,
    readonly ms: number,
  ) {
    super(`${label} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects with TimeoutError when `work` has not settled within `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(label, ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long signing out waits at most for writes to my space still unanswered: Gun signs each such
 * write some time after it is made (long on a busy device) and then reads the signed-in user, so
 * leaving before that makes SEA throw where nothing can catch it. An answer means it was signed.
 */
export const SIGN_OUT_SETTLE_MS = 10_000;

/** Resolves once every one of `work` has settled, or after `ms`, whichever comes first. */
export async function settledWithin(work: Iterable<Promise<unknown>>, ms: number): Promise<void> {
  await withTimeout(Promise.allSettled([...work]), ms, 'settling').catch(() => undefined);
}

/**
 * Runs work one at a time per key, each after the one before it settled (whether it failed or
 * not); a key's queue is forgotten once it runs empty.
 */
export class KeyedTurns {
  readonly #queues = new Map<string, { tail: Promise<unknown>; count: number }>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const queue = this.#queues.get(key) ?? { tail: Promise.resolve(), count: 0 };
    this.#queues.set(key, queue);
    queue.count++;
    const next = queue.tail.then(work).finally(() => {
      queue.count--;
      if (queue.count === 0 && this.#queues.get(key) === queue) this.#queues.delete(key);
    });
    queue.tail = next.catch(() => undefined);
    return next;
  }

  /** How many works of `key` are running or waiting their turn (the running one included). */
  pending(key: string): number {
    return this.#queues.get(key)?.count ?? 0;
  }
}
