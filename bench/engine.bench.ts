/**
 * `npm run bench:engine`: the matching engine in-process, side by side with the npm package
 * nodejs-order-book, on the same deterministic workload: a 5,000-order prefill, then 1,000,000
 * operations — 50% passive limits near the touch, 30% cancels of live orders, 10% market
 * orders, 10% crossing limits — holding about 5,000 live orders over about 400 price levels.
 * Pass 1 measures throughput (no timers per op); pass 2 measures per-op latency and GC pauses.
 * The last line printed is one JSON object.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { Side as NobSide, OrderBook as NodejsOrderBook } from 'nodejs-order-book';
import { OrderBook, type PlaceCommand } from '../packages/engine/src/index.js';

const OPERATIONS = Number(process.env.BENCH_OPS ?? 1_000_000);
const PREFILL = 5_000;
const MID = 100_000;
const HALF_SPREAD_LEVELS = 200;

type Op = { kind: 'place'; command: PlaceCommand } | { kind: 'cancel'; id: number; owner: number };

/**
 * The operation list in typed arrays: a million operation objects would make the harness's
 * own heap large enough that a full collection of it (not of anything the engine does) shows as
 * a long GC pause in the latency pass.
 */
class Workload {
  readonly length: number;
  readonly cancel: Uint8Array;
  readonly id: Int32Array;
  readonly owner: Int32Array;
  readonly buy: Uint8Array;
  readonly market: Uint8Array;
  readonly price: Int32Array;
  readonly lots: Int32Array;
  readonly ioc: Uint8Array;
  constructor(ops: Op[]) {
    const n = ops.length;
    this.length = n;
    this.cancel = new Uint8Array(n);
    this.id = new Int32Array(n);
    this.owner = new Int32Array(n);
    this.buy = new Uint8Array(n);
    this.market = new Uint8Array(n);
    this.price = new Int32Array(n);
    this.lots = new Int32Array(n);
    this.ioc = new Uint8Array(n);
    ops.forEach((op, i) => {
      if (op.kind === 'cancel') {
        this.cancel[i] = 1;
        this.id[i] = op.id;
        this.owner[i] = op.owner;
        return;
      }
      const c = op.command;
      this.id[i] = c.id;
      this.owner[i] = c.owner;
      this.buy[i] = c.side === 'buy' ? 1 : 0;
      this.market[i] = c.type === 'market' ? 1 : 0;
      this.price[i] = c.priceTicks;
      this.lots[i] = c.quantityLots;
      this.ioc[i] = c.timeInForce === 'IOC' ? 1 : 0;
    });
  }
}

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Generates the workload by running it once on our engine, so cancels target live orders. */
function generateWorkload(): Op[] {
  const random = mulberry32(20261121);
  const book = new OrderBook();
  const live: number[] = [];
  const ops: Op[] = [];
  let id = 0;
  const base = (side: 'buy' | 'sell', type: 'limit' | 'market', price: number, lots: number, tif: 'GTC' | 'IOC'): PlaceCommand => ({
    id: ++id,
    owner: 1 + (id % 97),
    side,
    type,
    priceTicks: price,
    quantityLots: lots,
    timeInForce: tif,
    postOnly: false,
    selfTrade: 'cancel_maker',
    budgetTickLots: 0,
  });
  const passive = () => {
    const side = random() < 0.5 ? 'buy' : 'sell';
    const offset = 1 + Math.floor(random() * HALF_SPREAD_LEVELS);
    return base(side, 'limit', side === 'buy' ? MID - offset : MID + offset, 1 + Math.floor(random() * 10), 'GTC');
  };
  const apply = (op: Op) => {
    ops.push(op);
    const events = op.kind === 'place' ? book.place(op.command) : book.cancel(op.id, op.owner);
    for (const e of events) if (e.type === 'rested') live.push(e.id);
  };
  for (let i = 0; i < PREFILL; i++) apply({ kind: 'place', command: passive() });
  while (ops.length < PREFILL + OPERATIONS) {
    const r = random();
    if (r < 0.5) apply({ kind: 'place', command: passive() });
    else if (r < 0.8) {
      // Cancel a live order (swap-remove keeps this O(1)); filled ones answer "unknown", as in production.
      const index = Math.floor(random() * live.length);
      const target = live[index] ?? 0;
      live[index] = live[live.length - 1] ?? 0;
      live.pop();
      apply({ kind: 'cancel', id: target, owner: 1 + (target % 97) });
    } else if (r < 0.9) apply({ kind: 'place', command: base(random() < 0.5 ? 'buy' : 'sell', 'market', 0, 1 + Math.floor(random() * 10), 'IOC') });
    else {
      const side = random() < 0.5 ? 'buy' : 'sell';
      const through = 1 + Math.floor(random() * 5);
      apply({ kind: 'place', command: base(side, 'limit', side === 'buy' ? MID + through : MID - through, 1 + Math.floor(random() * 10), 'GTC') });
    }
  }
  return ops;
}

