import type { Page } from '@playwright/test';
import { message, openChat, send } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { contactRow, NETWORK_TIMEOUT_MS, openContacts } from './support/friends.ts';
import { exportKeyPairFile, importKeyPairFile } from './support/key-transfer.ts';
import { navigate } from './support/navigate.ts';
import { expectPartnerReceived, partnerSends } from './support/partner.ts';

const PASSWORD = 'migration test password';
const PASSPHRASE = 'a lantern in the lighthouse window';
const LAPTOP_PASSWORD = 'the laptop has its own password';
const TEXT = 'meet me at the harbour at six';
const REPLY = 'see you there, bring the map';

/** From the choice page, as the user gets there from Settings → Migration. */
async function openMigration(page: Page, choice: 'Export data' | 'Import data'): Promise<void> {
  await navigate(page, '/MigrationChoice');
  await page.getByText(choice, { exact: true }).click();
  // The page's title is the route's: "Export Data", "Import Data".
  await expect(page.getByRole('banner').getByText(new RegExp(`^${choice}$`, 'i'))).toBeVisible();
}

test('data exported on one device comes back on a fresh one, which can remove the first', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const alice = await newUser();
  // Bob only replies: a partner in Node.
  const {
    users: [{ pub: alicePub }],
    partners: [bob],
  } = await seed([alice], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  await openChat(alice.page, 'Bob');
  await send(alice.page, TEXT);
  await expectPartnerReceived(bob, alicePub, TEXT);
  await partnerSends(bob, alicePub, REPLY);
  await expect(message(alice.page, REPLY)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const keyFile = await exportKeyPairFile(alice.page, PASSWORD, PASSPHRASE);

  // Export: the code shows once every chunk is on the relay.
  await openMigration(alice.page, 'Export data');
  await alice.page.getByRole('button', { name: 'Prepare export' }).click();
  const exported = alice.page.getByRole('region', { name: 'Sync code' });
  await expect(exported.getByText('The data has been exported.')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(exported.getByRole('button', { name: 'Copy sync code' })).toBeVisible();
  const code = (await exported.locator('code').innerText()).trim();
  expect(code).toMatch(/^([0-9A-Z]{4} ){7}[0-9A-Z]{4}$/);

  // A fresh browser: the same key pair, an empty database, and the import page.
  const laptop = await newUser();
  await importKeyPairFile(laptop.page, keyFile, PASSPHRASE, LAPTOP_PASSWORD);
  await openMigration(laptop.page, 'Import data');
  const form = laptop.page.getByRole('form', { name: 'Import with a sync code' });
  const field = form.getByRole('textbox', { name: 'Sync code' });
  const importButton = form.getByRole('button', { name: 'Import', exact: true });
  await importButton.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter the sync code');
  // A code of the right form that is not this export's: nothing is found.
  const wrong = code.replace(/^\S/, (c) => (c === 'A' ? 'B' : 'A'));
  await field.fill(wrong);
  await importButton.click();
  await expect(form.getByRole('alert')).toHaveText('Invalid synchronization code', {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await field.fill(code.toLowerCase());
  await importButton.click();
  await expect(
    laptop.page
      .getByRole('status')
      .filter({ hasText: /^Imported\. Friends: 1\. Chat messages: \d+/ }),
  ).toBeVisible({ timeout: 60_000 });

  // The friend and the chat history are on the laptop.
  await openContacts(laptop.page);
  await expect(contactRow(laptop.page, 'Bob')).toBeVisible();
  await openChat(laptop.page, 'Bob');
  await expect(message(laptop.page, TEXT)).toBeVisible();
  await expect(message(laptop.page, REPLY)).toBeVisible();

  // Each browser is one of Alice's devices with keys of its own (the account was made in Node, a
  // device too); the laptop lists them, Bob sees as many.
  await navigate(laptop.page, '/devices');
  const rows = laptop.page.getByRole('list', { name: 'My devices' }).getByRole('listitem');
  const first = rows.filter({ hasText: 'Chrome' }).filter({ hasNotText: 'This device' });
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1, {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(first).toHaveCount(1, { timeout: NETWORK_TIMEOUT_MS });
  const listed = await rows.count();
  const bobSees = () => bob.core.devices.devicesOf(alicePub).then((devices) => devices.length);
  await expect.poll(bobSees, { timeout: NETWORK_TIMEOUT_MS }).toBe(listed);
  expect((await bob.core.devices.events(alicePub)).map((event) => event.kind)).toContain('added');

  // The laptop removes the first browser, which learns it; Bob sees one device fewer.
  await first.getByRole('button', { name: /^Remove / }).click();
  await laptop.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(rows).toHaveCount(listed - 1);
  await navigate(alice.page, '/devices');
  await expect(alice.page.getByRole('alert')).toContainText('removed this one', {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(alice.page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  // It was told that a device had been added to the account, and is told still.
  await expect(
    alice.page.getByRole('status').filter({ hasText: 'A new device was added to your account.' }),
  ).toBeVisible();
  await expect.poll(bobSees, { timeout: NETWORK_TIMEOUT_MS }).toBe(listed - 1);
  expect((await bob.core.devices.events(alicePub)).at(-1)?.kind).toBe('removed');
});
