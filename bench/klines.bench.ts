/**
 * Instrument candles over a long history:
 *   npm run bench:klines [-- --days 365 --requests 200 --raw 1 --quiet-wait 30]
 * Self-contained: starts the platform as `npm start` does (embedded PostgreSQL, temporary data
 * directory, free ports, no seeded chart history, bots off), then generates `days` of 1-second
 * reference ticks for XAU_USD in SQL (generate_series, a deterministic sum of sines: 86,400 rows a
 * day, 31.5 million for a year) ending a minute before the start, one day per statement into its
 * own day partition, and rolls each day up into `reference_tick_candles` with
 * `backfill_tick_candles` (what the live recorder does per batch). Then it asks
 * web/getInstrumentKlines over HTTP for the charts people open (latest 1m page, 1h over the latest
 * month and over a month half a year back, 1d over the year, a 1m page 200 days back): `requests`
 * sequential calls each on one keep-alive connection, latency p50/p99, and the statement's
 * EXPLAIN (ANALYZE, BUFFERS): rows read and buffers touched. `--raw 1` also EXPLAINs, once per
 * chart, the aggregation over raw ticks that served these calls before the rollups.
 * The last line of output is one JSON object.
 */
import { sql } from 'drizzle-orm';
import { ensureDayPartitions } from '../apps/server/src/platform/db/dayPartitions.js';
import { cpuInterval, machine, percentile, round2, waitForQuietMachine } from './support/measure.js';
import { nonce, startPlatform } from './support/platform.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set((process.argv[i] ?? '').replace(/^--/, ''), process.argv[i + 1] ?? '');
const days = Number(args.get('days') ?? 365);
const requests = Number(args.get('requests') ?? 200);
const compareRaw = (args.get('raw') ?? '1') === '1';
const quietWait = Number(args.get('quiet-wait') ?? 30);

const SYMBOL = 'XAU_USD';
const DAY_SECONDS = 86_400;
/** Bucket widths of the charts measured, for the raw aggregation they replace. */
const BUCKET_SECONDS: Record<string, number> = { '1m': 60, '1h': 3600, '1d': 86_400 };
const log = (line: string) => process.stderr.write(`${line}\n`);

interface Chart {
  name: string;
  interval: string;
  limit: number;
  /** Candles opening before this instant (the call's `end`), or the latest. */
  endMs?: number;
}

