import { describe, expect, it } from 'vitest';
import { checkOptions, HOSTED_OPTION_DEFAULTS, parseSeed } from './generation-limits.ts';
import { limitWords } from './prompt-enhancer.ts';

const base = { ...HOSTED_OPTION_DEFAULTS, prompt: 'a cat', negativePrompt: '' };

describe('generation options', () => {
  it('take the spec sizes, steps 10-50 by 5, guidance 1-20 by 0.5 and seeds up to 2147483647', () => {
    expect(
      checkOptions({
        ...base,
        width: 1024,
        height: 768,
        steps: 50,
        guidance: 19.5,
        seed: 2_147_483_647,
      }).ok,
    ).toBe(true);
    for (const wrong of [
      { width: 640 },
      { steps: 12 },
      { steps: 55 },
      { guidance: 0.5 },
      { guidance: 7.25 },
      { seed: 2_147_483_648 },
      { seed: -1 },
    ]) {
      expect(checkOptions({ ...base, ...wrong })).toEqual({ ok: false, error: 'invalid-options' });
    }
    expect(checkOptions({ ...base, prompt: '  ' })).toEqual({
      ok: false,
      error: 'prompt-required',
    });
  });

  it('read a blank seed as random and refuse anything but a whole number in range', () => {
    expect(parseSeed(' ')).toBeNull();
    expect(parseSeed('123')).toBe(123);
    expect(parseSeed('1.5')).toBeNaN();
    expect(parseSeed('2147483648')).toBeNaN();
  });

  it('keep an enhanced prompt under 200 words, without a label or quotes', () => {
    expect(limitWords('Prompt: "a  red\nfox"')).toBe('a red fox');
    expect(limitWords('word '.repeat(300)).split(' ')).toHaveLength(199);
  });
});
