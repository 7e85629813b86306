import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSafeLink, linkPieces, openExternal } from './safe-link.ts';

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

describe('openExternal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens http(s) addresses in a new tab with noopener and noreferrer', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    expect(openExternal('https://example.org/a')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.org/a', '_blank', 'noopener,noreferrer');
  });

  it('opens nothing else, and says so when the browser refuses', () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/index']) {
      expect(openExternal(href), href).toBe(false);
    }
    expect(open).not.toHaveBeenCalled();
    vi.stubGlobal('window', {
      open: () => {
        throw new Error('blocked');
      },
    });
    expect(openExternal('https://example.org/')).toBe(false);
  });
});
