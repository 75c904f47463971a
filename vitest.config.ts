import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/testing/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run in parallel on forks, each against its own database.
    pool: 'forks',
  },
});
