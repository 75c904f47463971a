import { inject } from 'vitest';
import { recordStatementHeads } from '../../apps/server/src/modules/statements/index.js';
import type { Clock } from '../../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';

/**
 * "Advance the clock" for the statements browser test: the platform's own monthly-head use case,
 * run on its database for one user with a clock two hours into next month, records this month's
 * head as the scheduled job will then. The platform keeps its real clock.
 */
let database: DatabaseHandle | undefined;

export async function recordThisMonthsHead(userId: bigint): Promise<{ users: number; months: number }> {
  database ??= connectDatabase(inject('databaseUrl'), 1);
  const now = new Date();
  const ahead: Clock = { now: () => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 2)) };
  return recordStatementHeads(database.db, ahead, { userId });
}

export async function closeStatementsDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}
