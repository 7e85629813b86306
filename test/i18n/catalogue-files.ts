import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
const APP = join(ROOT, 'src', 'app');
const LOCALES = join(APP, 'i18n', 'locales');

type Catalogue = Record<string, unknown>;

/** Nested keys as i18next addresses them: `{ a: { b: 'x' } }` gives `a.b`. */
export function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [[prefix, value]];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

export function readCatalogue(language: string, namespace: string): Catalogue {
  const path = join(LOCALES, language, `${namespace}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
}

export function namespacesOf(language: string): string[] {
  return readdirSync(join(LOCALES, language))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export const languages = readdirSync(LOCALES).filter((name) =>
  statSync(join(LOCALES, name)).isDirectory(),
);

/** English's keys, by namespace. */
export function englishKeys(): Map<string, Set<string>> {
  return new Map(namespacesOf('en').map((ns) => [ns, new Set(flatten(readCatalogue('en', ns)))]));
}

/** The app's source files (not its tests). */
export function sourceFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}
