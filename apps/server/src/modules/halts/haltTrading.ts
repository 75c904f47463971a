import { fail, type HaltReason, type HaltScope, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { publishHalt } from './haltRule.js';
import { type TradingHaltRow, tradingHalts } from './schema.js';

export interface HaltInput {
  scope: HaltScope;
  target: string;
  reason: HaltReason;
  note: string;
  cancelOpen: boolean;
  staffUsername: string;
}

/**
 * admin/haltTrading (audited by the call, in its transaction): writes the halt and publishes it in
 * the rule register. `targetKnown` is the caller's check that the market or instrument exists.
 * Cancelling open orders or pending entries is the caller's next step (their own contexts'
 * cancel paths), then `recordHaltCancellations` keeps the counts.
 */
export async function haltTrading(
  db: DbOrTx,
  clock: Clock,
  options: HaltInput & { targetKnown: boolean },
): Promise<Result<TradingHaltRow, 'halt_active' | 'halt_target_unknown'>> {
  if (!options.targetKnown) return fail('halt_target_unknown', { field: 'target' });
  // Delivery orders have no resting state to cancel.
  const cancelOpen = options.scope !== 'delivery' && options.cancelOpen;
  const [row] = await db
    .insert(tradingHalts)
    .values({
      scope: options.scope,
      target: options.target,
      reason: options.reason,
      note: options.note,
      cancelOpen,
      haltedAt: clock.now(),
      haltedBy: options.staffUsername,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return fail('halt_active', { field: 'target' });
  await publishHalt(db, { ...options, halted: true });
  return ok(row);
}

/** How many orders (spot) or pending entries (instrument) the halt cancelled. */
export async function recordHaltCancellations(db: DbOrTx, id: bigint, counts: { orders: number; positions: number }): Promise<TradingHaltRow> {
  const [row] = await db
    .update(tradingHalts)
    .set({ cancelledOrders: counts.orders, cancelledPositions: counts.positions })
    .where(eq(tradingHalts.id, id))
    .returning();
  if (!row) throw new Error(`halt ${id} vanished`);
  return row;
}
