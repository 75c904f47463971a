import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** A signer that dies is started again after this long (a restart resumes from the database; nothing is sent twice). */
const RESTART_DELAY_MS = 5_000;
const STOP_WAIT_MS = 15_000;

/**
 * `npm start` with SIGNER_KEY_FILE set: the signer (signer/main.ts) runs as a child process of its own
 * with the same environment plus the database URL. This process passes the key file's PATH along and
 * never opens it. The child is restarted when it dies; stop() sends SIGTERM and waits.
 */
export function superviseSigner(options: { databaseUrl: string; log: (line: string) => void }): { stop(): Promise<void> } {
  const entry = resolve(import.meta.dirname, 'signer/main.ts');
  let child: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    // execArgv carries tsx's loader, so the child runs TypeScript as this process does.
    child = spawn(process.execPath, [...process.execArgv, entry], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: options.databaseUrl },
    });
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      options.log(`[signer] exited (${signal ?? code}); starting it again in ${RESTART_DELAY_MS / 1000} s`);
      timer = setTimeout(start, RESTART_DELAY_MS);
    });
  };
  start();
  return {
    stop: () =>
      new Promise<void>((done) => {
        stopping = true;
        if (timer) clearTimeout(timer);
        const running = child;
        if (!running || running.exitCode !== null) return done();
        const force = setTimeout(() => running.kill('SIGKILL'), STOP_WAIT_MS);
        running.once('exit', () => {
          clearTimeout(force);
          done();
        });
        running.kill('SIGTERM');
      }),
  };
}
