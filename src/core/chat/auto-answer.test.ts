import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accepted } from '../../../test/support/result.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import {
  befriend,
  createChatUser,
  messageRows,
  type ChatUser,
} from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import type { AutoReplyOutcome, IncomingMessage } from '../ai/auto-reply.ts';
import { answerLiveTexts, LIVE_WINDOW_MS } from './auto-answer.ts';
import type { ChatServiceDeps } from './chat-service.ts';

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

describe('AI-written texts and live auto-answers', () => {
  let net: MemoryNetwork;
  let alice: ChatUser;
  let bob: ChatUser;
  /** What Bob's auto-replier was handed. */
  let handed: IncomingMessage[];
  let enabled: boolean;
  let stopAnswering: () => void;

  const restart = (user: ChatUser, deps: Partial<ChatServiceDeps> = {}) =>
    user.restart({ graph: net.graphFor(user.pair.pub), ...deps });
  const answerForBob = () =>
    answerLiveTexts({
      chat: bob.service,
      autoReply: {
        isEnabledFor: (pub) => enabled && pub === alice.pair.pub,
        handleIncoming: (message): Promise<AutoReplyOutcome> => {
          handed.push(message);
          return Promise.resolve({ sent: false, reason: 'disabled' });
        },
      },
      now: Date.now,
    });
  const bobHas = async (n: number) => (await messageRows(bob)).length === n;

  beforeEach(async () => {
    net = new MemoryNetwork();
    alice = await createChatUser('alice', { graph: new MemoryNetwork().graphFor() });
    bob = await createChatUser('bob', { graph: new MemoryNetwork().graphFor() });
    await Promise.all([restart(alice), restart(bob)]);
    await befriend(alice, bob);
    handed = [];
    enabled = true;
    stopAnswering = answerForBob();
  });

  afterEach(async () => {
    stopAnswering();
    await Promise.all([alice.close(), bob.close()]);
  });

  it('carries the writing model in the sealed body to both sides', async () => {
    const ai = await accepted(
      alice.service.send(bob.pair.pub, {
        kind: 'text',
        text: 'written by a model',
        aiModel: 'llama3.2',
      }),
    );
    const human = await accepted(alice.service.sendText(bob.pair.pub, 'written by a person'));
    expect(ai).toMatchObject({ kind: 'text', aiModel: 'llama3.2', mine: true });
    expect(human).not.toHaveProperty('aiModel');
    await eventually(() => bobHas(2), 5_000, 'both at bob');
    const [second, first] = (await bob.service.history(alice.pair.pub)).messages;
    expect(first).toMatchObject({ text: 'written by a model', aiModel: 'llama3.2', mine: false });
    expect(second).toMatchObject({ text: 'written by a person' });
    expect(second).not.toHaveProperty('aiModel');
    // The marker is inside the ciphertext, not beside it.
    expect(JSON.stringify(net.entries())).not.toContain('llama3.2');
  });

  it('hands over live texts from enabled friends with the chat so far as context', async () => {
    await accepted(alice.service.sendText(bob.pair.pub, 'hello bob'));
    await eventually(() => handed.length === 1, 5_000, 'first handed over');
    await accepted(bob.service.sendText(alice.pair.pub, 'hi alice'));
    await accepted(alice.service.send(bob.pair.pub, { kind: 'image', dataUrl: PIXEL }));
    await accepted(alice.service.sendText(bob.pair.pub, 'how are you?'));
    await eventually(() => handed.length === 2, 5_000, 'second handed over');
    expect(handed[1]).toEqual({
      friendPub: alice.pair.pub,
      text: 'how are you?',
      aiGenerated: false,
      context: [
        { role: 'user', content: 'hello bob' },
        { role: 'assistant', content: 'hi alice' },
      ],
    });
    await accepted(
      alice.service.send(bob.pair.pub, { kind: 'text', text: 'a bot', aiModel: 'qwen3' }),
    );
    await eventually(() => handed.length === 3, 5_000, 'AI text handed over');
    expect(handed[2]).toMatchObject({ text: 'a bot', aiGenerated: true });
    enabled = false;
    await accepted(alice.service.sendText(bob.pair.pub, 'not for the bot'));
    await eventually(() => bobHas(5), 5_000, 'stored');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handed).toHaveLength(3);
  });

  it('never answers history: old messages, or messages read again after a reload', async () => {
    await accepted(alice.service.sendText(bob.pair.pub, 'live'));
    await eventually(() => handed.length === 1, 5_000, 'live handed over');
    // Sent by a clock a little over the live window behind: caught up, not live.
    await restart(alice, { now: () => Date.now() - LIVE_WINDOW_MS - 5_000 });
    await accepted(alice.service.sendText(bob.pair.pub, 'from a while ago'));
    await eventually(() => bobHas(2), 5_000, 'old message stored');
    // Bob reloads and reads Alice's whole stream again.
    stopAnswering();
    await restart(bob);
    stopAnswering = answerForBob();
    await eventually(async () => (await bob.service.stats()).duplicates >= 2, 5_000, 'read again');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handed.map((message) => message.text)).toEqual(['live']);
  });
});
