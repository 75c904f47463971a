import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createUserWithPassword } from './modules/identity/index.js';
import { postEntries, trialBalance } from './modules/ledger/index.js';
import { connectDatabase, type DatabaseHandle } from './platform/db/client.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './platform/db/embedded.js';
import { freePort } from './platform/freePort.js';
import { type NatsServerProcess, startNatsServer } from './testing/natsServer.js';
import { type PlatformProcess, startPlatformProcess } from './testing/platformProcess.js';

/**
 * Two server processes (the real main.ts) on one PostgreSQL, joined by NATS (issue 20 §3): a
 * user on A and a user on B trade with each other, a WebSocket client on B sees the trade and
 * the depth change, kill -9 of A hands its books to B with every acknowledged order present
 * exactly once and the ledger balanced, and each scheduled job period runs in one process only.
 * Every wait is for a condition with a deadline; nothing sleeps and then asserts.
 */
const SYMBOL = 'BTC_USDT';
const PASSWORD = 'cluster1234';
const ORDER_NOT_ACCEPTED = 4417;
const WAIT_MS = 30_000;
/** A start deadline, not a speed assertion: on two cores shared with other suites a cold start of main.ts has taken over 90 s. */
const START_LIMIT_MS = 180_000;

let dataDir: string;
let nats: NatsServerProcess | undefined;
let postgres: EmbeddedDatabase | undefined;
let database: DatabaseHandle | undefined;
let a: PlatformProcess | undefined;
let b: PlatformProcess | undefined;
let socket: WebSocket | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'veritex-cluster-'));
  nats = await startNatsServer();
  postgres = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port: await freePort(), log: () => undefined });
  const env = {
    DATABASE_URL: postgres.url,
    CLUSTER_NATS_URL: nats.url,
    DATA_DIR: dataDir,
    LOG_JOB_RUNS: 'true',
    MARKET_MAKER: 'off',
    SEED_DEMO: 'false',
    CHART_HISTORY_DAYS: '0',
    RATE_LIMIT_FACTOR: '1000',
    WEB_DIST: '',
  };
  // A first: it migrates, seeds and takes the writer lock; B finds the lock held and stands by.
  a = await startPlatformProcess(env, START_LIMIT_MS);
  b = await startPlatformProcess(env, START_LIMIT_MS);
  database = connectDatabase(postgres.url, 4);
}, 3 * START_LIMIT_MS);

