import { describe, expect, it } from 'vitest';
import { ReplyNotice } from '@core/ai/ai-notices.ts';
import en from '../../../i18n/locales/en/ai.json';
import zh from '../../../i18n/locales/zh/ai.json';
import { NOTICE_KEYS, PULL_STAGE_KEYS } from './ai-notice-text.ts';

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
  const keys = [...Object.values(NOTICE_KEYS), ...Object.values(PULL_STAGE_KEYS)];

  it.each([
    ['en', en],
    ['zh', zh],
  ])('every code of the AI core has a text in %s', (_, catalogue) => {
    const missing = keys.filter((key) => typeof textAt(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('gives each stored reply notice its own text', () => {
    const notices = Object.values(ReplyNotice);
    const texts = new Set(notices.map((code) => textAt(en, NOTICE_KEYS[code])));
    expect(texts.size).toBe(notices.length);
  });
});
