/**
 * Auto-reply end to end: two full cores, a real relay and the simulated model server. Bob's
 * auto-reply answers Alice through the encrypted chat; both sides see the answer marked as
 * AI-written, and Alice's own auto-reply never answers it, so two bots cannot talk forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually, makeFriends, startCoreUser, type CoreUser } from './support/core-user.ts';

const MODEL = 'llama3.2:latest';
const GREETING = 'Welcome, Alice';

describe('auto-reply between two full cores', () => {
  let relay: TestRelay;
  let server: ModelServer;
  let alice: CoreUser;
  let bob: CoreUser;

  const enableAutoReply = async (user: CoreUser, friend: CoreUser) => {
    await user.core.ai.settings.save({ apiUrl: server.url });
    const saved = await user.core.ai.autoReply.save({
      isEnabled: true,
      enabledBuddies: [friend.pair.pub],
      settings: { model: MODEL, replyDelay: 0 },
    });
    expect(saved.ok).toBe(true);
  };

  beforeAll(async () => {
    [relay, server] = await Promise.all([
      startTestRelay({ serveApp: false }),
      startModelServer({ chunkDelayMs: 1 }),
    ]);
    [alice, bob] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Alice'),
      startCoreUser(relay.gunUrl, 'Bob', { greeting: GREETING }),
    ]);
    await makeFriends(alice, bob);
    await eventually(async () => (await alice.texts(bob)).length === 1, 15_000, 'greeting');
    await Promise.all([enableAutoReply(alice, bob), enableAutoReply(bob, alice)]);
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await Promise.all([relay?.dispose(), server?.close()]);
  });

  it('answers a friend through the chat, marked as AI-written on both sides', async () => {
    await accepted(alice.core.chat.sendText(bob.pair.pub, 'What is the plan?'));
    const reply = await eventually(
      async () => (await alice.texts(bob)).find((m) => !m.mine && m.aiModel !== undefined),
      20_000,
      'AI reply at Alice',
    );
    expect(reply).toMatchObject({ text: 'You said: What is the plan?', aiModel: MODEL });
    const own = (await bob.texts(alice)).find((m) => m.msgId === reply.msgId);
    expect(own).toMatchObject({ mine: true, aiModel: MODEL, text: reply.text });
    // Bob's model saw the chat so far: his greeting as the assistant, then Alice's question.
    const request = await server.waitForRequest('/api/chat');
    expect((request.body as { messages: unknown[] }).messages).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'What is the plan?' },
    ]);
  });

  it('never answers an AI-written message, so two auto-repliers do not loop', async () => {
    const chats = () => server.requests.filter((r) => r.path === '/api/chat').length;
    expect(chats()).toBe(1);
    // Alice's reply bot is on for Bob and got his AI answer live; give it time to (not) act.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(chats()).toBe(1);
    expect((await bob.texts(alice)).map((m) => m.text)).toEqual([
      GREETING,
      'What is the plan?',
      'You said: What is the plan?',
    ]);
    // A person's text from Bob is still answered by Alice's bot.
    await accepted(bob.core.chat.sendText(alice.pair.pub, 'Are you a bot too?'));
    await eventually(
      async () => (await bob.texts(alice)).some((m) => m.aiModel === MODEL && !m.mine),
      20_000,
      'Alice’s bot answers a person',
    );
    expect(chats()).toBe(2);
  });

  it('keeps answering after the app is reloaded, and never answers old messages again', async () => {
    const chats = () => server.requests.filter((r) => r.path === '/api/chat').length;
    await eventually(async () => (await bob.texts(alice)).length === 5, 20_000, 'all at Bob');
    await bob.reload();
    // Bob's reloaded core reads Alice's stream again: nothing in it is new, so nothing is answered.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(chats()).toBe(2);
    await accepted(alice.core.chat.sendText(bob.pair.pub, 'Back again?'));
    await eventually(
      async () => (await alice.texts(bob)).some((m) => m.text === 'You said: Back again?'),
      20_000,
      'answer after the reload',
    );
    expect(chats()).toBe(3);
  });
});