afterAll(async () => {
  socket?.terminate();
  await database?.close();
  for (const server of [a, b]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await postgres?.stop();
  await nats?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Envelope {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

let nonceCounter = 0;
async function call(server: PlatformProcess, name: string, body: Record<string, unknown>, token?: string): Promise<Envelope> {
  nonceCounter += 1;
  const response = await fetch(`${server.baseUrl}/api/web/${name}`, {
    method: 'POST',
    headers: { nonce: `mp${nonceCounter.toString().padStart(6, '0')}`, 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${outputTails()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** web/getDepth (a GET) as a process answers it from its memory: the writer's books, or a standby's replica. */
async function httpAsks(server: PlatformProcess): Promise<string[]> {
  nonceCounter += 1;
  const response = await fetch(`${server.baseUrl}/api/web/getDepth?symbol=${SYMBOL}&limit=20`, {
    headers: { nonce: `mp${nonceCounter.toString().padStart(6, '0')}` },
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { asks: Array<[string, string]> } };
  if (answer.code !== 0) throw new Error(`getDepth: ${answer.code} ${answer.msg}`);
  return answer.data.asks.map(([price]) => price);
}

/** What the two servers printed last, for a failure's message. */
function outputTails(): string {
  return [a, b]
    .map(
      (server, i) =>
        `--- ${i === 0 ? 'A' : 'B'} ---\n${server
          ?.output()
          .replace(/^\[jobs\].*\n/gm, '')
          .slice(-3000)}`,
    )
    .join('\n');
}

/** A user with 1,000,000 USDT and 10 BTC, signed in on `server`. */
async function fundedUser(server: PlatformProcess, email: string): Promise<{ id: bigint; token: string }> {
  if (!database) throw new Error('no database');
  const { db } = database;
  const user = await createUserWithPassword(db, { account: { kind: 'email', value: email }, password: PASSWORD, nationality: 'GB' });
  for (const [asset, units] of [
    ['USDT', 1_000_000_000_000n],
    ['BTC', 1_000_000_000n],
  ] as const) {
    // A posting balances at commit (a deferred check), so it is written in a transaction of its own.
    await db.transaction((tx) =>
      postEntries(tx, {
        reason: 'deposit',
        actor: 'test',
        cause: { type: 'test', id: email },
        idempotencyKey: `cluster-credit:${email}:${asset}`,
        movements: [
          { account: { owner: 'house', kind: 'deposits_clearing', asset }, bucket: 'available', amount: -units },
          { account: { owner: 'user', userId: user.id, kind: 'exchange', asset }, bucket: 'available', amount: units },
        ],
      }),
    );
  }
  const login = await call(server, 'userLogin', { account: email, password: PASSWORD });
  expect(login.code, login.msg).toBe(0);
  return { id: user.id, token: String(login.data.token) };
}

function limitOrder(side: 'buy' | 'sell', price: string, clientOrderId: string) {
  return { symbol: SYMBOL, side, type: 'limit', time_in_force: 'GTC', price, quantity: '0.0010', client_order_id: clientOrderId };
}

/** Frames received by the socket on B, parsed. */
const frames: Array<{ channel: string; data: unknown }> = [];

/** Prices on the wire carry the quote's scale (50000.000000): compared as numbers. */
const isAskPrice = (price: string) => Number(price) === 50_000;

function depthAsks(): string[] | undefined {
  const depth = frames.filter((f) => f.channel === `depth@${SYMBOL}`).at(-1)?.data as { asks: Array<[string, string]> } | undefined;
  return depth?.asks.map(([price]) => price);
}

/** Job periods each process logged as run (LOG_JOB_RUNS), as `name@period`. */
function jobPeriods(server: PlatformProcess): string[] {
  return [...server.output().matchAll(/\[jobs\] job (\S+) ran period (\d+)/g)].map((m) => `${m[1]}@${m[2]}`);
}

it('serves one venue from two processes, and B takes the books over when A is killed', { timeout: 150_000 }, async () => {
  if (!a || !b || !database) throw new Error('not started');
  expect(a.output()).toContain('holds the spot writer lock');
  expect(b.output()).not.toContain('holds the spot writer lock');

  // A WebSocket client on B, watching the market that A's writer owns.
  socket = new WebSocket(`${b.baseUrl.replace('http', 'ws')}/ws`);
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as { channel: string; data: unknown }));
  await new Promise((open) => socket?.once('open', open));
  socket.send(JSON.stringify({ op: 'subscribe', channels: [`depth@${SYMBOL}`, `trades@${SYMBOL}`] }));
  await until('the depth snapshot on B', () => depthAsks());

  const maker = await fundedUser(b, 'maker@cluster.test');
  const taker = await fundedUser(a, 'taker@cluster.test');

  // The maker on B rests an ask: B forwards it to A's writer; B's socket and B's HTTP depth see it.
  const ask = await call(b, 'placeOrder', limitOrder('sell', '50000.00', 'ask1'), maker.token);
  expect(ask.code, ask.msg).toBe(0);
  expect(ask.data.status).toBe('pending');
  await until('the ask in the depth frames on B', () => depthAsks()?.some(isAskPrice));
  await until('the ask in B’s getDepth (the replica)', async () => (await httpAsks(b as PlatformProcess)).some(isAskPrice));

  // The taker on A buys it: the trade and the emptied level reach the socket on B.
  const bid = await call(a, 'placeOrder', limitOrder('buy', '50000.00', 'bid1'), taker.token);
  expect(bid.code, bid.msg).toBe(0);
  expect(Number(bid.data.filled_quantity)).toBe(0.001);
  await until('the trade frame on B', () =>
    frames.some((f) => f.channel === `trades@${SYMBOL}` && (f.data as Array<{ price: string }>).some((t) => isAskPrice(t.price))),
  );
  await until('the ask gone from the depth frames on B', () => depthAsks()?.some(isAskPrice) === false);
  await until('the ask gone from B’s getDepth', async () => !(await httpAsks(b as PlatformProcess)).some(isAskPrice));

  // Jobs ran in both processes' lifetime, and no period of any job ran in both.
  await until('a few job periods', () => jobPeriods(a as PlatformProcess).length + jobPeriods(b as PlatformProcess).length >= 10);

  await streamOrdersThroughKill(a, b, maker.token, taker.token);

  expect(b.output()).toContain('holds the spot writer lock');
  const periodsOfA = new Set(jobPeriods(a));
  const periodsOfB = jobPeriods(b);
  expect(periodsOfB.filter((period) => periodsOfA.has(period))).toEqual([]);
  expect(new Set(periodsOfB).size).toBe(periodsOfB.length);
  // B runs the jobs alone once A is gone: a record-ticks period after A's last one.
  const lastOfA = Math.max(...[...periodsOfA].filter((p) => p.startsWith('marketdata.record-ticks@')).map((p) => Number(p.split('@')[1])));
  await until('a record-ticks period run by B after A died', () =>
    jobPeriods(b as PlatformProcess).some((p) => p.startsWith('marketdata.record-ticks@') && Number(p.split('@')[1]) > lastOfA),
  );

  const balance = await trialBalance(database.db);
  expect(balance.ok).toBe(true);
});

/**
 * Orders from both users, alternately through A and B, until A is killed mid-stream; then every
 * order not yet acknowledged is retried through B with its client order id until B (now the
 * writer) acknowledges it. Each acknowledged order must be in spot_orders exactly once, with the
 * id its acknowledgement named.
 */
async function streamOrdersThroughKill(a: PlatformProcess, b: PlatformProcess, makerToken: string, takerToken: string): Promise<void> {
  if (!database) throw new Error('no database');
  const acknowledged = new Map<string, string>();
  const place = async (server: PlatformProcess, index: number) => {
    const side = index % 2 === 0 ? 'sell' : 'buy';
    const clientOrderId = `k${index}`;
    const answer = await call(
      server,
      'placeOrder',
      limitOrder(side, index % 3 === 0 ? '50000.00' : side === 'sell' ? '50010.00' : '49990.00', clientOrderId),
      side === 'sell' ? makerToken : takerToken,
    );
    if (answer.code === 0) acknowledged.set(clientOrderId, String(answer.data.id));
    else if (answer.code !== ORDER_NOT_ACCEPTED) throw new Error(`order ${clientOrderId}: ${answer.code} ${answer.msg}`);
  };
  let index = 0;
  while (acknowledged.size < 30) {
    await Promise.all([place(a, index), place(b, index + 1)]);
    index += 2;
  }
  // Killed with orders in flight on both: the ones A had not answered are simply not acknowledged.
  const inFlight = [place(a, index).catch(() => undefined), place(b, index + 1)];
  a.child.kill('SIGKILL');
  await Promise.all(inFlight);
  const placed = index + 2;
  await until('B to acknowledge every order again', async () => {
    for (let i = 0; i < placed; i++) if (!acknowledged.has(`k${i}`)) await place(b, i);
    return acknowledged.size === placed;
  });
  // And B, now the writer, takes new orders.
  await place(b, placed);
  expect(acknowledged.has(`k${placed}`)).toBe(true);

  const rows = await database.db.execute<{ client_order_id: string; id: string }>(
    sql`select client_order_id, id::text from spot_orders where client_order_id like 'k%' order by id`,
  );
  expect(rows.rows.length).toBe(acknowledged.size);
  for (const row of rows.rows) expect(acknowledged.get(row.client_order_id)).toBe(row.id);
}
