import { describe, expect, it } from 'vitest';
import { groupByIndexLetter, indexLetter } from './index-letter.ts';
import { WEB_SEARCH_URL, webTarget } from './web-target.ts';

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
  it('opens web addresses, adding https when no scheme is given', () => {
    expect(webTarget('example.com')).toBe('https://example.com/');
    expect(webTarget('http://example.com/a?b=1')).toBe('http://example.com/a?b=1');
    expect(webTarget('sub.example.co.uk/path')).toBe('https://sub.example.co.uk/path');
    expect(webTarget('localhost:8765/health')).toBe('https://localhost:8765/health');
  });

  it('searches for everything else, including hostile schemes', () => {
    expect(webTarget('hello world')).toBe(`${WEB_SEARCH_URL}hello%20world`);
    expect(webTarget('javascript:alert(1)')).toBe(`${WEB_SEARCH_URL}javascript%3Aalert(1)`);
    expect(webTarget('data:text/html,<b>x</b>')?.startsWith(WEB_SEARCH_URL)).toBe(true);
    expect(webTarget('   ')).toBeNull();
  });
});
