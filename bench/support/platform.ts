/**
 * Starts the platform for a benchmark the way `npm start` does (embedded PostgreSQL, migrations,
 * seed, HTTP), on a temporary data directory and free ports, as e2e/support/globalSetup.ts does.
 * The server runs as ONE process (`node --import tsx`, not the tsx CLI, which would put a
 * second node process in front), so its pid is the server's and /proc/<pid>/stat is its CPU.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createUserWithPassword } from '../../apps/server/src/modules/identity/index.js';
import { postEntries, trialBalance } from '../../apps/server/src/modules/ledger/index.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';
import { freePort } from '../../apps/server/src/platform/freePort.js';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Platform {
  child: ChildProcess;
  pid: number;
  /** The embedded PostgreSQL's postmaster: `pg_ctl` starts it outside the server's process tree. */
  postgresPid: number;
  baseUrl: string;
  port: number;
  databaseUrl: string;
  /** A small pool of the bench's own, for setup and checks (not used while measuring). */
  database: DatabaseHandle;
  /** With `trace`: starts a measuring window in the server (see support/serverTrace.ts). */
  traceStart(): void;
  /** With `trace`: ends the window and answers what the server measured in it. */
  traceRead(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * `trace`: load support/serverTrace.ts into the server (statement timings, writer batches);
 * `profileTo`: also CPU-profile the traced window into that .cpuprofile file.
 */
export async function startPlatform(options: { trace?: boolean; profileTo?: string; env?: Record<string, string> } = {}): Promise<Platform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'veritex-bench-'));
  const traceFile = join(dataDir, 'trace.json');
  const port = await freePort();
  const pgPort = await freePort();
  // BENCH_SERVER_ARGS: extra node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where its time goes.
  const extraArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const trace = options.trace || options.profileTo !== undefined;
  const traceArgs = trace ? ['--import', join(import.meta.dirname, 'serverTrace.ts')] : [];
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', ...traceArgs, 'src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // Every request comes from 127.0.0.1: the per-address limits must not answer instead of the call.
      RATE_LIMIT_FACTOR: '1000000',
      // The demo liquidity bots would trade on the measured book.
      MARKET_MAKER: 'off',
      // API only: the built web app is not part of what is measured.
      WEB_DIST: '',
      BENCH_TRACE_FILE: traceFile,
      BENCH_TRACE_PROFILE: options.profileTo ? '1' : '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whatever ends the benchmark, the server (and with it its PostgreSQL) must not outlive it.
  const killServer = () => child.kill('SIGINT');
  process.once('exit', killServer);
  let output = '';
  await new Promise<void>((ready, fail) => {
    // Seeding the chart history takes about a minute on a quiet machine, several on a busy shared one.
    const timer = setTimeout(() => fail(new Error(`platform did not start:\n${output}`)), 360_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Veritex is running at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`platform exited with ${code}:\n${output}`));
    });
  }).catch((error: unknown) => {
    killServer();
    throw error;
  });
  // Keep draining the server's output (a full pipe would block it); errors are worth seeing.
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  let stopping = false;
  child.stderr?.on('data', (chunk: Buffer) => {
    if (!stopping) process.stderr.write(`[server] ${chunk}`);
  });
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
  const database = connectDatabase(databaseUrl, 4);
  return {
    child,
    pid: child.pid ?? 0,
    postgresPid: postmasterPid(join(dataDir, 'pg')),
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    databaseUrl,
    database,
    traceStart() {
      if (trace) child.kill('SIGUSR2');
    },
    async traceRead() {
      if (!trace) return undefined;
      rmSync(traceFile, { force: true });
      child.kill('SIGUSR2');
      const profile = `${traceFile}.cpuprofile`;
      const ready = () => existsSync(traceFile) && (!options.profileTo || existsSync(profile));
      for (let i = 0; i < 200 && !ready(); i++) await new Promise((done) => setTimeout(done, 50));
      if (options.profileTo) copyFileSync(profile, options.profileTo);
      return JSON.parse(readFileSync(traceFile, 'utf8')) as unknown;
    },
    async stop() {
      // Shutdown noise (pool clients cut off by PostgreSQL stopping) is not the benchmark's business.
      stopping = true;
      await database.close();
      if (child.exitCode === null) {
        // The start-up listener would report this exit as a failed start.
        child.removeAllListeners('exit');
        const exited = new Promise((done) => child.once('exit', done));
        // Ctrl-C path: the platform stops its embedded PostgreSQL itself.
        child.kill('SIGINT');
        await exited;
      }
      process.off('exit', killServer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchUser {
  id: bigint;
  email: string;
  token: string;
}

const PASSWORD = 'bench1234';

/**
 * Users with `credits` on their exchange account (deposit postings through the ledger, as
 * apps/server/src/testing/funds.ts does), each signed in over HTTP with web/userLogin.
 */
export async function fundedUsers(platform: Platform, count: number, credits: Record<string, bigint>, prefix = 'bench'): Promise<BenchUser[]> {
  const { db } = platform.database;
  const created: Array<{ id: bigint; email: string }> = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@bench.test`;
    const user = await createUserWithPassword(db, { account: { kind: 'email', value: email }, password: PASSWORD, nationality: 'GB' });
    await db.transaction(async (tx) => {
      for (const [asset, units] of Object.entries(credits)) {
        await postEntries(tx, {
          reason: 'deposit',
          actor: 'bench',
          cause: { type: 'bench', id: email },
          idempotencyKey: `bench-credit:${email}:${asset}`,
          movements: [
            { account: { owner: 'house', kind: 'deposits_clearing', asset }, bucket: 'available', amount: -units },
            { account: { owner: 'user', userId: user.id, kind: 'exchange', asset }, bucket: 'available', amount: units },
          ],
        });
      }
    });
    created.push({ id: user.id, email });
  }
  // Sign-in is argon2id-bound (~50/s on two cores): a few at a time.
  const users: BenchUser[] = [];
  for (let i = 0; i < created.length; i += 4) {
    const signedIn = await Promise.all(
      created.slice(i, i + 4).map(async (user) => {
        const response = await fetch(`${platform.baseUrl}/api/web/userLogin`, {
          method: 'POST',
          headers: { nonce: nonce(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ account: user.email, password: PASSWORD }).toString(),
        });
        const body = (await response.json()) as { code: number; msg: string; data: { token?: string } };
        if (body.code !== 0 || !body.data.token) throw new Error(`sign-in of ${user.email} failed: ${body.code} ${body.msg}`);
        return { ...user, token: body.data.token };
      }),
    );
    users.push(...signedIn);
  }
  return users;
}

let nonceCounter = 0;
/** 6–16 letters or digits, new for every request (the API's replay convention). */
export function nonce(): string {
  nonceCounter = (nonceCounter + 1) % 1_000_000;
  return `n${Date.now().toString(36)}${nonceCounter.toString(36)}`.slice(0, 16);
}

/** The ledger's trial balance: every asset must sum to zero across all accounts. */
export async function ledgerCheck(platform: Platform): Promise<{ ok: boolean; assets: Record<string, string> }> {
  const balance = await trialBalance(platform.database.db);
  return { ok: balance.ok, assets: Object.fromEntries(balance.rows.map((r) => [r.asset, r.sum.toString()])) };
}

/** The postmaster's pid, the first line of `postmaster.pid` in its data directory (0 when absent). */
function postmasterPid(pgDataDir: string): number {
  try {
    return Number(readFileSync(join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || 0;
  } catch {
    return 0;
  }
}
