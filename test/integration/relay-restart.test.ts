/**
 * The relay goes down while full cores have 100 messages on the way: some written, some being
 * written, some only queued. When it is back (same port, same data folder) every message arrives
 * exactly once and every one turns sent. (test/chat/chat-outage.test.ts covers a relay that is
 * already down when the messages are queued, at the ChatService level.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually, makeFriends, startCoreUser, type CoreUser } from './support/core-user.ts';

describe('a relay restart with 100 messages on the way', () => {
  let relay: TestRelay;
  let alice: CoreUser;
  let bob: CoreUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Alice'),
      startCoreUser(relay.gunUrl, 'Bob'),
    ]);
    await makeFriends(alice, bob);
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await relay?.dispose();
  });

  const sentCount = async () =>
    (await alice.texts(bob)).filter((m) => m.mine && m.status === 'sent').length;
  const fromAlice = async () => (await bob.texts(alice)).filter((m) => !m.mine);

  it('delivers all 100 exactly once after the relay comes back', async () => {
    const texts = Array.from({ length: 100 }, (_, i) => `on the way ${i}`);
    for (const text of texts.slice(0, 50))
      await accepted(alice.core.chat.sendText(bob.pair.pub, text));
    const stopped = relay.stop();
    for (const text of texts.slice(50))
      await accepted(alice.core.chat.sendText(bob.pair.pub, text));
    await stopped;
    await eventually(() => !alice.core.chat.online, 10_000, 'Alice sees the relay gone');
    expect((await alice.core.chat.stats()).queued).toBeGreaterThan(0);

    await relay.restart();
    await eventually(async () => (await fromAlice()).length === 100, 90_000, '100 at Bob');
    // A put in flight when the relay went down waits out its 20 s send time-out before it is
    // written again, so the last marks can come well after Bob has every message.
    await eventually(async () => (await sentCount()) === 100, 90_000, '100 sent');
    expect((await fromAlice()).map((m) => m.text)).toEqual(texts);
    expect((await alice.core.chat.stats()).queued).toBe(0);
    // Room for the waits above on a busy machine: the default 30 s cut them short.
  }, 240_000);
});
