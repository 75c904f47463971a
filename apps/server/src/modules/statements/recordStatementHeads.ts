import { periodOf, type StatementEntry, statementGenesis } from '@veritex/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { firstUserEntryAt, realUserIdsWithAccounts } from '../ledger/index.js';
import { statementHeads } from './schema.js';
import { chainEntries, loadStatementEntries } from './statementEntries.js';
import { lastRecordablePeriod, nextPeriod, periodOfDate, periodStart } from './statementPeriods.js';

interface LatestHead {
  period: string;
  finalHash: string;
  lastEntryId: bigint | null;
}

/** The user's most recent recorded month head. */
export async function latestHead(db: DbOrTx, userId: bigint): Promise<LatestHead | undefined> {
  const [row] = await db
    .select({ period: statementHeads.period, finalHash: statementHeads.finalHash, lastEntryId: statementHeads.lastEntryId })
    .from(statementHeads)
    .where(eq(statementHeads.userId, userId))
    .orderBy(desc(statementHeads.period))
    .limit(1);
  return row;
}

/**
 * The `statements.record-heads` job: for every real user, the chain head of each ended month not
 * yet recorded (from the month of their first entry, without gaps, each month chained from the
 * previous month's head), one hour after the month ends (statementPeriods.ts). Idempotent: a
 * recorded month is never written again (primary key, `on conflict do nothing`), and a run after
 * downtime records every month missed. `userId` limits the run to one user (tests).
 */
export async function recordStatementHeads(db: DbOrTx, clock: Clock, options: { userId?: bigint } = {}): Promise<{ users: number; months: number }> {
  const due = lastRecordablePeriod(clock.now());
  const userIds = options.userId === undefined ? await realUserIdsWithAccounts(db) : [options.userId];
  const upToDate = await usersRecordedThrough(db, due);
  let users = 0;
  let months = 0;
  for (const userId of userIds) {
    if (userId <= 0n || upToDate.has(userId)) continue;
    const recorded = await recordUserHeads(db, clock, userId, due);
    if (recorded > 0) {
      users += 1;
      months += recorded;
    }
  }
  return { users, months };
}

/** Users whose latest recorded month is `due` already: one query instead of one per user. */
async function usersRecordedThrough(db: DbOrTx, due: string): Promise<Set<bigint>> {
  const rows = await db
    .select({ userId: statementHeads.userId })
    .from(statementHeads)
    .groupBy(statementHeads.userId)
    .having(sql`max(${statementHeads.period}) >= ${due}`);
  return new Set(rows.map((row) => row.userId));
}

async function startOf(db: DbOrTx, userId: bigint, due: string): Promise<LatestHead | undefined> {
  const latest = await latestHead(db, userId);
  if (latest) return latest.period >= due ? undefined : latest;
  const firstAt = await firstUserEntryAt(db, userId);
  if (!firstAt || periodOfDate(firstAt) > due) return undefined;
  // The month before the first entry's, so the loop below starts at the first entry's month.
  const period = periodOfDate(new Date(Date.UTC(firstAt.getUTCFullYear(), firstAt.getUTCMonth() - 1, 1)));
  return { period, finalHash: await statementGenesis(String(userId)), lastEntryId: null };
}

async function recordUserHeads(db: DbOrTx, clock: Clock, userId: bigint, due: string): Promise<number> {
  const start = await startOf(db, userId, due);
  if (!start) return 0;
  const first = nextPeriod(start.period);
  const entries = await loadStatementEntries(db, { userId, from: periodStart(first), to: periodStart(nextPeriod(due)) });
  const rows: (typeof statementHeads.$inferInsert)[] = [];
  let previous = start.finalHash;
  let lastEntryId = start.lastEntryId;
  let index = 0;
  for (let period = first; period <= due; period = nextPeriod(period)) {
    const month: StatementEntry[] = [];
    while (index < entries.length && periodOf(entries[index]?.at ?? '') === period) {
      const entry = entries[index];
      if (entry) month.push(entry);
      index += 1;
    }
    const { head } = await chainEntries(previous, month);
    const last = month.at(-1);
    if (last) lastEntryId = BigInt(last.entry_id);
    rows.push({ userId, period, lastEntryId, entryCount: month.length, finalHash: head, createdAt: clock.now() });
    previous = head;
  }
  if (rows.length === 0) return 0;
  const inserted = await db.insert(statementHeads).values(rows).onConflictDoNothing().returning({ period: statementHeads.period });
  return inserted.length;
}