interface PlanFacts {
  rowsRead: number;
  sharedBuffers: number;
  executionMs: number;
}

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan's scans produced (leaf nodes: what was read from tables or indexes). */
function rowsReadBy(node: PlanNode): number {
  if (!node.Plans || node.Plans.length === 0) return (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  return node.Plans.reduce((sum, child) => sum + rowsReadBy(child), 0);
}

const platform = await startPlatform({ env: { CHART_HISTORY_DAYS: '0' } });
try {
  const db = platform.database.db;
  const pgVersion = String((await platform.database.pool.query('show server_version')).rows[0]?.server_version ?? 'unknown');
  const startSecond = Math.floor(Date.now() / 60_000) * 60 - 60;
  const firstSecond = startSecond - days * DAY_SECONDS;
  log(`[bench:klines] platform up (pid ${platform.pid}); generating ${days} days of 1 s ticks for ${SYMBOL}`);
  const generated = await generateHistory(db, firstSecond, startSecond);
  const nowMs = Date.now();
  const charts: Chart[] = [
    { name: 'latest 1m page', interval: '1m', limit: 500 },
    { name: '1h over the latest month', interval: '1h', limit: 720 },
    { name: '1h over a month 180 days back', interval: '1h', limit: 720, endMs: nowMs - 180 * DAY_SECONDS * 1000 },
    { name: '1d over the year', interval: '1d', limit: 365 },
    { name: '1m page 200 days back', interval: '1m', limit: 500, endMs: nowMs - 200 * DAY_SECONDS * 1000 },
  ];
  const other = await waitForQuietMachine(platform, quietWait);
  const cpu = cpuInterval(platform);
  const results = [];
  for (const chart of charts) results.push({ ...chart, ...(await measureChart(chart)) });
  const load = cpu.end();
  const raw = compareRaw ? await rawPlans(charts) : undefined;
  const tables = await db.execute<{ ticks: string; candles: string; partitions: string }>(sql`
    select (select count(*) from reference_ticks where symbol = ${SYMBOL})::text as ticks,
      (select count(*) from reference_tick_candles where symbol = ${SYMBOL})::text as candles,
      (select count(*) from pg_inherits where inhparent = 'reference_ticks'::regclass)::text as partitions`);
  const summary = {
    bench: 'klines',
    date: new Date().toISOString(),
    symbol: SYMBOL,
    days,
    requestsPerChart: requests,
    rawTicks: Number(tables.rows[0]?.ticks),
    candles: Number(tables.rows[0]?.candles),
    tickPartitions: Number(tables.rows[0]?.partitions),
    ...generated,
    charts: results.map((r, i) => ({ ...r, raw: raw?.[i] })),
    cpu: { ...load, otherCoresBefore: other },
    machine: machine(pgVersion),
  };
  for (const r of summary.charts) {
    log(
      `${r.name}: ${r.candles} candles, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, rollup rows ${r.plan.rowsRead}${r.raw ? `, raw rows ${r.raw.rowsRead} (${r.raw.executionMs} ms)` : ''}`,
    );
  }
  console.log(JSON.stringify(summary));
} finally {
  await platform.stop();
}

/** One statement per day: that day's ticks into its partition, then its candles merged into the rollups. */
async function generateHistory(db: typeof platform.database.db, fromSecond: number, toSecond: number) {
  const started = performance.now();
  await ensureDayPartitions(db, { table: 'reference_ticks', fromMs: fromSecond * 1000, toMs: toSecond * 1000 });
  const partitionSeconds = (performance.now() - started) / 1000;
  let insertSeconds = 0;
  let rollupSeconds = 0;
  for (let day = fromSecond; day < toSecond; day += DAY_SECONDS) {
    const end = Math.min(day + DAY_SECONDS, toSecond);
    const t0 = performance.now();
    await db.execute(sql`
      insert into reference_ticks (symbol, at, price, source)
      select ${SYMBOL}, to_timestamp(s), (400000 + round(20000 * sin(s / 604800.0) + 3000 * sin(s / 7200.0) + 400 * sin(s / 97.0)))::numeric, 'bench:generated'
      from generate_series(${day}::bigint, ${end - 1}::bigint) as s`);
    const t1 = performance.now();
    await db.execute(sql`select backfill_tick_candles(${SYMBOL}, to_timestamp(${day}), to_timestamp(${end}))`);
    insertSeconds += (t1 - t0) / 1000;
    rollupSeconds += (performance.now() - t1) / 1000;
    if (((day - fromSecond) / DAY_SECONDS) % 30 === 0) log(`[bench:klines] day ${(day - fromSecond) / DAY_SECONDS + 1} of ${days}`);
  }
  await db.execute(sql`analyze reference_tick_candles`);
  return { partitionSeconds: round2(partitionSeconds), insertSeconds: round2(insertSeconds), rollupSeconds: round2(rollupSeconds) };
}

async function measureChart(chart: Chart) {
  const query = new URLSearchParams({ symbol: SYMBOL, interval: chart.interval, limit: String(chart.limit) });
  if (chart.endMs) query.set('end', String(chart.endMs));
  const url = `${platform.baseUrl}/api/web/getInstrumentKlines?${query}`;
  let candles = 0;
  const call = async () => {
    const answer = (await (await fetch(url, { headers: { nonce: nonce() } })).json()) as { code: number; data: unknown[] };
    if (answer.code !== 0) throw new Error(`getInstrumentKlines answered ${answer.code}`);
    candles = answer.data.length;
  };
  for (let i = 0; i < 20; i++) await call();
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await call();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { candles, p50Ms: round2(percentile(latencies, 50)), p99Ms: round2(percentile(latencies, 99)), plan: await rollupPlan(chart) };
}

/** The statement listTickCandles runs, under EXPLAIN (ANALYZE, BUFFERS). */
async function rollupPlan(chart: Chart): Promise<PlanFacts> {
  const before = chart.endMs ? sql` and open_time < ${new Date(chart.endMs).toISOString()}` : sql``;
  return explain(sql`
    select (extract(epoch from open_time) * 1000)::bigint::text as open_ms, open::text, high::text, low::text, close::text, ticks::text
    from reference_tick_candles where symbol = ${SYMBOL} and interval = ${chart.interval}${before}
    order by open_time desc limit ${chart.limit}`);
}

/** What the same chart cost before the rollups: the aggregation over raw ticks (tickCandles.ts before issue 20). */
async function rawPlans(charts: Chart[]): Promise<PlanFacts[]> {
  const plans: PlanFacts[] = [];
  for (const chart of charts) {
    const width = BUCKET_SECONDS[chart.interval] ?? 60;
    const end = new Date(chart.endMs ?? Date.now() + 60_000);
    const start = new Date(end.getTime() - width * (chart.limit + 1) * 1000);
    log(`[bench:klines] raw aggregation of ${chart.name}`);
    plans.push(
      await explain(sql`
        select (extract(epoch from b) * 1000)::bigint::text as open_ms,
          (array_agg(price order by at))[1]::text as open, max(price)::text as high, min(price)::text as low,
          (array_agg(price order by at desc))[1]::text as close, count(*)::text as ticks
        from (select date_bin(${`${width} seconds`}::interval, at, timestamptz '2000-01-03 00:00:00+00') as b, at, price from reference_ticks
              where symbol = ${SYMBOL} and at >= ${start.toISOString()} and at < ${end.toISOString()}) x
        where b < ${end.toISOString()}
        group by b order by b desc limit ${chart.limit}`),
    );
  }
  return plans;
}

async function explain(statement: ReturnType<typeof sql>): Promise<PlanFacts> {
  const rows = await platform.database.db.execute<{
    'QUERY PLAN': Array<{ Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }; 'Execution Time': number }>;
  }>(sql`explain (analyze, buffers, format json) ${statement}`);
  const [result] = rows.rows[0]?.['QUERY PLAN'] ?? [];
  if (!result) throw new Error('no plan');
  return {
    rowsRead: rowsReadBy(result.Plan),
    sharedBuffers: result.Plan['Shared Hit Blocks'] + result.Plan['Shared Read Blocks'],
    executionMs: round2(result['Execution Time']),
  };
}
