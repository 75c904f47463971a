import { defineConfig } from 'vitest/config';
import { callVerbs } from './apps/web/build/callVerbs.ts';

export default defineConfig({
  // The web's API client imports its calls' verbs from this build step (apps/web/build/callVerbs.ts).
  plugins: [callVerbs()],
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    globalSetup: ['apps/server/src/testing/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel on forks, each against its own database. Vitest's default is one
    // worker fewer than the cores, which on CI's two is a single file at a time; these tests
    // mostly wait on PostgreSQL, so two forks keep both cores busy.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one file to the next: re-importing the whole server
    // for each of ~150 files was about 60 % of the suite's CPU. No test relies on fresh module state;
    // the one that mocks a module (signInThrottle) reloads the graph after its mock.
    isolate: false,
  },
});
