import { fail, type MerchantApplication, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { merchantApplicationView } from './merchantApplicationView.js';
import { returnDeposit } from './merchantDeposit.js';
import { merchantRequirements, unmetKeys } from './merchantRequirements.js';
import { lockMerchant } from './merchantRows.js';
import { type P2pMerchantRow, p2pMerchants } from './schema.js';

export interface DecideApplicationInput {
  userId: bigint;
  decision: 'approve' | 'reject';
  reason: string;
  staffId: bigint;
  staffName: string;
}

/**
 * admin/p2pDecideApplication, on the audited action's transaction. Approval takes a pending
 * application whose criteria are all met now (the security deposit counts as met: the application
 * holds it); rejection needs a reason and returns the deposit. The applicant hears either way.
 */
export async function decideMerchantApplication(db: DbOrTx, clock: Clock, input: DecideApplicationInput): Promise<Result<MerchantApplication>> {
  if (input.decision === 'reject' && input.reason.trim().length < 3) return fail('reason_required', { field: 'reason' });
  const decided = await rollbackOnRefusal(db, async (tx): Promise<Result<P2pMerchantRow>> => {
    const merchant = await lockMerchant(tx, input.userId);
    if (!merchant) return fail('not_found', { field: 'user_id' });
    if (merchant.status !== 'pending') return fail('p2p_state_invalid', { status: merchant.status });
    return input.decision === 'approve' ? approve(tx, clock, merchant, input) : reject(tx, clock, merchant, input);
  });
  return decided.ok ? ok(await merchantApplicationView(db, clock, decided.value)) : decided;
}

async function approve(tx: DbOrTx, clock: Clock, merchant: P2pMerchantRow, input: DecideApplicationInput): Promise<Result<P2pMerchantRow>> {
  const { requirements } = await merchantRequirements(tx, clock, merchant.userId);
  const unmet = unmetKeys(requirements.filter((requirement) => requirement.key !== 'security_deposit'));
  if (unmet.length > 0) return fail('p2p_merchant_criteria', { unmet });
  const now = clock.now();
  const [row] = await tx
    .update(p2pMerchants)
    .set({ status: 'approved', approvedAt: now, decidedAt: now, decidedBy: input.staffId, rejectReason: null, updatedAt: now })
    .where(eq(p2pMerchants.userId, merchant.userId))
    .returning();
  if (!row) throw new Error(`merchant ${merchant.userId} vanished under its lock`);
  await postUserMessage(tx, clock, { userId: merchant.userId, kind: 'merchant_approved', params: { nickname: row.nickname } });
  return ok(row);
}

async function reject(tx: DbOrTx, clock: Clock, merchant: P2pMerchantRow, input: DecideApplicationInput): Promise<Result<P2pMerchantRow>> {
  const reason = input.reason.trim();
  await returnDeposit(tx, clock, merchant, `staff:${input.staffName}`);
  const now = clock.now();
  const [row] = await tx
    .update(p2pMerchants)
    .set({ status: 'rejected', decidedAt: now, decidedBy: input.staffId, rejectReason: reason, updatedAt: now })
    .where(eq(p2pMerchants.userId, merchant.userId))
    .returning();
  if (!row) throw new Error(`merchant ${merchant.userId} vanished under its lock`);
  await postUserMessage(tx, clock, { userId: merchant.userId, kind: 'merchant_rejected', params: { reason } });
  return ok(row);
}
