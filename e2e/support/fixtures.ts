/**
 * The suite's `test`: every page of every context a test opens is watched, and a console error or
 * an uncaught page error fails the test. `newUser` opens another browser context (another user
 * with their own storage) on the same relay.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { CoreUser } from '../../test/integration/support/core-user.ts';
import { seedUsers } from './seed.ts';

export { expect };

interface AllowedConsoleError {
  text: RegExp;
  /** The address the message is about (for a failed load, the resource). */
  url: RegExp;
  reason: string;
}

/** Console errors that are not faults of the app. Each needs a reason; keep it short. */
const ALLOWED_CONSOLE_ERRORS: readonly AllowedConsoleError[] = [
  {
    text: /^Failed to load resource: .* 404 \(Not Found\)$/,
    url: /^https?:\/\/[^/]+\/favicon\.ico$/,
    reason:
      "Chromium asks for /favicon.ico on documents that name no icon, such as the relay's /health " +
      'JSON the storage test reads from; the app itself names /favicon.svg',
  },
  {
    text: /^Failed to load resource: net::ERR_ADDRESS_UNREACHABLE$/,
    url: /^https?:\/\/meshtalk-down\.io\/$/,
    reason:
      "the scan test's domain that answers neither HTTPS nor HTTP: Chromium logs each of the " +
      "scanner's failed reachability probes",
  },
];

const isAllowed = (text: string, url: string) =>
  ALLOWED_CONSOLE_ERRORS.some((allowed) => allowed.text.test(text) && allowed.url.test(url));

export interface User {
  context: BrowserContext;
  page: Page;
}

export type NewUser = (options?: BrowserContextOptions) => Promise<User>;

class ErrorWatch {
  readonly errors: string[] = [];

  watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const { url, lineNumber } = message.location();
      if (isAllowed(text, url)) return;
      this.errors.push(`console.error: ${text} (${url}:${lineNumber})`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      this.errors.push(`page error: ${error.stack ?? error.message}`);
    });
  }
}

/**
 * Browser tests read the notices actions show, so every context starts with the Toasts setting on
 * (the app's default is off); a test that turns it off keeps it off across reloads.
 */
async function toastsOnByDefault(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'meshtalk:pref:toastsEnabled';
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'true');
    } catch {
      // a document without storage of its own (about:blank, a worker's origin)
    }
  });
}

/** seedUsers for a test: its partners are closed when the test ends. */
export type Seed = typeof seedUsers;

interface Fixtures {
  errorWatch: ErrorWatch;
  newUser: NewUser;
  seed: Seed;
}

export const test = base.extend<Fixtures>({
  errorWatch: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const watch = new ErrorWatch();
      await use(watch);
      expect(watch.errors, 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, errorWatch }, use) => {
    errorWatch.watch(context);
    await toastsOnByDefault(context);
    await use(context);
  },
  newUser: async ({ browser, errorWatch, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...options });
      contexts.push(context);
      errorWatch.watch(context);
      await toastsOnByDefault(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  // eslint-disable-next-line no-empty-pattern
  seed: async ({}, use) => {
    const partners: CoreUser[] = [];
    await use(async (users, password, options) => {
      const seeded = await seedUsers(users, password, options);
      partners.push(...(seeded.partners as CoreUser[]));
      return seeded;
    });
    await Promise.all(partners.map((partner) => partner.close()));
  },
});

export {
  createAccount,
  createAccounts,
  expectHome,
  login,
  reloadAndLogin,
  type NewAccount,
} from './account.ts';
