import { and, asc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.js';
import { ownAccountsOf, selectUserEntryRows } from './userEntryRows.js';

/**
 * Every entry that touched the user's own accounts with `from <= posting time < to`, oldest first
 * (posting time, then posting id, then entry id): the statement chain's order (modules/statements).
 * The account log's rows (userEntryRows.ts), in the opposite direction and unpaged.
 */
export async function readUserEntriesInOrder(db: DbOrTx, options: { userId: bigint; from?: Date; to?: Date }) {
  const conditions: SQL[] = ownAccountsOf(options.userId);
  if (options.from) conditions.push(gte(ledgerPostings.createdAt, options.from));
  if (options.to) conditions.push(lt(ledgerPostings.createdAt, options.to));
  return selectUserEntryRows(db)
    .where(and(...conditions))
    .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id), asc(ledgerEntries.id));
}

/** The posting time of the user's first entry, or undefined when there is none. */
export async function firstUserEntryAt(db: DbOrTx, userId: bigint): Promise<Date | undefined> {
  const [row] = await selectUserEntryRows(db)
    .where(and(...ownAccountsOf(userId)))
    .orderBy(asc(ledgerPostings.createdAt))
    .limit(1);
  return row?.at;
}

/** Every real user (positive id) who holds a ledger account: whose statement chains the monthly job keeps. */
export async function realUserIdsWithAccounts(db: DbOrTx): Promise<bigint[]> {
  const rows = await db
    .selectDistinct({ userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, 'user'), eq(ledgerAccounts.book, 'real'), gt(ledgerAccounts.userId, 0n)));
  return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
}
