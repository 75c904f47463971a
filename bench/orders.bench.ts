/**
 * Orders over HTTP, matched and committed to PostgreSQL before the answer:
 *   npm run bench:orders [-- --seconds 10 --warmup 3 --connections 100 --client raw|http --quiet-wait 60]
 *   npm run bench:orders -- --trace 1                       adds what the server measured inside (serverTrace.ts)
 *   npm run bench:orders -- --profile /tmp/orders.cpuprofile  adds a CPU profile of the server's measured window
 *   npm run bench:orders -- --nodes 2                     two server processes through NATS, connections split between them (support/cluster.ts)
 * Self-contained: starts the platform as `npm start` does (embedded PostgreSQL, temporary data
 * directory, free ports, market-maker bots off), funds 100 users through ledger postings, signs
 * them in with web/userLogin, then keeps `connections` keep-alive connections busy with
 * web/placeOrder (one user per connection, a fresh client_order_id each time): GTC limit orders
 * on BTC_USDT around 96,000 USDT, buys and sells whose price ranges overlap so that part of them
 * cross (trades, fees, releases: every ledger posting kind of the spot exchange). Every answer
 * must be code 0. Afterwards: the trial balance, batch sizes from the committed rows, and the
 * CPU each party used. Then the same load, for the same time, against a minimal group-commit
 * server on the same PostgreSQL (support/groupCommitFloor.ts: Fastify, one insert per batch,
 * nothing else): `floor` and `platformToFloor` in the result. The last line of output is one JSON object.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { freePort } from '../apps/server/src/platform/freePort.js';
import { startBenchCluster } from './support/cluster.js';
import { type HttpClient, nodeHttpClient, rawHttpClient } from './support/httpClient.js';
import { cpuInterval, machine, percentile, round2, treeCpuSeconds, waitForQuietMachine } from './support/measure.js';
import { fundedUsers, ledgerCheck, nonce } from './support/platform.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set((process.argv[i] ?? '').replace(/^--/, ''), process.argv[i + 1] ?? '');
/** Longest extra warm-up while other processes keep the machine busy (`otherCores` in the result tells what remained). */
const quietWait = Number(args.get('quiet-wait') ?? 60);
const seconds = Number(args.get('seconds') ?? 10);
const warmupSeconds = Number(args.get('warmup') ?? 3);
const connections = Number(args.get('connections') ?? 100);
const clientKind = args.get('client') ?? 'raw';
/** `--trace 1`: measure inside the server where the time goes (support/serverTrace.ts); adds a little overhead. */
const trace = args.get('trace') === '1';
/** `--profile <file.cpuprofile>`: CPU-profile the server during the measured window (implies the trace). */
const profileTo = args.get('profile');
/** `--nodes 2`: server processes joined by NATS; the first holds the spot writer, the others forward to it. */
const nodes = Number(args.get('nodes') ?? 1);

const SYMBOL = 'BTC_USDT';
const MID_TICKS = 9_600_000; // 96,000.00 USDT at a 0.01 tick
/** Buys are priced in [mid − 40, mid + 10] ticks, sells in [mid − 10, mid + 40]: the overlap crosses. */
const SPREAD = 40;
const OVERLAP = 10;

/** Deterministic workload (xorshift32), one stream per connection. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** One order of the workload: a GTC limit whose price ranges overlap the other side's, so that part of them cross. */
function orderBody(next: () => number, worker: number, n: number): string {
  const side = next() < 0.5 ? 'buy' : 'sell';
  const offset = Math.floor(next() * (SPREAD + OVERLAP + 1));
  const ticks = side === 'buy' ? MID_TICKS - SPREAD + offset : MID_TICKS + SPREAD - offset;
  const lots = 1 + Math.floor(next() * 10);
  return JSON.stringify({
    symbol: SYMBOL,
    side,
    type: 'limit',
    time_in_force: 'GTC',
    price: (ticks / 100).toFixed(2),
    quantity: (lots / 10_000).toFixed(4),
    client_order_id: `b${worker}x${n}`,
  });
}

