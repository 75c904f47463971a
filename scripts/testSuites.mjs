// `npm test`'s last step: the unit/API suite and the browser suite side by side. The browser suite is
// bound by waiting (pages settling, countdowns, the server's pushes), not by the CPU: on CI's two
// cores it keeps about one busy, so the unit suite runs in the other's idle time instead of before
// it. Each suite prints its whole output when it ends, so the two never interleave; the exit code is
// non-zero when either failed.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SUITES = [
  { name: 'unit and API tests', args: [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run'] },
  { name: 'browser tests', args: [join(ROOT, 'scripts/e2eShards.mjs')] },
];

function runSuite(suite) {
  return new Promise((done) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, suite.args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n[${suite.name}] exit ${code} after ${Math.round((Date.now() - startedAt) / 1000)} s\n`);
      process.stdout.write(Buffer.concat(chunks));
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all(SUITES.map(runSuite));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
