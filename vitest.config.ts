import { defineConfig } from 'vitest/config';
import { coreAlias } from './scripts/core-alias.ts';

export default defineConfig({
  // Vitest reads this file instead of vite.config.ts, so it needs the app's `@core/` alias too.
  resolve: { alias: [coreAlias] },
  test: {
    globalSetup: './test/support/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file at a time: on two cores the Node tests alone take about as long as two at a time
    // (225 s and 196 CPU-s, against 222 s and 182 CPU-s), and beside the browser tests fewer
    // processes wait for the cores. Each file starts its own relays on free ports, so files do
    // not share state.
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        // Unit tests share their worker's modules: loading core's modules afresh for each of
        // about 120 files cost more CPU than running them.
        test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Relays, meshes and attackers: each file in a process of its own, so nothing a file left
        // running can reach the next.
        test: { name: 'integration', include: ['test/**/*.test.ts'] },
      },
    ],
  },
});
