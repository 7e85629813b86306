import type { Page } from '@playwright/test';
import titles from '../src/app/i18n/locales/en/routes.json' with { type: 'json' };
import { ROUTE_TABLE, type RouteEntry } from '../src/app/routes/route-table.ts';
import { createAccount, expect, expectHome, test } from './support/fixtures.ts';
import { expectScreenTitled, navigate } from './support/navigate.ts';
import { SAMPLE_PUB, UNBUILT_ROUTES, WITH_QUERY, firstSpelling } from './support/routes.ts';

/** Spellings from the spec's route list that differ from the table's only in letter case. */
const CASE_VARIANTS = [
  '/FriendRequests',
  '/GunStatus',
  '/ScanPage',
  '/MyMoments',
  '/FriendMoments',
  '/MomentDetail',
  '/NotificationSettings',
  '/blackList',
  '/ReportPage',
  '/Sponsorship',
  '/MigrationChoice',
  '/indexedDBpage',
  '/AiSet',
  '/AiSetting',
];

interface Visit {
  address: string;
  entry: RouteEntry;
  /** Where the app ends up: the address itself, or the spelling it forwards to. */
  landsOn: string;
}

function entryFor(path: string): RouteEntry {
  const lower = path.toLowerCase();
  const entry = ROUTE_TABLE.find((candidate) =>
    candidate.paths.some((known) => known.toLowerCase() === lower),
  );
  if (!entry) throw new Error(`${path} is not in ROUTE_TABLE`);
  return entry;
}

function visit(path: string, entry: RouteEntry): Visit {
  const address = encodeURI(path.replaceAll(':pub', SAMPLE_PUB)) + (WITH_QUERY[path] ?? '');
  // A spelling with a space ('/i18n copy') is forwarded to the entry's first plain spelling.
  const forwardedTo = entry.paths.find((known) => encodeURI(known) === known);
  const landsOn = encodeURI(path) === path ? address : (forwardedTo ?? address);
  return { address, entry, landsOn };
}

/** Signed-in screens the accessibility walk opens by their first spelling, title and all. */
const walkedElsewhere = (entry: RouteEntry, path: string) =>
  entry.access !== 'guest' && entry.id !== 'home' && path === firstSpelling(entry);

const VISITS: Visit[] = [
  ...ROUTE_TABLE.flatMap((entry) =>
    entry.paths.filter((path) => !walkedElsewhere(entry, path)).map((path) => visit(path, entry)),
  ),
  ...CASE_VARIANTS.map((path) => visit(path, entryFor(path))),
];

function titleOf(entry: RouteEntry): string {
  const title = (titles as Record<string, string>)[entry.titleKey];
  if (title === undefined) throw new Error(`routes.json has no title ${entry.titleKey}`);
  return title;
}

function currentAddress(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

function visibleTitle(page: Page, title: string) {
  return page.getByRole('banner').getByText(title, { exact: true });
}

test('every other spelling of every route opens its screen for a signed-in user; an unknown address shows the not-found page with a way home', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await createAccount(page, { alias: 'Route walker', password: 'route walker password' });

  for (const { address, entry, landsOn } of VISITS) {
    await test.step(address, async () => {
      await navigate(page, address);
      // The sign-in screens send a signed-in user home.
      if (entry.access === 'guest' || entry.id === 'home') {
        await expectHome(page);
        return;
      }
      await expect.poll(() => currentAddress(page)).toBe(landsOn);
      await expectScreenTitled(page, titleOf(entry), address);
      // The placeholder renders with its header, so once the title shows it is there or never.
      const placeholder = page
        .getByText(titles.notAvailable, { exact: true })
        .filter({ visible: true });
      await expect(placeholder).toHaveCount(UNBUILT_ROUTES.has(entry.id) ? 1 : 0);
    });
  }

  await test.step('an unknown address', async () => {
    await navigate(page, '/no-such-page');
    await expect(visibleTitle(page, 'Page Not Found')).toBeVisible();
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expectHome(page);

    // Signed out (a fresh load), the way home is the login screen.
    await page.goto('/no-such-page');
    await expect(visibleTitle(page, 'Page Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});
