import { describe, expect, it } from 'vitest';
import { parseMoment } from './migration-moments.ts';

const PICTURE = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

const moment = (more: Record<string, unknown> = {}): Record<string, unknown> => ({
  author: 'alice-pub',
  id: 'moment-1',
  epoch: 'epoch-1',
  text: 'by the lake',
  ts: 1_000,
  imageCount: 2,
  images: [PICTURE],
  hidden: false,
  hiddenAt: 0,
  sig: null,
  hashes: null,
  forward: null,
  talk: [
    { address: 'r1', kind: 'like', from: 'bob-pub', id: '', text: '', to: '', at: 1_100 },
    {
      address: 'r2',
      kind: 'comment',
      from: 'bob-pub',
      id: 'c1',
      text: 'lovely',
      to: '',
      at: 1_200,
    },
  ],
  ...more,
});

describe('a moment in an export', () => {
  it('is taken with the pictures the device had and its talk', () => {
    const parsed = parseMoment(moment());
    expect(parsed).toMatchObject({ imageCount: 2, images: [PICTURE], forward: null });
    expect(parsed?.talk.map((t) => t.kind)).toEqual(['like', 'comment']);
  });

  it('drops talk that does not fit its kind, and keeps the moment', () => {
    const talk = [
      { address: 'r3', kind: 'like', from: 'bob-pub', id: 'x', text: '', to: '', at: 1 },
    ];
    expect(parseMoment(moment({ talk }))?.talk).toEqual([]);
  });

  it('is refused whole when a field does not fit', () => {
    for (const bad of [
      { images: ['<script>alert(1)</script>'] },
      { images: [PICTURE, PICTURE, PICTURE] },
      { text: 'x'.repeat(10_001) },
      { imageCount: 10 },
      { sig: 'a-signature', hashes: [] },
      { sig: 'a-signature', hashes: null },
      { forward: { author: 'carol-pub', id: 'm', text: 'words she never signed' } },
      { ts: -1 },
      { author: '' },
    ]) {
      expect(parseMoment(moment(bad)), JSON.stringify(bad).slice(0, 60)).toBeNull();
    }
  });
});
