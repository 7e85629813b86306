/**
 * A message no relay takes shows failed after the send time-out, with the reason for the app;
 * Retry sends it once a relay is back, and what was not retried still goes out in the background.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { sendFailureOf } from '../../src/core/chat/chat-types.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { befriend, messageRows } from './support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startGunChatUser, type GunChatUser } from './support/gun-chat.ts';

describe('send time-out', () => {
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
    // A short time-out keeps the test quick; the app runs with the spec's 20 s.
    await alice.restart({ limits: { sendTimeoutMs: 2_000 } });
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await relay?.dispose();
  });

  const statusOf = async (msgId: string) =>
    (
      await alice.db.all<{ status: string; error: string | null }>(
        'SELECT status, error FROM messages WHERE msgId = ?',
        [msgId],
      )
    )[0];
  const atBob = async () =>
    (await messageRows(bob)).filter((row) => row.sender === alice.pair.pub).map((r) => r.content);

  it('shows failed with the relay stopped, then Retry delivers it', async () => {
    const warmUp = await accepted(alice.service.sendText(bob.pair.pub, 'warm-up'));
    await eventually(async () => (await statusOf(warmUp.msgId))?.status === 'sent', 15_000, 'sent');
    await relay.stop();
    await eventually(() => alice.gun.connectedPeerCount() === 0, 10_000, 'alice offline');

    const retried = await accepted(alice.service.sendText(bob.pair.pub, 'retried'));
    const left = await accepted(alice.service.sendText(bob.pair.pub, 'left alone'));
    await eventually(
      async () => (await statusOf(left.msgId))?.status === 'failed',
      15_000,
      'failed after the time-out',
    );
    const failed = await statusOf(retried.msgId);
    expect(failed?.status).toBe('failed');
    expect(sendFailureOf(failed?.error ?? null)).toBe('no-relay');
    expect(alice.events).toContainEqual(
      expect.objectContaining({ type: 'status', msgId: retried.msgId, status: 'failed' }),
    );

    await relay.restart();
    await accepted(alice.service.retry(retried.msgId));
    expect((await statusOf(retried.msgId))?.status).toBe('pending');
    await eventually(
      async () => (await statusOf(retried.msgId))?.status === 'sent',
      30_000,
      'sent',
    );
    // Not retried by hand: still written in the background, and settled by the receipt.
    await eventually(async () => (await statusOf(left.msgId))?.status === 'sent', 30_000, 'sent');
    expect(await atBob()).toEqual(['warm-up', 'retried', 'left alone']);
  });
});
