/**
 * Market data to WebSocket subscribers:
 *   npm run bench:ws [-- --clients 1000 --load-processes 2 --seconds 10 --warmup 3 --drivers 2 --quiet-wait 60]
 *   npm run bench:ws -- --trace 1 | --profile /tmp/ws.cpuprofile   (as in orders.bench.ts)
 * Self-contained: starts the platform as `npm start` does (embedded PostgreSQL, temporary data
 * directory, free ports, market-maker bots off), rests 50 price levels a side on BTC_USDT so
 * that depth frames carry a full book, connects `clients` WebSocket clients to /ws, each
 * subscribing to `trades@BTC_USDT`, `depth@BTC_USDT`, `kline@BTC_USDT@1m` and `ticker`, and then lets `drivers`
 * HTTP connections place crossing orders at 96,000 (each signed-in user alternates buy and
 * sell) so that committed batches carry trades and change the book. The clients live in
 * `load-processes` child processes of their own (support/wsLoad.ts), so the bench process that
 * drives and measures does not read their frames. Frames received by all clients are counted
 * over the measured window; the server process's CPU time from
 * /proc/<pid>/stat gives frames per second per server core actually used.
 * The last line of output is one JSON object.
 */
import { sql } from 'drizzle-orm';
import { rawHttpClient } from './support/httpClient.js';
import { cpuInterval, machine, round2, waitForQuietMachine } from './support/measure.js';
import { fundedUsers, ledgerCheck, nonce, startPlatform } from './support/platform.js';
import { startLoadGenerators } from './support/wsLoad.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set((process.argv[i] ?? '').replace(/^--/, ''), process.argv[i + 1] ?? '');
/** Longest extra warm-up while other processes keep the machine busy (`otherCores` in the result tells what remained). */
const quietWait = Number(args.get('quiet-wait') ?? 60);
const clientCount = Number(args.get('clients') ?? 1000);
/** Processes the subscribers are spread over (support/wsLoadChild.ts). */
const loadProcesses = Number(args.get('load-processes') ?? 2);
const seconds = Number(args.get('seconds') ?? 10);
const warmupSeconds = Number(args.get('warmup') ?? 3);
const drivers = Number(args.get('drivers') ?? 2);
/** `--trace 1`: measure inside the server where the time goes (support/serverTrace.ts); adds a little overhead. */
const trace = args.get('trace') === '1';
/** `--profile <file.cpuprofile>`: CPU-profile the server during the measured window (implies the trace). */
const profileTo = args.get('profile');

const SYMBOL = 'BTC_USDT';
/** What the /deal page subscribes to: the tape, the book, the chart's candle, every market's ticker. */
const CHANNELS = [`trades@${SYMBOL}`, `depth@${SYMBOL}`, `kline@${SYMBOL}@1m`, 'ticker'];
const log = (line: string) => process.stderr.write(`${line}\n`);
/** Set when the run ends, normally or not, so that no driver keeps sending to a stopped server. */
let stop = false;

