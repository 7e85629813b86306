import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { submitLogin } from './support/account.ts';
import { createAccount, expect, expectHome, test } from './support/fixtures.ts';

const PASSWORD = 'export import password';
const PASSPHRASE = 'seven wild geese over the harbour';
const NEW_PASSWORD = 'the phone has its own password';

/** Opens a screen listed on the Profile tab (My Profile, Key Check, ...). */
async function openFromProfileTab(page: Page, screen: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: /^Profile/ })
    .click();
  await page.getByRole('link', { name: screen }).click();
  await expect(page.getByRole('banner').getByText(screen, { exact: true })).toBeVisible();
}

/** Key Check: export the key pair sealed under a passphrase chosen now, and download the file. */
async function exportKeyPairFile(
  page: Page,
  password: string,
  passphrase: string,
): Promise<string> {
  await openFromProfileTab(page, 'Key Check');
  const form = page.getByRole('form', { name: 'Export key pair' });
  await expect(
    form.getByText('The file opens with this passphrase, not with your login password.'),
  ).toBeVisible();
  const passphraseField = form.getByRole('textbox', { name: 'File passphrase' });
  const exportButton = form.getByRole('button', { name: 'Export key pair' });
  await form.getByRole('textbox', { name: 'Account password' }).fill(password);

  // The strength hint follows the passphrase; too short or unconfirmed, nothing is exported.
  await passphraseField.fill('short');
  await expect(form.getByText('Too short: at least 8 characters.')).toBeVisible();
  await exportButton.click();
  await expect(form.getByText('The passphrase must be at least 8 characters long.')).toBeVisible();
  await passphraseField.fill('password');
  await expect(form.getByText('Weak passphrase: add more words or characters.')).toBeVisible();
  await passphraseField.fill(passphrase);
  await expect(form.getByText('Strong passphrase.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Confirm passphrase' }).fill(`${passphrase}!`);
  await exportButton.click();
  await expect(form.getByText('The passphrases do not match.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Confirm passphrase' }).fill(passphrase);
  await exportButton.click();
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
  const exported = await exportKeyPairFile(page, PASSWORD, PASSPHRASE);
  // The file is sealed under the passphrase: no private key in it.
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
  // The login password of the first device does not open the file: its passphrase does.
  await form.getByRole('textbox', { name: 'File passphrase' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD);
  await submit.click();
  await expect(
    error(
      'This passphrase does not open the file. An older file opens with the account password it was exported with.',
    ),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'File passphrase' }).fill(PASSPHRASE);
  // Not kept signed in, so the restart below asks for this device's password.
  await form.getByRole('checkbox', { name: 'Keep me signed in on this device' }).click();
  await expect(
    form.getByRole('checkbox', { name: 'Keep me signed in on this device' }),
  ).not.toBeChecked();
  await submit.click();
  await expectHome(device);

  // The profile this device made from the relay's copy: Alice's name, Alice's ID.
  await expect(device.getByRole('button', { name: 'Profile: Alice' })).toBeVisible();
  await openFromProfileTab(device, 'My Profile');
  await expect(device.getByRole('region', { name: 'ID' }).getByText(pub)).toBeVisible();

  // The password chosen at import is this device's: after a restart it unlocks, the others
  // don't, and the screen the restart left comes back.
  await device.reload();
  await submitLogin(device, PASSWORD);
  await expect(error('Decryption failure or incorrect password')).toBeVisible();
  await submitLogin(device, NEW_PASSWORD);
  await expect(device).toHaveURL(/\/myself$/);
  await expect(device.getByRole('region', { name: 'ID' }).getByText(pub)).toBeVisible();
});
