import { describe, expect, it } from 'vitest';
import { KeyedTurns } from './async.ts';

describe('KeyedTurns', () => {
  it('runs one piece of work at a time per key, the next after one that failed too', async () => {
    const turns = new KeyedTurns();
    const log: string[] = [];
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = turns.run('a', async () => {
      await held;
      log.push('a1');
      throw new Error('a1 failed');
    });
    const second = turns.run('a', () => Promise.resolve(log.push('a2')));
    // Another key does not wait for the first.
    await turns.run('b', () => Promise.resolve(log.push('b1')));
    expect(log).toEqual(['b1']);
    release();
    await expect(first).rejects.toThrow('a1 failed');
    await second;
    expect(log).toEqual(['b1', 'a1', 'a2']);
  });

  it('counts the work of a key that is running or waiting, and none once it ran', async () => {
    const turns = new KeyedTurns();
    const seen: number[] = [];
    const first = turns.run('a', () => Promise.resolve(seen.push(turns.pending('a'))));
    const second = turns.run('a', () => Promise.resolve(seen.push(turns.pending('a'))));
    expect(turns.pending('a')).toBe(2);
    await Promise.all([first, second]);
    // The first saw itself and the second waiting; the second saw only itself.
    expect(seen).toEqual([2, 1]);
    await turns.run('a', () => Promise.resolve());
    expect(turns.pending('a')).toBe(0);
  });
});
