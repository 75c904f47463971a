import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from './schema.js';

/** One entry on a user's account with its posting and account: the row of the account log and of the statement chain. */
const USER_ENTRY_COLUMNS = {
  id: ledgerEntries.id,
  postingId: ledgerPostings.id,
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
};

/** The entries joined with their postings and accounts; the caller adds its conditions, order and page. */
export function selectUserEntryRows(db: DbOrTx) {
  return db
    .select(USER_ENTRY_COLUMNS)
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId));
}

/** The conditions that pick one user's own accounts. */
export function ownAccountsOf(userId: bigint): SQL[] {
  return [eq(ledgerAccounts.owner, 'user'), eq(ledgerAccounts.userId, userId)];
}
