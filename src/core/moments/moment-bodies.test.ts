import { describe, expect, it } from 'vitest';
import { parseFeedBody } from './moment-bodies.ts';

const HASH = 'a'.repeat(64);
const moment = (fields: Record<string, unknown>) =>
  parseFeedBody('moment', JSON.stringify({ text: 'hi', images: 1, ...fields }));

describe('a moment’s body', () => {
  it('takes one signed over its pictures’ hashes, or one written before moments were signed', () => {
    expect(moment({ hashes: [HASH], sig: 'sig' })).toEqual({
      type: 'moment',
      text: 'hi',
      images: 1,
      hashes: [HASH],
      sig: 'sig',
    });
    expect(moment({})).toEqual({ type: 'moment', text: 'hi', images: 1 });
  });

  it('refuses half a signature, or hashes that do not match its pictures', () => {
    expect(moment({ hashes: [HASH] })).toBeNull();
    expect(moment({ sig: 'sig' })).toBeNull();
    expect(moment({ hashes: [], sig: 'sig' })).toBeNull();
    expect(moment({ hashes: ['A'.repeat(64)], sig: 'sig' })).toBeNull();
  });

  it('refuses a forward whose original carries no signature', () => {
    const original = { author: 'alice', id: 'm1', text: 'hers', images: [], ts: 1 };
    expect(moment({ forward: original })).toBeNull();
    expect(moment({ forward: { ...original, hashes: [], sig: 'sig' } })?.type).toBe('moment');
  });
});
