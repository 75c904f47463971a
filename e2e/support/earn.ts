import { DAY_MS } from '@veritex/shared';
import { inject } from 'vitest';
import { accrueEarnings } from '../../apps/server/src/modules/earn/index.js';
import type { Clock } from '../../apps/server/src/platform/clock.js';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/client.js';

/**
 * "Advance the clock" for the browser's earn test: the platform's own accrual use case, run on its
 * database with a clock `days` ahead, posts what the scheduled job would post then (every
 * ended day of every open order, once). The platform keeps its real clock; nothing else moves.
 */
let database: DatabaseHandle | undefined;

export async function accrueEarningsAhead(days = 1): Promise<{ accrued: number; matured: number; paid: number }> {
  database ??= connectDatabase(inject('databaseUrl'), 1);
  const ahead: Clock = { now: () => new Date(Date.now() + days * DAY_MS) };
  return accrueEarnings(database.db, ahead);
}

export async function closeEarnDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}
