import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import react from '@vitejs/plugin-react';
import { buildRelay } from './scripts/build-relay.ts';
import { coreAlias } from './scripts/core-alias.ts';
import { DEFAULT_THEME_ID, themeById } from './src/app/themes/themes.ts';

const relay = process.env.MESHTALK_DEV_RELAY ?? 'http://127.0.0.1:8765';

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

/**
 * The Ionic elements nearly every screen shows, the login screen among them. Each would otherwise
 * be a chunk of its own (one per set of screens that uses it), and the login screen fetched about
 * thirty small files of Ionic: in one chunk they gzip as one, and weigh less.
 */
const COMMON_IONIC_ELEMENT =
  /[\\/]@ionic[\\/]core[\\/]components[\\/]ion-(app|router-outlet|content|header|toolbar|title|buttons|button|card|card-content|input|spinner|toast)\.js$/;

/**
 * What every screen runs on: React, the router, i18next, @ionic/react (a single module) and the
 * app's own wrappers of the common elements and its small utilities (scripts: Ionic's style sheets
 * stay with main.tsx's). Only these modules: their dependencies (every Ionic element @ionic/react
 * imports) stay where the screens that use them are.
 */
const FRAMEWORK_MODULE = new RegExp(
  [
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements|@ionic[\\/]react|@ionic[\\/]react-router|@stencil[\\/]react-output-target|@lit[\\/]react)[\\/].*\.js$/
      .source,
    /[\\/]src[\\/]app[\\/]ui[\\/]ionic[\\/](wrap|ion-(content|header|toolbar|title|buttons|button|card|card-content|input|spinner))\.ts$/
      .source,
    /[\\/]src[\\/]core[\\/]util[\\/]/.source,
  ].join('|'),
);

const packageJson = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
  description: string;
};

/** The commit the app is built from (short hash); outside a git checkout, the build date. */
function buildId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/*
 * Workbox matches these against the path with its query (IDs in a query hold dots). The relay's own
 * paths (src/relay/server.ts) are never answered with the app's index.html, and, as on the relay
 * (static-site.ts), neither is a path whose last segment has a file extension.
 */
const RELAY_PATH = /^\/(gun|health|metrics|ai)([/?]|$)/;
const FILE_PATH = /^[^?]*\/[^/?]*\.[^/?]*(\?|$)/;

/**
 * Installable, and opens offline: the web app manifest and a service worker that precaches every
 * file of the build (nothing else: no runtime caching, so the relay's graph, /health, the AI proxy
 * and other sites always go to the network). A new version waits until the user says to reload
 * (`registerType: 'prompt'`); the app registers the worker itself once its first screen shows
 * (src/app/boot/app-updates.ts), so the login screen loads none of it.
 */
function installableApp() {
  const theme = themeById(DEFAULT_THEME_ID);
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The icons are in the precache already, as every file of the build is.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Meshtalk',
      short_name: 'Meshtalk',
      description: packageJson.description,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The default theme's; the page's theme-color meta follows the theme chosen at run time.
      theme_color: theme.light,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // Every chunk and style, the SQLite WebAssembly and worker, the catalogues, icons, fonts
      // (the manifest is added by the plugin).
      globPatterns: ['**/*.{js,css,html,wasm,svg,png,ico,woff,woff2}'],
      // The largest file, the Me page's 3D graph chunk, is about 1 MB; SQLite's WebAssembly 0.9 MB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [RELAY_PATH, FILE_PATH],
      // The first visit works offline without a reload; an update still waits for the user.
      clientsClaim: true,
    },
  });
}

/** For the app and its SQLite worker: only warnings that call for a change. */
const quietBuild = {
  // Slow plugins on a busy machine are no news to someone starting the relay.
  checks: { bundlerTimings: false },
} satisfies BuildEnvironmentOptions['rolldownOptions'];

export default defineConfig({
  plugins: [react(), iconPerModule(), exposeIonicFactories(), installableApp(), relayWithApp()],
  define: {
    'import.meta.env.VITE_APP_BUILD': JSON.stringify(buildId()),
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
  },
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
    // Vite would list, for every lazy chunk, the chunks to fetch along with it, and the first chunk
    // would carry those lists for every screen (over 4 KiB gzip). The service worker serves every
    // chunk from its cache, where a chunk's imports cost no round trip; index.html still names
    // what the first chunk imports, and a lazy chunk's styles are still fetched with it.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      ...quietBuild,
      output: {
        codeSplitting: {
          groups: [
            { name: 'ionic', test: COMMON_IONIC_ELEMENT },
            { name: 'framework', test: FRAMEWORK_MODULE, includeDependenciesRecursively: false },
          ],
        },
      },
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
