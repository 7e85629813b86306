import { describe, expect, it } from 'vitest';
import {
  formatBytes as bytesWithLocaleSpaces,
  formatDecimal,
  formatDuration,
  formatMegabytes,
} from './format-number.ts';

/** Intl puts narrow or no-break spaces between number and unit in some locales. */
const formatBytes = (bytes: number, language: string) =>
  bytesWithLocaleSpaces(bytes, language).replace(/\s/gu, ' ');

describe('one number format, following the language', () => {
  it('writes decimals with the locale’s sign', () => {
    expect(formatDecimal(12.345, 2, 'en')).toBe('12.35');
    expect(formatDecimal(12.345, 2, 'de')).toBe('12,35');
    expect(formatDecimal(0.7, 1, 'fr')).toBe('0,7');
    expect(formatMegabytes(1.5 * 1024 * 1024, 'ru')).toBe('1,50');
  });

  it('writes sizes in steps of 1,024 with the locale’s unit names', () => {
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(512, 'fr')).toBe('512 octets');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(4_733_363_377, 'en')).toBe('4.4 GB');
    expect(formatBytes(4_733_363_377, 'fr')).toBe('4,4 Go');
    expect(formatBytes(20 * 1024 * 1024, 'ru')).toBe('20 МБ');
  });

  it('writes time left in the language’s words', () => {
    expect(formatDuration(12, 'en')).toBe('12 sec');
    expect(formatDuration(185, 'en')).toBe('3 min 5 sec');
    expect(formatDuration(3720, 'en')).toBe('1 hr 2 min');
    expect(formatDuration(185, 'zh')).toBe('3分钟5秒');
    expect(formatDuration(null, 'en')).toBe('');
  });

  it('falls back to the runtime’s format for a language Intl does not know', () => {
    expect(formatDecimal(1.5, 1, 'not a language tag')).toBe(
      new Intl.NumberFormat(undefined, { minimumFractionDigits: 1 }).format(1.5),
    );
  });
});
