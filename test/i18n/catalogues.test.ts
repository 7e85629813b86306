import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  englishKeys,
  flatten,
  languages,
  leaves,
  namespacesOf,
  readCatalogue,
  ROOT,
  sourceFiles,
} from './catalogue-files.ts';
import { findKeyUses, problemWith, type KeyUse } from './translation-keys.ts';

const englishNamespaces = namespacesOf('en');
const english = englishKeys();

/** `{{name}}` placeholders and `<tag>` markup a translation must keep. */
function markers(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>/g)].map((m) => m[0]).sort();
}

/** i18next's plural suffixes: a key `x_one`, `x_other` of English is the plural `x`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A translation's key as English has it: a plural form names English's `_other`. */
function englishKeyOf(key: string): string {
  return PLURAL_SUFFIX.test(key) ? key.replace(PLURAL_SUFFIX, '_other') : key;
}

/**
 * The keys a language's catalogue must have: English's, with each plural in the forms that
 * language's plural rules use (Russian's few and many, Arabic's six; Chinese and Japanese one).
 */
function keysIn(code: string, englishKeys: ReadonlySet<string>): string[] {
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of englishKeys) {
    if (!PLURAL_SUFFIX.test(key)) keys.add(key);
    else for (const form of forms) keys.add(key.replace(PLURAL_SUFFIX, `_${form}`));
  }
  return [...keys].sort();
}

/**
 * Whether a translation keeps the placeholders and tags of its English text. A plural form may
 * leave out `{{count}}` where its language says the number in words ("one conversation").
 */
function keepsMarkers(key: string, text: unknown, english: Map<string, unknown>): boolean {
  const wanted = markers(english.get(englishKeyOf(key)));
  const found = markers(text).join();
  if (found === wanted.join()) return true;
  return (
    PLURAL_SUFFIX.test(key) &&
    found === wanted.filter((m) => !/^\{\{\s*count\s*\}\}$/.test(m)).join()
  );
}

const describeUse = (use: KeyUse, problem: string) =>
  `${relative(ROOT, use.file)}:${use.line} t('${use.key}') [${use.namespaces.join(', ')}]: ${problem}`;

function problemsIn(uses: KeyUse[]): string[] {
  return uses.flatMap((use) => {
    const problem = problemWith(use, english);
    return problem ? [describeUse(use, problem)] : [];
  });
}

describe('translation catalogues', () => {
  it('have English, Chinese and only known language folders', () => {
    expect(languages).toContain('en');
    expect(languages).toContain('zh');
    const known = ['en', 'zh', 'ru', 'ja', 'fr', 'de', 'ar', 'hi', 'es', 'it'];
    expect(languages.filter((code) => !known.includes(code))).toEqual([]);
  });

  const translations = languages.filter((code) => code !== 'en');
  const cases = translations.flatMap((code) =>
    englishNamespaces.map((namespace) => [code, namespace] as const),
  );

  it.each(cases)('%s/%s.json has the English keys, in its own plural forms', (code, namespace) => {
    expect(namespacesOf(code)).toContain(namespace);
    const keys = flatten(readCatalogue(code, namespace)).sort();
    expect(keys).toEqual(keysIn(code, english.get(namespace) ?? new Set()));
  });

  it.each(cases)('%s/%s.json keeps every placeholder and tag', (code, namespace) => {
    const en = new Map(leaves(readCatalogue('en', namespace)));
    const mismatches = leaves(readCatalogue(code, namespace))
      .filter(([key, text]) => !keepsMarkers(key, text, en))
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(cases)('%s/%s.json holds only non-empty strings', (code, namespace) => {
    const bad = leaves(readCatalogue(code, namespace))
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(englishNamespaces)('en/%s.json holds only non-empty strings', (namespace) => {
    const bad = leaves(readCatalogue('en', namespace))
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('no translation has a namespace that English lacks', () => {
    const extras = translations.flatMap((code) =>
      namespacesOf(code)
        .filter((namespace) => !english.has(namespace))
        .map((namespace) => `${code}/${namespace}.json`),
    );
    expect(extras).toEqual([]);
  });
});

describe('translation keys used in src/app', () => {
  const files = sourceFiles();
  const uses = files.flatMap((file) => findKeyUses(file, readFileSync(file, 'utf8')));

  it('finds the literal keys (the scan is not vacuous)', () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(uses.some((use) => use.key === 'clearChats.title')).toBe(true);
  });

  it('every literal key resolves in the English catalogue of its namespace', () => {
    expect(problemsIn(uses)).toEqual([]);
  });

  it('reports a key missing from the catalogue, with file and key', () => {
    const source = `
      import { useTranslation } from 'react-i18next';
      export function Broken() {
        const { t } = useTranslation('settings');
        return <p title={t("title")}>{t('nope')}</p>;
      }`;
    expect(problemsIn(findKeyUses('src/app/broken.tsx', source))).toEqual([
      "src/app/broken.tsx:5 t('nope') [settings]: missing from en/settings.json",
    ]);
  });

  it('resolves unprefixed keys in the first namespace only, prefixed ones in theirs', () => {
    const source = `
      function A() {
        const { t } = useTranslation(['settings', 'routes']);
        t('title'); t('routes:back'); t('back'); t('routes:nope');
      }
      function B() {
        const { t: tr } = useTranslation('routes');
        tr('back'); tr(\`dynamic.\${x}\`); t('title');
      }
      function C() {
        const { t } = useTranslation();
        return <Trans t={t} i18nKey="title" />;
      }`;
    const found = problemsIn(findKeyUses('x.tsx', source)).map((line) => line.split(' t(')[1]);
    expect(found).toEqual([
      "'back') [settings, routes]: missing from en/settings.json",
      "'routes:nope') [settings, routes]: missing from en/routes.json",
      "'title') []: no namespace (useTranslation() names none)",
    ]);
  });
});
