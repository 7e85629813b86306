import { describe, expect, it } from 'vitest';
import { encodeBody, parseBody } from '../streams/bodies.ts';
import { chatIdOf } from './chat-ids.ts';
import { dayBefore, dayKeyOf } from '../streams/days.ts';
import { joinChunks, splitFile } from './files.ts';
import { previewText } from '../conversations/preview.ts';
import { formatRecentTime } from './recent-time.ts';

const MIN = 60_000;
// 2024-03-10 12:00 at UTC+8
const NOW = Date.UTC(2024, 2, 10, 4, 0);
const at = (ts: number) => formatRecentTime(ts, NOW, 480);

describe('recent time', () => {
  it('follows the spec’s steps', () => {
    expect(at(NOW - 30_000)).toEqual({ kind: 'just-now' });
    expect(at(NOW + 30_000)).toEqual({ kind: 'just-now' });
    expect(at(NOW - 4 * MIN)).toEqual({ kind: 'mins-ago', minutes: 4 });
    expect(at(NOW - 10 * MIN)).toEqual({ kind: 'mins-ago', minutes: 10 });
    expect(at(NOW - 11 * MIN)).toEqual({ kind: 'today', hour: 11, minute: 49 });
    expect(at(NOW - 13 * 60 * MIN)).toEqual({ kind: 'yesterday', hour: 23, minute: 0 });
    expect(at(NOW + 12 * 60 * MIN + MIN)).toEqual({ kind: 'tomorrow', hour: 0, minute: 1 });
    expect(at(Date.UTC(2023, 11, 31, 16, 5))).toEqual({
      kind: 'date',
      year: 2024,
      month: 1,
      day: 1,
      hour: 0,
      minute: 5,
    });
  });

  it('uses local time without an offset', () => {
    expect(formatRecentTime(Date.now() - 20 * MIN, Date.now()).kind).toMatch(/today|yesterday/);
  });
});

describe('previews', () => {
  it('cuts text at 20 characters and names media', () => {
    expect(previewText('text', 'short')).toBe('short');
    expect(previewText('text', 'abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnopqrst…');
    expect(previewText('text', '😀'.repeat(25))).toBe(`${'😀'.repeat(20)}…`);
    expect(previewText('text', 'abcdefghijklm', 10)).toBe('abcdefghij…');
    expect(previewText('text', 'data:image/png;base64,AAA')).toBe('[Image]');
    expect(previewText('text', 'data:video/mp4;base64,AAA')).toBe('[Video]');
    expect(previewText('image', 'data:image/jpeg;base64,AAA')).toBe('[Image]');
    expect(previewText('voice', 'x')).toBe('[Voice]');
    expect(previewText('file', 'report.pdf')).toBe('[File]');
  });
});

describe('ids and days', () => {
  it('sorts both keys into the chat id and splits streams by UTC day', () => {
    expect(chatIdOf('b_key', 'a_key')).toBe('a_key_b_key');
    expect(chatIdOf('a_key', 'b_key')).toBe('a_key_b_key');
    expect(dayKeyOf(Date.UTC(2024, 0, 1, 23, 59))).toBe('20240101');
    expect(dayBefore('20240301')).toBe('20240229');
  });
});

describe('bodies', () => {
  it('round-trips every type and refuses bodies that do not fit', () => {
    const text = encodeBody({ type: 'text', text: 'hi' });
    expect(text).toBe('{"text":"hi"}');
    expect(parseBody('text', text)).toEqual({ type: 'text', text: 'hi' });
    expect(parseBody('text', '{"text":""}')).toBeNull();
    const ai = encodeBody({ type: 'text', text: 'hi', aiModel: 'qwen3:0.6b' });
    expect(parseBody('text', ai)).toEqual({ type: 'text', text: 'hi', aiModel: 'qwen3:0.6b' });
    // A marker that is there but unreadable must not let the text pass as written by a person.
    expect(parseBody('text', '{"text":"hi","aiModel":true}')).toBeNull();
    expect(parseBody('text', '{"text":"hi","aiModel":" "}')).toBeNull();
    expect(parseBody('text', `{"text":"hi","aiModel":"${'m'.repeat(201)}"}`)).toBeNull();
    expect(parseBody('image', '{"image":"javascript:alert(1)"}')).toBeNull();
    expect(parseBody('voice', '{"audio":"data:audio/webm;base64,AA","duration":3}')).toMatchObject({
      duration: 3,
    });
    expect(parseBody('receipt', '{"ids":["a","b"]}')).toEqual({ type: 'receipt', ids: ['a', 'b'] });
    expect(parseBody('receipt', '{"ids":[1]}')).toBeNull();
    expect(
      parseBody('file', '{"fileId":"f","name":"n","size":10,"mime":"a/b","chunks":1}'),
    ).not.toBeNull();
    expect(
      parseBody('file', '{"fileId":"f","name":"n","size":10,"mime":"a/b","chunks":2}'),
    ).toBeNull();
    expect(
      parseBody('file', '{"fileId":"f","name":"n","size":99999999,"mime":"a/b","chunks":2035}'),
    ).toBeNull();
    expect(parseBody('unknown', '{}')).toBeNull();
    expect(parseBody('text', 'not json')).toBeNull();
  });

  it('splits files into chunks whose base64 joins into the whole', () => {
    const bytes = new Uint8Array(100_001).map((_, i) => i % 251);
    const chunks = splitFile(bytes);
    expect(chunks).toHaveLength(3);
    expect(joinChunks(chunks, bytes.length)).toBe(Buffer.from(bytes).toString('base64'));
    expect(joinChunks(chunks.slice(0, 2), bytes.length)).toBeNull();
    expect(joinChunks([...chunks.slice(0, 2), `${chunks[2] ?? ''}AAAA`], bytes.length)).toBeNull();
  });
});