const cluster = await startBenchCluster(nodes, { trace, profileTo });
const { platform } = cluster;
try {
  const pgVersion = String((await platform.database.pool.query('show server_version')).rows[0]?.server_version ?? 'unknown');
  log(`[bench:orders] platform up (pid ${platform.pid}); funding and signing in ${connections} users`);
  // 10,000,000 USDT and 1,000 BTC each: no order is ever refused for funds.
  const users = await fundedUsers(platform, connections, { USDT: 10_000_000_000_000n, BTC: 100_000_000_000n });

  // Connection i goes to node i mod nodes.
  const load = orderLoad(cluster.baseUrls, users);

  log(`[bench:orders] ${connections} connections (${clientKind}), ${warmupSeconds} s warm-up, ${seconds} s measured`);
  await new Promise((done) => setTimeout(done, warmupSeconds * 1000));
  await waitForQuietMachine(platform, quietWait);
  const firstOrderId = await maxId('spot_orders');
  const firstTradeId = await maxId('spot_trades');
  const firstPostingId = await maxId('ledger_postings');
  const pgStats0 = await pgStats();
  platform.traceStart();
  const cpu = cpuInterval(platform);
  const otherNodesCpu = cluster.otherNodesCpu();
  const { answered, latencies, failures, elapsed } = await load.measure(seconds);
  const cpuSplit = { ...cpu.end(), otherNodesCores: otherNodesCpu.end() };
  const serverTrace = await platform.traceRead();
  const pgStats1 = await pgStats();
  const lastOrderId = await maxId('spot_orders');
  const trades = (await maxId('spot_trades')) - firstTradeId;
  const postings = (await maxId('ledger_postings')) - firstPostingId;
  await load.stop();
  const batches = await batchSizes(firstOrderId, lastOrderId);
  const ledger = await ledgerCheck(platform);

  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  const commits = pgStats1.commits - pgStats0.commits;
  const result = {
    bench: 'orders',
    ordersPerSec: Math.round(answered / elapsed),
    p50Ms: round2(percentile(latencies, 50)),
    p99Ms: round2(percentile(latencies, 99)),
    p999Ms: round2(percentile(latencies, 99.9)),
    maxMs: round2(latencies.at(-1) ?? 0),
    orders: answered,
    failures: failed,
    failureKinds: Object.fromEntries([...failures.entries()].slice(0, 5)),
    seconds: round2(elapsed),
    connections,
    nodes,
    client: clientKind,
    target: { ordersPerSec: 10_000, p99Ms: 20, met: failed === 0 && answered / elapsed >= 10_000 && percentile(latencies, 99) <= 20 },
    workload: `${SYMBOL} GTC limits, buys ${-SPREAD}..+${OVERLAP} ticks and sells ${-OVERLAP}..+${SPREAD} ticks around 96000, 0.0001-0.001 BTC`,
    // What the measured window wrote, from the committed rows.
    tradesPerSec: Math.round(trades / elapsed),
    postingsPerSec: Math.round(postings / elapsed),
    batches,
    postgres: {
      commitsPerSec: Math.round(commits / elapsed),
      walFsyncsPerSec: Math.round((pgStats1.walSyncs - pgStats0.walSyncs) / elapsed),
    },
    cpu: cpuSplit,
    ...(serverTrace ? { trace: serverTrace } : {}),
    ledger: { trialBalanceZero: ledger.ok, sums: ledger.assets },
    machine: machine(pgVersion),
  };
  log(`[bench:orders] platform: ${result.ordersPerSec} orders/s, p99 ${result.p99Ms} ms; now the group-commit floor on the same PostgreSQL`);
  const floor = await measureFloor(users);
  console.log(JSON.stringify({ ...result, floor, platformToFloor: round2(result.ordersPerSec / Math.max(1, floor.ordersPerSec)) }));
} finally {
  await cluster.stop();
}

/**
 * `connections` workers, one user each, placing orders back to back (a fresh client order id each
 * time) until stopped; `measure` counts the answers that arrive inside its window.
 */
