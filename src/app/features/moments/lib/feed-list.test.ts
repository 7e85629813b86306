import { describe, expect, it } from 'vitest';
import type { Moment } from '@core/moments/moment-types.ts';
import { appendPage, applyMoment, forwardsOf } from './feed-list.ts';

const moment = (author: string, id: string, timestamp: number, extra: Partial<Moment> = {}) =>
  ({
    author,
    id,
    text: `${author}/${id}`,
    images: [],
    imageCount: 0,
    timestamp,
    hidden: false,
    forward: null,
    likes: 0,
    likedByMe: false,
    comments: 0,
    forwards: 0,
    mine: false,
    ...extra,
  }) satisfies Moment;

const ids = (list: readonly Moment[]) => list.map((m) => m.id);

describe('the moment list', () => {
  const list = [moment('a', '3', 300), moment('b', '2', 200), moment('a', '1', 100)];

  it('adds a page without repeating what is listed', () => {
    expect(ids(appendPage(list, [moment('a', '1', 100), moment('b', '0', 50)]))).toEqual([
      '3',
      '2',
      '1',
      '0',
    ]);
  });

  it('puts a new moment at its place, newest first', () => {
    expect(ids(applyMoment(list, { author: 'c', id: '4' }, moment('c', '4', 400), false))).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(ids(applyMoment(list, { author: 'c', id: 'x' }, moment('c', 'x', 150), false))).toEqual([
      '3',
      '2',
      'x',
      '1',
    ]);
  });

  it('leaves an older moment to the next page unless the list is complete', () => {
    const old = moment('c', '0', 10);
    expect(ids(applyMoment(list, old, old, false))).toEqual(['3', '2', '1']);
    expect(ids(applyMoment(list, old, old, true))).toEqual(['3', '2', '1', '0']);
  });

  it('replaces a listed moment and removes one that is gone', () => {
    const changed = moment('b', '2', 200, { hidden: true });
    expect(applyMoment(list, changed, changed, false)[1]?.hidden).toBe(true);
    expect(ids(applyMoment(list, { author: 'b', id: '2' }, null, false))).toEqual(['3', '1']);
  });

  it('finds the forwards of an original', () => {
    const original = { author: 'a', id: '1', text: '', images: [], timestamp: 1, deleted: false };
    const forwarded = [...list, moment('b', 'f', 50, { forward: original })];
    expect(forwardsOf(forwarded, { author: 'a', id: '1' }).map((m) => m.id)).toEqual(['f']);
  });
});
