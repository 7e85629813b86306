import type { Page } from '@playwright/test';
import { startCoreUser } from '../test/integration/support/core-user.ts';
import { openChat } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { suiteGunUrl } from './support/seed.ts';

const PASSWORD = 'devices test password';

const notice = (page: Page) => page.getByRole('status', { name: 'Device changes' });

test('a friend’s new device is noticed in our chat, and the safety number verifies them', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(180_000);
  const alice = await newUser();
  const {
    users: [{ pub: alicePub }],
    partners: [bob],
  } = await seed([alice], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  await expect
    .poll(async () => (await bob.core.devices.myDevices()).devices.length, {
      timeout: NETWORK_TIMEOUT_MS,
    })
    .toBe(1);

  // Bob signs in on a second device: Alice's chat with him says so.
  const bobsTablet = await startCoreUser(suiteGunUrl(), 'Bob', {
    importPair: bob.pair,
    deviceName: 'Tablet',
  });
  try {
    await openChat(alice.page, 'Bob');
    await expect(notice(alice.page)).toContainText('Bob added a new device.', {
      timeout: NETWORK_TIMEOUT_MS,
    });

    // The safety number is the one Bob's device shows; Alice marks him verified.
    await notice(alice.page).getByRole('link', { name: 'Safety number' }).click();
    const bobs = await bob.core.devices.verification(alicePub);
    const groups = (bobs?.number ?? 'no number').match(/\d{5}/g)?.join(' ') ?? '';
    await expect(alice.page.getByText(groups, { exact: true })).toBeVisible();
    const standing = alice.page.getByRole('status').filter({ hasText: /verified Bob/ });
    await expect(standing).toHaveText('You have not verified Bob.');
    await alice.page.getByRole('button', { name: 'Mark as verified' }).click();
    await expect(standing).toHaveText('You have verified Bob.');

    // Bob removes the tablet: Alice is warned that a friend she verified changed devices.
    const tablet = (await bobsTablet.core.devices.myDevices()).devices.find((d) => d.current);
    expect(await bob.core.devices.removeDevice(tablet?.id ?? '')).toEqual({
      ok: true,
      value: undefined,
    });
    await expect(alice.page.getByRole('alert')).toContainText(
      "Bob's devices changed after you verified them.",
      { timeout: NETWORK_TIMEOUT_MS },
    );
    await alice.page.getByRole('button', { name: 'Mark as verified' }).click();
    await expect(alice.page.getByRole('alert')).toHaveCount(0);

    await openChat(alice.page, 'Bob');
    await expect(notice(alice.page)).toContainText('Bob removed a device.');
    await notice(alice.page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice(alice.page)).toHaveCount(0);
  } finally {
    await bobsTablet.close();
  }
});
