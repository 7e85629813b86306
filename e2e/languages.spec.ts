/**
 * The screens in the translated languages, with nothing left in English and no raw key: the
 * sign-in screens in each of the nine, then every route of the table signed in, in Arabic (right
 * to left, six plural forms). Two pages (one per worker) share the languages; each starts in its
 * browser's language and switches at /i18nset. Every language's catalogues load through the same
 * glob and are held to English's keys and plural forms in Node (test/i18n), so a route that shows
 * English or a raw key in one language shows it in the one walked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ROUTE_TABLE, type RouteEntry } from '../src/app/routes/route-table.ts';
import { expect, test } from './support/fixtures.ts';
import { checkIonControl } from './support/ionic.ts';
import { expectScreenTitled, navigate } from './support/navigate.ts';
import { SAMPLE_PUB, WITH_QUERY } from './support/routes.ts';

const LOCALES = new URL('../src/app/i18n/locales/', import.meta.url);

type Texts = ReadonlyMap<string, string>;

/** A language's catalogues as `namespace:key` → text. */
function readTexts(code: string): Texts {
  const texts = new Map<string, string>();
  const add = (prefix: string, value: unknown): void => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) add(`${prefix}.${key}`, child);
    }
  };
  const files = readdirSync(new URL(`${code}/`, LOCALES)).filter((file) => file.endsWith('.json'));
  for (const file of files) {
    const namespace = file.slice(0, -'.json'.length);
    const catalogue = JSON.parse(
      readFileSync(new URL(`${code}/${file}`, LOCALES), 'utf8'),
    ) as object;
    for (const [key, value] of Object.entries(catalogue)) {
      add(`${namespace}:${key}`, value);
    }
  }
  return texts;
}

type Code = 'zh' | 'ru' | 'ja' | 'fr' | 'de' | 'ar' | 'hi' | 'es' | 'it';

const ENGLISH = readTexts('en');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** What a raw key looks like on screen: `routes:loading`, `errors.notFound`, `notAvailable`. */
const RAW_KEYS: ReadonlySet<string> = new Set(
  [...ENGLISH.keys()].flatMap((key) => {
    const path = baseKey(key.slice(key.indexOf(':') + 1));
    return [key, baseKey(key), ...(/[._]|[a-z][A-Z]/.test(path) ? [path] : [])];
  }),
);

/** English that must not show in a language: its texts of at least 4 characters, with letters. */
interface EnglishLeft {
  texts: Set<string>;
  /** Texts with `{{placeholders}}`: their fixed parts around anything. */
  patterns: { key: string; pattern: RegExp }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const plain = (text: string) =>
  text
    .replace(/<\/?\w+\s*\/?>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The English texts a language has its own text for. A text the language also uses (a brand name,
 * a word both languages share, as in "Chat") is not English left over, whichever key it is under.
 */
function englishLeftIn(code: Code): EnglishLeft {
  const own = readTexts(code);
  const ownTexts = new Set([...own.values()].map(plain));
  const ownByKey = new Map<string, Set<string>>();
  for (const [key, text] of own) {
    ownByKey.set(baseKey(key), (ownByKey.get(baseKey(key)) ?? new Set()).add(plain(text)));
  }
  const left: EnglishLeft = { texts: new Set(), patterns: [] };
  for (const [key, text] of ENGLISH) {
    const english = plain(text);
    if (ownTexts.has(english) || ownByKey.get(baseKey(key))?.has(english)) continue;
    const parts = english.split(/\{\{\s*[\w.]+\s*\}\}/);
    if (parts.join('').replace(/[^\p{L}]/gu, '').length < 4) continue;
    if (parts.length === 1) left.texts.add(english);
    else left.patterns.push({ key, pattern: new RegExp(`^${parts.map(escape).join('.+')}$`) });
  }
  return left;
}

/**
 * The texts on show: every visible text node, Ionic's shadow DOM included (a label, a default
 * button text), the lines of `document.body.innerText` (a sentence set across several elements),
 * and the spoken or hinted texts of visible elements.
 */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (text: string | null) => {
      const trimmed = text?.replace(/\s+/g, ' ').trim();
      if (trimmed) found.add(trimmed);
    };
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const walk = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement;
          if (parent && !['STYLE', 'SCRIPT'].includes(parent.tagName) && visible(parent)) {
            add(node.data);
          }
        } else if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot);
          if (!visible(node)) continue;
          for (const name of ['aria-label', 'aria-description', 'placeholder', 'title', 'alt']) {
            add(node.getAttribute(name));
          }
        }
      }
    };
    walk(document);
    document.body.innerText.split('\n').forEach(add);
    return [...found];
  });
}

/** What is wrong with the texts on show: raw keys, and English the language has its own text for. */
function problemsIn(shown: readonly string[], left: EnglishLeft): string[] {
  return shown.flatMap((text) => {
    if (RAW_KEYS.has(text) || text.includes('{{')) return [`raw key: "${text}"`];
    if (left.texts.has(text)) return [`English: "${text}"`];
    const pattern = left.patterns.find((candidate) => candidate.pattern.test(text));
    return pattern ? [`English (${pattern.key}): "${text}"`] : [];
  });
}

