import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

export function isLanguageCode(code: string): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

// English is the source catalogue and the fallback, so it ships with the first chunk; every other
// language is fetched when chosen.
const english = import.meta.glob<ResourceLanguage[string]>('./locales/en/*.json', {
  eager: true,
  import: 'default',
});
const lazyCatalogues = import.meta.glob<ResourceLanguage[string]>('./locales/*/*.json', {
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function catalogueOf(code: string): Promise<ResourceLanguage> {
  const prefix = `./locales/${code}/`;
  const entries = Object.entries(lazyCatalogues).filter(([path]) => path.startsWith(prefix));
  return Promise.all(
    entries.map(async ([path, load]) => [namespaceOf(path), await load()] as const),
  ).then((pairs) => Object.fromEntries(pairs));
}

const englishCatalogue: ResourceLanguage = Object.fromEntries(
  Object.entries(english).map(([path, messages]) => [namespaceOf(path), messages]),
);

const loadedLanguages = new Set<LanguageCode>(['en']);

async function addLanguage(code: LanguageCode): Promise<void> {
  if (loadedLanguages.has(code)) return;
  const catalogue = await catalogueOf(code);
  for (const [namespace, messages] of Object.entries(catalogue)) {
    i18next.addResourceBundle(code, namespace, messages, true, true);
  }
  loadedLanguages.add(code);
}

function applyDocumentLanguage(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';
}

export async function initI18n(preferred: string): Promise<void> {
  const code = isLanguageCode(preferred) ? preferred : 'en';
  const resources: Resource = { en: englishCatalogue };
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(englishCatalogue),
    defaultNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(code);
}

/** Switches the interface language, loading its catalogue first; unknown codes fall back to English. */
export async function changeLanguage(preferred: string): Promise<void> {
  const code = isLanguageCode(preferred) ? preferred : 'en';
  try {
    await addLanguage(code);
  } catch {
    // A catalogue that fails to load leaves the English texts, which are always present.
  }
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}
