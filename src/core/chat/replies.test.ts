import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sealAtDay } from '../../../test/streams/support/forge.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import {
  befriend,
  createChatUser,
  messageRows,
  type ChatUser,
} from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { QUOTE_MAX_CHARS, quoteOf } from '../conversations/quote.ts';
import { dayKeyOf } from '../streams/days.ts';
import { accepted } from '../../../test/support/result.ts';
import { PairStreamKeys } from './pair-streams.ts';

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

describe('replies and forwarding', () => {
  let net: MemoryNetwork;
  let alice: ChatUser;
  let bob: ChatUser;
  let carol: ChatUser;

  beforeEach(async () => {
    net = new MemoryNetwork();
    const user = (name: string) => createChatUser(name, { graph: new MemoryNetwork().graphFor() });
    [alice, bob, carol] = await Promise.all([user('alice'), user('bob'), user('carol')]);
    await Promise.all(
      [alice, bob, carol].map((user) => user.restart({ graph: net.graphFor(user.pair.pub) })),
    );
    await befriend(alice, bob);
    await befriend(alice, carol);
  });

  afterEach(() => Promise.all([alice, bob, carol].map((user) => user.close())));

  const texts = async (user: ChatUser, peer: ChatUser) =>
    (await user.service.history(peer.pair.pub)).messages;
  const bobHas = async (n: number) => (await messageRows(bob)).length === n;

  it('carries the quoted message inside the sealed body to both sides', async () => {
    const question = await accepted(
      alice.service.sendText(bob.pair.pub, `Lunch? ${'x'.repeat(200)}`),
    );
    await eventually(() => bobHas(1), 5_000, 'question at bob');
    const [received] = await texts(bob, alice);
    if (!received) throw new Error('no question');
    const quote = quoteOf(received);
    expect(quote).toEqual({
      id: question.msgId,
      from: alice.pair.pub,
      kind: 'text',
      text: `Lunch? ${'x'.repeat(QUOTE_MAX_CHARS - 7)}`,
    });
    const answer = await accepted(
      bob.service.send(alice.pair.pub, {
        kind: 'text',
        text: 'Yes, at noon',
        replyTo: quote,
      }),
    );
    expect(answer).toMatchObject({ mine: true, replyTo: quote });
    const atAlice = await eventually(
      async () => (await texts(alice, bob)).find((m) => m.msgId === answer.msgId),
      5_000,
      'answer at alice',
    );
    expect(atAlice).toMatchObject({ mine: false, text: 'Yes, at noon', replyTo: quote });
    expect(JSON.stringify(net.entries())).not.toContain('Lunch?');
  });

  it('refuses to send a quote of what someone else wrote in another chat', async () => {
    const fromCarol = await accepted(carol.service.sendText(alice.pair.pub, 'for alice only'));
    expect(
      await alice.service.send(bob.pair.pub, {
        kind: 'text',
        text: 'hm',
        replyTo: quoteOf(fromCarol),
      }),
    ).toEqual({ ok: false, error: 'not-found' });
  });

  it('refuses a received reply whose quote is forged or oversized', async () => {
    const { mine } = await new PairStreamKeys(alice.chains).of(alice.pair, bob.pair);
    const write = async (id: string, replyTo: unknown) => {
      const ts = Date.now();
      const body = JSON.stringify({ text: `reply ${id}`, replyTo });
      const inner = { type: 'text', ts, to: bob.pair.pub, body };
      const { node, json, start } = await sealAtDay(mine, alice.pair, dayKeyOf(ts), id, inner, [
        bob.pair.pub,
      ]);
      if (start) net.put(alice.pair.pub, node, start.id, start.json);
      net.put(alice.pair.pub, node, id, json);
    };
    const quote = { id: 'q1', from: bob.pair.pub, kind: 'text', text: 'hello' };
    // Carol's words put in a reply of Alice's chat with Bob.
    await write('forged', { ...quote, from: carol.pair.pub });
    await write('oversized', { ...quote, text: 'y'.repeat(QUOTE_MAX_CHARS + 1) });
    await write('unknown-kind', { ...quote, kind: 'sticker' });
    await write('not-an-object', 'q1');
    await write('fitting', quote);
    await eventually(
      async () => ((await bob.service.stats()).rejected['bad-body'] ?? 0) >= 4,
      5_000,
      'refusals counted',
    );
    await eventually(() => bobHas(1), 5_000, 'the fitting reply');
    expect(await texts(bob, alice)).toEqual([
      expect.objectContaining({ msgId: 'fitting', replyTo: quote }),
    ]);
  });

  it('forwards a text, a picture and a file to another friend as new messages', async () => {
    const text = await accepted(
      bob.service.send(alice.pair.pub, {
        kind: 'text',
        text: 'pass it on',
        aiModel: 'qwen3',
      }),
    );
    const picture = await accepted(
      bob.service.send(alice.pair.pub, { kind: 'image', dataUrl: PIXEL }),
    );
    const bytes = new TextEncoder().encode('notes '.repeat(20_000));
    await accepted(
      bob.service.send(alice.pair.pub, {
        kind: 'file',
        name: 'notes.txt',
        mime: 'text/plain',
        bytes,
      }),
    );
    const complete = async (user: ChatUser, peer: ChatUser) => {
      const all = await texts(user, peer);
      return all.length === 3 && all.every((m) => m.kind !== 'file' || m.file.complete);
    };
    await eventually(() => complete(alice, bob), 10_000, 'all at alice');
    for (const message of [...(await texts(alice, bob))].reverse()) {
      await accepted(alice.service.forward(message, carol.pair.pub));
    }
    await eventually(() => complete(carol, alice), 10_000, 'copies at carol');
    const copies = await texts(carol, alice);
    const [file, image, copy] = copies;
    expect(copy).toMatchObject({ kind: 'text', text: 'pass it on', mine: false });
    expect(copy).not.toHaveProperty('aiModel');
    expect(copy?.msgId).not.toBe(text.msgId);
    expect(image).toMatchObject({ kind: 'image', dataUrl: PIXEL });
    // A picture is quoted by its kind alone, a file by its name.
    expect(quoteOf(picture)).toEqual({
      id: picture.msgId,
      from: bob.pair.pub,
      kind: 'image',
      text: '',
    });
    expect(file && quoteOf(file)).toMatchObject({ kind: 'file', text: 'notes.txt' });
    expect(image?.msgId).not.toBe(picture.msgId);
    if (file?.kind !== 'file') throw new Error('no file');
    const data = await carol.service.fileData(file.file.fileId);
    expect(data?.name).toBe('notes.txt');
    const base64 = data?.dataUrl.split(',')[1] ?? '';
    expect(Buffer.from(base64, 'base64').toString()).toBe('notes '.repeat(20_000));
  });
});
