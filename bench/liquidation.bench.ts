/**
 * `npm run bench:liquidation`: the risk job's scan. 100,000 live positions over the 20 seeded
 * instruments (their real rules: lot sizes, spreads, leverage caps, maintenance margins; USD/JPY
 * and USD/CHF valued in dollars) — longs and shorts at leverages up to each cap, half with a
 * take-profit, half with a stop-loss, one in ten a pending limit entry — sit in the RiskIndex.
 * Each round stores one mark-price tick per instrument (a seeded random move of up to ±1 %) and
 * asks the index for the positions that tick liquidates, stops, takes profit on or fills; that
 * scan over all 20 instruments is `scanMs`. As the risk job would, the triggered positions then
 * leave the index and as many new ones open near the current price, so 100,000 stay live. Every
 * tenth round the index is checked (not timed) against the exact bigint rules on every position.
 * The last line printed is one JSON object.
 */
import {
  bidAsk,
  contractSpecOf,
  exactTrigger,
  initialMargin,
  notional,
  RiskIndex,
  seededInstrumentRows,
  type WatchedPosition,
} from '../apps/server/src/modules/derivatives/index.js';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

/** mulberry32: a small seeded generator, so every run sees the same book and path. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seeded(20261121);
const instruments = seededInstrumentRows().map((row) => {
  const spec = contractSpecOf(row);
  const reference = BigInt(Math.round(Number(row.referencePrice) * 10 ** row.priceScale));
  return { symbol: row.symbol, spec, reference };
});
const move = (price: bigint, bp: number) => price + (price * BigInt(Math.round(bp))) / 10_000n;

const marks = new Map(instruments.map((x) => [x.symbol, x.reference]));

function randomPosition(id: bigint): WatchedPosition {
  const instrument = instruments[Math.floor(random() * instruments.length)] as (typeof instruments)[number];
  const { spec } = instrument;
  const side = random() < 0.5 ? 'long' : 'short';
  const pending = random() < 0.1;
  const entry = move(marks.get(instrument.symbol) as bigint, (random() - 0.5) * 40);
  const lots = BigInt(1 + Math.floor(random() * 20));
  const leverage = BigInt(1 + Math.floor(random() * Number(spec.maxLeverage)));
  const sign = side === 'long' ? 1 : -1;
  return {
    id,
    symbol: instrument.symbol,
    side,
    status: pending ? 'pending' : 'open',
    lots,
    margin: initialMargin(notional(spec, entry, lots), leverage),
    entry: pending ? null : entry,
    limit: pending ? move(entry, -sign * 50) : null,
    takeProfit: !pending && random() < 0.5 ? move(entry, sign * (50 + random() * 500)) : null,
    stopLoss: !pending && random() < 0.5 ? move(entry, -sign * (50 + random() * 500)) : null,
    closeOutBp: 0n,
  };
}

/** The exact rule for one position (what reviewPosition re-checks under lock). */
function reallyTriggered(position: WatchedPosition, spec: (typeof instruments)[number]['spec'], mark: bigint): boolean {
  return exactTrigger(spec, position, { mark, ...bidAsk(spec, mark) }) !== undefined;
}

const index = new RiskIndex();
const book = new Map<bigint, WatchedPosition>();
const specOf = new Map(instruments.map((x) => [x.symbol, x.spec]));
let nextId = 1n;
function openOne(): void {
  const position = randomPosition(nextId++);
  index.put(position, specOf.get(position.symbol) as (typeof instruments)[number]['spec']);
  book.set(position.id, position);
}
const buildStart = performance.now();
for (let i = 0; i < POSITIONS; i++) openOne();
const buildMs = performance.now() - buildStart;
const scans: number[] = [];
let candidates = 0;
let checked = 0;
for (let round = 0; round < ROUNDS; round++) {
  const ticks = instruments.map((x) => {
    const mark = move(marks.get(x.symbol) as bigint, (random() - 0.5) * 60);
    marks.set(x.symbol, mark);
    return { symbol: x.symbol, spec: x.spec, quote: { mark, ...bidAsk(x.spec, mark) } };
  });
  const start = performance.now();
  const found = ticks.map((tick) => index.candidates(tick.symbol, tick.quote));
  scans.push(performance.now() - start);
  // Not timed: the index must agree with the exact rules (every tenth round, on every position).
  found.forEach((ids) => {
    candidates += ids.length;
  });
  if (round % 10 === 0) {
    // One pass over the book, counting per instrument (few allocations: the timed scans should
    // not pay for this check's garbage).
    const tickOf = new Map(ticks.map((tick, i) => [tick.symbol, { tick, expected: 0, found: (found[i] as bigint[]).length }]));
    for (const position of book.values()) {
      const entry = tickOf.get(position.symbol);
      if (entry && reallyTriggered(position, entry.tick.spec, entry.tick.quote.mark)) entry.expected += 1;
    }
    for (const [symbol, entry] of tickOf) {
      if (entry.expected !== entry.found) throw new Error(`index disagrees on ${symbol}: ${entry.found} vs ${entry.expected}`);
      checked += 1;
    }
  }
  // The risk job closes, liquidates or fills what triggered; new positions keep the book full.
  for (const ids of found) {
    for (const id of ids) {
      index.remove(id);
      book.delete(id);
      openOne();
    }
  }
}

const sorted = [...scans].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const round2 = (value: number) => Math.round(value * 1000) / 1000;
console.log(`risk index: ${POSITIONS} positions over ${instruments.length} instruments, built in ${buildMs.toFixed(0)} ms`);
console.log(`scan of one tick per instrument: p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${at(1).toFixed(3)} ms (target < 20 ms)`);
console.log(
  `triggered per round ${(candidates / ROUNDS).toFixed(1)}; index agreed with the exact rules on ${checked} instrument ticks; ${index.size} live at the end`,
);
console.log(
  JSON.stringify({
    bench: 'liquidation',
    positions: POSITIONS,
    instruments: instruments.length,
    rounds: ROUNDS,
    buildMs: round2(buildMs),
    scanMs: round2(at(0.5)),
    scanP99Ms: round2(at(0.99)),
    scanMaxMs: round2(at(1)),
    candidatesPerRound: round2(candidates / ROUNDS),
  }),
);
