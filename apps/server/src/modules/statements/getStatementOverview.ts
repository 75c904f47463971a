import { type StatementOverview, statementGenesis } from '@veritex/shared';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { statementHeads } from './schema.js';
import { chainEntries, loadStatementEntries } from './statementEntries.js';
import { nextPeriod, periodStart } from './statementPeriods.js';

/**
 * web/getStatements: every recorded month head (newest first) and the live head, which continues
 * the chain from the latest recorded head over everything posted since (so it costs one month of
 * entries, not the whole history).
 */
export async function getStatementOverview(db: DbOrTx, clock: Clock, userId: bigint): Promise<StatementOverview> {
  const heads = await db.select().from(statementHeads).where(eq(statementHeads.userId, userId)).orderBy(desc(statementHeads.period));
  const genesis = await statementGenesis(String(userId));
  const latest = heads[0];
  const asOf = clock.now();
  const since = await loadStatementEntries(db, { userId, from: latest ? periodStart(nextPeriod(latest.period)) : undefined });
  const { head } = await chainEntries(latest?.finalHash ?? genesis, since);
  const recordedCount = heads.reduce((total, row) => total + row.entryCount, 0);
  const lastEntry = since.at(-1)?.entry_id ?? (latest?.lastEntryId === null || latest === undefined ? null : String(latest.lastEntryId));
  return {
    user_id: String(userId),
    genesis,
    months: heads.map((row) => ({
      period: row.period,
      entry_count: row.entryCount,
      final_hash: row.finalHash,
      last_entry_id: row.lastEntryId === null ? null : String(row.lastEntryId),
      recorded_at: row.createdAt.toISOString(),
    })),
    live: { entry_count: recordedCount + since.length, final_hash: head, last_entry_id: lastEntry, as_of: asOf.toISOString() },
  };
}
