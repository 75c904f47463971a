import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../platform/db/client.js';
import { TEMPLATE_DATABASE, withDatabase } from './globalSetup.js';

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = connectDatabase(url, 5);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
