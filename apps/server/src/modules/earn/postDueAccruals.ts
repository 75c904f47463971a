import { dailyAccrual, termInterest } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { earnKeys } from './earnKeys.js';
import { endedTermDays } from './earnTerms.js';
import { type EarnOrderRow, earnAccruals, earnOrders } from './schema.js';

/**
 * Posts the interest of every ended term day not posted yet (several after downtime), each day
 * its own posting from the house earn-expense account to the user's earn account, keyed by order
 * and day, with its row in the accrual ledger. The caller holds the order's row lock in `tx`, so
 * `accruedDays` is current and no other run posts the same days. Returns the order as updated.
 */
export async function postDueAccruals(tx: DbOrTx, order: EarnOrderRow, now: Date): Promise<EarnOrderRow> {
  const due = endedTermDays(order, now);
  if (order.status !== 'custody' || due <= order.accruedDays) return order;
  const principal = BigInt(order.principal);
  const rate = BigInt(order.dailyRatePpm);
  for (let day = order.accruedDays + 1; day <= due; day += 1) {
    const amount = dailyAccrual(principal, rate, day);
    // A day whose interest rounds to zero (the remainder carries on) is listed but moves nothing.
    if (amount > 0n) await postAccrual(tx, order, day, amount);
    await tx.insert(earnAccruals).values({
      orderId: order.id,
      day,
      amount: amount.toString(),
      cumulative: termInterest(principal, rate, day).toString(),
      postedAt: now,
    });
  }
  const [updated] = await tx
    .update(earnOrders)
    .set({ accruedDays: due, accrued: termInterest(principal, rate, due).toString() })
    .where(eq(earnOrders.id, order.id))
    .returning();
  if (!updated) throw new Error(`earn order ${order.id} vanished under its lock`);
  return updated;
}

async function postAccrual(tx: DbOrTx, order: EarnOrderRow, day: number, amount: bigint): Promise<void> {
  const posted = await postEntries(tx, {
    reason: 'earn_accrual',
    actor: 'system',
    cause: { type: 'earn_order', id: String(order.id) },
    idempotencyKey: earnKeys.accrual(order.id, day),
    memo: `day ${day} of ${order.termDays}`,
    movements: [
      { account: { owner: 'house', kind: 'earn_expense', asset: order.asset }, bucket: 'available', amount: -amount },
      { account: { owner: 'user', userId: order.userId, kind: 'earn', asset: order.asset }, bucket: 'frozen', amount },
    ],
  });
  // Only a user bucket going negative is refused, and this posting only credits the user.
  if (!posted.ok) throw new Error(`accrual of earn order ${order.id} day ${day} refused`);
  if (posted.value.replayed) throw new Error(`accrual of earn order ${order.id} day ${day} was posted without its ledger row`);
}
