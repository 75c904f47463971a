import { fail, ok, type P2pDeskOrder, type P2pEscrowOutcome, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { deskOrderView } from './deskOrderView.js';
import { postSystemLine } from './orderChat.js';
import { orderInboxParams } from './orderNotices.js';
import { lockOrder } from './orderRecords.js';
import { settleEscrow } from './settleEscrow.js';

export interface ResolveAppealInput {
  orderId: bigint;
  outcome: P2pEscrowOutcome;
  /** What both parties read. */
  reason: string;
  staffId: bigint;
}

/**
 * admin/p2pResolveAppeal: staff decide an appeal with the chat and proofs in front of them: the
 * escrow released to the buyer or returned to the seller, with the reason both parties are sent.
 * Runs inside the audited staff transaction (the decision and its audit entry commit together).
 */
export async function resolveAppeal(db: DbOrTx, clock: Clock, input: ResolveAppealInput): Promise<Result<P2pDeskOrder>> {
  const resolved = await rollbackOnRefusal(db, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) return fail('p2p_order_unknown', { field: 'id' });
    if (order.status !== 'appeal') return fail('p2p_state_invalid', { status: order.status });
    const row = await settleEscrow(tx, clock, {
      order,
      outcome: input.outcome,
      status: 'resolved',
      actor: `staff:${input.staffId}`,
      decision: { appealOutcome: input.outcome, appealDecisionReason: input.reason, appealDecidedAt: clock.now(), appealDecidedBy: input.staffId },
    });
    await postSystemLine(tx, clock, row, input.outcome === 'released' ? 'resolved_released' : 'resolved_returned');
    const kind = input.outcome === 'released' ? 'p2p_appeal_released' : 'p2p_appeal_returned';
    const { order_no, order_id, quantity } = orderInboxParams(row);
    for (const userId of [row.buyerId, row.sellerId]) {
      await postUserMessage(tx, clock, { userId, kind, params: { order_no, order_id, quantity, reason: input.reason } });
    }
    return ok(row);
  });
  return resolved.ok ? ok(await deskOrderView(db, resolved.value)) : resolved;
}
