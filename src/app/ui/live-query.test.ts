import { describe, expect, it } from 'vitest';
import { followQuery } from './live-query.ts';

/** A source whose reads answer when the test says, in any order. */
function source() {
  const listeners = new Set<(event: string) => void>();
  const pending: { resolve: (value: number) => void; reject: (error: unknown) => void }[] = [];
  return {
    pending,
    emit: (event: string) => listeners.forEach((listener) => listener(event)),
    listeners,
    query: {
      read: () =>
        new Promise<number>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followQuery', () => {
  it('reads at once and again on the events it asks about, not on others', async () => {
    const s = source();
    const values: number[] = [];
    followQuery(s.query, { value: (v) => values.push(v), error: () => undefined });
    expect(s.pending).toHaveLength(1);
    s.emit('members');
    expect(s.pending).toHaveLength(1);
    s.emit('rooms');
    expect(s.pending).toHaveLength(2);
    s.pending[0]?.resolve(1);
    s.pending[1]?.resolve(2);
    await settle();
    expect(values).toEqual([2]);
  });

  it('lets only the newest read land, whatever order the answers come in', async () => {
    const s = source();
    const values: number[] = [];
    followQuery(s.query, { value: (v) => values.push(v), error: () => undefined });
    s.emit('rooms');
    s.pending[1]?.resolve(2); // the newer read answers first…
    await settle();
    s.pending[0]?.resolve(1); // …and the older, slower one must not overwrite it
    await settle();
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
    s.pending[0]?.reject(new Error('disk'));
    await settle();
    expect(errors).toHaveLength(1);
    s.emit('rooms');
    stop();
    s.pending[1]?.resolve(3);
    await settle();
    expect(values).toEqual([]);
    expect(s.listeners.size).toBe(0);
  });
});
