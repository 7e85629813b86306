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
import { expect } from '@playwright/test';

/** Two users by their index: the first asked, the second agreed. */
export type Friendship = readonly [number, number];

/** `N` of `T` as a tuple, so `partners: [bob]` is a CoreUser for `partners: 1`. */
type Tuple<T, N extends number, R extends T[] = []> = number extends N
  ? T[]
  : R['length'] extends N
    ? R
    : Tuple<T, N, [...R, T]>;

export interface SeedOptions<P extends number = number> {
  /** By index: the browsers first, then the partners. */
  friendships?: readonly Friendship[];
  /**
   * Users who need no browser: full cores in Node on the suite's relay, named after the browsers'
   * users (the third user is Carol whichever side she is on). A test drives them through the same
   * core services the app runs, to send, reply, like or join; they stay online until it ends.
   */
  partners?: P;
}

export interface Seeded<U extends readonly unknown[], P extends number> {
  users: { [K in keyof U]: { pub: string } };
  partners: Tuple<CoreUser, P>;
}

/** The relay the suite's global setup started (workers inherit its address). */
export function suiteGunUrl(): string {
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
  return (await seedUsers(users, password, { friendships })).users;
}

/**
 * As seedAccounts, with `partners` more users in Node. The caller closes the partners: tests
 * get them from the `seed` fixture, which does.
 */
export async function seedUsers<
  const U extends readonly { page: Page }[],
  const P extends number = 0,
>(
  users: U,
  password: string,
  { friendships = [], partners = 0 as P }: SeedOptions<P> = {},
): Promise<Seeded<U, P>> {
  const cores = await startCores(users.length + partners);
  const inBrowsers = cores.slice(0, users.length);
  const inNode = cores.slice(users.length);
  try {
    for (const [from, to] of friendships) await makeFriends(at(cores, from), at(cores, to));
    // What each will find on the relay in the browser (friends, answered requests) is published
    // first; closing waits for the writes in flight.
    for (const core of inBrowsers) {
      await expect
        .poll(() => core.core.ownState.pendingCount(), {
          timeout: SEED_WAIT_MS,
          message: `${core.alias}'s own state is on the relay`,
        })
        .toBe(0);
    }
    await Promise.all(inBrowsers.map((core) => core.close()));
    await Promise.all(
      users.map((user, i) => importKeyPair(user.page, at(cores, i).pair, password)),
    );
  } catch (error) {
    await Promise.all(cores.map((core) => core.close()));
    throw error;
  }
  // A greeting from a friend in Node was sealed for the devices there were then: the friend says
  // it again once it knows the browser's device, so the chat shows it there too.
  for (const [from, to] of friendships) {
    const partner = at(cores, to);
    if (!inNode.includes(partner)) continue;
    const friend = at(cores, from).pair.pub;
    await expect
      .poll(async () => (await partner.core.devices.devicesOf(friend)).length, {
        timeout: SEED_WAIT_MS,
        message: `${partner.alias} knows ${at(cores, from).alias}'s device in the browser`,
      })
      .toBe(2);
    await partner.core.chat.sendText(friend, chatTexts.greeting);
  }
  const pubs = inBrowsers.map((core) => ({ pub: core.pair.pub }));
  return {
    users: pubs as Seeded<U, P>['users'],
    partners: inNode as Tuple<CoreUser, P>,
  };
}

/** How long a seeded core may take on a busy machine to publish its own state or learn a browser's devices. */
const SEED_WAIT_MS = 30_000;

/** Cores with fresh accounts named Alice, Bob, Carol…; every core that started is closed if one did not. */
async function startCores(count: number): Promise<CoreUser[]> {
  const gunUrl = suiteGunUrl();
  const settled = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      startCoreUser(gunUrl, userName(i), { greeting: chatTexts.greeting }),
    ),
  );
  const cores = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(cores.map((core) => core.close()));
    throw failed.reason;
  }
  return cores;
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
