/**
 * axe-core on every screen, signed in and out, in the light and the dark scheme: no serious or
 * critical WCAG 2.1 A/AA violation; signed in, each screen also at 200 % zoom. The walks stay
 * inside one page (in-app navigation), so axe is injected once and run in place: a runner that
 * injects it into every frame and finishes each run in a new page takes about a second per screen
 * instead of a tenth.
 */
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import chatTexts from '../src/app/i18n/locales/en/chat.json' with { type: 'json' };
import titles from '../src/app/i18n/locales/en/routes.json' with { type: 'json' };
import storageTexts from '../src/app/i18n/locales/en/storage.json' with { type: 'json' };
import { ROUTE_TABLE, type RouteEntry } from '../src/app/routes/route-table.ts';
import { DEFAULT_THEME_ID, themeById, type ThemeId } from '../src/app/themes/themes.ts';
import { accepted } from '../test/support/result.ts';
import { homeNavigation, loginScreenReady } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { expectScreenTitled, navigate } from './support/navigate.ts';
import { SAMPLE_PUB, UNBUILT_ROUTES, firstSpelling } from './support/routes.ts';

type Scheme = 'light' | 'dark';

const AXE_OPTIONS: RunOptions = {
  // WCAG 2.1 A and AA: the rules the app holds every screen to.
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  // No screen of the walk shows a frame (only the offline page viewer does, in a modal), and axe
  // would wait for an answer from frames it was not injected into.
  iframes: false,
};

/** Screens settle in a few tenths of a second: look again soon rather than after a second. */
const QUICK_POLL = { intervals: [50] };

interface Exclusion {
  rule: string;
  /** axe's target of the element: its selector, through shadow roots. */
  target: string;
  reason: string;
}

/** Violations of third-party markup the app cannot change. Each needs a reason; keep it short. */
const EXCLUSIONS: readonly Exclusion[] = [
  {
    rule: 'scrollable-region-focusable',
    target: 'ion-content >> .inner-scroll',
    reason:
      'IonContent scrolls an element in its shadow root, which the app cannot give a tabindex; on a ' +
      'page whose only controls are disabled (/indexeddbpage with nothing to clear) axe sees no ' +
      'way to reach it, but Chromium and Firefox focus such a scroller themselves (Tab reaches it)',
  },
];

/** Bob, the signed-in user's friend: a chat with his greeting, and a moment of his. */
const FRIEND = 'Bob';
const FRIENDS_MOMENT = 'Sunrise over the harbour';

interface Friend {
  pub: string;
  moment: { author: string; id: string };
}

/** The screens about one person or moment show it, not an empty page. */
function queryOf(entry: RouteEntry, friend: Friend): string {
  const { author, id } = friend.moment;
  const queries: Record<string, string> = {
    chat: `?pub=${friend.pub}`,
    friendProfile: `?pub=${friend.pub}`,
    friendSettings: `?pub=${friend.pub}`,
    friendMoments: `?pub=${friend.pub}`,
    momentDetail: `?author=${encodeURIComponent(author)}&id=${encodeURIComponent(id)}`,
    strangerProfile: `?pub=${SAMPLE_PUB}`,
  };
  return queries[entry.id] ?? '';
}

/** Screens titled after the friend they show rather than by their route. */
const FRIEND_TITLES: Record<string, string> = {
  chat: FRIEND,
  friendMoments: `${FRIEND}'s Moments`,
};

/**
 * What a screen reads before it is whole: the walk waits for that there and nowhere else (a
 * disabled control's text is exempt from contrast, but axe cannot tell through a shadow root).
 */
const SETTLED: Record<string, (page: Page) => Promise<void>> = {
  chat: (page) => expect(page.getByText(chatTexts.greeting)).toBeVisible(),
  friendSettings: (page) =>
    expect(page.getByRole('switch', { name: 'Add to blacklist' })).toBeEnabled(),
  storageMonitor: (page) =>
    expect(page.getByRole('button', { name: storageTexts.monitor.clearDatabase })).toBeEnabled(),
  moments: (page) => expect(page.getByText(FRIENDS_MOMENT)).toBeVisible(),
  friendMoments: (page) => expect(page.getByText(FRIENDS_MOMENT)).toBeVisible(),
  momentDetail: (page) => expect(page.getByText(FRIENDS_MOMENT)).toBeVisible(),
};

/**
 * The home shell's tabs by their sidebar button (some carry a count or the alias), with what
 * each shows once the friend's data has come: the walk waits for nothing else.
 */
const HOME_TABS: readonly { name: RegExp; shows?: string }[] = [
  { name: /^Chat/, shows: FRIEND },
  { name: /^Contacts/, shows: FRIEND },
  { name: /^AI Chat/ },
  { name: /^Moments/, shows: FRIENDS_MOMENT },
  { name: /^Relay/ },
  { name: /^Settings/ },
  { name: /^OS/ },
  { name: /^Profile/, shows: FRIEND },
];

function targetOf(node: AxeResults['violations'][number]['nodes'][number]): string {
  return node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(', ');
}

/** axe's results for the document on show; axe is injected once per document. */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/**
 * Colours are read once nothing fades or slides any more (modals and toasts animate in), in the
 * document or in any shadow root, where Ionic animates its overlays. Spinners turn for ever.
 */
async function animationsDone(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(() => {
      const roots: DocumentOrShadowRoot[] = [document];
      for (let i = 0; i < roots.length; i++) {
        const root = roots[i] as Document | ShadowRoot;
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) roots.push(element.shadowRoot);
        }
      }
      return roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .length;
    });
  await expect.poll(running, QUICK_POLL).toBe(0);
}