function orderLoad(baseUrls: string[], users: Array<{ token: string }>) {
  const clients: HttpClient[] = baseUrls.map((url, i) => {
    const share = Math.ceil((connections - i) / baseUrls.length);
    return clientKind === 'http' ? nodeHttpClient(url, share) : rawHttpClient(url, share);
  });
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let measuring = false;
  let answered = 0;
  let stopped = false;
  const worker = async (index: number) => {
    const user = users[index % users.length];
    const client = clients[index % clients.length];
    if (!user || !client) throw new Error('no user');
    const next = random(index + 1);
    let n = 0;
    while (!stopped) {
      const started = performance.now();
      let failure: string | undefined;
      try {
        const answer = await client.post('/api/web/placeOrder', { token: user.token, nonce: nonce() }, orderBody(next, index, n++));
        const code = answer.status === 200 ? (JSON.parse(answer.body) as { code: number; msg: string }).code : -answer.status;
        if (code !== 0) failure = `code ${code}: ${answer.body.slice(0, 160)}`;
      } catch (error) {
        failure = `transport: ${(error as Error).message}`;
      }
      // Answers that arrive inside the measured window count (throughput = completions per second).
      if (measuring) {
        answered++;
        latencies.push(performance.now() - started);
        if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
      }
    }
  };
  const workers = Array.from({ length: connections }, (_, i) => worker(i));
  return {
    async measure(windowSeconds: number) {
      const startedAt = performance.now();
      measuring = true;
      await new Promise((done) => setTimeout(done, windowSeconds * 1000));
      measuring = false;
      latencies.sort((a, b) => a - b);
      return { answered, latencies, failures, elapsed: (performance.now() - startedAt) / 1000 };
    },
    async stop() {
      stopped = true;
      await Promise.all(workers);
      for (const client of clients) client.close();
    },
  };
}

/** The same workload against the minimal group-commit server (support/groupCommitFloor.ts) on the platform's PostgreSQL. */
async function measureFloor(users: Array<{ token: string }>) {
  const port = await freePort();
  const floor = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support/groupCommitFloor.ts')], {
    env: { ...process.env, DATABASE_URL: platform.databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((ready, fail) => {
      floor.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('floor listening') && ready());
      floor.once('exit', (code) => fail(new Error(`the floor server exited (${code})`)));
    });
    const load = orderLoad([`http://127.0.0.1:${port}`], users);
    await new Promise((done) => setTimeout(done, warmupSeconds * 1000));
    const cpu0 = treeCpuSeconds(floor.pid ?? 0);
    const { answered, latencies, failures, elapsed } = await load.measure(seconds);
    const cpu1 = treeCpuSeconds(floor.pid ?? 0);
    await load.stop();
    return {
      ordersPerSec: Math.round(answered / elapsed),
      p50Ms: round2(percentile(latencies, 50)),
      p99Ms: round2(percentile(latencies, 99)),
      failures: [...failures.values()].reduce((a, b) => a + b, 0),
      serverCores: round2((cpu1.process - cpu0.process) / elapsed),
    };
  } finally {
    floor.kill('SIGINT');
  }
}

async function maxId(table: 'spot_orders' | 'spot_trades' | 'ledger_postings'): Promise<number> {
  const rows = await platform.database.db.execute<{ id: string }>(sql`select coalesce(max(id), 0)::text as id from ${sql.identifier(table)}`);
  return Number(rows.rows[0]?.id ?? 0);
}

/**
 * Every order of one batch carries the batch's clock reading as created_at (BatchApplier's
 * `now`), so grouping the measured window's orders by created_at gives the writer's batches.
 */
async function batchSizes(afterId: number, upToId: number) {
  const rows = await platform.database.db.execute<{ n: string }>(sql`
    select count(*)::text as n from spot_orders where id > ${afterId} and id <= ${upToId} group by created_at order by 1`);
  const sizes = rows.rows.map((r) => Number(r.n)).sort((a, b) => a - b);
  const total = sizes.reduce((a, b) => a + b, 0);
  return {
    count: sizes.length,
    perSec: Math.round(sizes.length / seconds),
    meanOrders: round2(total / Math.max(1, sizes.length)),
    p50Orders: percentile(sizes, 50),
    p99Orders: percentile(sizes, 99),
    maxOrders: sizes.at(-1) ?? 0,
  };
}

async function pgStats(): Promise<{ commits: number; walSyncs: number }> {
  const db = await platform.database.pool.query(`select xact_commit::text as commits from pg_stat_database where datname = current_database()`);
  const wal = await platform.database.pool
    .query(`select coalesce(sum(fsyncs), 0)::text as syncs from pg_stat_io where object = 'wal'`)
    .catch(() => ({ rows: [] }));
  return { commits: Number(db.rows[0]?.commits ?? 0), walSyncs: Number((wal.rows[0] as { syncs?: string } | undefined)?.syncs ?? 0) };
}
