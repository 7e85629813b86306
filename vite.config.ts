import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildRelay } from './scripts/build-relay.ts';
import { coreAlias } from './scripts/core-alias.ts';

const relay = process.env.MESHTALK_DEV_RELAY ?? 'http://127.0.0.1:8765';

/**
 * The sign-in screens' English catalogues ship in the first chunk on purpose (i18n.ts imports them
 * statically and fetches every other catalogue through a glob that matches them too), so rolldown's
 * note that their dynamic import cannot split them out says nothing new.
 */
const ENGLISH_CATALOGUE = /src\/app\/i18n\/locales\/en\/[^/]+\.json is dynamically imported/;

/**
 * Ionic's per-component modules declare no `sideEffects`, so every component they re-export would
 * ship in the first chunk; each one only registers its element when a component asks for it.
 */
const IONIC_COMPONENT = /node_modules\/@ionic\/core\/components\//;

/**
 * A feature's public surface (`src/app/features/<feature>/public.ts`) only re-exports, and lint
 * holds it to that. Without side effects, a chunk that imports one export from it gets that export
 * alone: the other exports (another feature's heavy components) stay out of its static imports.
 */
const FEATURE_PUBLIC = /\/src\/app\/features\/[^/]+\/public\.ts$/;

const ICONS = 'ionicons/icons';
const ICONS_ID = '\0ionicons-icons';
const ICON_ID = '\0ionicon:';

/**
 * `ionicons/icons` is one module holding every icon, so the icons of every screen shipped in one
 * chunk with the login screen. Here each icon is a module of its own (the package module becomes
 * re-exports of them), so a screen's chunk carries only the icons it shows.
 */
function iconPerModule(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'icon-per-module',
    // The dev server would serve every icon as a request of its own.
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id.startsWith(ICON_ID)) return id;
      if (id !== ICONS) return null;
      if (!icons) {
        const file = await this.resolve(ICONS, importer, { skipSelf: true });
        if (!file) return null;
        const declarations = readFileSync(file.id, 'utf8').matchAll(
          /^export const (\w+) = (".*");?$/gm,
        );
        icons = new Map([...declarations].map(([, name, value]) => [name!, value!]));
      }
      return ICONS_ID;
    },
    load(id) {
      if (id === ICONS_ID) {
        return [...(icons?.keys() ?? [])]
          .map((name) => `export { ${name} } from '${ICON_ID}${name}';`)
          .join('\n');
      }
      if (!id.startsWith(ICON_ID)) return null;
      const name = id.slice(ICON_ID.length);
      return `export const ${name} = ${icons?.get(name)};`;
    },
  };
}

const IONIC_REACT = /node_modules\/@ionic\/react\/dist\/index\.js$/;

/**
 * @ionic/react makes its routing components (IonButton, IonItem, ...) and inline overlays
 * (IonModal, IonPopover) with two factories it does not export. Exporting them lets
 * src/app/ui/ionic/ make each of those components in a module of its own, as it does the others;
 * their types are declared in src/app/ui/ionic/ionic-factories.d.ts.
 */
function exposeIonicFactories(): Plugin {
  return {
    name: 'expose-ionic-factories',
    transform(code, id) {
      if (!IONIC_REACT.test(id)) return null;
      // Appended, so the module's source map stays right.
      return {
        code: `${code}\nexport { createInlineOverlayComponent, createRoutingComponent };\n`,
        map: null,
      };
    },
  };
}

/** `vite build` bundles the relay too, so the relay that serves dist/app always matches it. */
function relayWithApp(): Plugin {
  return {
    name: 'relay-with-app',
    apply: 'build',
    closeBundle: () => buildRelay(),
  };
}

/** For the app and its SQLite worker: only warnings that call for a change. */
const quietBuild = {
  // Slow plugins on a busy machine are no news to someone starting the relay.
  checks: { bundlerTimings: false },
  onwarn(warning, warn) {
    if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && ENGLISH_CATALOGUE.test(warning.message)) {
      return;
    }
    warn(warning);
  },
} satisfies BuildEnvironmentOptions['rolldownOptions'];

export default defineConfig({
  plugins: [react(), iconPerModule(), exposeIonicFactories(), relayWithApp()],
  resolve: {
    alias: [
      coreAlias,
      // The Me page's 3D graph draws with WebGL; three's WebGPU renderer would double its chunk.
      {
        find: /^three\/webgpu$/,
        replacement: fileURLToPath(
          new URL('src/app/features/me/lib/no-webgpu.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist/app',
    // Only the Me page's 3D graph (three.js, about 820 kB, fetched by that screen alone) is over 500.
    chunkSizeWarningLimit: 900,
    sourcemap: true,
    rolldownOptions: {
      ...quietBuild,
      treeshake: {
        moduleSideEffects: (id) =>
          IONIC_COMPONENT.test(id) || FEATURE_PUBLIC.test(id) ? false : undefined,
        // @ionic/react calls these at load time without marking them pure, so components the app
        // never uses (IonNav, ...) would ship with their elements.
        manualPureFunctions: ['createForwardRef', 'createReactComponent'],
      },
    },
  },
  worker: { format: 'es', rolldownOptions: quietBuild },
  optimizeDeps: {
    exclude: ['@sqlite.org/sqlite-wasm'],
    rolldownOptions: { plugins: [exposeIonicFactories()] },
  },
  server: {
    proxy: {
      '/gun': { target: relay, ws: true },
      '/health': relay,
      // The relay's AI proxy, not the app's /aichat and /aisetting routes.
      '^/ai/': relay,
    },
  },
});
