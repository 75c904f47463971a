import { spawn } from 'node:child_process';
import { freePort } from '../platform/freePort.js';

/** Debian's `nats-server` package (.ci/run installs it). */
export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export interface NatsServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * A NATS server of its own on a free loopback port, for the multi-process test and the
 * `--nodes 2` benchmark; resolves once it accepts clients.
 */
export async function startNatsServer(readyTimeoutMs = 20_000): Promise<NatsServerProcess> {
  const port = await freePort();
  const child = spawn(NATS_SERVER_BIN, ['-a', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`nats-server did not start:\n${output}`)), readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server is ready')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (error) => fail(new Error(`nats-server could not be started (${NATS_SERVER_BIN}): ${error.message}`)));
    child.once('exit', (code) => fail(new Error(`nats-server exited with ${code}:\n${output}`)));
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
