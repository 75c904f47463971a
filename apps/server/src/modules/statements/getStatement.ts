import { fail, ok, type Result, STATEMENT_FORMAT, type StatementFile, statementGenesis } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { statementHeads } from './schema.js';
import { chainEntries, loadStatementEntries } from './statementEntries.js';
import { nextPeriod, periodStart, previousPeriod } from './statementPeriods.js';

async function recordedHash(db: DbOrTx, userId: bigint, period: string): Promise<string | undefined> {
  const [row] = await db
    .select({ finalHash: statementHeads.finalHash })
    .from(statementHeads)
    .where(and(eq(statementHeads.userId, userId), eq(statementHeads.period, period)));
  return row?.finalHash;
}

/**
 * web/getStatement: the statement file of a recorded month (chained from the previous month's
 * recorded head, or the genesis for the first month) or of everything up to now (`all`, from the
 * genesis). The entries are read from the ledger as it is now and hashed afresh: if history had
 * been changed after a month was recorded, the file's final hash would differ from the head the
 * account shows, which is what the user's check looks for.
 */
export async function getStatement(
  db: DbOrTx,
  clock: Clock,
  options: { userId: bigint; period: string },
): Promise<Result<StatementFile, 'statement_not_recorded'>> {
  const { userId, period } = options;
  const genesis = await statementGenesis(String(userId));
  const generatedAt = clock.now().toISOString();
  let previous = genesis;
  let from: Date | undefined;
  let to: Date | undefined;
  if (period !== 'all') {
    if ((await recordedHash(db, userId, period)) === undefined) return fail('statement_not_recorded', { period });
    previous = (await recordedHash(db, userId, previousPeriod(period))) ?? genesis;
    from = periodStart(period);
    to = periodStart(nextPeriod(period));
  }
  const { entries, head } = await chainEntries(previous, await loadStatementEntries(db, { userId, from, to }));
  return ok({
    format: STATEMENT_FORMAT,
    user_id: String(userId),
    period,
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? generatedAt,
    genesis,
    previous_hash: previous,
    entries,
    entry_count: entries.length,
    final_hash: head,
    generated_at: generatedAt,
  });
}
