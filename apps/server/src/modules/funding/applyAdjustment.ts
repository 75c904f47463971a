import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { isUserAccountKind, postEntries } from '../ledger/index.js';
import { fundingKeys } from './fundingKeys.js';
import { adjustments } from './schema.js';

/**
 * Posts a pending adjustment through the house adjustments account and marks it applied, under
 * its row lock (shared by requestAdjustment below the threshold and approveAdjustment above it).
 */
export async function applyAdjustment(db: DbOrTx, clock: Clock, id: bigint, approver: string): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
    if (row?.status !== 'pending') return fail('already_reviewed');
    const amount = BigInt(row.amount);
    const kind = isUserAccountKind(row.accountKind) ? row.accountKind : 'exchange';
    const posted = await postEntries(tx, {
      reason: 'adjustment',
      actor: `staff:${approver}`,
      cause: { type: 'adjustment', id: String(row.id) },
      idempotencyKey: fundingKeys.adjustment(row.id),
      memo: row.reason,
      movements: [
        { account: { owner: 'house', kind: 'adjustments', asset: row.asset }, bucket: 'available', amount: -amount },
        { account: { owner: 'user', userId: row.userId, kind, asset: row.asset }, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) return posted;
    await tx.update(adjustments).set({ status: 'applied', approvedBy: approver, decidedAt: clock.now() }).where(eq(adjustments.id, row.id));
    return ok(true);
  });
}
