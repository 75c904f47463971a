// `npm run test:e2e`: the browser tests in two shards run side by side, each a Vitest run with its own
// platform (its own embedded PostgreSQL, data directory, SMTP sink and Chromium, from
// e2e/support/globalSetup.ts), so they share nothing but the CPU. Most of a browser test is waiting
// (pages settling, countdowns, animations), so two shards on two cores take little more than half
// the time of one run. E2E_SHARDS=1 runs them as one; arguments narrow the files as Vitest's do.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const E2E = join(ROOT, 'e2e');
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));

/**
 * Relative running time of the long files (measured; a file not listed counts 1), so the greedy
 * split below gives each shard about the same work. A wrong weight only unbalances the shards.
 */
const WEIGHT = {
  'navigation.e2e.ts': 5,
  'tradingLayout.e2e.ts': 4,
  'languages.e2e.ts': 3,
  'phoneLayout.e2e.ts': 3,
  'demo.e2e.ts': 2.5,
  'theme.e2e.ts': 2,
  'routes.e2e.ts': 2,
  'funds.e2e.ts': 1.5,
  'contract.e2e.ts': 1.5,
  'p2p.e2e.ts': 1.5,
};

const filters = process.argv.slice(2);
const files = readdirSync(E2E)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort((a, b) => (WEIGHT[b] ?? 1) - (WEIGHT[a] ?? 1) || a.localeCompare(b));

const shards = Array.from({ length: Math.min(SHARDS, files.length) }, () => ({ files: [], weight: 0 }));
for (const name of files) {
  const lightest = shards.reduce((best, shard) => (shard.weight < best.weight ? shard : best));
  lightest.files.push(name);
  lightest.weight += WEIGHT[name] ?? 1;
}

/** One shard's Vitest run; its output is printed whole when it ends, so the two never interleave. */
function runShard(shard, index) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--config', join(E2E, 'vitest.config.ts')], {
      cwd: ROOT,
      env: { ...process.env, E2E_FILES: shard.files.join(','), FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n[e2e shard ${index + 1}/${shards.length}] ${shard.files.join(' ')}\n`);
      process.stdout.write(Buffer.concat(chunks));
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all(shards.map(runShard));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
