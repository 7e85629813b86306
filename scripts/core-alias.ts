import { fileURLToPath } from 'node:url';

/**
 * `@core/<folder>/<file>.ts` is `src/core/<folder>/<file>.ts`: the app reaches core through this
 * alias instead of deep relative paths. tsconfig.json's `paths` declares the same mapping for
 * the type check, lint and dpdm; Vite (the app and its worker) and Vitest take it from here.
 */
export const coreAlias = {
  find: /^@core\//,
  replacement: fileURLToPath(new URL('../src/core/', import.meta.url)),
};
