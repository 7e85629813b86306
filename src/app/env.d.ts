/// <reference types="vite-plugin-pwa/vanillajs" />

/** Values vite.config.ts defines at build time. */
interface ImportMetaEnv {
  /** The commit the app was built from (short hash), or the build date outside a git checkout. */
  readonly VITE_APP_BUILD: string;
  /** package.json's version. */
  readonly VITE_APP_VERSION: string;
}
