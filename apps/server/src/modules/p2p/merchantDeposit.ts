import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { p2pCause, p2pKeys } from './p2pKeys.js';
import { type P2pMerchantRow, p2pMerchants } from './schema.js';

const exchange = (userId: bigint) => ({ owner: 'user' as const, userId, kind: 'exchange' as const, asset: 'USDT' });
const depositAccount = (userId: bigint) => ({ owner: 'user' as const, userId, kind: 'merchant_deposit' as const, asset: 'USDT' });

/**
 * The security deposit moves from the exchange account (available) to the merchant-deposit
 * account (frozen), once per application (keyed by its time). False when the balance is short.
 */
export async function holdDeposit(tx: DbOrTx, userId: bigint, amount: bigint, appliedAt: Date): Promise<boolean> {
  if (amount <= 0n) return true;
  const posted = await postEntries(tx, {
    reason: 'merchant_deposit',
    actor: `user:${userId}`,
    cause: p2pCause.merchant(userId),
    idempotencyKey: p2pKeys.depositHold(userId, appliedAt.getTime()),
    movements: [
      { account: exchange(userId), bucket: 'available', amount: -amount },
      { account: depositAccount(userId), bucket: 'frozen', amount },
    ],
  });
  return posted.ok;
}

/**
 * The deposit the application holds goes back to the exchange account (rejection, resignation),
 * once per application; the row records that nothing is held any more. Call under the row lock.
 */
export async function returnDeposit(tx: DbOrTx, clock: Clock, merchant: P2pMerchantRow, actor: string): Promise<void> {
  const amount = BigInt(merchant.deposit);
  if (amount <= 0n) return;
  const posted = await postEntries(tx, {
    reason: 'merchant_deposit_return',
    actor,
    cause: p2pCause.merchant(merchant.userId),
    idempotencyKey: p2pKeys.depositReturn(merchant.userId, merchant.appliedAt.getTime()),
    movements: [
      { account: depositAccount(merchant.userId), bucket: 'frozen', amount: -amount },
      { account: exchange(merchant.userId), bucket: 'available', amount },
    ],
  });
  // The deposit account holds what the row says; anything else is a broken invariant, not a refusal.
  if (!posted.ok) throw new Error(`merchant ${merchant.userId}: deposit of ${amount} not held`);
  await tx.update(p2pMerchants).set({ deposit: '0', updatedAt: clock.now() }).where(eq(p2pMerchants.userId, merchant.userId));
}
