import type { PostingReason, UserLedgerAccount } from '@veritex/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.js';
import { ownAccountsOf, selectUserEntryRows } from './userEntryRows.js';

export interface AccountLogFilter {
  userId: bigint;
  reason?: PostingReason;
  kind?: UserLedgerAccount;
  asset?: string;
  start?: Date;
  end?: Date;
  page: number;
  pageSize: number;
}

/** The entries that touched the user's accounts, newest first, as stored (listAccountLog makes the view). */
export async function readAccountLogEntries(db: DbOrTx, filter: AccountLogFilter) {
  const conditions: SQL[] = ownAccountsOf(filter.userId);
  if (filter.reason) conditions.push(eq(ledgerPostings.reason, filter.reason));
  if (filter.kind) conditions.push(eq(ledgerAccounts.kind, filter.kind));
  if (filter.asset) conditions.push(eq(ledgerEntries.asset, filter.asset));
  if (filter.start) conditions.push(gte(ledgerPostings.createdAt, filter.start));
  if (filter.end) conditions.push(lt(ledgerPostings.createdAt, filter.end));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    selectUserEntryRows(db)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(selectUserEntryRows(db).where(where).as('matching')),
  ]);
  return { items, total: total?.value ?? 0 };
}
