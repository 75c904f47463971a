import { defineConfig } from 'vitest/config';

/** Browser tests: the real platform (embedded PostgreSQL, SMTP sink, built web app) driven by Debian's Chromium. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    // A shard of `npm run test:e2e` names its files exactly (as path filters, loans.e2e.ts would also pick adminLoans.e2e.ts).
    include: process.env.E2E_FILES ? process.env.E2E_FILES.split(',') : ['**/*.e2e.ts'],
    globalSetup: ['support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one file at a time keeps the browser and the server responsive.
    fileParallelism: false,
  },
});
