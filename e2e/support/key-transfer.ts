/** Taking a key pair to another device through the real screens: Key Check's file, then import. */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectHome } from './account.ts';
import { navigate } from './navigate.ts';

/** Key Check → Export key pair, sealed under `passphrase`; returns the downloaded file's text. */
export async function exportKeyPairFile(
  page: Page,
  password: string,
  passphrase: string,
): Promise<string> {
  await navigate(page, '/keycheck');
  const form = page.getByRole('form', { name: 'Export key pair' });
  await form.getByRole('textbox', { name: 'Account password' }).fill(password);
  await form.getByRole('textbox', { name: 'File passphrase' }).fill(passphrase);
  await form.getByRole('textbox', { name: 'Confirm passphrase' }).fill(passphrase);
  await form.getByRole('button', { name: 'Export key pair' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  return readFile(await (await downloading).path(), 'utf8');
}

/** On a fresh device: Import key pair from the file, with a password of its own; ends at home. */
export async function importKeyPairFile(
  page: Page,
  file: string,
  passphrase: string,
  password: string,
): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Import key pair' }).click();
  const form = page.getByRole('form', { name: 'Import key pair' });
  const choosing = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Load from file' }).click();
  await (
    await choosing
  ).setFiles({ name: 'keypair.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await form.getByRole('textbox', { name: 'File passphrase' }).fill(passphrase);
  await form.getByRole('textbox', { name: 'New password' }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await form.getByRole('button', { name: 'Import and log in' }).click();
  await expectHome(page);
}
