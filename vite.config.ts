import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';

const relay = process.env.MESHTALK_DEV_RELAY ?? 'http://127.0.0.1:8765';

/**
 * The sign-in screens' English catalogues ship in the first chunk on purpose (i18n.ts imports them
 * statically and fetches every other catalogue through a glob that matches them too), so rolldown's
 * note that their dynamic import cannot split them out says nothing new.
 */
const ENGLISH_CATALOGUE = /src\/app\/i18n\/locales\/en\/[^/]+\.json is dynamically imported/;

/**
 * Ionic's per-component modules declare no `sideEffects`, so every component they re-export would
 * ship in the first chunk; each one only registers its element when @ionic/react asks for it.
 */
const IONIC_COMPONENT = /node_modules\/@ionic\/core\/components\//;

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
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    sourcemap: true,
    // `npm run bench:startup` measures what the first screen loads.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      ...quietBuild,
      treeshake: {
        moduleSideEffects: (id) => (IONIC_COMPONENT.test(id) ? false : undefined),
        // @ionic/react calls these at load time without marking them pure, so components the app
        // never uses (IonNav, IonTabs, ...) would ship with their elements.
        manualPureFunctions: ['createForwardRef', 'createReactComponent'],
      },
    },
  },
  worker: { format: 'es', rolldownOptions: quietBuild },
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  server: {
    proxy: {
      '/gun': { target: relay, ws: true },
      '/health': relay,
      // The relay's AI proxy, not the app's /aichat and /aisetting routes.
      '^/ai/': relay,
    },
  },
});
