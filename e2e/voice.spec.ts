import { openChat } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { seedAccounts } from './support/seed.ts';

const PASSWORD = 'voice test password';

test('a recorded voice message arrives with its duration and plays', async ({ newUser }) => {
  test.setTimeout(180_000);
  const [a, b] = await Promise.all([newUser(), newUser()]);
  await a.context.grantPermissions(['microphone']);
  await seedAccounts([a, b], PASSWORD, [[0, 1]]);
  await Promise.all([openChat(a.page, 'Bob'), openChat(b.page, 'Alice')]);

  // Chromium's synthetic microphone: record about two seconds, then send.
  await a.page.getByRole('button', { name: 'Record a voice message' }).click();
  await expect(a.page.getByRole('status').filter({ hasText: 'Recording 0:02' })).toBeVisible();
  await a.page.getByRole('button', { name: 'Send voice message' }).click();

  const mine = a.page.getByLabel(/^Voice message, 0:0[23]$/);
  await expect(mine).toBeVisible();
  const theirs = b.page.getByLabel(/^Voice message, 0:0[23]$/);
  await expect(theirs).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(b.page.getByLabel(/^Voice message, /)).toHaveCount(1);
  // The recording is real audio the browser can decode, not an empty blob.
  const seconds = await theirs.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        const done = () => resolve(audio.duration);
        if (audio.readyState >= 1) done();
        audio.addEventListener('loadedmetadata', done, { once: true });
        audio.addEventListener('error', () => reject(new Error('audio did not load')), {
          once: true,
        });
      }),
  );
  expect(seconds).toBeGreaterThan(0);
});
