import { describe, expect, it } from 'vitest';
import { isSafeLink, linkPieces } from './safe-link.ts';

describe('links in message text', () => {
  it('links http(s) and mailto addresses, leaving sentence punctuation outside', () => {
    expect(linkPieces('See https://example.org/a?b=1, or mail mailto:me@example.org.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: ', or mail ' },
      { text: 'mailto:me@example.org', href: 'mailto:me@example.org' },
      { text: '.' },
    ]);
  });

  it('leaves every other scheme as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd']) {
      expect(linkPieces(text)).toEqual([{ text }]);
      expect(isSafeLink(text)).toBe(false);
    }
    expect(linkPieces('no links here')).toEqual([{ text: 'no links here' }]);
  });
});
