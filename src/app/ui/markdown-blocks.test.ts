import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './markdown-blocks.ts';

describe('a streaming Markdown text in blocks', () => {
  it('finishes a block at a blank line and keeps growing the last one', () => {
    expect(splitMarkdownBlocks('# Title\n\nFirst para\ngraph\n\nStill writ')).toEqual({
      finished: ['# Title\n', 'First para\ngraph\n'],
      growing: 'Still writ',
    });
  });

  it('keeps a code block with blank lines in one block until its fence closes', () => {
    const open = 'Intro\n\n```js\nconst a = 1;\n\nconst b = 2;\n';
    expect(splitMarkdownBlocks(open)).toEqual({
      finished: ['Intro\n'],
      growing: '```js\nconst a = 1;\n\nconst b = 2;\n',
    });
    const closed = `${open}\`\`\`\n\nAfter`;
    expect(splitMarkdownBlocks(closed).finished).toEqual([
      'Intro\n',
      '```js\nconst a = 1;\n\nconst b = 2;\n```\n',
    ]);
    expect(splitMarkdownBlocks(closed).growing).toBe('After');
  });

  it('does not close a fence on a shorter or different marker', () => {
    const text = '````\n```\n\n~~~\n\nstill code';
    expect(splitMarkdownBlocks(text)).toEqual({ finished: [], growing: text });
  });

  it('finishes nothing while the text has no blank line', () => {
    expect(splitMarkdownBlocks('one line')).toEqual({ finished: [], growing: 'one line' });
    expect(splitMarkdownBlocks('')).toEqual({ finished: [], growing: '' });
  });

  it('skips runs of blank lines between blocks', () => {
    expect(splitMarkdownBlocks('a\n\n\n\nb\n\n')).toEqual({
      finished: ['a\n', 'b\n'],
      growing: '',
    });
  });
});
