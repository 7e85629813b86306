import { describe, expect, it } from 'vitest';
import { groupByIndexLetter, indexLetter } from './index-letter.ts';
import {
  bytesToDataUrl,
  dataUrlParts,
  decodeBase64,
  textToBase64,
  utf8Text,
} from './base64-text.ts';
import { OFFLINE_PAGE_POLICY, OFFLINE_PAGE_SANDBOX, offlinePageDocument } from './offline-page.ts';
import { SITES, WEB_SEARCH_URL, webTarget } from './web-target.ts';

describe('indexLetter', () => {
  it('files Latin names under their first letter and accented ones under the base letter', () => {
    expect(indexLetter('alice')).toBe('A');
    expect(indexLetter('  Bob')).toBe('B');
    expect(indexLetter('Émile')).toBe('E');
  });

  it('files Chinese names under the pinyin initial of the first character', () => {
    expect(indexLetter('张三')).toBe('Z');
    expect(indexLetter('李四')).toBe('L');
    expect(indexLetter('王五')).toBe('W');
    expect(indexLetter('阿明')).toBe('A');
    expect(indexLetter('陈')).toBe('C');
    expect(indexLetter('欧阳')).toBe('O');
    expect(indexLetter('小明')).toBe('X');
  });

  it('files digits, symbols, emoji and empty names under #', () => {
    expect(indexLetter('42')).toBe('#');
    expect(indexLetter('😀 smile')).toBe('#');
    expect(indexLetter('   ')).toBe('#');
    expect(indexLetter('Ωmega')).toBe('#');
  });
});

describe('groupByIndexLetter', () => {
  it('orders groups A to Z with # last and sorts names inside a group', () => {
    const groups = groupByIndexLetter(['zoe', '#tag', '张三', 'Amy', 'alan', '9lives'], (n) => n);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'Z', '#']);
    expect(groups[0]?.items).toEqual(['alan', 'Amy']);
    expect(groups[1]?.items).toEqual(['张三', 'zoe']);
  });
});

describe('webTarget', () => {
  const opens = (text: string) => {
    const target = webTarget(text);
    return target && 'url' in target ? `${target.kind} ${target.url}` : target;
  };

  it('opens web addresses, adding https when no scheme is given', () => {
    expect(opens('example.com')).toBe('address https://example.com/');
    expect(opens('http://example.com/a?b=1')).toBe('address http://example.com/a?b=1');
    expect(opens('HTTPS://Example.com')).toBe('address https://example.com/');
    expect(opens('sub.example.co.uk/path')).toBe('address https://sub.example.co.uk/path');
    expect(opens('localhost:8765/health')).toBe('address https://localhost:8765/health');
    expect(opens('192.168.1.2/admin')).toBe('address https://192.168.1.2/admin');
  });

  it('opens the public site of a keyword, in any case', () => {
    expect(opens('YouTube')).toBe(`site ${SITES.youtube}`);
    expect(opens(' github ')).toBe(`site ${SITES.github}`);
    expect(opens('twitter')).toBe(`site ${SITES.x}`);
    expect(opens('x')).toBe(`site ${SITES.x}`);
    expect(opens('tiktok')).toBe(`site ${SITES.tiktok}`);
    expect(opens('constructor')).toBe(`search ${WEB_SEARCH_URL}constructor`);
  });

  it('searches for everything else, including hostile schemes and credentials', () => {
    expect(opens('hello world')).toBe(`search ${WEB_SEARCH_URL}hello%20world`);
    expect(opens('3.14')).toBe(`search ${WEB_SEARCH_URL}3.14`);
    expect(opens('javascript:alert(1)')).toBe(`search ${WEB_SEARCH_URL}javascript%3Aalert(1)`);
    expect(opens('https://user:pw@example.com/')).toMatch(/^search /);
    expect(opens('data:image/png;base64,AAAA')).toMatch(/^search /);
    expect(webTarget('   ')).toBeNull();
  });

  it('decodes data:text/html pages, percent-encoded or base64, as UTF-8', () => {
    expect(webTarget('data:text/html,<b>%E4%BD%A0%E5%A5%BD</b> 100%')).toEqual({
      kind: 'page',
      html: '<b>你好</b> 100%',
    });
    const html = '<p>多语言 🌍, commas</p>';
    expect(webTarget(`DATA:text/html;charset=utf-8;base64,${textToBase64(html)}`)).toEqual({
      kind: 'page',
      html,
    });
    expect(webTarget('data:text/html;base64,@@@')).toEqual({ kind: 'unreadable-page' });
  });
});

describe('offlinePageDocument', () => {
  it('holds the page in a scripts-only sandbox under a policy that allows no request', () => {
    const html = '"></iframe><script>parent.document.body.remove()</script>';
    const document = offlinePageDocument(html, 'Offline "page"');
    expect(document).toContain(`content="${OFFLINE_PAGE_POLICY}"`);
    expect(OFFLINE_PAGE_POLICY).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_POLICY).toContain("frame-src 'none'");
    expect(OFFLINE_PAGE_POLICY).not.toMatch(/connect-src|https?:|\*/);
    expect(OFFLINE_PAGE_SANDBOX).toBe('allow-scripts');
    // The page stays inside its srcdoc attribute: no markup of its own reaches the outer document.
    expect(document).not.toContain('<script>');
    expect(document).toContain('srcdoc="&quot;&gt;&lt;/iframe&gt;&lt;script&gt;');
    expect(document).toContain('title="Offline &quot;page&quot;"');
  });
});

describe('base64', () => {
  const decodedText = (input: string) => {
    const result = decodeBase64(input);
    return result.ok ? utf8Text(result.value.bytes) : result.error;
  };

  it('round-trips Chinese and emoji text as UTF-8', () => {
    const text = '你好，世界 👋🏽 Grüße';
    expect(decodedText(textToBase64(text))).toBe(text);
    expect(textToBase64('✓')).toBe('4pyT');
  });

  it('takes URL-safe base64, missing padding, line breaks and base64 data URLs', () => {
    expect(decodedText('8J-Ygw')).toBe('😃');
    expect(decodedText('aGVs\nbG8=\n')).toBe('hello');
    const decoded = decodeBase64('data:image/png;base64,iVBORw0KGgo=');
    expect(decoded.ok && decoded.value.mime).toBe('image/png');
    expect(decoded.ok && [...decoded.value.bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses what is not base64, and tells binary from text', () => {
    expect(decodedText('not base64!')).toBe('invalid-base64');
    expect(decodedText('你好')).toBe('invalid-base64');
    expect(decodedText('abcde')).toBe('invalid-base64');
    expect(decodedText('data:text/plain,hello')).toBe('invalid-base64');
    expect(decodedText('//79')).toBeNull();
  });

  it('makes data URLs of bytes', () => {
    const bytes = new TextEncoder().encode('hi');
    expect(bytesToDataUrl(bytes, 'text/plain')).toBe('data:text/plain;base64,aGk=');
    expect(bytesToDataUrl(bytes, '')).toBe('data:application/octet-stream;base64,aGk=');
    expect(dataUrlParts('data:,x')).toEqual({ mime: 'text/plain', base64: false, data: 'x' });
  });
});
