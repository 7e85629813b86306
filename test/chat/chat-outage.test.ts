/** Delivery across a relay restart and a recipient that was away: nothing lost, nothing twice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { befriend, messageRows } from './support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startGunChatUser, type GunChatUser } from './support/gun-chat.ts';

describe('delivery through outages', () => {
  let relay: TestRelay;
  let alice: GunChatUser;
  let bob: GunChatUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob] = await Promise.all([
      startGunChatUser(relay.gunUrl, 'alice'),
      startGunChatUser(relay.gunUrl, 'bob'),
    ]);
    await befriend(alice, bob);
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await relay?.dispose();
  });

  const fromAlice = async () =>
    (await messageRows(bob)).filter((row) => row.sender === alice.pair.pub);
  const sentCount = async () =>
    (await alice.db.all("SELECT 1 FROM messages WHERE status = 'sent'")).length;

  it('delivers 100 messages queued while the relay was down, each once', async () => {
    await accepted(alice.service.sendText(bob.pair.pub, 'warm-up'));
    await eventually(async () => (await sentCount()) === 1, 15_000, 'warm-up sent');
    await relay.stop();
    await eventually(() => alice.gun.connectedPeerCount() === 0, 10_000, 'alice offline');
    const texts = Array.from({ length: 100 }, (_, i) => `queued ${i}`);
    for (const text of texts) await accepted(alice.service.sendText(bob.pair.pub, text));
    expect(await alice.db.all('SELECT 1 FROM message_queue')).toHaveLength(100);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await sentCount()).toBe(1);
    await relay.restart();
    await eventually(async () => (await fromAlice()).length === 101, 45_000, '100 at bob');
    await eventually(async () => (await sentCount()) === 101, 30_000, '100 sent');
    expect((await fromAlice()).map((row) => row.content)).toEqual(['warm-up', ...texts]);
    expect(await alice.db.all('SELECT 1 FROM message_queue')).toEqual([]);
    expect(
      await bob.db.all('SELECT msgId FROM messages GROUP BY msgId HAVING count(*) > 1'),
    ).toEqual([]);
  });

  it('gives a recipient who was away everything, in order', async () => {
    await bob.goOffline();
    const texts = Array.from({ length: 5 }, (_, i) => `while away ${i}`);
    for (const text of texts) await accepted(alice.service.sendText(bob.pair.pub, text));
    await eventually(
      async () =>
        (await alice.db.all('SELECT 1 FROM message_queue WHERE lastAttempt IS NOT NULL')).length ===
        5,
      15_000,
      'written to the relay',
    );
    await bob.comeBack();
    await eventually(async () => (await fromAlice()).length === 106, 20_000, '5 at bob');
    expect((await fromAlice()).slice(-5).map((row) => row.content)).toEqual(texts);
    await eventually(async () => (await sentCount()) === 106, 20_000, 'all sent');
  });
});
