import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  knowsDevicesOf,
  startDevice,
  type TestDevice,
} from '../../../test/support/device-chains.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import { encodeBody } from '../streams/bodies.ts';
import { historyPage } from '../conversations/history.ts';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { sealStreamRecord } from '../streams/sealed-record.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import type { RoomBody } from './room-bodies.ts';
import { roomSecret } from './room-key.ts';
import { takeRecord, type Outcome } from './room-records.ts';
import { applyMemberEntry, insertRoom, roomChatId, roomRow } from './room-store.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';
import { theseReaders } from '../streams/record-chains.ts';

const pair = async (): Promise<KeyPair> => (await sea.pair()) as KeyPair;

describe('room records as a member’s device takes them', () => {
  let room: RoomKeyPair;
  let secret: CryptoKey;
  let me: KeyPair;
  let alice: KeyPair;
  let mallory: KeyPair;
  let db: SqlDatabase;
  /** Each one's device: the writers seal with theirs, my device opens with mine. */
  const devices = new Map<string, TestDevice>();
  let ts = Date.now() - 60_000;
  let seq = 0;

  beforeAll(async () => {
    [room, me, alice, mallory] = await Promise.all([pair(), pair(), pair(), pair()]);
    secret = await roomSecret(room);
    const network = new MemoryNetwork();
    for (const user of [me, alice, mallory]) {
      devices.set(user.pub, await startDevice(network.graphFor(user.pub), user));
    }
    for (const writer of [alice, mallory]) await knowsDevicesOf(deviceOf(writer), [me.pub]);
  });
  afterAll(async () => {
    for (const device of devices.values()) await device.close();
  });

  const deviceOf = (user: KeyPair): TestDevice => {
    const device = devices.get(user.pub);
    if (!device) throw new Error('no device');
    return device;
  };
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    await db.batch(insertRoom(room, 'Room', ts - 1_000, ts - 1_000));
    for (const member of [me, alice, mallory]) {
      const entry = { kind: 'join', member: member.pub, text: 'x', at: ts - 1_000 } as const;
      await db.batch([applyMemberEntry(room.pub, entry)]);
    }
  });
  afterEach(() => db.close());

  /** Seals `body` into `writer`'s stream and hands it to my device; says what happened. */
  async function hear(writer: KeyPair, body: RoomBody, id = `r${++seq}`): Promise<Outcome> {
    ts += 1;
    const entry = { id, type: body.type, ts, body: encodeBody(body) };
    const writing = streamKeys(secret, writer.pub, deviceOf(writer).chains);
    const sealed = await sealStreamRecord(writing, writer, entry, theseReaders([me.pub]));
    const row = await roomRow(db, room.pub);
    if (!row) throw new Error('no room');
    const keys = streamKeys(secret, writer.pub, deviceOf(me).chains);
    const target = { stream: `room:${room.pub}|${writer.pub}`, keys, since: 0 };
    const take = (record: { id: string; json: string }) =>
      takeRecord(
        {
          room: row,
          me: me.pub,
          open: false,
          record: { target, day: sealed.day, id: record.id, value: record.json },
        },
        { db, now: Date.now(), maxSkewMs: 300_000 },
      );
    if (sealed.start) await take(sealed.start);
    return take(sealed);
  }

  const texts = async () =>
    (await historyPage(db, me.pub, roomChatId(room.pub), 100)).messages.map((m) =>
      m.kind === 'text' ? `${m.sender === alice.pub ? 'alice' : 'other'}: ${m.text}` : m.kind,
    );

  it('removes a message when its own writer retracts it', async () => {
    await hear(alice, { type: 'text', text: 'oops' }, 'm1');
    expect(await texts()).toEqual(['alice: oops']);
    expect(await hear(alice, { type: 'retract', target: 'm1' })).toEqual({
      kind: 'retract',
      msgId: 'm1',
      removed: true,
    });
    expect(await texts()).toEqual([]);
    const preview = await db.all('SELECT lastMsg FROM chat_previews WHERE pub = ?', [room.pub]);
    expect(preview).toEqual([{ lastMsg: null }]);
  });

  it('keeps a retraction that arrives before its message: the late message never shows', async () => {
    expect(await hear(alice, { type: 'retract', target: 'm2' })).toMatchObject({
      removed: false,
    });
    expect(await hear(alice, { type: 'text', text: 'late' }, 'm2')).toEqual({ kind: 'duplicate' });
    expect(await texts()).toEqual([]);
  });

  it('does not let one member retract another member’s message', async () => {
    await hear(alice, { type: 'text', text: 'mine' }, 'm3');
    // Mallory names Alice's message id from her own stream: it can only name a message of hers.
    await hear(mallory, { type: 'retract', target: 'm3' });
    expect(await texts()).toEqual(['alice: mine']);
  });

  it('keeps a quote of a member and drops one naming someone outside the room', async () => {
    const quote = (from: string) => ({ id: 'q', from, kind: 'text' as const, text: 'said' });
    const outsider = await pair();
    await hear(mallory, { type: 'text', text: 'a', replyTo: quote(alice.pub) }, 'm4');
    await hear(mallory, { type: 'text', text: 'b', replyTo: quote(outsider.pub) }, 'm5');
    const page = await historyPage(db, me.pub, roomChatId(room.pub), 100);
    const quotes = page.messages.map((m) => (m.kind === 'text' ? m.replyTo?.from : null));
    expect(quotes).toEqual([undefined, alice.pub]);
  });
});
