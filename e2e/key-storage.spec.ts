import type { Page } from '@playwright/test';
import { generateKeyPair } from '../src/core/identity/keygen.ts';
import { readKeptSession } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { readOriginStorage, type StoredItem } from './support/origin-storage.ts';
import { importKeyPair } from './support/seed.ts';

const PASSWORD = 'key storage password';
const DATABASE_LOCK = 'meshtalk-db';

/** A private key as a search would meet it: base64url text, plain base64, hex and raw bytes. */
function spellings(privateKey: string): Buffer[] {
  const raw = Buffer.from(privateKey, 'base64url');
  return [
    Buffer.from(privateKey),
    Buffer.from(raw.toString('base64')),
    Buffer.from(raw.toString('base64').replace(/=+$/, '')),
    Buffer.from(raw.toString('hex')),
    raw,
  ];
}

function whereFound(items: readonly StoredItem[], needles: readonly Buffer[]): string[] {
  return items
    .filter(({ bytes }) => needles.some((needle) => bytes.includes(needle)))
    .map(({ where }) => where);
}

const heldLocks = (page: Page) =>
  page.evaluate(async () =>
    ((await navigator.locks.query()).held ?? []).map((lock) => lock.name ?? ''),
  );

test('the key pair is stored only sealed, kept signed in too, and one tab owns the database', async ({
  page,
  context,
}) => {
  const generated = await generateKeyPair();
  if (!generated.ok) throw new Error(`key generation failed: ${generated.error}`);
  const pair = generated.value;

  // The account is written before the home screen opens.
  await importKeyPair(page, pair, PASSWORD, { keepSignedIn: true });
  // Kept signed in (the default): under a device key that script cannot read out.
  expect(await readKeptSession(page)).toEqual({
    pub: pair.pub,
    keyExtractable: false,
    keyAlgorithm: 'AES-GCM',
    keyExportable: false,
  });

  // A second tab of the same browser finds the database taken.
  const outsider = await context.newPage();
  await outsider.goto('/health');
  expect(await heldLocks(outsider)).toContain(DATABASE_LOCK);
  await outsider.goto('/');
  await expect(
    outsider.getByText(
      'Meshtalk is already open in another tab. Close that tab, then reload this one.',
    ),
  ).toBeVisible();

  // sessionStorage belongs to the tab, so it is read before the app's tab closes.
  const stored = await readOriginStorage(page, { opfs: false });
  await page.close();
  await outsider.goto('/health');
  // Closing the tab releases the database and its OPFS files.
  await expect.poll(() => heldLocks(outsider)).not.toContain(DATABASE_LOCK);
  stored.push(...(await readOriginStorage(outsider, { opfs: true })));

  expect(stored.some(({ where }) => where.startsWith('opfs:'))).toBe(true);
  expect(stored.some(({ where }) => where.startsWith('indexeddb:meshtalk-device/'))).toBe(true);
  expect(whereFound(stored, [Buffer.from(pair.pub)]), 'where the public key is').not.toEqual([]);
  expect(whereFound(stored, spellings(pair.priv)), 'where priv is').toEqual([]);
  expect(whereFound(stored, spellings(pair.epriv)), 'where epriv is').toEqual([]);
});
