// The last step of `npm test`: the unit/API suite and the browser suite side by side. The browser
// suite waits on pages most of the time (about half a core of CPU on average, measured with `time`),
// so the unit suite runs beside it on one worker instead of before it on two: the whole run takes
// about as long as the browser suite alone. Each suite's output is printed whole when it ends, so
// the two never interleave; the exit code is non-zero when either fails.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');

function run(name, args) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n[${name}: exit ${code} after ${seconds} s]\n`);
      process.stdout.write(Buffer.concat(chunks));
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all([run('unit/API tests', [VITEST, 'run', '--maxWorkers=1']), run('browser tests', [join(ROOT, 'scripts/e2eShards.mjs')])]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
