import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../platform/freePort.js';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

export interface PlatformProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
}

/**
 * Starts `src/main.ts` as `npm start` does, on a free loopback port, and resolves once it
 * serves. Runs as `node --import tsx` (one process), so a signal, SIGKILL included, reaches the
 * server itself rather than a CLI wrapper. Used by the browser tests, the recovery test and the
 * benchmarks.
 */
export async function startPlatformProcess(env: Record<string, string>, readyTimeoutMs = 90_000): Promise<PlatformProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`platform did not start:\n${output}`)), readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Veritex is running at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`platform exited with ${code}:\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, port, output: () => output };
}