interface Visit {
  address: string;
  entry: RouteEntry;
}

/**
 * One spelling of each signed-in or public route (routes.spec.ts walks them all): the one with a
 * query where the spec gives one. The sign-in screens are seen on the way to signing up.
 */
const VISITS: Visit[] = ROUTE_TABLE.filter(
  (entry) => entry.access !== 'guest' && entry.id !== 'home',
).map((entry) => {
  const path = entry.paths.find((known) => WITH_QUERY[known]) ?? entry.paths[0] ?? '/';
  return { address: path.replaceAll(':pub', SAMPLE_PUB) + (WITH_QUERY[path] ?? ''), entry };
});

const PASSWORD = 'languages walk password';

/** Screens switch within a few frames: polling at Playwright's pace would double the walk. */
const QUICK_POLL = { intervals: [25] };

/** Each language as the language page names it, in its own script. */
const OWN_NAMES: Record<Code, string> = {
  zh: '中文',
  ru: 'Русский',
  ja: '日本語',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
  hi: 'हिन्दी',
  es: 'Español',
  it: 'Italiano',
};

interface Language {
  code: Code;
  texts: Texts;
  left: EnglishLeft;
}

const loaded = new Map<Code, Language>();

/** A language's texts and the English it must not show, read once per worker. */
function language(code: Code): Language {
  const known = loaded.get(code);
  if (known) return known;
  const fresh = { code, texts: readTexts(code), left: englishLeftIn(code) };
  loaded.set(code, fresh);
  return fresh;
}

function textOf(code: Code, key: string): string {
  const found = language(code).texts.get(key);
  if (found === undefined) throw new Error(`${code} has no text ${key}`);
  return found;
}

/**
 * One page that goes through every screen in several languages, collecting what it finds. The
 * first language comes from the browser; the others are chosen on the language page, in the same
 * page, so each switch applies at once, and screens already loaded come back without a wait.
 */
class LanguageWalk {
  readonly problems: string[] = [];
  /** The distinct texts seen in each language, so a walk that sees nothing cannot pass. */
  readonly seen = new Map<Code, Set<string>>();
  private current: Language;

  constructor(
    private readonly page: Page,
    first: Code,
  ) {
    this.current = language(first);
  }

  text(key: string): string {
    return textOf(this.current.code, key);
  }

  async check(where: string): Promise<void> {
    const { code, left } = this.current;
    await expect(this.page.locator('html')).toHaveAttribute('lang', code);
    const shown = await shownTexts(this.page);
    const seen = this.seen.get(code) ?? new Set();
    this.seen.set(code, seen);
    shown.forEach((text) => seen.add(text));
    const problems = problemsIn(shown, left);
    this.problems.push(...problems.map((problem) => `${code} ${where}: ${problem}`));
  }

  showsTitle(titleKey: string, where: string): Promise<void> {
    return expectScreenTitled(this.page, this.text(`routes:${titleKey}`), where);
  }

  async switchTo(code: Code): Promise<void> {
    if (code === this.current.code) return;
    await navigate(this.page, '/i18nset');
    await this.showsTitle('language', '/i18nset');
    await checkIonControl(this.page.getByRole('radio', { name: OWN_NAMES[code], exact: true }));
    this.current = language(code);
    await this.showsTitle('language', `/i18nset in ${code}`);
  }

  /** The login screen of a device without an account, Create key, and the user agreement. */
  async signedOutScreens(): Promise<void> {
    const { page } = this;
    await navigate(page, '/');
    await expect(page.getByRole('link', { name: this.text('auth:login.createKey') })).toBeVisible();
    await this.check('/');
    await navigate(page, '/creatkeypage');
    const form = page.getByRole('form', { name: this.text('auth:create.title') });
    await expect(form.getByRole('button', { name: this.text('auth:create.submit') })).toBeVisible();
    await this.check('/creatkeypage');
    const terms = /<terms>(.+)<\/terms>/.exec(this.text('auth:agreement.createNotice'))?.[1] ?? '';
    await form.getByRole('link', { name: terms }).click();
    const agreement = page.getByRole('dialog', { name: this.text('auth:agreement.title') });
    await expect(agreement).toBeVisible();
    await this.check('user agreement');
    await page.getByRole('button', { name: this.text('auth:nav.close') }).click();
    await expect(agreement).toBeHidden();
  }

  /** Signs up on the Create key screen on show, in the current language. */
  async signUp(): Promise<void> {
    const { page } = this;
    const form = page.getByRole('form', { name: this.text('auth:create.title') });
    await form.getByRole('textbox', { name: this.text('auth:create.alias') }).fill('Wanderer');
    for (const label of ['auth:create.password', 'auth:create.confirmPassword']) {
      await form.getByRole('textbox', { name: this.text(label), exact: true }).fill(PASSWORD);
    }
    await form.getByRole('button', { name: this.text('auth:create.submit') }).click();
    await page.getByRole('button', { name: this.text('auth:agreement.accept') }).click();
    await expect(page).toHaveURL(/\/index$/);
  }

