import { describe, expect, it } from 'vitest';
import { generateAvatar } from './avatar.ts';

describe('generateAvatar', () => {
  it('is stable for a key and differs between keys and variants', () => {
    const a = generateAvatar('key-a');
    expect(generateAvatar('key-a')).toBe(a);
    expect(generateAvatar('key-b')).not.toBe(a);
    expect(generateAvatar('key-a', 1)).not.toBe(a);
  });

  it('is an SVG image data URL', () => {
    const svg = decodeURIComponent(generateAvatar('key-a').split(',')[1] ?? '');
    expect(generateAvatar('key-a')).toMatch(/^data:image\/svg\+xml/);
    expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  });
});
