import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectHome, test } from './support/fixtures.ts';

const PASSWORD = 'export import password';

/** Opens a screen listed on the Profile tab (My Profile, Key Check, ...). */
async function openFromProfileTab(page: Page, screen: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: /^Profile/ })
    .click();
  await page.getByRole('link', { name: screen }).click();
  await expect(page.getByRole('banner').getByText(screen, { exact: true })).toBeVisible();
}

/** Key Check: export the key pair sealed under the account password and download the file. */
async function exportKeyPairFile(page: Page, password: string): Promise<string> {
  await openFromProfileTab(page, 'Key Check');
  const form = page.getByRole('form', { name: 'Export key pair' });
  await form.getByRole('textbox', { name: 'Account password' }).fill(password);
  await form.getByRole('button', { name: 'Export key pair' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meshtalk-keypair-.+\.json$/);
  return readFile(await download.path(), 'utf8');
}

test('a key pair exported on one device logs in on another with the same ID', async ({
  page,
  newUser,
}) => {
  const { pub } = await createAccount(page, { alias: 'Alice', password: PASSWORD });
  const exported = await exportKeyPairFile(page, PASSWORD);
  // The file is sealed under the password: no private key in it.
  expect(exported).toContain(pub);
  expect(exported).not.toMatch(/"e?priv"/);

  const other = await newUser();
  const device = other.page;
  await device.goto('/');
  await device.getByRole('button', { name: 'Import key pair' }).click();
  const form = device.getByRole('form', { name: 'Import key pair' });
  const submit = form.getByRole('button', { name: 'Import and log in' });
  const keyPairText = form.getByRole('textbox', { name: 'Key pair (JSON)' });
  const error = (text: string) => device.getByText(text, { exact: true });

  await submit.click();
  await expect(
    error('Please fill in the decryption password and encryption private key.'),
  ).toBeVisible();

  await keyPairText.fill('this is not a key pair');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(error('Decryption is successful, but the key format is wrong.')).toBeVisible();

  // A plain key pair asks for a new password twice.
  await keyPairText.fill(JSON.stringify({ pub, epub: 'only the public halves' }));
  await form.getByRole('textbox', { name: 'New password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await submit.click();
  await expect(error('The key pair is incomplete.')).toBeVisible();

  const choosing = device.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Load from file' }).click();
  await (
    await choosing
  ).setFiles({ name: 'keypair.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await expect(form.getByText('Loaded keypair.json')).toBeVisible();
  await form.getByRole('textbox', { name: 'Export password' }).fill(PASSWORD);
  await submit.click();
  await expectHome(device);

  // The profile this device made from the relay's copy: Alice's name, Alice's ID.
  await expect(device.getByRole('button', { name: 'Profile: Alice' })).toBeVisible();
  await openFromProfileTab(device, 'My Profile');
  await expect(device.getByRole('region', { name: 'ID' }).getByText(pub)).toBeVisible();
});
