/**
 * Private chat end to end over a real relay: three users with their own Gun clients, real SQLite,
 * and Mallory as the attacker (a friend of Bob's, so Bob reads her stream).
 */
import { readdir, readFile } from 'node:fs/promises';
import { accepted } from '../support/result.ts';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PairStreamKeys } from '../../src/core/chat/pair-streams.ts';
import { decodeQueued } from '../../src/core/chat/queue-entry.ts';
import type { GunClient } from '../../src/core/net/gun.ts';
import { REFUSALS } from '../../src/core/net/wire-rules.ts';
import { signRecord } from '../../src/core/protocol/signed-record.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { recordPath, type SealedRecord } from '../../src/core/streams/sealed-record.ts';
import { sealAtDay } from '../streams/support/forge.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { addFriend, befriend, block, messageRows } from './support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startGunChatUser, type GunChatUser } from './support/gun-chat.ts';
import { rawPut } from './support/raw-put.ts';

const SECRETS: string[] = [];
const secret = (label: string) => {
  const text = `${label} plaintext-${Math.random().toString(36).slice(2)}`;
  SECRETS.push(text);
  return text;
};

describe('private chat over a relay', () => {
  let relay: TestRelay;
  let alice: GunChatUser;
  let bob: GunChatUser;
  let mallory: GunChatUser;
  let carol: GunChatUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    const start = (name: string) => startGunChatUser(relay.gunUrl, name);
    [alice, bob, mallory, carol] = await Promise.all([
      start('alice'),
      start('bob'),
      start('mallory'),
      start('carol'),
    ]);
    await befriend(alice, bob);
    await befriend(carol, bob);
  });

  afterAll(async () => {
    await Promise.all([alice, bob, mallory, carol].map((user) => user?.close()));
    await relay?.dispose();
  });

  const statusOf = async (msgId: string) =>
    (
      await alice.db.all<{ status: string }>('SELECT status FROM messages WHERE msgId = ?', [msgId])
    )[0]?.status;
  const fromAt = async (sender: GunChatUser, user: GunChatUser) =>
    (await messageRows(user)).filter((row) => row.sender === sender.pair.pub).length;
  const bobHas = async (n: number) => (await fromAt(alice, bob)) === n;
  const queued = async (user: GunChatUser, id: string) => {
    const rows = await user.db.all<{ networkMsg: string }>(
      'SELECT networkMsg FROM message_queue WHERE id = ?',
      [id],
    );
    const item = decodeQueued(rows[0]?.networkMsg ?? '');
    if (item?.kind !== 'sealed') throw new Error(`${id} is not queued sealed`);
    return item.record;
  };
  /**
   * A value put into the user's own stream space, as the user's own client can: by the node's
   * soul (SEA signs it all the same), since a put through the user chain waits for the chain's
   * nodes to be read first, and a busy relay may not answer that read.
   */
  const putOwn = (gun: GunClient, node: string, key: string, value: string) =>
    new Promise<void>((resolve) => {
      gun
        .get(`~${gun.user().is?.pub ?? ''}/s/${node}`)
        .get(key)
        .put(value, () => resolve());
    });

  it('delivers in order; the receipt, not the put ack, turns messages sent', async () => {
    const first = await accepted(alice.service.sendText(bob.pair.pub, secret('first')));
    await eventually(async () => (await statusOf(first.msgId)) === 'sent', 15_000, 'sent');
    expect(await alice.db.all('SELECT * FROM message_receipts')).toHaveLength(1);
    const texts = Array.from({ length: 10 }, (_, i) => secret(`ordered ${i}`));
    for (const text of texts) await accepted(alice.service.sendText(bob.pair.pub, text));
    await eventually(() => bobHas(11), 15_000, '11 at bob');
    expect((await messageRows(bob)).map((row) => row.content).slice(1)).toEqual(texts);
    await eventually(
      async () =>
        (await alice.db.all("SELECT 1 FROM messages WHERE status = 'sent'")).length === 11,
      15_000,
      'all sent',
    );
  });

  it('stores a re-put envelope once', async () => {
    const sent = await accepted(alice.service.sendText(bob.pair.pub, secret('dup')));
    const record = await queued(alice, sent.msgId);
    await eventually(() => bobHas(12), 15_000);
    const before = (await bob.service.stats()).duplicates;
    await putOwn(alice.gun, record.node, record.id, record.json);
    await eventually(
      async () => (await bob.service.stats()).duplicates > before,
      10_000,
      'dup seen',
    );
    expect(await bobHas(12)).toBe(true);
  });

  it('ignores strangers and blocked friends', async () => {
    await addFriend(mallory, bob); // Bob has not added Mallory
    await accepted(mallory.service.sendText(bob.pair.pub, secret('stranger')));
    await block(bob, carol);
    await accepted(carol.service.sendText(bob.pair.pub, secret('blocked')));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await fromAt(mallory, bob)).toBe(0);
    expect(await fromAt(carol, bob)).toBe(0);
  });

  it('rejects and counts forged, altered and replayed envelopes', async () => {
    await addFriend(bob, mallory);
    const streams = new PairStreamKeys(mallory.chains);
    const { mine: mallorysStream } = await streams.of(mallory.pair, bob.pair);
    const today = dayKeyOf(Date.now());
    const todays = await mallorysStream.nodeTag(today);
    const write = (id: string, json: string, node = todays) => putOwn(mallory.gun, node, id, json);
    /** Mallory's own record, with the start of her chain written first. */
    const seal = async (id: string, ts = Date.now(), to = bob.pair.pub) => {
      const body = JSON.stringify({ text: secret('forged') });
      const record = await sealAtDay(
        mallorysStream,
        mallory.pair,
        dayKeyOf(ts),
        id,
        {
          type: 'text',
          ts,
          to,
          body,
        },
        [bob.pair.pub],
      );
      if (record.start) await write(record.start.id, record.start.json, record.node);
      return record;
    };
    const real = await accepted(alice.service.sendText(bob.pair.pub, secret('replayed')));
    const alicesRecord: SealedRecord = await queued(alice, real.msgId);
    await eventually(() => bobHas(13), 15_000);
    const rejectedBefore = (await bob.service.stats()).rejected;
    // Alice's genuine record, replayed from Mallory's space.
    await write('replay1', alicesRecord.json);
    // Alice's ciphertext, signed by Mallory at her own place.
    const { value } = JSON.parse(alicesRecord.json) as { value: string };
    await write(
      'resigned1',
      await signRecord(mallory.pair, recordPath(todays, 'resigned1'), value),
    );
    // Mallory's own record with the ciphertext changed after signing.
    const altered = (await seal('altered1')).json.replace(
      /"value":"([^"]*)[^"]{2}"/,
      '"value":"$1AA"',
    );
    await write('altered1', altered);
    // Mallory's own, valid record put under another id.
    await write('moved1', (await seal('moved-from')).json);
    // Mallory's own record of two days ago, sealed and signed for today's day node.
    const early = await sealAtDay(
      mallorysStream,
      mallory.pair,
      today,
      'wrongday1',
      {
        type: 'text',
        ts: Date.now() - 2 * 24 * 3600_000,
        to: bob.pair.pub,
        body: JSON.stringify({ text: secret('early') }),
      },
      [bob.pair.pub],
    );
    await write('wrongday1', early.json);
    // Mallory's own record, addressed to Alice.
    await write('misaddressed1', (await seal('misaddressed1', Date.now(), alice.pair.pub)).json);
    await eventually(
      async () => {
        const { rejected } = await bob.service.stats();
        const more = (reason: keyof typeof rejected) =>
          (rejected[reason] ?? 0) - (rejectedBefore[reason] ?? 0);
        return (
          more('bad-signature') >= 3 &&
          more('undecryptable') >= 1 &&
          more('wrong-day') >= 1 &&
          more('wrong-recipient') >= 1
        );
      },
      10_000,
      'rejections counted',
    );
    expect(await bobHas(13)).toBe(true);
    // What Mallory sent before Bob added her is read now, as a greeting sent before the
    // acceptance reached the other side must be; none of the forgeries is stored.
    await eventually(async () => (await fromAt(mallory, bob)) === 1, 10_000, 'early message');
    expect(
      await bob.db.all(
        `SELECT 1 FROM messages WHERE msgId IN
          ('replay1', 'resigned1', 'altered1', 'moved1', 'wrongday1', 'misaddressed1')`,
      ),
    ).toEqual([]);
  });

  it('lets no one else write into a user’s stream (the relay refuses)', async () => {
    const { mine } = await new PairStreamKeys(alice.chains).of(alice.pair, bob.pair);
    const soul = `~${alice.pair.pub}/s/${await mine.nodeTag(dayKeyOf(Date.now()))}`;
    const reply = await rawPut(mallory.gun, soul, 'intruder1', JSON.stringify({ v: 1 }));
    expect(reply?.err).toBe(REFUSALS.unsigned);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await bob.db.all("SELECT 1 FROM messages WHERE msgId = 'intruder1'")).toEqual([]);
  });

  it('retracts a message and sends a file with progress', async () => {
    const oops = await accepted(alice.service.sendText(bob.pair.pub, secret('retracted')));
    await eventually(() => bobHas(14), 15_000);
    await accepted(alice.service.retract(oops.msgId));
    await eventually(() => bobHas(13), 15_000, 'retracted at bob');
    const marker = secret('file content');
    const bytes = new TextEncoder().encode(marker.repeat(4_000)); // about 150 KB: several chunks
    const sent = await accepted(
      alice.service.send(bob.pair.pub, {
        kind: 'file',
        name: 'notes.txt',
        mime: 'text/plain',
        bytes,
      }),
    );
    await eventually(async () => (await statusOf(sent.msgId)) === 'sent', 20_000, 'file sent');
    const file = (await bob.service.history(alice.pair.pub)).messages[0];
    const data = await bob.service.fileData(file?.kind === 'file' ? file.file.fileId : '');
    expect(Buffer.from(data?.dataUrl.split(',')[1] ?? '', 'base64').toString()).toBe(
      marker.repeat(4_000),
    );
    const progress = bob.events.filter((e) => e.type === 'file-progress');
    const chunks = Math.ceil(bytes.length / (48 * 1024));
    expect(chunks).toBeGreaterThan(2);
    expect(progress.at(-1)).toMatchObject({ done: chunks, total: chunks, direction: 'in' });
  });

  it('keeps deleted messages out after a reload; newer ones still arrive', async () => {
    await accepted(bob.service.deleteChat(alice.pair.pub));
    expect(await bobHas(0)).toBe(true);
    await bob.restart(); // follows Alice's stream from scratch: every old envelope is read again
    // Their keys were used up when they were first read: none opens again.
    await eventually(
      async () => (await bob.service.stats()).duplicates > 10,
      15_000,
      'old envelopes read again',
    );
    expect(await bobHas(0)).toBe(true);
    await accepted(alice.service.sendText(bob.pair.pub, secret('after delete')));
    await eventually(() => bobHas(1), 15_000, 'new message after delete');
  });

  it('finds an old message by full-text search', async () => {
    const hits = await alice.service.search('first plaintext');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ peer: bob.pair.pub, mine: true });
    const page = await alice.service.historyAround(bob.pair.pub, hits[0]?.msgId ?? '');
    expect(page?.messages.some((m) => m.msgId === hits[0]?.msgId)).toBe(true);
  });

  it('leaves no plaintext in the relay’s data folder', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // radisk writes in batches
    const files = await readdir(relay.dataDir, { recursive: true, withFileTypes: true });
    let stored = '';
    for (const entry of files) {
      if (entry.isFile()) stored += await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    }
    expect(stored.length).toBeGreaterThan(10_000);
    expect(stored).toContain(alice.pair.pub); // the envelopes are there, sealed
    for (const text of SECRETS) expect(stored).not.toContain(text.split(' ').at(-1));
  });
});
