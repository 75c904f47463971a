/**
 * bench:ws's subscribers in their own processes (support/wsLoadChild.ts), so that the bench
 * process, which places the driver's orders and measures, does not also read 30,000 frames a
 * second, and the figure is the server's. Each process takes an equal share of the clients and
 * reports its counts over IPC when asked.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import type { LoadCommand, LoadReport } from './wsLoadChild.js';

export interface FrameTotals {
  frames: number;
  bytes: number;
  counts: Map<string, number>;
}

export interface LoadGenerators {
  pids: number[];
  /** Frames and bytes received so far by every client of every process, by channel kind. */
  total(): Promise<FrameTotals>;
  close(): Promise<void>;
}

/** Starts `processes` children holding `clients` subscribed sockets between them; resolves when all are subscribed. */
export async function startLoadGenerators(options: {
  host: string;
  port: number;
  clients: number;
  channels: string[];
  processes: number;
}): Promise<LoadGenerators> {
  const children: ChildProcess[] = [];
  for (let i = 0; i < options.processes; i++) {
    children.push(fork(join(import.meta.dirname, 'wsLoadChild.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  }
  const share = (i: number) => Math.floor(options.clients / options.processes) + (i < options.clients % options.processes ? 1 : 0);
  await Promise.all(
    children.map((child, i) => ask(child, { type: 'start', host: options.host, port: options.port, clients: share(i), channels: options.channels }, 'ready')),
  );
  return {
    pids: children.map((child) => child.pid ?? 0),
    async total() {
      const reports = await Promise.all(children.map((child) => ask(child, { type: 'count' }, 'count')));
      const totals: FrameTotals = { frames: 0, bytes: 0, counts: new Map() };
      for (const report of reports) {
        if (report.type !== 'count') continue;
        totals.frames += report.frames;
        totals.bytes += report.bytes;
        for (const [kind, n] of report.counts) totals.counts.set(kind, (totals.counts.get(kind) ?? 0) + n);
      }
      return totals;
    },
    async close() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || !child.connected) return done();
              child.once('exit', () => done());
              child.send({ type: 'close' } satisfies LoadCommand);
            }),
        ),
      );
    },
  };
}

/** Sends a command and waits for the child's answer of `kind` (or its failure). */
function ask(child: ChildProcess, command: LoadCommand, kind: LoadReport['type']): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: LoadReport) => {
      if (report.type !== kind && report.type !== 'failed') return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (report.type === 'failed') reject(new Error(`load generator ${child.pid}: ${report.message}`));
      else resolve(report);
    };
    const onExit = (code: number | null) => reject(new Error(`load generator ${child.pid} exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(command);
  });
}
