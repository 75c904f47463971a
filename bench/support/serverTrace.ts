/**
 * Diagnostics loaded INTO the server process by a benchmark's `--trace` option (node
 * `--import`, after tsx), so that where the time goes can be measured without touching the
 * server's code: every PostgreSQL statement's duration (grouped by its first words, split into
 * the spot writer's batch transactions and everything else), waits for a pool connection,
 * each writer batch's size and duration, and the event loop's utilisation.
 * SIGUSR2 starts a window (resets the counters); a second SIGUSR2 writes the window to
 * BENCH_TRACE_FILE as JSON and starts the next one. With BENCH_TRACE_PROFILE=1 the window is
 * also CPU-profiled (V8 sampling profiler) into BENCH_TRACE_FILE.cpuprofile, for Chrome
 * DevTools or any .cpuprofile viewer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { SpotExchange } from '../../apps/server/src/modules/spot/exchange.js';

const require = createRequire(import.meta.url);
const pg = require('pg') as {
  Client: { prototype: { query: (...args: unknown[]) => unknown } };
  Pool: { prototype: { connect: (...args: unknown[]) => unknown } };
};

interface Stat {
  count: number;
  ms: number;
}
const writer = new AsyncLocalStorage<true>();
let statements = new Map<string, Stat>();
let poolWaits = { writer: { count: 0, ms: 0 }, other: { count: 0, ms: 0 } };
let batches: Array<{ size: number; ms: number }> = [];
let windowStart = performance.now();
let elu = performance.eventLoopUtilization();

function add(key: string, ms: number): void {
  const stat = statements.get(key) ?? { count: 0, ms: 0 };
  stat.count++;
  stat.ms += ms;
  statements.set(key, stat);
}

function keyOf(text: unknown): string {
  const raw = typeof text === 'string' ? text : typeof text === 'object' && text && 'text' in text ? String((text as { text: unknown }).text) : '?';
  return raw.replace(/\s+/g, ' ').trim().slice(0, 70);
}

const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const started = performance.now();
  const key = `${writer.getStore() ? 'writer' : 'other'} | ${keyOf(args[0])}`;
  const callbackIndex = args.findIndex((a) => typeof a === 'function');
  if (callbackIndex >= 0) {
    const callback = args[callbackIndex] as (...r: unknown[]) => void;
    args[callbackIndex] = (...r: unknown[]) => {
      add(key, performance.now() - started);
      callback(...r);
    };
    return originalQuery.apply(this, args);
  }
  const result = originalQuery.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => add(key, performance.now() - started),
      () => add(key, performance.now() - started),
    );
  }
  return result;
};

const originalConnect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (this: unknown, ...args: unknown[]) {
  const started = performance.now();
  const bucket = writer.getStore() ? poolWaits.writer : poolWaits.other;
  const note = () => {
    bucket.count++;
    bucket.ms += performance.now() - started;
  };
  if (typeof args[0] === 'function') {
    const callback = args[0] as (...r: unknown[]) => void;
    return originalConnect.call(this, (...r: unknown[]) => {
      note();
      callback(...r);
    });
  }
  const result = originalConnect.apply(this, args) as Promise<unknown>;
  result.then(note, note);
  return result;
};

// The writer's private batch method (exchange.ts); if it is renamed, statements are still timed but not attributed.
const proto = SpotExchange.prototype as unknown as { runBatch?: (batch: unknown[]) => Promise<void> };
const originalRunBatch = proto.runBatch;
if (typeof originalRunBatch === 'function') {
  proto.runBatch = function (this: unknown, batch: unknown[]) {
    const started = performance.now();
    return writer.run(true, () => originalRunBatch.call(this, batch)).finally(() => batches.push({ size: batch.length, ms: performance.now() - started }));
  };
} else {
  console.error('[bench trace] SpotExchange.runBatch not found: writer batches are not measured');
}

const profiler = process.env.BENCH_TRACE_PROFILE === '1' ? new Session() : undefined;
let profiling = false;
if (profiler) {
  profiler.connect();
  profiler.post('Profiler.enable');
}

process.on('SIGUSR2', () => {
  const file = process.env.BENCH_TRACE_FILE;
  if (profiler && profiling && file) {
    profiler.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(`${file}.cpuprofile`, JSON.stringify(result.profile));
    });
  }
  if (profiler) {
    profiling = !profiling;
    if (profiling) profiler.post('Profiler.start');
  }
  if (file) writeFileSync(file, JSON.stringify(snapshot()));
  statements = new Map();
  poolWaits = { writer: { count: 0, ms: 0 }, other: { count: 0, ms: 0 } };
  batches = [];
  windowStart = performance.now();
  elu = performance.eventLoopUtilization();
});

function snapshot() {
  const seconds = (performance.now() - windowStart) / 1000;
  const round = (v: number) => Math.round(v * 100) / 100;
  const sizes = batches.map((b) => b.size).sort((a, b) => a - b);
  const durations = batches.map((b) => b.ms).sort((a, b) => a - b);
  const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? 0;
  const writerMs = batches.reduce((a, b) => a + b.ms, 0);
  const byKey = [...statements.entries()]
    .map(([key, s]) => ({ key, count: s.count, totalMs: round(s.ms), meanMs: round(s.ms / s.count) }))
    .sort((a, b) => b.totalMs - a.totalMs);
  const writerStatementMs = byKey.filter((s) => s.key.startsWith('writer')).reduce((a, s) => a + s.totalMs, 0);
  return {
    seconds: round(seconds),
    eventLoopUtilization: round(performance.eventLoopUtilization(elu).utilization),
    writer: {
      batches: batches.length,
      busyShare: round(writerMs / 1000 / seconds),
      meanBatchMs: round(writerMs / Math.max(1, batches.length)),
      p50BatchMs: round(pct(durations, 50)),
      p99BatchMs: round(pct(durations, 99)),
      meanCommands: round(sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length)),
      p50Commands: pct(sizes, 50),
      maxCommands: sizes.at(-1) ?? 0,
      poolWaitMs: round(poolWaits.writer.ms),
      statementMs: round(writerStatementMs),
    },
    otherPoolWaits: { count: poolWaits.other.count, meanMs: round(poolWaits.other.ms / Math.max(1, poolWaits.other.count)) },
    statements: byKey.slice(0, 25),
  };
}
