import { resolve } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// numeric and int8 arrive as strings: amounts stay exact (converted to bigint where used).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

export function connectDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (error) => console.error('[db] idle client error', error.message));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * A second, separate pool on the same database: the spot writer commits on its own connection
 * so that it never queues behind request handlers for one from the shared pool.
 */
export function dedicatedDatabase(handle: DatabaseHandle, poolSize = 1): DatabaseHandle {
  const pool = new pg.Pool({ ...handle.pool.options, max: poolSize });
  pool.on('error', (error) => console.error('[db] idle dedicated client error', error.message));
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../../migrations');

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
