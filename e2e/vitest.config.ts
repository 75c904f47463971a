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
    // One module cache for every file: the platform's modules, playwright-core and the seed helpers
    // are imported once, not once per file (40 s of a run). The support modules' shared state is a
    // browser connection and database handles that each file's afterAll closes and forgets.
    isolate: false,
  },
});