interface Engine {
  name: string;
  fresh(w: Workload): (i: number) => void;
}

const ours: Engine = {
  name: 'veritex',
  fresh(w) {
    const book = new OrderBook();
    // One command object, refilled per operation, as a writer decoding commands would (the book keeps none of it).
    const command: PlaceCommand = {
      id: 0,
      owner: 0,
      side: 'buy',
      type: 'limit',
      priceTicks: 0,
      quantityLots: 0,
      timeInForce: 'GTC',
      postOnly: false,
      selfTrade: 'cancel_maker',
      budgetTickLots: 0,
    };
    return (i) => {
      if (w.cancel[i] === 1) {
        book.cancel(w.id[i] as number, w.owner[i] as number);
        return;
      }
      command.id = w.id[i] as number;
      command.owner = w.owner[i] as number;
      command.side = w.buy[i] === 1 ? 'buy' : 'sell';
      command.type = w.market[i] === 1 ? 'market' : 'limit';
      command.priceTicks = w.price[i] as number;
      command.quantityLots = w.lots[i] as number;
      command.timeInForce = w.ioc[i] === 1 ? 'IOC' : 'GTC';
      book.place(command);
    };
  },
};

const theirs: Engine = {
  name: 'nodejs-order-book',
  fresh(w) {
    const book = new NodejsOrderBook();
    return (i) => {
      if (w.cancel[i] === 1) {
        book.cancel(String(w.id[i]));
        return;
      }
      const side = w.buy[i] === 1 ? NobSide.BUY : NobSide.SELL;
      if (w.market[i] === 1) book.market({ side, size: w.lots[i] as number });
      else book.limit({ id: String(w.id[i]), side, size: w.lots[i] as number, price: w.price[i] as number });
    };
  },
};

function throughput(engine: Engine, ops: Workload, length = ops.length): number {
  const run = engine.fresh(ops);
  for (let i = 0; i < PREFILL; i++) run(i);
  const start = process.hrtime.bigint();
  for (let i = PREFILL; i < length; i++) run(i);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return Math.round((length - PREFILL) / seconds);
}

async function latencies(engine: Engine, ops: Workload) {
  const run = engine.fresh(ops);
  for (let i = 0; i < PREFILL; i++) run(i);
  const samples = new Float64Array(OPERATIONS);
  let maxGcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) maxGcMs = Math.max(maxGcMs, entry.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  for (let i = PREFILL; i < ops.length; i++) {
    const t0 = process.hrtime.bigint();
    run(i);
    samples[i - PREFILL] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  // GC entries are delivered asynchronously: let them arrive before stopping the observer.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  samples.sort();
  const pct = (p: number) => Number((samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0).toFixed(2));
  return { p50Us: pct(0.5), p99Us: pct(0.99), p999Us: pct(0.999), maxGcPauseMs: Number(maxGcMs.toFixed(2)) };
}

const ops = new Workload(generateWorkload());
const results: Record<string, unknown> = {};
for (const engine of [ours, theirs]) {
  throughput(engine, ops, PREFILL + Math.min(100_000, OPERATIONS)); // warm-up
  const opsPerSec = throughput(engine, ops);
  const latency = await latencies(engine, ops);
  results[engine.name] = { opsPerSec, ...latency };
  console.log(
    `${engine.name}: ${opsPerSec.toLocaleString('en')} ops/s, p50 ${latency.p50Us} µs, p99 ${latency.p99Us} µs, p99.9 ${latency.p999Us} µs, max GC ${latency.maxGcPauseMs} ms`,
  );
}
const ourOps = (results.veritex as { opsPerSec: number }).opsPerSec;
const theirOps = (results['nodejs-order-book'] as { opsPerSec: number }).opsPerSec;
console.log(
  JSON.stringify({
    bench: 'engine',
    operations: OPERATIONS,
    prefill: PREFILL,
    ...(results.veritex as object),
    comparison: results['nodejs-order-book'],
    ratio: Number((ourOps / theirOps).toFixed(2)),
  }),
);
