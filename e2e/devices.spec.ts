import type { Page } from '@playwright/test';
import { startCoreUser } from '../test/integration/support/core-user.ts';
import { message, openChat } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { exportKeyPairFile, importKeyPairFile } from './support/key-transfer.ts';
import { navigate } from './support/navigate.ts';
import { partnerSends } from './support/partner.ts';
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

test('a new device of mine gets my history when another of my devices sends it', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(240_000);
  const phone = await newUser();
  const {
    users: [{ pub: alicePub }],
    partners: [bob],
  } = await seed([phone], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  const before = 'said before the laptop came';
  await partnerSends(bob, alicePub, before);
  await openChat(phone.page, 'Bob');
  await expect(message(phone.page, before)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });

  // The laptop signs in with the key alone: it shows its own code under This device.
  const passphrase = 'the key travels under this passphrase';
  const keyFile = await exportKeyPairFile(phone.page, PASSWORD, passphrase);
  const laptop = await newUser();
  await importKeyPairFile(laptop.page, keyFile, passphrase, 'the laptop password');
  await navigate(laptop.page, '/devices');
  const own = laptop.page.locator('ion-item').filter({ hasText: 'This device' });
  await expect(own).toContainText(/Code [0-9A-Z]{4}-[0-9A-Z]{4}/, { timeout: NETWORK_TIMEOUT_MS });
  const code = /Code ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(await own.innerText())?.[1] ?? '';

  // The phone lists the laptop with the same code, and sends it the history.
  await navigate(phone.page, '/devices');
  const row = phone.page.locator('ion-item').filter({ hasText: `Code ${code}` });
  await expect(row).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await row.getByRole('button', { name: /^Send history to / }).click();
  const dialog = phone.page.getByRole('alertdialog');
  await expect(dialog).toContainText(`shows the code ${code}`);
  await dialog.getByRole('button', { name: 'Send history' }).click();

  // The laptop takes it by itself, and reads the chat from before it came.
  await expect(
    laptop.page.getByText(/^Your history has arrived: \d+ new chat message/),
  ).toBeVisible({ timeout: 90_000 });
  await openChat(laptop.page, 'Bob');
  await expect(message(laptop.page, before)).toBeVisible();
});
