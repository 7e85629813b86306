import { afterEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '@core/util/emitter.ts';
import { anyOf, followQuery, settled } from './live-query.ts';

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

describe('anyOf', () => {
  it("tells each source's events, tagged with its name, and stops hearing all of them", () => {
    const chat = new Emitter<{ type: 'preview' }>('test:chat');
    const rooms = new Emitter<{ type: 'rooms' }>('test:rooms');
    const heard: unknown[] = [];
    const stop = anyOf({ chat, rooms }).subscribe((told) => heard.push(told));
    chat.emit({ type: 'preview' });
    rooms.emit({ type: 'rooms' });
    stop();
    chat.emit({ type: 'preview' });
    rooms.emit({ type: 'rooms' });
    expect(heard).toEqual([
      { from: 'chat', event: { type: 'preview' } },
      { from: 'rooms', event: { type: 'rooms' } },
    ]);
  });

  it('lets a query read again for the events it asks about, from whichever source', () => {
    const chat = new Emitter<string>('test:chat');
    const contacts = new Emitter<string>('test:contacts');
    let reads = 0;
    followQuery(
      {
        read: () => Promise.resolve(++reads),
        source: anyOf({ chat, contacts }),
        changes: (told) => told.from === 'contacts' || told.event === 'preview',
      },
      { value: () => undefined, error: () => undefined },
    );
    // Reads start as the events are told: the count says which events were taken.
    chat.emit('typing');
    expect(reads).toBe(1);
    chat.emit('preview');
    contacts.emit('anything');
    expect(reads).toBe(3);
  });
});

describe('settled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('speaks once a burst of events has been quiet for the time given', () => {
    vi.useFakeTimers();
    const source = new Emitter<number>('test:source');
    let told = 0;
    settled(source, 300).subscribe(() => told++);
    source.emit(1);
    vi.advanceTimersByTime(200);
    source.emit(2);
    vi.advanceTimersByTime(200);
    expect(told).toBe(0);
    vi.advanceTimersByTime(100);
    expect(told).toBe(1);
    source.emit(3);
    vi.advanceTimersByTime(300);
    expect(told).toBe(2);
  });

  it('says nothing after the unsubscribe, even for an event it was waiting on', () => {
    vi.useFakeTimers();
    const source = new Emitter<number>('test:source');
    let told = 0;
    const stop = settled(source, 300).subscribe(() => told++);
    source.emit(1);
    stop();
    vi.advanceTimersByTime(1_000);
    source.emit(2);
    vi.advanceTimersByTime(1_000);
    expect(told).toBe(0);
  });
});
