import type { PostingReason, UserLedgerAccount } from '@veritex/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.js';

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
  const conditions: SQL[] = [eq(ledgerAccounts.owner, 'user'), eq(ledgerAccounts.userId, filter.userId)];
  if (filter.reason) conditions.push(eq(ledgerPostings.reason, filter.reason));
  if (filter.kind) conditions.push(eq(ledgerAccounts.kind, filter.kind));
  if (filter.asset) conditions.push(eq(ledgerEntries.asset, filter.asset));
  if (filter.start) conditions.push(gte(ledgerPostings.createdAt, filter.start));
  if (filter.end) conditions.push(lt(ledgerPostings.createdAt, filter.end));
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        id: ledgerEntries.id,
        at: ledgerPostings.createdAt,
        reason: ledgerPostings.reason,
        memo: ledgerPostings.memo,
        causeType: ledgerPostings.causeType,
        causeId: ledgerPostings.causeId,
        kind: ledgerAccounts.kind,
        asset: ledgerEntries.asset,
        bucket: ledgerEntries.bucket,
        amount: ledgerEntries.amount,
        availableAfter: ledgerEntries.availableAfter,
        frozenAfter: ledgerEntries.frozenAfter,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId));
  const [items, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ value: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
