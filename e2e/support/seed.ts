/**
 * Accounts and friendships for specs that are not about signing up or making friends. Key pairs
 * and friendships are made in Node against the suite's relay (full cores, real friend-request
 * letters); each browser then takes its key pair through the Import key pair screen, as another
 * device of the same user would, and gets its friends and chats back from the relay. The sign-up
 * and request screens keep specs of their own (account, contacts, import).
 */
import type { Page } from '@playwright/test';
import chatTexts from '../../src/app/i18n/locales/en/chat.json' with { type: 'json' };
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import {
  makeFriends,
  startCoreUser,
  type CoreUser,
} from '../../test/integration/support/core-user.ts';
import { chooseKeepSignedIn, expectHome, userName, type LoginOptions } from './account.ts';
import { expect } from './fixtures.ts';

/** Two users by their index: the first asked, the second agreed. */
export type Friendship = readonly [number, number];

/** The relay the suite's global setup started (workers inherit its address). */
function suiteGunUrl(): string {
  const base = process.env['MESHTALK_E2E_URL'];
  if (!base) throw new Error('MESHTALK_E2E_URL is not set: the global setup did not run');
  return new URL('/gun', base).href;
}

/**
 * An account on each user's page, named Alice, Bob, Carol… in order, with the friendships given;
 * each page ends on the home screen. Returns their IDs.
 */
export async function seedAccounts<const U extends readonly { page: Page }[]>(
  users: U,
  password: string,
  friendships: readonly Friendship[] = [],
): Promise<{ [K in keyof U]: { pub: string } }> {
  const pairs = await seedKeyPairs(users.length, friendships);
  await Promise.all(users.map((user, i) => importKeyPair(user.page, at(pairs, i), password)));
  return pairs.map((pair) => ({ pub: pair.pub })) as { [K in keyof U]: { pub: string } };
}

async function seedKeyPairs(count: number, friendships: readonly Friendship[]): Promise<KeyPair[]> {
  const gunUrl = suiteGunUrl();
  const cores: CoreUser[] = [];
  try {
    const started = Array.from({ length: count }, (_, i) =>
      startCoreUser(gunUrl, userName(i), { greeting: chatTexts.greeting }),
    );
    // Every core that started is closed, even when another did not.
    const settled = await Promise.allSettled(started);
    for (const result of settled) if (result.status === 'fulfilled') cores.push(result.value);
    for (const result of settled) if (result.status === 'rejected') throw result.reason;
    for (const [from, to] of friendships) await makeFriends(at(cores, from), at(cores, to));
    return cores.map((core) => core.pair);
  } finally {
    // Closing waits for the writes in flight, so the browsers find them on the relay.
    await Promise.all(cores.map((core) => core.close()));
  }
}

/** On a fresh device: Import key pair with the pair as text and a password of its own. */
export async function importKeyPair(
  page: Page,
  pair: KeyPair,
  password: string,
  options: LoginOptions = {},
): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Import key pair' }).click();
  const form = page.getByRole('form', { name: 'Import key pair' });
  await form.getByRole('textbox', { name: 'Key pair (JSON)' }).fill(JSON.stringify(pair));
  await form.getByRole('textbox', { name: 'New password' }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await chooseKeepSignedIn(form, options.keepSignedIn);
  await form.getByRole('button', { name: 'Import and log in' }).click();
  await expectHome(page);
  await expect(form).toHaveCount(0);
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no user ${index} in the seed`);
  return item;
}
