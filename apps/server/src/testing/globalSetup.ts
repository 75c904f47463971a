import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../platform/db/client.js';
import { startEmbeddedPostgres } from '../platform/db/embedded.js';
import { freePort } from '../platform/freePort.js';

export const TEMPLATE_DATABASE = 'veritex_template';

/**
 * One real PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), with a migrated
 * template database that each test file clones in milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataRoot: string | undefined;
  if (!adminUrl) {
    dataRoot = mkdtempSync(join(tmpdir(), 'veritex-test-'));
    const port = await freePort();
    // Throwaway: no fsync (about 10 ms each on CI's disk, and every commit waited for one).
    const embedded = await startEmbeddedPostgres({ dataDir: join(dataRoot, 'pg'), port, durable: false });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
  await migrateDatabase(template.db);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await stopEmbedded?.();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
