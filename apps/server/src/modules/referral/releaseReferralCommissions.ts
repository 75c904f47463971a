import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { referralKeys } from './referralKeys.js';
import { referralCommissions } from './schema.js';

const BATCH = 200;

/**
 * The `referral.release` job: every pending commission whose hold has ended moves from the
 * beneficiary's commission account (frozen) to their exchange account (available). Rows are
 * locked SKIP LOCKED, so a reversal in progress keeps its row; the posting's key is shared with
 * the reversal, so a commission leaves the commission account once.
 */
export async function releaseReferralCommissions(db: Database, clock: Clock): Promise<{ released: number }> {
  const now = clock.now();
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(referralCommissions)
        .where(and(eq(referralCommissions.status, 'pending'), lte(referralCommissions.availableAt, now)))
        .orderBy(asc(referralCommissions.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const amount = BigInt(row.amount);
        const posted = await postEntries(tx, {
          reason: 'referral_release',
          actor: 'system',
          cause: { type: 'referral_commission', id: row.id.toString() },
          idempotencyKey: referralKeys.settle(row.id),
          movements: [
            { account: { owner: 'user', userId: row.beneficiaryId, kind: 'commission', asset: row.asset }, bucket: 'frozen', amount: -amount },
            { account: { owner: 'user', userId: row.beneficiaryId, kind: 'exchange', asset: row.asset }, bucket: 'available', amount },
          ],
        });
        if (!posted.ok) throw new Error(`referral commission ${row.id} could not be released: ${posted.error}`);
        await tx.update(referralCommissions).set({ status: 'available', releasedAt: now }).where(eq(referralCommissions.id, row.id));
      }
      return due.length;
    });
    released += count;
    if (count < BATCH) return { released };
  }
}
