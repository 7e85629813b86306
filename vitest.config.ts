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
    // Two files at a time: the Node tests mostly wait (relays, time-outs, retries), so one at a
    // time took 440 s for 205 CPU-s and became the longest step of `verify` (686 s beside the
    // browser tests' 652 s); two at a time take 222 s for 187 CPU-s. Each file starts its own
    // relays on free ports, so files do not share state.
    maxWorkers: 2,
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
