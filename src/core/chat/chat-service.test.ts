import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import {
  addFriend,
  befriend,
  block,
  createChatUser,
  messageRows,
  newPair,
  type ChatUser,
} from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { StreamPublisher } from '../streams/publisher.ts';
import { PairStreamKeys } from './pair-streams.ts';
import { encodeBody, type WireBody } from '../streams/bodies.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import { dayKeyOf } from '../streams/days.ts';
import { sealAtDay } from '../../../test/streams/support/forge.ts';
import { enqueueStatement } from '../streams/outbox-queue.ts';
import { accepted } from '../../../test/support/result.ts';

describe('ChatService over an in-memory network', () => {
  let net: MemoryNetwork;
  let alice: ChatUser;
  let bob: ChatUser;

  beforeEach(async () => {
    net = new MemoryNetwork();
    const make = async (name: string) => {
      const pair = await newPair();
      const user = await createChatUser(name, { graph: net.graphFor(pair.pub) }, pair);
      await user.service.start();
      return user;
    };
    alice = await make('alice');
    bob = await make('bob');
    await befriend(alice, bob);
  });

  afterEach(async () => {
    await Promise.all([alice.close(), bob.close()]);
  });

  /** A record `from` seals to `to` and writes into its own stream, as its own client could. */
  const writeAs = async (
    from: ChatUser,
    to: KeyPair,
    message: { id: string; ts: number; body: WireBody },
    /** The day node it goes in, when not its time's. */
    day?: string,
  ) => {
    const { id, ts, body } = message;
    const inner = { ts, type: body.type, body: encodeBody(body) };
    const streams = new PairStreamKeys(from.chains);
    const record = day
      ? await sealAtDay(
          (await streams.of(from.pair, to)).mine,
          from.pair,
          day,
          id,
          {
            ...inner,
            to: to.pub,
          },
          [to.pub],
        )
      : await streams.seal(from.pair, to, { id, ...inner });
    const graph = net.graphFor(from.pair.pub);
    await new StreamPublisher(graph, () => from.pair, from.chains).publish([record], 1_000);
  };

  /** The node and value of a record on the graph. */
  const onGraph = (id: string) => {
    const found = net.entries().find(([, , key]) => key === id);
    if (!found) throw new Error(`${id} is not on the graph`);
    return found;
  };

  const statusOf = async (user: ChatUser, msgId: string) =>
    (
      await user.db.all<{ status: string }>('SELECT status FROM messages WHERE msgId = ?', [msgId])
    )[0]?.status;

  it('delivers a text, and only the receipt turns it sent', async () => {
    const sent = await accepted(alice.service.sendText(bob.pair.pub, 'hello bob'));
    expect(sent.status).toBe('pending');
    expect(await alice.db.all('SELECT id FROM message_queue')).toEqual([{ id: sent.msgId }]);
    await eventually(async () => (await statusOf(alice, sent.msgId)) === 'sent', 5_000, 'sent');
    expect(await messageRows(bob)).toEqual([
      { msgId: sent.msgId, sender: alice.pair.pub, content: 'hello bob', status: 'received' },
    ]);
    expect(await alice.db.all('SELECT id FROM message_queue')).toEqual([]);
    expect(alice.events).toContainEqual(
      expect.objectContaining({ type: 'status', msgId: sent.msgId, status: 'sent' }),
    );
    const list = await bob.service.chatList();
    expect(list.recent).toMatchObject([
      { pub: alice.pair.pub, lastMsg: 'hello bob', hasNew: true },
    ]);
    await bob.service.openChat(alice.pair.pub);
    expect((await bob.service.chatList()).recent[0]?.hasNew).toBe(false);
    expect((await alice.service.chatList()).recent[0]?.lastStatus).toBe('sent');
  });

  it('counts unread messages per chat until the chat is opened', async () => {
    for (const text of ['one', 'two', 'three'])
      await accepted(alice.service.sendText(bob.pair.pub, text));
    await eventually(async () => (await bob.service.chatList()).recent[0]?.unread === 3);
    await bob.service.openChat(alice.pair.pub);
    expect((await bob.service.chatList()).recent[0]).toMatchObject({ unread: 0, hasNew: false });
    // While the chat is open, what arrives is read at once.
    await accepted(alice.service.sendText(bob.pair.pub, 'four'));
    await eventually(async () => (await messageRows(bob)).length === 4);
    expect((await bob.service.chatList()).recent[0]?.unread).toBe(0);
    bob.service.closeChat(alice.pair.pub);
    await accepted(alice.service.sendText(bob.pair.pub, 'five'));
    await eventually(async () => (await bob.service.chatList()).recent[0]?.unread === 1);
  });

  it('keeps order, pages history by 15 and opens at a message', async () => {
    for (let i = 0; i < 40; i++)
      await accepted(alice.service.sendText(bob.pair.pub, `message ${i}`));
    await eventually(async () => (await messageRows(bob)).length === 40, 8_000, '40 stored');
    expect((await messageRows(bob)).map((row) => row.content)).toEqual(
      Array.from({ length: 40 }, (_, i) => `message ${i}`),
    );
    const first = await bob.service.history(alice.pair.pub);
    expect(first.messages.map((m) => (m.kind === 'text' ? m.text : ''))[0]).toBe('message 39');
    expect(first.messages).toHaveLength(15);
    const second = await bob.service.history(alice.pair.pub, { before: first.older ?? '' });
    const third = await bob.service.history(alice.pair.pub, { before: second.older ?? '' });
    expect(third.messages).toHaveLength(10);
    expect(third.older).toBeNull();
    const target = (await messageRows(bob))[5]?.msgId ?? '';
    const around = await bob.service.historyAround(alice.pair.pub, target);
    expect(around?.messages.map((m) => m.msgId)).toContain(target);
    expect(around?.messages).toHaveLength(15);
    const down = await bob.service.newer(alice.pair.pub, around?.newer ?? '');
    expect(down.messages).toHaveLength(15);
  });

  it('stores a re-written envelope once and acknowledges it again', async () => {
    const sent = await accepted(alice.service.sendText(bob.pair.pub, 'only once'));
    await eventually(async () => (await statusOf(alice, sent.msgId)) === 'sent');
    const [owner, node, key, value] = onGraph(sent.msgId);
    net.put(owner, node, key, value);
    await eventually(async () => (await bob.service.stats()).duplicates === 1);
    expect(await messageRows(bob)).toHaveLength(1);
  });

  it('refuses a friend’s message stamped beyond the clock skew into the future', async () => {
    const now = Date.now();
    // Both in the day node Bob reads today, whatever the time of day.
    const today = dayKeyOf(now);
    const seal = (id: string, ts: number) =>
      writeAs(alice, bob.pair, { id, ts, body: { type: 'text', text: id } }, today);
    const endOfToday =
      Date.UTC(+today.slice(0, 4), +today.slice(4, 6) - 1, +today.slice(6) + 1) - 1;
    await seal('soon', Math.min(now + MAX_CLOCK_SKEW_MS / 2, endOfToday));
    await seal('tomorrow', now + 24 * 3600_000);
    await eventually(async () => (await bob.service.stats()).rejected['from-the-future'] === 1);
    await eventually(async () => (await messageRows(bob)).length === 1);
    expect((await messageRows(bob)).map((row) => row.msgId)).toEqual(['soon']);
  });

  it('takes a friend’s message even when another friend used its id first', async () => {
    bob.service.stop();
    const genuine = await accepted(alice.service.sendText(bob.pair.pub, 'the genuine one'));
    await eventually(() => net.entries().some(([, , key]) => key === genuine.msgId));
    // Carol, another friend of Bob's, copies the id she saw on the graph, and Bob reads her first.
    const carolPair = await newPair();
    const carol = await createChatUser('carol', { graph: net.graphFor(carolPair.pub) }, carolPair);
    await befriend(carol, bob);
    await bob.db.run('DELETE FROM buddies WHERE buddyPub = ?', [alice.pair.pub]);
    const ts = Date.now();
    const copy = (id: string, body: WireBody) => writeAs(carol, bob.pair, { id, ts, body });
    await copy(genuine.msgId, { type: 'text', text: 'a copy with the same id' });
    await copy('carol-retract', { type: 'retract', target: genuine.msgId });
    await bob.restart({ graph: net.graphFor(bob.pair.pub) });
    // Carol's retraction can only take back her own copy.
    const carols = () =>
      bob.db.all('SELECT msgId, deleted FROM messages WHERE sender = ?', [carol.pair.pub]);
    await eventually(async () => (await carols())[0]?.deleted === 1, 5_000, 'copy retracted');
    await addFriend(bob, alice);
    await eventually(async () => (await statusOf(alice, genuine.msgId)) === 'sent', 5_000, 'sent');
    expect(await carols()).toEqual([{ msgId: genuine.msgId, deleted: 1 }]);
    expect((await messageRows(bob)).map((row) => [row.sender, row.content])).toEqual([
      [alice.pair.pub, 'the genuine one'],
    ]);
    expect(await bob.service.history(alice.pair.pub)).toMatchObject({
      messages: [{ msgId: genuine.msgId, text: 'the genuine one' }],
    });
    await carol.close();
  });

  it('drops what blocked users and strangers send', async () => {
    await block(bob, alice);
    await accepted(alice.service.sendText(bob.pair.pub, 'blocked words'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messageRows(bob)).toEqual([]);
    expect(await bob.service.sendText(alice.pair.pub, 'hi')).toEqual({
      ok: false,
      error: 'blocked',
    });
    const carolPair = await newPair();
    const carol = await createChatUser('carol', { graph: net.graphFor(carolPair.pub) }, carolPair);
    await carol.service.start();
    await addFriend(carol, bob);
    await accepted(carol.service.sendText(bob.pair.pub, 'from a stranger'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messageRows(bob)).toEqual([]);
    expect(await alice.service.sendText(carol.pair.pub, 'x')).toEqual({
      ok: false,
      error: 'not-a-friend',
    });
    await carol.close();
  });

  it('retracts a message on both sides', async () => {
    const sent = await accepted(alice.service.sendText(bob.pair.pub, 'oops'));
    await eventually(async () => (await messageRows(bob)).length === 1);
    await accepted(alice.service.retract(sent.msgId));
    await eventually(async () => (await messageRows(bob)).length === 0, 5_000, 'retracted');
    expect(await messageRows(alice)).toEqual([]);
    expect(bob.events).toContainEqual(
      expect.objectContaining({ type: 'message-removed', msgId: sent.msgId }),
    );
    const list = await bob.service.chatList();
    expect(list.recent[0]?.lastMsg).toBeNull();
  });

  it('honours the deleted timestamp: deleted messages never come back', async () => {
    const old = await accepted(alice.service.sendText(bob.pair.pub, 'before delete'));
    await eventually(async () => (await messageRows(bob)).length === 1);
    await accepted(bob.service.deleteChat(alice.pair.pub));
    expect(await messageRows(bob)).toEqual([]);
    expect((await bob.service.chatList()).recent).toEqual([]);
    await bob.restart({ graph: net.graphFor(bob.pair.pub) }); // reads the stream again
    // The old record written again: read before, its key is used up.
    const [owner, node, key, value] = onGraph(old.msgId);
    net.put(owner, node, key, value);
    await eventually(async () => (await bob.service.stats()).duplicates > 0, 5_000, 'replay');
    // One dated before the deletion, arriving only now.
    const [sent] = await alice.db.all<{ timestamp: number }>(
      'SELECT timestamp FROM messages WHERE msgId = ?',
      [old.msgId],
    );
    const ts = sent?.timestamp ?? 0;
    await writeAs(alice, bob.pair, { id: 'late', ts, body: { type: 'text', text: 'late' } });
    await eventually(async () => (await bob.service.stats()).beforeDelete > 0, 5_000, 'late');
    expect(await messageRows(bob)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await accepted(alice.service.sendText(bob.pair.pub, 'after delete'));
    await eventually(async () => (await messageRows(bob)).length === 1);
  });

  it('sends a file in chunks with progress and reassembles it', async () => {
    const bytes = new Uint8Array(130_000).map((_, i) => (i * 7) % 256);
    const sent = await accepted(
      alice.service.send(bob.pair.pub, {
        kind: 'file',
        name: 'data.bin',
        mime: 'application/octet-stream',
        bytes,
      }),
    );
    await eventually(
      async () => (await statusOf(alice, sent.msgId)) === 'sent',
      8_000,
      'file sent',
    );
    const received = (await bob.service.history(alice.pair.pub)).messages[0];
    expect(received).toMatchObject({
      kind: 'file',
      file: { name: 'data.bin', size: 130_000, complete: true },
    });
    const fileId = received?.kind === 'file' ? received.file.fileId : '';
    const data = await bob.service.fileData(fileId);
    const base64 = data?.dataUrl.split(',')[1] ?? '';
    expect(Buffer.from(base64, 'base64').equals(Buffer.from(bytes))).toBe(true);
    const progress = (user: ChatUser, direction: string) =>
      user.events.filter((e) => e.type === 'file-progress' && e.direction === direction);
    expect(progress(bob, 'in').at(-1)).toMatchObject({ done: 3, total: 3 });
    expect(progress(alice, 'out').at(-1)).toMatchObject({ done: 3, total: 3 });
    expect(
      await alice.service.send(bob.pair.pub, {
        kind: 'file',
        name: 'big',
        mime: 'x/y',
        bytes: new Uint8Array(10 * 1024 * 1024 + 1),
      }),
    ).toEqual({ ok: false, error: 'file-too-large' });
  });

  it('keeps messages pending while offline and sends them when back', async () => {
    net.online = false;
    const sent = await accepted(alice.service.sendText(bob.pair.pub, 'while offline'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(alice, sent.msgId)).toBe('pending');
    net.online = true;
    await eventually(async () => (await statusOf(alice, sent.msgId)) === 'sent', 8_000, 'sent');
  });

  it('queues a draft while the friend’s key is unknown and seals it once known', async () => {
    await alice.db.run('UPDATE buddies SET epub = NULL');
    alice.directory.changed();
    const sent = await accepted(alice.service.sendText(bob.pair.pub, 'sealed later'));
    const [row] = await alice.db.all<{ networkMsg: string }>(
      'SELECT networkMsg FROM message_queue',
    );
    expect(JSON.parse(row?.networkMsg ?? '{}')).toHaveProperty('draft');
    await addFriend(alice, bob);
    await eventually(async () => (await statusOf(alice, sent.msgId)) === 'sent', 8_000, 'sent');
  });

  it('searches my messages and lists, pins and hides chats', async () => {
    await accepted(alice.service.sendText(bob.pair.pub, 'the quick brown fox'));
    await accepted(alice.service.sendText(bob.pair.pub, 'lazy dog'));
    await eventually(async () => (await messageRows(bob)).length === 2);
    const hits = await bob.service.search('brown');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ peer: alice.pair.pub, mine: false });
    expect(hits[0]?.snippet).toContainEqual({ text: 'brown', match: true });
    expect(await bob.service.search('og')).toHaveLength(1);
    expect(await accepted(bob.service.hide(alice.pair.pub))).toBe(true);
    await bob.service.openChat(alice.pair.pub);
    expect((await bob.service.chatList()).recent).toEqual([]);
    await accepted(bob.service.pin(alice.pair.pub));
    expect((await bob.service.chatList()).pinned).toMatchObject([{ pub: alice.pair.pub }]);
    expect(await accepted(bob.service.hide(alice.pair.pub))).toBe(false);
    expect((await bob.service.chatList('nobody')).pinned).toEqual([]);
  });

  it('clears all chats and keeps the moments and likes still waiting to go out', async () => {
    await accepted(alice.service.sendText(bob.pair.pub, 'gone with the chats'));
    const queue = (id: string, chatId: string) =>
      enqueueStatement({ id, lane: 'moment', chatId, stored: '{}' }, Date.now() + 3_600_000);
    await alice.db.batch([queue('a-moment', 'feed'), queue('a-like', 'talk|alice/moment')]);
    await accepted(alice.service.clearAllChats());
    expect(await messageRows(alice)).toEqual([]);
    expect(await alice.db.all('SELECT id, lane FROM message_queue ORDER BY id')).toEqual([
      { id: 'a-like', lane: 'moment' },
      { id: 'a-moment', lane: 'moment' },
    ]);
  });
});
