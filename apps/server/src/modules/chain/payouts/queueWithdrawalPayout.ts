import { fail, formatUnits, ok, PAYOUT_RETURNED_STATES, payoutReturned, type Result } from '@veritex/shared';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/db/client.js';
import { lockWithdrawal, startOfHongKongDay } from '../../funding/index.js';
import { readSettings } from '../../settings/index.js';
import { reviewFlagOf } from '../../surveillance/index.js';
import { chainNonces, chainOutgoing, chainPayouts } from './schema.js';

/** USDT has 6 decimals on the ledger and on chain (the watcher checks the token's decimals against it). */
const USDT_UNIT = 1_000_000n;
/** Gas for one ERC-20 transfer, with headroom (USDT's transfer uses about 63,000). */
export const TOKEN_TRANSFER_GAS = 100_000n;

export interface PayoutChain {
  chainId: number;
  /** The USDT contract. */
  token: string;
}

/**
 * admin/sendWithdrawalOnChain: finance approves a USDT (ERC-20) withdrawal for the hot wallet. Within
 * the hot wallet's limits (settings hot_wallet_max_tx_usdt, hot_wallet_max_day_usdt: what it sends,
 * amount − fee, per transaction and per Hong Kong day) it becomes one payout row (unique on the
 * withdrawal) and one queued outgoing the signer process signs; above them it is refused and stays
 * with finance, who pays it from the cold wallet (payWithdrawal with its hash). The same review rules
 * as paying by hand apply (a flagged owner needs a first approval by someone else). Queueing again
 * answers ok without a second row.
 */
export async function queueWithdrawalPayout(
  db: DbOrTx,
  clock: Clock,
  input: { withdrawalId: bigint; staff: string; chain: PayoutChain | undefined },
): Promise<Result<true>> {
  const chain = input.chain;
  if (!chain) return fail('payout_not_on_chain');
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, input.withdrawalId);
    if (!w) return fail('not_found');
    const [existing] = await tx.select().from(chainPayouts).where(eq(chainPayouts.withdrawalId, w.id));
    if (existing) return existing.source === 'hot_wallet' && !payoutReturned(existing.status) ? ok(true) : fail('already_reviewed');
    if (w.status !== 'processing') return fail('already_reviewed');
    if (w.method !== 'chain' || w.asset !== 'USDT' || w.chain !== 'ERC20' || !isAddress(w.address, { strict: false })) return fail('payout_not_on_chain');
    if (await reviewFlagOf(tx, w.userId)) {
      if (!w.firstApprovedBy) return fail('withdrawal_second_review');
      if (w.firstApprovedBy === input.staff) return fail('withdrawal_same_reviewer');
    }
    const [hotWallet] = await tx
      .select()
      .from(chainNonces)
      .where(and(eq(chainNonces.chainId, chain.chainId), eq(chainNonces.role, 'hot_wallet')));
    if (!hotWallet) return fail('hot_wallet_not_ready');
    const amount = BigInt(w.amount);
    const fee = BigInt(w.fee) < amount ? BigInt(w.fee) : 0n;
    const sent = amount - fee;
    const limit = await checkLimits(tx, clock, sent);
    if (!limit.ok) return limit;
    const now = clock.now();
    await tx.insert(chainPayouts).values({
      withdrawalId: w.id,
      source: 'hot_wallet',
      chainId: chain.chainId,
      amount: sent.toString(),
      status: 'queued',
      queuedBy: input.staff,
      queuedAt: now,
    });
    await tx.insert(chainOutgoing).values({
      chainId: chain.chainId,
      kind: 'payout',
      subjectId: w.id,
      fromAddress: hotWallet.address,
      toAddress: getAddress(w.address),
      token: getAddress(chain.token),
      amount: sent.toString(),
      gasLimit: TOKEN_TRANSFER_GAS.toString(),
      createdBy: `staff:${input.staff}`,
      createdAt: now,
    });
    return ok(true);
  });
}

/** Per transaction and per Hong Kong day; the day's sum is read under a transaction lock, so two approvals cannot both squeeze under it. */
async function checkLimits(tx: DbOrTx, clock: Clock, sent: bigint): Promise<Result<true>> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chain_payout_daily_limit'))`);
  const settings = await readSettings(tx);
  const perTransaction = BigInt(settings.hot_wallet_max_tx_usdt) * USDT_UNIT;
  const perDay = BigInt(settings.hot_wallet_max_day_usdt) * USDT_UNIT;
  const [today] = await tx
    .select({ total: sql<string>`coalesce(sum(${chainPayouts.amount}), 0)` })
    .from(chainPayouts)
    .where(
      and(
        eq(chainPayouts.source, 'hot_wallet'),
        notInArray(chainPayouts.status, [...PAYOUT_RETURNED_STATES]),
        gte(chainPayouts.queuedAt, startOfHongKongDay(clock.now())),
      ),
    );
  const usedToday = BigInt(today?.total ?? '0');
  if (sent > perTransaction || usedToday + sent > perDay) {
    return fail('payout_above_hot_wallet_limit', {
      per_transaction: String(settings.hot_wallet_max_tx_usdt),
      per_day: String(settings.hot_wallet_max_day_usdt),
      used_today: formatUnits(usedToday, 6),
    });
  }
  return ok(true);
}
