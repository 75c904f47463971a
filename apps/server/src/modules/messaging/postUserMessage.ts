import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { userMessages } from './schema.js';

/** Kinds of inbox message; each has `inbox:<kind>.title` and `.body` in every language. */
export type InboxKind =
  | 'kyc_approved'
  | 'kyc_rejected'
  | 'earn_matured'
  | 'earn_paid'
  | 'loan_approved'
  | 'loan_rejected'
  | 'loan_overdue'
  | 'loan_repaid'
  | 'loan_voucher_rejected'
  | 'collateral_margin_call'
  | 'collateral_liquidated'
  | 'p2p_order_opened'
  | 'p2p_order_paid'
  | 'p2p_order_released'
  | 'p2p_order_cancelled'
  | 'p2p_order_expired'
  | 'p2p_order_appealed'
  | 'p2p_appeal_released'
  | 'p2p_appeal_returned'
  | 'merchant_approved'
  | 'merchant_rejected'
  | 'p2p_ad_suspended';

/** Puts a message in a user's inbox; call it in the transaction that makes the news. */
export async function postUserMessage(db: DbOrTx, clock: Clock, message: { userId: bigint; kind: InboxKind; params: Record<string, string> }): Promise<void> {
  await db.insert(userMessages).values({ userId: message.userId, kind: message.kind, params: message.params, createdAt: clock.now() });
}
