import { defineConfig } from 'vitest/config';
import { coreAlias } from './scripts/core-alias.ts';

export default defineConfig({
  // Vitest reads this file instead of vite.config.ts, so it needs the app's `@core/` alias too.
  resolve: { alias: [coreAlias] },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One file at a time: two at a time take half the wall time alone (222 s against 440 s, the
    // tests mostly wait on relays and time-outs), but beside the browser tests and the static
    // checks on two cores they starved each other's Gun clients into time-outs. Each file starts
    // its own relays on free ports, so files do not share state.
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
        // Only these start relays and Gun clients, built once by the global setup: the unit tests,
        // which run as a step of their own beside these, need neither.
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          globalSetup: './test/support/global-setup.ts',
        },
      },
    ],
  },
});
