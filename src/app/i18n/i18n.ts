import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import auth from './locales/en/auth.json';
import boot from './locales/en/boot.json';
import language from './locales/en/language.json';
import routes from './locales/en/routes.json';
import themes from './locales/en/themes.json';

/** The spec's ten interface languages, each named in its own script. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: '中文' },
  { code: 'ru', name: 'Русский' },
  { code: 'ja', name: '日本語' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ar', name: 'العربية' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that is one of
 * the ten, by its primary subtag (`de-CH` is German); English when none is.
 */
export function browserLanguage(wanted: readonly string[]): LanguageCode {
  for (const tag of wanted) {
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (isLanguageCode(primary)) return primary;
  }
  return 'en';
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export function isLanguageCode(code: string): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

// What the screens open to a signed-out visitor show (sign-in, sign-up, language): their English,
// the source catalogue and the fallback, ships with the first chunk. Every other catalogue, and
// every other language, is fetched when first needed: a language's catalogues come in one chunk
// (its `index.ts`), so the first namespace asked for brings the rest.
const SIGN_IN_ENGLISH: ResourceLanguage = { auth, boot, language, routes, themes };

type Catalogues = Record<string, ResourceLanguage[string]>;

/** Each language's catalogues by file name (`./chat.json`), one chunk per language. */
const languageCatalogues = import.meta.glob<Catalogues>('./locales/*/index.ts', {
  import: 'default',
});

const ENGLISH = './locales/en/index.ts';

/** i18next fetches a language's namespace through this the first time a screen asks for it. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(code, namespace, callback) {
    const load = languageCatalogues[`./locales/${code}/index.ts`];
    // A language without this catalogue shows the English texts.
    if (!load) return callback(null, {});
    load().then(
      (catalogues) => callback(null, catalogues[`./${namespace}.json`] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

// Settled once initI18n has set i18next up.
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => (markInitialised = resolve));

/**
 * Every namespace in the current language. The signed-in screens read each other's texts
 * (`t('contacts:…')`), which i18next does not fetch by itself, so they wait for all of them.
 */
export async function loadAllCatalogues(): Promise<void> {
  // Before init i18next would load nothing, and the first screen starts loading before it.
  await initialised;
  // English is the fallback, fetched with any other language anyway: its files name them all.
  const english = (await languageCatalogues[ENGLISH]?.()) ?? {};
  const namespaces = Object.keys(english).map((file) => file.slice('./'.length, -'.json'.length));
  await i18next.loadNamespaces(namespaces);
}

function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';
}

export async function initI18n(preferred: string): Promise<void> {
  const code = isLanguageCode(preferred) ? preferred : 'en';
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      resources: { en: SIGN_IN_ENGLISH },
      partialBundledLanguages: true,
      lng: code,
      fallbackLng: 'en',
      ns: Object.keys(SIGN_IN_ENGLISH),
      defaultNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(code);
  markInitialised();
}

/**
 * Switches the interface language, fetching the catalogues shown so far in it first; unknown codes
 * fall back to English, and so does any text whose catalogue fails to load.
 */
export async function changeLanguage(preferred: string): Promise<void> {
  const code = isLanguageCode(preferred) ? preferred : 'en';
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}
