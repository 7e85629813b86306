/**
 * Private chat end to end over a real relay: three users with their own Gun clients, real SQLite,
 * and Mallory as the attacker (a friend of Bob's, so Bob reads her stream).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf } from '../../src/core/chat/chat-ids.ts';
import { sealEnvelope, type Envelope } from '../../src/core/protocol/envelope.ts';
import { pairChannel } from '../../src/core/protocol/key-agreement.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { addFriend, befriend, block, eventually, messageRows } from './support/chat-user.ts';
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
    return JSON.parse(rows[0]?.networkMsg ?? 'null') as Envelope;
  };

  it('delivers in order; the receipt, not the put ack, turns messages sent', async () => {
    const first = await alice.service.sendText(bob.pair.pub, secret('first'));
    await eventually(async () => (await statusOf(first.msgId)) === 'sent', 15_000, 'sent');
    expect(await alice.db.all('SELECT * FROM message_receipts')).toHaveLength(1);
    const texts = Array.from({ length: 10 }, (_, i) => secret(`ordered ${i}`));
    for (const text of texts) await alice.service.sendText(bob.pair.pub, text);
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
    const sent = await alice.service.sendText(bob.pair.pub, secret('dup'));
    const envelope = await queued(alice, sent.msgId);
    await eventually(() => bobHas(12), 15_000);
    const before = (await bob.service.stats()).duplicates;
    const json = JSON.stringify(envelope);
    alice.gun
      .user()
      .get('chats')
      .get(envelope.chat)
      .get('d')
      .get(dayKeyOf(envelope.ts))
      .get(envelope.id)
      .put(json);
    await eventually(
      async () => (await bob.service.stats()).duplicates > before,
      10_000,
      'dup seen',
    );
    expect(await bobHas(12)).toBe(true);
  });

  it('ignores strangers and blocked friends', async () => {
    await addFriend(mallory, bob); // Bob has not added Mallory
    await mallory.service.sendText(bob.pair.pub, secret('stranger'));
    await block(bob, carol);
    await carol.service.sendText(bob.pair.pub, secret('blocked'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await fromAt(mallory, bob)).toBe(0);
    expect(await fromAt(carol, bob)).toBe(0);
  });

  it('rejects and counts forged, altered and replayed envelopes', async () => {
    await addFriend(bob, mallory);
    const { tag } = await pairChannel(mallory.pair, bob.pair.epub);
    const write = (envelope: Envelope) =>
      new Promise<void>((resolve) => {
        const stream = mallory.gun.user().get('chats').get(tag);
        stream
          .get('d')
          .get(dayKeyOf(Date.now()))
          .get(envelope.id)
          .put(JSON.stringify(envelope), () => resolve());
      });
    const real = await alice.service.sendText(bob.pair.pub, secret('replayed'));
    const alicesEnvelope = await queued(alice, real.msgId);
    await eventually(() => bobHas(13), 15_000);
    const rejectedBefore = (await bob.service.stats()).rejected;
    // Alice's genuine envelope, replayed from Mallory's space.
    await write({ ...alicesEnvelope, id: 'replay1' });
    // Mallory signs with her key but claims to be Alice.
    const body = JSON.stringify({ text: secret('forged') });
    const own = await sealEnvelope(
      { id: 'forged1', type: 'text', ts: Date.now(), body },
      mallory.pair,
      bob.pair,
    );
    await write({ ...own, from: alice.pair.pub });
    // Mallory's own envelope with the ciphertext changed after signing.
    const altered = await sealEnvelope(
      { id: 'altered1', type: 'text', ts: Date.now(), body },
      mallory.pair,
      bob.pair,
    );
    await write({ ...altered, ct: `${altered.ct.slice(0, -2)}AA` });
    // Mallory's own signature over Alice and Bob's channel tag.
    const moved = await sealEnvelope(
      { id: 'moved1', type: 'text', ts: Date.now(), body },
      mallory.pair,
      bob.pair,
    );
    await write({ ...moved, chat: alicesEnvelope.chat });
    // Mallory's own, valid envelope of two days ago, put under today's day node.
    const early = await sealEnvelope(
      { id: 'wrongday1', type: 'text', ts: Date.now() - 2 * 24 * 3600_000, body },
      mallory.pair,
      bob.pair,
    );
    await write(early);
    await eventually(
      async () => {
        const { rejected } = await bob.service.stats();
        const more = (reason: keyof typeof rejected) =>
          (rejected[reason] ?? 0) - (rejectedBefore[reason] ?? 0);
        return (
          more('unexpected-sender') >= 2 &&
          more('bad-signature') >= 1 &&
          more('wrong-chat') >= 1 &&
          more('wrong-day') >= 1
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
        "SELECT 1 FROM messages WHERE msgId IN ('replay1', 'forged1', 'altered1', 'moved1', 'wrongday1')",
      ),
    ).toEqual([]);
  });

  it('lets no one else write into a user’s stream (the relay refuses)', async () => {
    const { tag } = await pairChannel(alice.pair, bob.pair.epub);
    const soul = `~${alice.pair.pub}/chats/${tag}/d/${dayKeyOf(Date.now())}`;
    const reply = await rawPut(mallory.gun, soul, 'intruder1', JSON.stringify({ v: 1 }));
    expect(reply?.err).toBe('Unverified data.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await bob.db.all("SELECT 1 FROM messages WHERE msgId = 'intruder1'")).toEqual([]);
  });

  it('retracts a message and sends a file with progress', async () => {
    const oops = await alice.service.sendText(bob.pair.pub, secret('retracted'));
    await eventually(() => bobHas(14), 15_000);
    await alice.service.retract(oops.msgId);
    await eventually(() => bobHas(13), 15_000, 'retracted at bob');
    const marker = secret('file content');
    const bytes = new TextEncoder().encode(marker.repeat(4_000)); // about 150 KB: several chunks
    const sent = await alice.service.send(bob.pair.pub, {
      kind: 'file',
      name: 'notes.txt',
      mime: 'text/plain',
      bytes,
    });
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
    await bob.service.deleteChat(alice.pair.pub);
    expect(await bobHas(0)).toBe(true);
    await bob.restart(); // follows Alice's stream from scratch: every old envelope is read again
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await bobHas(0)).toBe(true);
    expect((await bob.service.stats()).beforeDelete).toBeGreaterThan(10);
    await alice.service.sendText(bob.pair.pub, secret('after delete'));
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
