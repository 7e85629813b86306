import { describe, expect, it } from 'vitest';
import { followQuery } from './live-query.ts';

/** A source whose reads answer when the test says, in any order. */
function source() {
  const listeners = new Set<(event: string) => void>();
  const reads: {
    readonly promise: Promise<number>;
    readonly resolve: (value: number) => void;
    readonly reject: (error: unknown) => void;
  }[] = [];
  /**
   * Settles read `index` and returns once followQuery has handled it: its handler was attached
   * when the read started, so it runs before this later `await` on the same promise resumes.
   */
  const settle = async (index: number, outcome: { value: number } | { error: unknown }) => {
    const read = reads[index];
    if (!read) throw new Error(`no read ${index}`);
    if ('value' in outcome) read.resolve(outcome.value);
    else read.reject(outcome.error);
    await read.promise.catch(() => undefined);
  };
  return {
    reads,
    settle,
    emit: (event: string) => listeners.forEach((listener) => listener(event)),
    listeners,
    query: {
      read: () => {
        let resolve: (value: number) => void = () => undefined;
        let reject: (error: unknown) => void = () => undefined;
        const promise = new Promise<number>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        reads.push({ promise, resolve, reject });
        return promise;
      },
      source: {
        subscribe: (listener: (event: string) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      changes: (event: string) => event === 'rooms',
    },
  };
}

describe('followQuery', () => {
  it('reads at once and again on the events it asks about, not on others', async () => {
    const s = source();
    const values: number[] = [];
    followQuery(s.query, { value: (v) => values.push(v), error: () => undefined });
    expect(s.reads).toHaveLength(1);
    s.emit('members');
    expect(s.reads).toHaveLength(1);
    s.emit('rooms');
    expect(s.reads).toHaveLength(2);
    await s.settle(0, { value: 1 });
    await s.settle(1, { value: 2 });
    expect(values).toEqual([1, 2]);
  });

  it('lets an answer land while newer reads are still running', async () => {
    const s = source();
    const values: number[] = [];
    followQuery(s.query, { value: (v) => values.push(v), error: () => undefined });
    // Each answer comes after the next event has started another read, as during a busy sync.
    for (let i = 0; i < 3; i++) {
      s.emit('rooms');
      await s.settle(i, { value: i });
    }
    expect(values).toEqual([0, 1, 2]);
  });

  it('never lets an older read overwrite a newer answer, whatever order they come in', async () => {
    const s = source();
    const values: number[] = [];
    followQuery(s.query, { value: (v) => values.push(v), error: () => undefined });
    s.emit('rooms');
    await s.settle(1, { value: 2 }); // the newer read answers first…
    await s.settle(0, { value: 1 }); // …and the older, slower one must not overwrite it
    expect(values).toEqual([2]);
  });

  it('reports a failed read, and nothing lands or is heard once stopped', async () => {
    const s = source();
    const values: number[] = [];
    const errors: unknown[] = [];
    const stop = followQuery(s.query, {
      value: (v) => values.push(v),
      error: (e) => errors.push(e),
    });
    await s.settle(0, { error: new Error('disk') });
    expect(errors).toHaveLength(1);
    s.emit('rooms');
    stop();
    await s.settle(1, { value: 3 });
    expect(values).toEqual([]);
    expect(s.listeners.size).toBe(0);
  });
});
