import { describe, expect, it } from 'vitest';
import { ReplyNotice } from '@core/ai/ai-notices.ts';
import en from '../../../i18n/locales/en/ai.json';
import zh from '../../../i18n/locales/zh/ai.json';
import { refusalKey } from '../../../ui/use-refusal-text.ts';
import { PULL_STAGE_KEYS } from './ai-notice-text.ts';

/** The catalogue's text at a dotted key, or undefined. */
function textAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );
}

describe('AI notice texts', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ])('every pull stage has a text in %s', (_, catalogue) => {
    const keys = Object.values(PULL_STAGE_KEYS);
    const missing = keys.filter((key) => typeof textAt(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('gives each stored reply notice its own text', () => {
    const notices = Object.values(ReplyNotice);
    const key = (code: (typeof notices)[number]) => refusalKey('ai', code).replace(/^ai:/, '');
    const texts = new Set(notices.map((code) => textAt(en, key(code))));
    expect(texts.size).toBe(notices.length);
  });
});
