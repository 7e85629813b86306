import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import arabicChat from '../src/app/i18n/locales/ar/chat.json' with { type: 'json' };
import arabicRoutes from '../src/app/i18n/locales/ar/routes.json' with { type: 'json' };
import arabicShell from '../src/app/i18n/locales/ar/shell.json' with { type: 'json' };
import englishShell from '../src/app/i18n/locales/en/shell.json' with { type: 'json' };
import { message, openChat, send } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { checkIonControl } from './support/ionic.ts';
import { navigate } from './support/navigate.ts';
import { partnerSends } from './support/partner.ts';

const PASSWORD = 'right to left test password';
const WIDTH = 1280;

test.use({ viewport: { width: WIDTH, height: 800 } });

/** Languages whose scripts need fonts of their own (scripts/ensure-chromium.sh installs them). */
const SCRIPTS = [
  { code: 'ar', fontconfig: 'ar' },
  { code: 'hi', fontconfig: 'hi' },
  { code: 'zh', fontconfig: 'zh-cn' },
  { code: 'ja', fontconfig: 'ja' },
] as const;

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await navigate(page, '/i18nset');
  await checkIonControl(page.getByRole('radio', { name, exact: true }));
}

/** The page's Back button. */
const backButton = (page: Page) => page.locator('ion-back-button:visible');

/** Whether Back's arrow is drawn mirrored, pointing right: read from its transform. */
async function backArrowMirrored(page: Page): Promise<boolean> {
  const scaleX = await backButton(page)
    .locator('ion-icon .icon-inner')
    .evaluate((inner) => new DOMMatrix(getComputedStyle(inner).transform).a);
  return scaleX < 0;
}

async function box(locator: Locator): Promise<{ x: number; width: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function centre(locator: Locator): Promise<number> {
  const { x, width } = await box(locator);
  return x + width / 2;
}

const TEXT_NODE = 3;

/**
 * The platform fonts Chromium drew the text inside an element with, as DevTools' "Rendered Fonts"
 * lists them. Asked of the text nodes: an element's text slotted into a shadow root is not its own.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
    const texts = (node.children ?? []).filter((child) => child.nodeType === TEXT_NODE);
    const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', {
      backendNodeIds: texts.map((text) => text.backendNodeId),
    });
    const families = new Set<string>();
    for (const textId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: textId });
      for (const font of fonts) families.add(font.familyName);
    }
    return [...families];
  } finally {
    await cdp.detach();
  }
}

/** The font families fontconfig says cover a language, the ones Chromium may fall back to. */
function fontsCovering(language: string): string[] {
  const listed = execFileSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' });
  return listed.split(/[,\n]/).filter(Boolean);
}

test('Arabic lays the app out right to left, and English back left to right', async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  const {
    users: [alice],
    partners: [bob],
  } = await seed([{ page }], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  await partnerSends(bob, alice.pub, 'Hello from Bob');
  await openChat(page, 'Bob');
  await expect(message(page, 'Hello from Bob')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await send(page, 'Hello from Alice');
  // By their texts: the list's own name changes with the language.
  const mine = page.getByRole('article').filter({ hasText: 'Hello from Alice' });
  const theirs = page.getByRole('article').filter({ hasText: 'Hello from Bob' });
  expect(await centre(mine)).toBeGreaterThan(await centre(theirs));
  // Every switch below happens in this page: a reload would also have signed Alice out.
  await page.evaluate(() => Object.assign(window, { rtlSpecPage: true }));

  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await backArrowMirrored(page)).toBe(true);
  // Controls are named in the new language too, Back included (Ionic reads its name once).
  await expect(backButton(page).getByRole('button')).toHaveAccessibleName(arabicRoutes.back);
  // The toolbar starts on the right: Back sits in the window's right half.
  expect(await centre(backButton(page))).toBeGreaterThan(WIDTH / 2);
  // Each language's own name is drawn with glyphs of its script, not boxes: every font used for
  // it covers the language (a missing glyph would be drawn from a font that does not).
  for (const { code, fontconfig } of SCRIPTS) {
    const fonts = await renderedFonts(page, `ion-radio[lang="${code}"]`);
    expect(fonts, `fonts drawing the ${code} name`).not.toEqual([]);
    const covering = fontsCovering(fontconfig);
    for (const font of fonts) expect(covering, `${font} covers ${code}`).toContain(font);
  }

  await navigate(page, '/index');
  // The chat was opened from Contacts: home shows that tab until the Chat tab is chosen.
  const sidebar = page.getByRole('navigation', { name: arabicShell.sidebarLabel });
  await sidebar.getByRole('button', { name: arabicShell.tabChat, exact: true }).click();
  const rightSidebar = await box(sidebar);
  expect(rightSidebar.x + rightSidebar.width).toBeCloseTo(WIDTH, 0);
  // Ionic's own name for a search box's input ("search text") gives way to the app's.
  await expect(
    page.getByRole('searchbox', { name: arabicChat.search.label, exact: true }),
  ).toBeVisible();

  await navigate(page, `/chatpage?pub=${bob.pair.pub}`);
  await expect(mine).toBeVisible();
  expect(await centre(mine)).toBeLessThan(await centre(theirs));

  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await backArrowMirrored(page)).toBe(false);
  await navigate(page, '/index');
  const leftSidebar = await box(page.getByRole('navigation', { name: englishShell.sidebarLabel }));
  expect(leftSidebar.x).toBeCloseTo(0, 0);
  expect(await page.evaluate(() => 'rtlSpecPage' in window)).toBe(true);
});