  /** Every tab of the home screen, then one spelling of every other route. */
  async signedInScreens(): Promise<void> {
    const { page } = this;
    await navigate(page, '/index');
    const sidebar = page.getByRole('navigation', { name: this.text('shell:sidebarLabel') });
    const tabs = sidebar.getByRole('button');
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await expect
        .poll(() => tabs.nth(index).getAttribute('aria-current'), QUICK_POLL)
        .toBe('page');
      await this.check(`home tab ${index + 1}`);
    }
    for (const { address, entry } of VISITS) {
      await navigate(page, address);
      await this.showsTitle(entry.titleKey, address);
      await this.check(address);
    }
  }
}

/**
 * The nine languages in two groups, one per worker, each group's first from the browser: one
 * walks the sign-in screens in eight, the other those in Arabic and then every screen signed in.
 */
const GROUPS: readonly (readonly Code[])[] = [
  ['zh', 'ru', 'ja', 'fr', 'de', 'hi', 'es', 'it'],
  ['ar'],
];
const WALKED_SIGNED_IN: Code = 'ar';

test('the check finds English, raw keys and placeholders, and lets shared words through', () => {
  const shown = [
    'Toasts',
    'Kurzmeldungen',
    'Chat',
    'Meshtalk',
    'routes:settings',
    'Hallo {{name}}',
  ];
  expect(problemsIn([...shown, '3 unread messages'], language('de').left)).toEqual([
    'English: "Toasts"',
    'raw key: "routes:settings"',
    'raw key: "Hallo {{name}}"',
    expect.stringMatching(/^English \(\w+:[\w.]+_other\): "3 unread messages"$/),
  ]);
});

test('the groups walk every translated language', () => {
  const translated = readdirSync(LOCALES).filter((code) => code !== 'en');
  expect(GROUPS.flat().sort()).toEqual(translated.sort());
});

for (const group of GROUPS) {
  const [first = 'zh'] = group;
  test.describe(`a ${first} browser`, () => {
    test.use({ locale: first });

    const signedIn = group.includes(WALKED_SIGNED_IN);
    const screens = signedIn ? `, every screen in ${WALKED_SIGNED_IN}` : '';

    test(`sign-in screens in ${group.join(', ')}${screens}: no English left, no raw key`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const walk = new LanguageWalk(page, first);
      await page.goto('/');
      await expect(
        page.getByRole('link', { name: walk.text('auth:login.createKey') }),
      ).toBeVisible();
      for (const code of group) {
        await walk.switchTo(code);
        await walk.signedOutScreens();
      }
      if (signedIn) {
        // Signed up in the group's last language, the walk goes through every screen.
        await walk.signUp();
        await walk.switchTo(WALKED_SIGNED_IN);
        await walk.signedInScreens();
        // About 650 to 800 distinct texts show in the walked language, about 40 signed out.
        expect(walk.seen.get(WALKED_SIGNED_IN)?.size).toBeGreaterThan(400);
      }
      expect(walk.problems).toEqual([]);
      for (const code of group) expect(walk.seen.get(code)?.size).toBeGreaterThan(20);
    });
  });
}

test.describe('a first visit from a German browser', () => {
  test.use({ locale: 'de-DE', permissions: ['clipboard-read', 'clipboard-write'] });

  test('opens in German; a language chosen later applies at once, toasts too, and stays', async ({
    page,
  }) => {
    const html = page.locator('html');
    await page.goto('/');
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(page.getByText(textOf('de', 'auth:login.noAccount'))).toBeVisible();
    const createKey = (code: Code) =>
      page.getByRole('link', { name: textOf(code, 'auth:login.createKey') });
    await expect(createKey('de')).toBeVisible();
    // Every switch below happens in this page: a reload would show nothing about "at once".
    await page.evaluate(() => Object.assign(window, { languagesSpecPage: true }));

    await navigate(page, '/i18nset');
    await expect(page.getByRole('radio', { name: OWN_NAMES.fr, exact: true })).toBeVisible();
    // A language's catalogues come in one request, whatever the screen shows of them.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await checkIonControl(page.getByRole('radio', { name: OWN_NAMES.fr, exact: true }));
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByText(textOf('fr', 'language:title'))).toBeVisible();
    expect(fetched).toEqual([expect.stringMatching(/^\/assets\/fr-[\w-]+\.js$/)]);

    await navigate(page, '/creatkeypage');
    await page.getByRole('button', { name: textOf('fr', 'auth:create.copyId') }).click();
    const copied = page.getByText(textOf('fr', 'auth:create.idCopied'), { exact: true });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => 'languagesSpecPage' in window)).toBe(true);

    // The choice is this device's: it outlasts a reload, whatever the browser asks for.
    await page.goto('/');
    await expect(createKey('fr')).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'fr');
  });
});
