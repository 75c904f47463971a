import { fail, type HaltScope, ok, type Result } from '@veritex/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { publishHalt } from './haltRule.js';
import { type TradingHaltRow, tradingHalts } from './schema.js';

/** admin/resumeTrading (audited by the call): lifts a halt in force and publishes the resume in the rule register. */
export async function resumeTrading(
  db: DbOrTx,
  clock: Clock,
  options: { id: bigint; note: string; staffUsername: string },
): Promise<Result<TradingHaltRow, 'not_found' | 'halt_not_active'>> {
  const [row] = await db
    .update(tradingHalts)
    .set({ resumedAt: clock.now(), resumedBy: options.staffUsername, resumeNote: options.note })
    .where(and(eq(tradingHalts.id, options.id), isNull(tradingHalts.resumedAt)))
    .returning();
  if (!row) {
    const [earlier] = await db.select({ id: tradingHalts.id }).from(tradingHalts).where(eq(tradingHalts.id, options.id));
    return fail(earlier ? 'halt_not_active' : 'not_found');
  }
  await publishHalt(db, {
    scope: row.scope as HaltScope,
    target: row.target,
    halted: false,
    reason: row.reason,
    note: options.note,
    staffUsername: options.staffUsername,
  });
  return ok(row);
}
