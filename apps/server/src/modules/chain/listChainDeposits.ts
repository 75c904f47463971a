import { type ChainDepositView, fail, formatUnits, ok, type Result } from '@veritex/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ChainWallet } from './chainWallet.js';
import { readDepositRules } from './depositTerms.js';
import { chainDeposits } from './schema.js';

/** web/getChainDeposits: transfers seen to the user's addresses, newest first; `open`: only those still counting confirmations. */
export async function listChainDeposits(
  db: DbOrTx,
  wallet: ChainWallet | undefined,
  options: { userId: bigint; open: boolean; page: number; pageSize: number },
): Promise<Result<{ items: ChainDepositView[]; total: number }>> {
  if (!wallet) return fail('chain_not_configured');
  const conditions: SQL[] = [eq(chainDeposits.userId, options.userId)];
  if (options.open) conditions.push(eq(chainDeposits.status, 'seen'));
  const where = and(...conditions);
  const [rows, [total], rules] = await Promise.all([
    db
      .select()
      .from(chainDeposits)
      .where(where)
      .orderBy(desc(chainDeposits.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(chainDeposits).where(where),
    readDepositRules(db, wallet),
  ]);
  return ok({
    total: total?.value ?? 0,
    items: rows.map((row) => ({
      id: String(row.id),
      deposit_id: String(row.depositId),
      asset: row.asset,
      amount: formatUnits(BigInt(row.amount), wallet.config.tokenDecimals),
      tx_hash: row.txHash,
      block_number: String(row.blockNumber),
      status: row.status,
      confirmations: row.status === 'credited' ? Math.max(row.confirmations, rules.confirmations) : row.confirmations,
      required_confirmations: rules.confirmations,
      seen_at: row.seenAt.toISOString(),
      settled_at: row.settledAt?.toISOString() ?? null,
    })),
  });
}
