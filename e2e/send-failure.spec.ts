import { expect, test } from './support/fixtures.ts';
import { relayLink } from './support/relay-link.ts';
import { message, openChat, send, sending } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { expectPartnerReceived, textsFrom } from './support/partner.ts';

const PASSWORD = 'send failure password';
/** The spec's send time-out is 20 s; allow the outbox's pass after it. */
const FAILED_WITHIN_MS = 40_000;

test('with the relay unreachable: an offline banner, "not sent" after the time-out, and Retry delivers', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const a = await newUser();

  // Alice's connection to the relay goes through here, so it can be cut and restored.
  const link = await relayLink(a.context);

  const {
    users: [alice],
    partners: [bob],
  } = await seed([a], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  await openChat(a.page, 'Bob');

  await link.cut();
  const banner = a.page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(banner).toHaveText(
    'Offline: messages will be sent when a relay is reachable again.',
    { timeout: NETWORK_TIMEOUT_MS },
  );
  // The app makes room for it: the page's toolbar stays in view below it.
  const strip = await banner.boundingBox();
  const back = await a.page.getByRole('button', { name: 'Back', exact: true }).boundingBox();
  expect(back?.y).toBeGreaterThanOrEqual((strip?.y ?? 0) + (strip?.height ?? 0));

  const text = 'written while cut off';
  await send(a.page, text);
  const mine = message(a.page, text);
  await expect(sending(mine)).toBeVisible();
  await expect(mine.getByText('Not sent: no relay answered.')).toBeVisible({
    timeout: FAILED_WITHIN_MS,
  });
  const retry = mine.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  expect(await textsFrom(bob, alice.pub)).not.toContain(text);

  link.restore();
  await retry.click();
  await expect(mine.getByText('Not sent: no relay answered.')).toBeHidden();
  await expect(banner).toBeHidden({ timeout: NETWORK_TIMEOUT_MS });
  await expectPartnerReceived(bob, alice.pub, text);
  await expect(retry).toBeHidden();
  await expect(sending(mine)).toBeHidden({ timeout: NETWORK_TIMEOUT_MS });
});
