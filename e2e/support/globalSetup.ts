import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { trialBalance, verifyLedger } from '../../apps/server/src/modules/ledger/index.js';
import { connectDatabase } from '../../apps/server/src/platform/db/client.js';
import { freePort } from '../../apps/server/src/platform/freePort.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
import { staffToken } from './staff.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** Starts the platform exactly as `npm start` does (minus the web build, which `npm test` ran). */
async function startPlatform(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string; databaseUrl: string }> {
  const port = await freePort();
  const pgPort = await freePort();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(ROOT, 'apps/server'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), RATE_LIMIT_FACTOR: '100', MARKET_MAKER_SKIP: 'AVAX_USDT' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`platform did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Veritex is running at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`platform exited with ${code}:\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres` };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'veritex-e2e-'));
  const { child, baseUrl, databaseUrl } = await startPlatform(dataDir);
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('staffToken', await staffToken(baseUrl));
  return async () => {
    await browserServer.close();
    await assertLedgerBalanced(databaseUrl);
    // Ctrl-C path: the platform stops its embedded PostgreSQL itself.
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** After every browser test: the platform's ledger must still balance and match its history. */
async function assertLedgerBalanced(databaseUrl: string): Promise<void> {
  const database = connectDatabase(databaseUrl, 1);
  try {
    const balance = await trialBalance(database.db);
    const history = await verifyLedger(database.db);
    if (!balance.ok || !history.ok)
      throw new Error(
        `ledger out of balance after the browser tests: ${JSON.stringify({ balance, history }, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
  } finally {
    await database.close();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    browserWsEndpoint: string;
    staffToken: string;
  }
}
