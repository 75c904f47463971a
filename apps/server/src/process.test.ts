import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserWithPassword } from './modules/identity/index.js';
import { postEntries } from './modules/ledger/index.js';
import { connectDatabase, type DatabaseHandle } from './platform/db/client.js';
import { freePort } from './platform/freePort.js';
import { type PlatformProcess, startPlatformProcess } from './testing/platformProcess.js';

/**
 * The server as `npm start` runs it (embedded PostgreSQL on a data directory of its own):
 * killed with SIGKILL, it starts again on the same data directory; each of its database
 * connections terminated in turn, it keeps serving, and the spot writer takes orders again;
 * SIGTERM stops everything and exits 0 without a stack trace.
 */
let dataDir: string;
let env: Record<string, string>;
let server: PlatformProcess | undefined;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'veritex-process-'));
  env = {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    MARKET_MAKER: 'off',
    RATE_LIMIT_FACTOR: '1000',
    WEB_DIST: '',
    // The process's lifecycle is under test, not the month of chart history a fresh start seeds.
    CHART_HISTORY_DAYS: '0',
  };
});
afterAll(async () => {
  await database?.close();
  server?.child.kill('SIGKILL');
  // A PostgreSQL this test left running (it failed half-way) is stopped by the next start only: stop it here.
  const pid = postmasterPid();
  if (pid) process.kill(pid, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

function postmasterPid(): number | undefined {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function call(name: string, fields: Record<string, string> = {}, token?: string) {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.baseUrl}/api/web/${name}`, {
    method: 'POST',
    headers: { nonce: 'process1', 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { code: number; data: { token: string } };
}

async function servesInfo(): Promise<boolean> {
  if (!server) return false;
  const response = await fetch(`${server.baseUrl}/api/web/info`, { headers: { nonce: 'process1' } });
  return response.ok && ((await response.json()) as { code: number }).code === 0;
}

const exited = (child: PlatformProcess['child']) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

// The three run in order on one data directory: each takes the server the previous one left.
it('starts again on the same data directory after SIGKILL, which left its PostgreSQL running', { timeout: 150_000 }, async () => {
  server = await startPlatformProcess(env);
  expect(await servesInfo()).toBe(true);
  const orphan = postmasterPid();
  server.child.kill('SIGKILL');
  await exited(server.child);
  expect(orphan && alive(orphan)).toBe(true);
  server = await startPlatformProcess(env);
  expect(server.output()).toContain(`stopping the PostgreSQL (pid ${orphan}) an earlier run left`);
  expect(await servesInfo()).toBe(true);
});

it('keeps serving while each of its database connections is terminated in turn; the spot writer takes orders again', { timeout: 60_000 }, async () => {
  if (!server) throw new Error('the previous test did not leave a server');
  database = connectDatabase(`postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/postgres`, 2, 'process-test');
  const trader = await createUserWithPassword(database.db, {
    account: { kind: 'email', value: 'trader@process.test' },
    password: 'secret123',
    nationality: 'GB',
  });
  await database.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: 'process' },
      idempotencyKey: 'process-test:deposit',
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -10_000_000_000n },
        { account: { owner: 'user', userId: trader.id, kind: 'exchange', asset: 'USDT' }, bucket: 'available', amount: 10_000_000_000n },
      ],
    }),
  );
  const token = (await call('userLogin', { account: 'trader@process.test', password: 'secret123' })).data.token;
  let n = 0;
  const placeOrder = () =>
    call('placeOrder', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '10000', quantity: '0.01', client_order_id: `process${n++}` }, token);
  expect((await placeOrder()).code).toBe(0);

  const connections = await database.pool.query<{ pid: number; application_name: string }>(
    `select pid, application_name from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and application_name <> 'process-test'`,
  );
  const names = connections.rows.map((row) => row.application_name);
  expect(names).toEqual(expect.arrayContaining(['veritex', 'veritex-notices', 'veritex-spot-writer']));
  for (const { pid, application_name } of connections.rows) {
    await database.pool.query('select pg_terminate_backend($1)', [pid]);
    await new Promise((r) => setTimeout(r, 300));
    expect(server.child.exitCode, `after terminating ${application_name}`).toBeNull();
    expect(await servesInfo(), `serves after terminating ${application_name}`).toBe(true);
    if (application_name !== 'veritex-spot-writer') continue;
    const started = Date.now();
    let placed = await placeOrder();
    while (placed.code !== 0 && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 200));
      placed = await placeOrder();
    }
    expect(placed.code, 'a spot order after the writer lost its connection').toBe(0);
  }
  await database.close();
  database = undefined;
});

it('stops on SIGTERM, a second signal notwithstanding: exit code 0, no stack trace, PostgreSQL stopped', { timeout: 60_000 }, async () => {
  if (!server) throw new Error('the previous test did not leave a server');
  const postgres = postmasterPid();
  const before = server.output().length;
  server.child.kill('SIGTERM');
  // A second signal while stopping (an impatient Ctrl-C) is only noted.
  setTimeout(() => server?.child.kill('SIGINT'), 50);
  expect(await exited(server.child)).toBe(0);
  const shutdownOutput = server.output().slice(before);
  expect(shutdownOutput).not.toMatch(/^\s+at /m);
  expect(shutdownOutput).not.toMatch(/Unhandled|uncaught|\[shutdown\] stopping \w+ failed/i);
  expect(postmasterPid()).toBeUndefined();
  // pg_ctl stop returns once the pid file is gone; the postmaster exits a moment later.
  for (let i = 0; i < 100 && postgres && alive(postgres); i++) await new Promise((r) => setTimeout(r, 20));
  expect(postgres && alive(postgres)).toBe(false);
  expect(shutdownOutput).toContain('[shutdown] SIGINT: already stopping');
  expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  server = undefined;
});
