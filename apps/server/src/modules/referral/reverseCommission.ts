import { displayAccount, fail, ok, type ReferralCommissionAdmin, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { commissionAdminView } from './commissionViews.js';
import { loadPeople } from './people.js';
import { referralKeys } from './referralKeys.js';
import { referralCommissions } from './schema.js';

/**
 * admin/reverseCommission: a pending commission found to come from self-dealing or wash trading
 * goes back from the beneficiary's commission account to the house fee account, exactly its
 * amount, with the staff member and reason on the row. Runs inside the audited action's
 * transaction. Once released (available) or reversed it is refused: staff cannot take back
 * money a user already holds freely.
 */
export async function reverseCommission(
  db: DbOrTx,
  clock: Clock,
  input: { id: bigint; staff: string; reason: string },
): Promise<Result<ReferralCommissionAdmin>> {
  const reason = input.reason.trim();
  if (reason.length < 3) return fail('reason_required', { field: 'reason' });
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(referralCommissions).where(eq(referralCommissions.id, input.id)).for('update');
    if (!row) return fail('not_found');
    if (row.status !== 'pending') return fail('commission_not_pending');
    const amount = BigInt(row.amount);
    const posted = await postEntries(tx, {
      reason: 'referral_reversal',
      actor: `staff:${input.staff}`,
      cause: { type: 'referral_commission', id: row.id.toString() },
      idempotencyKey: referralKeys.settle(row.id),
      memo: reason,
      movements: [
        { account: { owner: 'user', userId: row.beneficiaryId, kind: 'commission', asset: row.asset }, bucket: 'frozen', amount: -amount },
        { account: { owner: 'house', kind: 'fees', asset: row.asset }, bucket: 'available', amount },
      ],
    });
    if (!posted.ok) throw new Error(`referral commission ${row.id} could not be reversed: ${posted.error}`);
    const [updated] = await tx
      .update(referralCommissions)
      .set({ status: 'reversed', reversedAt: clock.now(), reversedBy: input.staff, reason })
      .where(eq(referralCommissions.id, row.id))
      .returning();
    if (!updated) throw new Error('referral commission update returned nothing');
    const trader = (await loadPeople(tx, [updated.sourceUserId])).get(updated.sourceUserId);
    return ok(commissionAdminView(updated, trader ? displayAccount(trader.phone, trader.email) : `#${updated.sourceUserId}`));
  });
}
