import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const relay = process.env.MESHTALK_DEV_RELAY ?? 'http://127.0.0.1:8765';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/app', sourcemap: true, chunkSizeWarningLimit: 900 },
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  server: { proxy: { '/gun': { target: relay, ws: true }, '/health': relay } },
});
