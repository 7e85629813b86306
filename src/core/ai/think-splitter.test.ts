import { describe, expect, it } from 'vitest';
import { splitThink, ThinkSplitter } from './think-splitter.ts';

function streamed(chunks: string[]): { content: string; thinking: string } {
  const splitter = new ThinkSplitter();
  const out = { content: '', thinking: '' };
  for (const chunk of [...chunks.map((c) => splitter.push(c)), splitter.flush()]) {
    out.content += chunk.content;
    out.thinking += chunk.thinking;
  }
  return out;
}

describe('think splitting', () => {
  it('separates tags even when they are cut across chunks', () => {
    expect(streamed(['<thi', 'nk>plan', ' it</th', 'ink>', 'Answer'])).toEqual({
      content: 'Answer',
      thinking: 'plan it',
    });
    expect(streamed(['a <', 'b and <', 'think>x</think> c'])).toEqual({
      content: 'a <b and  c',
      thinking: 'x',
    });
  });

  it('flushes a partial tag that never completes as text', () => {
    expect(streamed(['2 <', 'thi'])).toEqual({ content: '2 <thi', thinking: '' });
  });

  it('splits a whole reply, including one whose opening tag was in the prompt', () => {
    expect(splitThink('<think>\nreason\n</think>\n\nDone')).toEqual({
      content: 'Done',
      thinking: 'reason',
    });
    expect(splitThink('reason only</think>Result')).toEqual({
      content: 'Result',
      thinking: 'reason only',
    });
    expect(splitThink('No tags here')).toEqual({ content: 'No tags here', thinking: '' });
  });
});
