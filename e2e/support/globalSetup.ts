import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { trialBalance, verifyLedger } from '../../apps/server/src/modules/ledger/index.js';
import { connectDatabase } from '../../apps/server/src/platform/db/client.js';
import { freePort } from '../../apps/server/src/platform/freePort.js';
import { startPlatformProcess } from '../../apps/server/src/testing/platformProcess.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';
import { staffToken } from './staff.js';

/** Starts the platform exactly as `npm start` does (minus the web build, which `npm test` ran). */
async function startPlatform(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string; databaseUrl: string }> {
  const pgPort = await freePort();
  const { child, baseUrl } = await startPlatformProcess(
    {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      RATE_LIMIT_FACTOR: '100',
      // A throwaway database: commits do not wait for the disk (about 10 ms a commit on CI's machine).
      EMBEDDED_PG_FSYNC: 'off',
      // The browser trade test needs a market with no bot orders in its book.
      MARKET_MAKER_SKIP: 'AVAX_USDT',
    },
    // A fresh start seeds a month of chart history (seconds alone, far longer on a shared two-core machine).
    180_000,
  );
  return { child, baseUrl, databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres` };
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
