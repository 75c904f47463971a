import type { BankDetails } from '@veritex/shared';
import { formatUnits } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { flaggedAmong } from '../surveillance/index.js';
import { ownerAccounts } from './ownerAccounts.js';
import { payoutStatesOf } from './payoutStates.js';
import { withdrawals } from './schema.js';
import { USDT_SCALE } from './withdrawRules.js';

/** Withdrawal requests, newest first, with their owner's display account, as the finance desk sees them (admin/withdrawals); listUserWithdrawals is the owner's view. */
export async function listWithdrawals(db: DbOrTx, filter: { userId?: bigint; status?: string; page: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(withdrawals.userId, filter.userId));
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status as 'processing'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(withdrawals).where(where),
  ]);
  const accounts = await ownerAccounts(
    db,
    rows.map((row) => row.userId),
  );
  const onChain = await payoutStatesOf(
    db,
    rows.map((row) => row.id),
  );
  const flagged = await flaggedAmong(
    db,
    rows.map((row) => row.userId),
  );
  return {
    total: total?.value ?? 0,
    items: rows.map((w) => ({
      id: String(w.id),
      user_id: String(w.userId),
      account: accounts.get(w.userId) ?? '',
      method: w.method,
      asset: w.asset,
      chain: w.chain,
      address: w.address,
      tag: w.tag,
      amount: formatUnits(BigInt(w.amount), USDT_SCALE),
      fee: formatUnits(BigInt(w.fee), USDT_SCALE),
      arrive: formatUnits(BigInt(w.amount) - BigInt(w.fee), USDT_SCALE),
      status: w.status,
      reason: w.reason,
      tx_hash: w.txHash,
      // Written by requestWithdrawal from the validated bank fields (null for chain withdrawals).
      bank: w.bank as BankDetails | null,
      created_at: w.createdAt.toISOString(),
      reviewed_at: w.reviewedAt?.toISOString() ?? null,
      on_chain: onChain.get(w.id) ?? null,
      reviewed_by: w.reviewedBy,
      second_review: flagged.has(w.userId),
      first_approved_by: w.firstApprovedBy,
    })),
  };
}