/** One line per element that breaks a serious or critical rule on the screen on show. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await animationsDone(page);
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .filter(
          (node) =>
            !EXCLUSIONS.some(
              (exclusion) => exclusion.rule === violation.id && exclusion.target === targetOf(node),
            ),
        )
        .map(
          (node) =>
            `${where}: ${violation.id} (${violation.impact}) at ${targetOf(node)}: ` +
            node.failureSummary?.replace(/\s+/g, ' '),
        ),
    );
}

function addressOf(entry: RouteEntry, friend: Friend): string {
  return firstSpelling(entry) + queryOf(entry, friend);
}

/** The screen's title: the friend's name on screens about him, else the route's own. */
function titleOf(entry: RouteEntry): string {
  return (
    FRIEND_TITLES[entry.id] ?? (titles as Record<string, string>)[entry.titleKey] ?? entry.titleKey
  );
}

/**
 * The app follows the system's scheme: Ionic's dark palette and the theme's dark primary. The
 * theme's primary is on show once it is set on the page.
 */
async function useScheme(page: Page, scheme: Scheme, themeId: ThemeId): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const primary = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--ion-color-primary'));
  await expect.poll(primary, QUICK_POLL).toBe(themeById(themeId)[scheme]);
}

const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** The suite's window, and the same window zoomed to 200 %: half as many CSS pixels across. */
const WINDOW = { width: 1280, height: 720 };
const ZOOMED = { width: WINDOW.width / 2, height: WINDOW.height };

/**
 * What would have to scroll sideways to be read: the document, and each visible scrolling area
 * of Ionic's (inside its shadow root).
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollers: Element[] = [document.documentElement];
    for (const content of document.querySelectorAll('ion-content')) {
      const inner = content.shadowRoot?.querySelector('.inner-scroll');
      if (inner && content.checkVisibility()) scrollers.push(inner);
    }
    return scrollers
      .filter((scroller) => scroller.scrollWidth > scroller.clientWidth + 1)
      .map((scroller) => `scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
  });
}

/**
 * The screen on show, switched in place: in the light scheme, then in the dark one at 200 % zoom,
 * where nothing may need sideways scrolling either.
 */
async function bothSchemes(page: Page, where: string): Promise<string[]> {
  await useScheme(page, 'light', DEFAULT_THEME_ID);
  const found = await seriousViolations(page, `${where} (light)`);
  await page.setViewportSize(ZOOMED);
  await useScheme(page, 'dark', DEFAULT_THEME_ID);
  found.push(...(await seriousViolations(page, `${where} (dark, 200 %)`)));
  found.push(...(await sidewaysOverflow(page)).map((problem) => `${where} (200 %): ${problem}`));
  await page.setViewportSize(WINDOW);
  return found;
}

async function walkSignedIn(page: Page, friend: Friend): Promise<string[]> {
  const found: string[] = [];

  for (const { name, shows } of HOME_TABS) {
    const tab = homeNavigation(page).getByRole('button', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-current', 'page');
    const panel = page.locator('.home-panel:not([hidden])');
    await expect(panel.getByRole('banner')).toBeVisible();
    if (shows) {
      await expect(panel.getByText(shows).first()).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
    }
    found.push(...(await bothSchemes(page, `/index (${name.source} tab)`)));
  }

  // The Profile tab is open: its graph keeps the list of its nodes, and its sub-page modal.
  await expect(page.getByRole('list', { name: 'Nodes of my network' })).toBeVisible();
  await page.getByRole('button', { name: 'Tools and pages' }).click();
  await expect(page.getByRole('list', { name: 'Sub-pages' })).toBeVisible();
  found.push(...(await bothSchemes(page, '/index (Tools and pages)')));
  await page.getByRole('button', { name: 'Close sub-pages' }).click();
  await expect(page.getByRole('dialog', { name: 'Tools and pages' })).toBeHidden();

  for (const entry of ROUTE_TABLE) {
    if (entry.access === 'guest' || entry.id === 'home') continue;
    const address = addressOf(entry, friend);
    await navigate(page, address);
    await expectScreenTitled(page, titleOf(entry), address);
    // The placeholder renders with its header, so once the title shows it is there or never.
    const placeholder = page
      .getByText(titles.notAvailable, { exact: true })
      .filter({ visible: true });
    await expect(placeholder).toHaveCount(UNBUILT_ROUTES.has(entry.id) ? 1 : 0);
    await SETTLED[entry.id]?.(page);
    found.push(...(await bothSchemes(page, address)));
  }
  return found;
}

test('every signed-in screen has no serious accessibility violation, light and dark, and reads at 200 % zoom', async ({
  page,
  seed,
}) => {
  test.setTimeout(180_000);
  // Alice, signed in, with her friend Bob, who greeted her on becoming friends and posts.
  const {
    partners: [bob],
  } = await seed([{ page }], 'accessibility password', { partners: 1, friendships: [[0, 1]] });
  const moment = await accepted(bob.core.moments.post(FRIENDS_MOMENT));
  expect(await walkSignedIn(page, { pub: bob.pair.pub, moment })).toEqual([]);
});

test('the sign-in screens have no serious accessibility violation, light and dark', async ({
  page,
}) => {
  const found: string[] = [];
  for (const scheme of SCHEMES) {
    await page.goto('/');
    await useScheme(page, scheme, DEFAULT_THEME_ID);
    await expect(loginScreenReady(page)).toBeVisible();
    found.push(...(await seriousViolations(page, `/ (${scheme})`)));
    await page.getByRole('link', { name: 'Create key' }).click();
    await expect(
      page
        .getByRole('form', { name: 'Create key' })
        .getByRole('button', { name: 'Create account' }),
    ).toBeVisible();
    found.push(...(await seriousViolations(page, `/creatkeypage (${scheme})`)));
  }
  expect(found).toEqual([]);
});
