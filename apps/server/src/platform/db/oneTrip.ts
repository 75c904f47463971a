import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

/**
 * The statement as plain SQL text with its parameters written in as literals (strings through
 * the driver's `escapeLiteral`, so any text a user chose stays a string), for the simple query
 * protocol, which takes several statements in one message but no bound parameters.
 */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // One pass over the original text: a literal that happens to contain "$2" is never rescanned.
  return text.replace(/\$(\d+)/g, (_, index: string) => literalOf(params[Number(index) - 1]));
}

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as a SQL literal`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`cannot write a ${typeof value} as a SQL literal`);
}

/**
 * Runs the statements in one round trip (one simple-protocol message) and answers each
 * statement's result in order. PostgreSQL runs them one after the other and stops at the first
 * failure; inside an open transaction that failure leaves the transaction aborted, for the caller
 * to roll back. The spot writer's batch is two such trips: BEGIN with its reads, then its writes
 * with COMMIT.
 */
export async function queryInOneTrip(client: pg.Client, statements: SQL[]): Promise<pg.QueryResult[]> {
  if (statements.length === 0) return [];
  const result = (await client.query(statements.map(inlineSql).join(';\n'))) as pg.QueryResult | pg.QueryResult[];
  return Array.isArray(result) ? result : [result];
}
