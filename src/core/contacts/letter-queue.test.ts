import { describe, expect, it } from 'vitest';
import type { InboxLetter } from './inbox.ts';
import { LetterQueue } from './letter-queue.ts';

const letter = (key: string, day: string): InboxLetter => ({ raw: key, key, address: day, day });

describe('the letter queue', () => {
  it('handles one letter at a time, the newest day first and within it the latest arrival', async () => {
    const handled: string[] = [];
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    const queue = new LetterQueue(
      async (next) => {
        handled.push(next.key);
        if (next.key === 'old-1') await first;
      },
      () => undefined,
    );
    queue.push(letter('old-1', '20261120'));
    // The backlog arrives while the first letter is handled, then a letter sent live.
    for (const key of ['old-2', 'old-3']) queue.push(letter(key, '20261120'));
    for (const key of ['today-1', 'today-2']) queue.push(letter(key, '20261127'));
    queue.push(letter('yesterday', '20261126'));
    queue.push(letter('live', '20261127'));
    expect(queue.waiting).toBe(6);
    release();
    await queue.settled();
    expect(handled).toEqual(['old-1', 'live', 'today-2', 'today-1', 'yesterday', 'old-3', 'old-2']);
  });

  it('goes on after a letter fails, and forgets what waits when cleared', async () => {
    const failures: unknown[] = [];
    const handled: string[] = [];
    const queue = new LetterQueue(
      (next) => {
        handled.push(next.key);
        return next.key === 'bad' ? Promise.reject(new Error('bad')) : Promise.resolve();
      },
      (error) => failures.push(error),
    );
    queue.push(letter('good', '20261127'));
    queue.push(letter('bad', '20261127'));
    queue.push(letter('dropped', '20261126'));
    queue.clear();
    await queue.settled();
    expect(handled).toEqual(['good']);
    queue.push(letter('bad', '20261127'));
    queue.push(letter('after', '20261126'));
    await queue.settled();
    expect(handled).toEqual(['good', 'bad', 'after']);
    expect(failures).toHaveLength(1);
  });
});
