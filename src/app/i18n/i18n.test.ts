import { describe, expect, it } from 'vitest';
import { browserLanguage } from './i18n.ts';

describe('browserLanguage', () => {
  it('takes the first of the browser languages that is one of the ten, by its primary subtag', () => {
    expect(browserLanguage(['de-CH', 'en-US'])).toBe('de');
    expect(browserLanguage(['pt-BR', 'AR-EG', 'fr'])).toBe('ar');
    expect(browserLanguage(['zh-Hant-TW'])).toBe('zh');
  });

  it('is English when the browser wants none of them', () => {
    expect(browserLanguage(['pt-BR', 'ko'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
