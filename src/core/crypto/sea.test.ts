import { describe, expect, it } from 'vitest';
import { sea, type KeyPair } from './sea.ts';

describe('SEA signing', () => {
  it('signs with a pair, and answers nothing without one instead of rejecting', async () => {
    const pair = (await sea.pair()) as KeyPair;
    expect(await sea.verify((await sea.sign('hello', pair)) ?? '', pair.pub)).toBe('hello');

    const answers: unknown[] = [];
    const raw = sea as unknown as {
      sign(data: unknown, pair: undefined, callback: (signed: unknown) => void): Promise<unknown>;
    };
    await expect(raw.sign('hello', undefined, (signed) => answers.push(signed))).resolves.toBe(
      undefined,
    );
    expect(answers).toEqual([undefined]);
  });
});
