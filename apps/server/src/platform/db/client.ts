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

/**
 * `applicationName` names the pool's connections in `pg_stat_activity`, so an operator (and the
 * process test) can tell the server's connections apart.
 */
export function connectDatabase(url: string, poolSize = 10, applicationName = 'veritex'): DatabaseHandle {
  const pool = guardPool(new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName }));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Drizzle over one connection of its own (not pooled): every statement and transaction runs on it. */
export function databaseOn(client: pg.Client): Database {
  return drizzle(client, { schema });
}

/** Settings for a connection of its own (not pooled) to the same database: a LISTEN or a lock holder. */
export function connectionSettings(handle: DatabaseHandle, applicationName: string): pg.ClientConfig {
  const { max: _max, idleTimeoutMillis: _idle, ...settings } = handle.pool.options;
  return { ...settings, application_name: applicationName };
}

/**
 * A dropped connection (PostgreSQL restarted, a backend terminated) must never stop the
 * process. pg emits 'error' on a client whose connection dies, and an 'error' without a
 * listener throws: the pool listens to its idle clients, but removes that listener while a
 * client is checked out (a transaction between two statements, for one). So every client gets
 * a listener of its own for its whole life; the query in flight, if any, fails on its own, and
 * the pool discards the broken client when it is released.
 */
function guardPool(pool: pg.Pool): pg.Pool {
  const name = pool.options.application_name ?? 'pool';
  // Idle clients' errors are re-emitted here; the client's own listener below reports them.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      console.warn(`[db] ${name}: a connection was lost (${error.message})`);
    });
  });
  return pool;
}

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../../migrations');

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
