import { defineConfig } from 'vitest/config';
import { coreAlias } from './scripts/core-alias.ts';

export default defineConfig({
  // Vitest reads this file instead of vite.config.ts, so it needs the app's `@core/` alias too.
  resolve: { alias: [coreAlias] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: './test/support/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time (Vitest's default leaves one core idle on a two-core machine). Each file
    // starts its own relays on free ports, so files do not share state.
    maxWorkers: 2,
  },
});
