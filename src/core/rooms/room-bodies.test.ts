import { describe, expect, it } from 'vitest';
import { encodeBody } from '../streams/bodies.ts';
import { parseRoomBody, withinRoom, type RoomBody } from './room-bodies.ts';

const quote = (from: string) => ({ id: 'm1', from, kind: 'text' as const, text: 'hello' });

describe('room bodies', () => {
  it('takes a retraction naming one message id, and nothing else under that type', () => {
    expect(parseRoomBody('retract', encodeBody({ type: 'retract', target: 'abc' }))).toEqual({
      type: 'retract',
      target: 'abc',
    });
    for (const json of ['{}', '{"target":""}', '{"target":5}', `{"target":"${'x'.repeat(129)}"}`]) {
      expect(parseRoomBody('retract', json)).toBeNull();
    }
    // Private-chat-only types are not room records.
    expect(parseRoomBody('receipt', '{"ids":["a"]}')).toBeNull();
    expect(parseRoomBody('file-chunk', '{"fileId":"f","index":0,"data":""}')).toBeNull();
  });

  it('keeps a quote of the writer or of a member, and drops one naming anyone else', () => {
    const reply = (from: string): RoomBody => ({ type: 'text', text: 'yes', replyTo: quote(from) });
    const members = new Set(['bob']);
    expect(withinRoom(reply('alice'), 'alice', members)).toEqual(reply('alice'));
    expect(withinRoom(reply('bob'), 'alice', members)).toEqual(reply('bob'));
    // An outsider's words cannot be quoted into the room; the message itself stays.
    expect(withinRoom(reply('eve'), 'alice', members)).toEqual({ type: 'text', text: 'yes' });
    const marked: RoomBody = { type: 'text', text: 'a', aiModel: 'm', replyTo: quote('eve') };
    expect(withinRoom(marked, 'alice', members)).toEqual({ type: 'text', text: 'a', aiModel: 'm' });
    const plain: RoomBody = { type: 'image', image: 'data:image/png;base64,AA==' };
    expect(withinRoom(plain, 'alice', members)).toBe(plain);
  });
});
