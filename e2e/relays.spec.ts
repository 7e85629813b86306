import type { Locator, Page } from '@playwright/test';
import { startTestRelay, type TestRelay } from '../test/support/relay.ts';
import { homeNavigation } from './support/account.ts';
import { createAccount, expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { toast } from './support/moments.ts';
import { pageTitle } from './support/rooms.ts';

const PASSWORD = 'relay page password';

/** A second real relay on another free loopback port, beside the one serving the app. */
let second: TestRelay;

test.beforeAll(async () => {
  second = await startTestRelay();
});

test.afterAll(async () => {
  await second.dispose();
});

/** The sidebar's Relay entry: the Relay tab, titled 'Network Status'. */
async function openRelayTab(page: Page): Promise<void> {
  await homeNavigation(page).getByRole('button', { name: 'Relay', exact: true }).click();
  await expect(pageTitle(page, 'Network Status')).toBeVisible();
  await expect(summary(page).getByRole('status')).toHaveText('Online', {
    timeout: NETWORK_TIMEOUT_MS,
  });
}

const summary = (page: Page): Locator => page.getByRole('region', { name: 'Network summary' });
const relayRow = (page: Page, url: string): Locator =>
  page.locator(`.relay-row[data-url="${url}"]`);

/** How many connections the relay has open right now (its /health, read from the test). */
async function connectionsOf(relay: TestRelay): Promise<number> {
  const health = (await (await fetch(`${relay.url}/health`)).json()) as { connectedPeers: number };
  return health.connectedPeers;
}

/**
 * Adds a relay as a paste and Enter in one task, before the screen has rendered the paste: Enter
 * adds what the field holds, not the text the screen last rendered (here the refused address).
 */
async function addRelay(page: Page, url: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Relay address' }).evaluate((input, pasted) => {
    if (!(input instanceof HTMLInputElement)) throw new Error('not a text field');
    input.value = pasted;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  }, url);
  await expect(toast(page, 'Relay added')).toBeVisible();
}

test('a second relay is added, tested through itself, disabled and removed', async ({
  newUser,
}) => {
  test.setTimeout(180_000);
  const { page, context } = await newUser();
  await createAccount(page, { alias: 'Ada', password: PASSWORD });
  await openRelayTab(page);
  const home = new URL('/gun', await page.evaluate(() => location.origin)).href;
  await expect(relayRow(page, home)).toBeVisible();
  await expect(summary(page)).toContainText('Enabled nodes: 1');
  expect(await connectionsOf(second)).toBe(0);

  // The spec's checks on the address, shown under the field.
  const input = page.getByRole('textbox', { name: 'Relay address' });
  await input.fill('not a relay');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid relay address');
  await input.fill(home);
  await input.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('This relay is already in the list');

  // Added with Enter: enabled, dialled at once (no restart), and its first test gives a figure.
  await addRelay(page, second.gunUrl);
  const row = relayRow(page, second.gunUrl);
  await expect(row).toBeVisible();
  await expect(summary(page)).toContainText('Enabled nodes: 2');
  await expect(row).toContainText('Currently in use', { timeout: NETWORK_TIMEOUT_MS });
  await expect
    .poll(() => connectionsOf(second), { timeout: NETWORK_TIMEOUT_MS })
    .toBeGreaterThan(0);
  await expect(row).toContainText(/\d+ ms · (Excellent|Good|Fair|Poor)/, {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(row).toContainText('Available');
  await expect(summary(page)).toContainText(/Average latency: \d+ ms/);

  // Retest: the test runs again (a write and its read back through that relay) and shows a figure.
  const retest = page.getByRole('button', { name: `Test latency of ${second.gunUrl}` });
  await retest.click();
  await expect(retest).toBeEnabled({ timeout: NETWORK_TIMEOUT_MS });
  await expect(row).toContainText(/\d+ ms/);

  // Search by address.
  const search = page
    .getByRole('search', { name: 'Search by address or note' })
    .getByRole('searchbox');
  await search.fill(String(second.port));
  await expect(relayRow(page, home)).toHaveCount(0);
  await expect(row).toBeVisible();
  await search.fill('');

  // Disabled: the app lets go of it at once.
  await page.getByRole('switch', { name: `Enable ${second.gunUrl}` }).click();
  await expect(toast(page, 'Relay disabled')).toBeVisible();
  await expect(summary(page)).toContainText('Enabled nodes: 1');
  await expect(row).toContainText('Disabled');
  await expect.poll(() => connectionsOf(second), { timeout: NETWORK_TIMEOUT_MS }).toBe(0);

  // Its details: a note, then removal.
  await page.getByRole('button', { name: `Details of ${second.gunUrl}` }).click();
  // Ionic slots a modal's content into its dialog from outside: the content is the ion-modal's.
  const dialog = page.locator('ion-modal[aria-label="Relay"]');
  await expect(page.getByRole('dialog', { name: 'Relay' })).toBeVisible();
  await expect(dialog).toContainText(second.gunUrl);
  await dialog.getByRole('textbox', { name: 'Note' }).fill('my spare relay');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  await expect(row).toContainText('my spare relay');
  await dialog.getByRole('button', { name: 'Remove relay' }).click();
  await expect(toast(page, 'Relay removed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(relayRow(page, home)).toBeVisible();
  await context.close();
});

test("a friend's shared relay is a stranger relay for me, added only when I add it", async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const a = await newUser();
  // Bob only adds a relay: a partner in Node.
  const {
    partners: [bob],
  } = await seed([a], PASSWORD, { partners: 1, friendships: [[0, 1]] });

  await openRelayTab(a.page);
  const strangers = a.page.getByRole('region', { name: 'Stranger relays' });
  await expect(strangers).toContainText('No stranger relays to add');

  // Bob uses a second relay; relay sharing is on by default, so his signed card lists it.
  expect(await bob.core.relays.add(second.gunUrl)).toEqual({ ok: true, value: second.gunUrl });

  const addStranger = strangers.getByRole('button', { name: `Add ${second.gunUrl}` });
  await expect(addStranger).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(strangers).toContainText('Stranger');
  await expect(relayRow(a.page, second.gunUrl)).toHaveCount(0);

  // Alice adds it: it joins her list and is no stranger any more.
  await addStranger.click();
  await expect(toast(a.page, 'Relay added')).toBeVisible();
  await expect(relayRow(a.page, second.gunUrl)).toBeVisible();
  await expect(strangers).toContainText('No stranger relays to add');
});
