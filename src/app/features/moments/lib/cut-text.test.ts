import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text.ts';

describe('card text', () => {
  it('is cut at the limit with an ellipsis, whole characters only', () => {
    expect(cutText('short', 200)).toEqual({ text: 'short', cut: false });
    expect(cutText('a'.repeat(201), 200)).toEqual({ text: `${'a'.repeat(200)}…`, cut: true });
    expect(cutText('😀'.repeat(3), 2)).toEqual({ text: '😀😀…', cut: true });
  });
});
