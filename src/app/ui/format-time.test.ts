import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatMessageTime } from './format-time.ts';

// 2026-11-25 14:05 local time
const AT = new Date(2026, 10, 25, 14, 5).getTime();

describe('one time format, following the language', () => {
  it('uses each locale’s clock: 12-hour in English, 24-hour in Chinese and German', () => {
    expect(formatClock(AT, 'en')).toMatch(/^2:05\sPM$/);
    expect(formatClock(AT, 'zh')).toBe('14:05');
    expect(formatClock(AT, 'de')).toBe('14:05');
  });

  it('writes dates the locale’s way', () => {
    expect(formatDate(AT, 'en')).toBe('Nov 25, 2026');
    expect(formatDate(AT, 'zh')).toBe('2026年11月25日');
  });

  it('gives a message the clock today and the day as well before', () => {
    expect(formatMessageTime(AT, 'en', AT + 60_000)).toMatch(/^2:05\sPM$/);
    expect(formatMessageTime(AT, 'en', AT + 2 * 86_400_000)).toMatch(/^Nov 25, 2:05\sPM$/);
  });

  it('falls back to the browser’s own format for a language Intl does not know', () => {
    expect(formatClock(AT, 'not a language tag')).toBe(new Date(AT).toLocaleString());
  });
});