const platform = await startPlatform({ trace, profileTo });
try {
  const pgVersion = String((await platform.database.pool.query('show server_version')).rows[0]?.server_version ?? 'unknown');
  log(`[bench:ws] platform up (pid ${platform.pid}); funding ${drivers + 1} users`);
  const [book, ...traders] = await fundedUsers(platform, drivers + 1, { USDT: 10_000_000_000_000n, BTC: 100_000_000_000n });
  if (!book) throw new Error('no users');
  const http = rawHttpClient(platform.baseUrl, Math.max(4, drivers));
  const place = async (token: string, side: 'buy' | 'sell', price: string, quantity: string, id: string) => {
    const body = JSON.stringify({ symbol: SYMBOL, side, type: 'limit', time_in_force: 'GTC', price, quantity, client_order_id: id });
    const answer = await http.post('/api/web/placeOrder', { token, nonce: nonce() }, body);
    return (JSON.parse(answer.body) as { code: number }).code;
  };

  // A full book: 50 bid levels below and 50 ask levels above the driven price.
  for (let level = 1; level <= 50; level++) {
    const codes = [
      await place(book.token, 'buy', (95_950 - level).toFixed(2), '0.01', `depthb${level}`),
      await place(book.token, 'sell', (96_050 + level).toFixed(2), '0.01', `depths${level}`),
    ];
    if (codes.some((code) => code !== 0)) throw new Error(`resting the book failed: codes ${codes.join(', ')}`);
  }

  log(`[bench:ws] connecting ${clientCount} clients in ${loadProcesses} processes to ${CHANNELS.join(', ')}`);
  const url = new URL(platform.baseUrl);
  const load = await startLoadGenerators({ host: url.hostname, port: Number(url.port), clients: clientCount, channels: CHANNELS, processes: loadProcesses });
  const measured = { pid: platform.pid, postgresPid: platform.postgresPid, loadGeneratorPids: load.pids };

  let driven = 0;
  let driverFailures = 0;
  const driver = async (index: number) => {
    const user = traders[index % traders.length];
    if (!user) throw new Error('no trader');
    let n = 0;
    let side: 'buy' | 'sell' = index % 2 === 0 ? 'buy' : 'sell';
    while (!stop) {
      const code = await place(user.token, side, '96000.00', '0.0001', `d${index}x${n++}`).catch(() => -1);
      if (code !== 0) driverFailures++;
      driven++;
      side = side === 'buy' ? 'sell' : 'buy';
    }
  };
  log(`[bench:ws] ${drivers} driver connections placing crossing orders; ${warmupSeconds} s warm-up, ${seconds} s measured`);
  const running = Array.from({ length: drivers }, (_, i) => driver(i));
  await new Promise((done) => setTimeout(done, warmupSeconds * 1000));
  await waitForQuietMachine(measured, quietWait);

  const firstTradeId = await maxId('spot_trades');
  // The frames' window runs from before the first count is asked to after the last one answers
  // (a few IPC round trips longer than the CPU window): if anything, frames/s is understated.
  const startedAt = performance.now();
  const before = await load.total();
  const driven0 = driven;
  platform.traceStart();
  const cpu = cpuInterval(measured);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  const cpuSplit = cpu.end();
  const after = await load.total();
  const elapsed = (performance.now() - startedAt) / 1000;
  const serverTrace = await platform.traceRead();
  const drivenInWindow = driven - driven0;
  const lastTradeId = await maxId('spot_trades');
  const trades = lastTradeId - firstTradeId;
  const tradeBatches = await tradeBatchCount(firstTradeId, lastTradeId);
  stop = true;
  await Promise.all(running);
  http.close();
  await load.close();
  const ledger = await ledgerCheck(platform);

  const framesPerSec = Math.round((after.frames - before.frames) / elapsed);
  const byKind = Object.fromEntries(
    [...after.counts.entries()].map(([kind, n]) => [kind, Math.round((n - (before.counts.get(kind) ?? 0)) / elapsed)]).filter(([, n]) => Number(n) > 0),
  );
  const framesPerSecPerCore = Math.round(framesPerSec / Math.max(0.01, cpuSplit.serverCores));
  const result = {
    bench: 'ws',
    framesPerSec,
    framesPerSecPerCore,
    clients: clientCount,
    loadProcesses,
    channels: CHANNELS,
    framesPerSecByChannel: byKind,
    megabytesPerSec: round2((after.bytes - before.bytes) / elapsed / 1e6),
    seconds: round2(elapsed),
    target: { framesPerSecPerCore: 150_000, met: framesPerSecPerCore >= 150_000 },
    driver: {
      connections: drivers,
      ordersPerSec: Math.round(drivenInWindow / elapsed),
      failures: driverFailures,
      tradesPerSec: Math.round(trades / elapsed),
      tradeBatchesPerSec: Math.round(tradeBatches / elapsed),
    },
    cpu: cpuSplit,
    ...(serverTrace ? { trace: serverTrace } : {}),
    ledger: { trialBalanceZero: ledger.ok, sums: ledger.assets },
    machine: machine(pgVersion),
  };
  console.log(JSON.stringify(result));
} finally {
  stop = true;
  await platform.stop();
}

async function maxId(table: 'spot_trades'): Promise<number> {
  const rows = await platform.database.db.execute<{ id: string }>(sql`select coalesce(max(id), 0)::text as id from ${sql.identifier(table)}`);
  return Number(rows.rows[0]?.id ?? 0);
}

/** Trades of one batch share its clock reading: distinct created_at = batches that traded (one trades frame each). */
async function tradeBatchCount(afterId: number, upToId: number): Promise<number> {
  const rows = await platform.database.db.execute<{ n: string }>(
    sql`select count(distinct created_at)::text as n from spot_trades where id > ${afterId} and id <= ${upToId}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}
