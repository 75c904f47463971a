import { fail, ok, type RedemptionQuoteView, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { isRedeemableEarly, quoteOrder } from './earnTerms.js';
import { quoteView } from './earnViews.js';
import { findOwnOrder } from './findOwnOrder.js';

/**
 * web/getRedemptionQuote: what redeeming early would return and forfeit now, computed by
 * quoteOrder, which redeemEarnEarly posts with. A closed or matured order is quoted as
 * `redeemable: false`.
 */
export async function getRedemptionQuote(db: DbOrTx, clock: Clock, input: { userId: bigint; orderId: bigint }): Promise<Result<RedemptionQuoteView>> {
  const order = await findOwnOrder(db, input.userId, input.orderId);
  if (!order) return fail('earn_order_unknown', { field: 'id' });
  const now = clock.now();
  return ok(quoteView(order, quoteOrder(order, now), isRedeemableEarly(order, now), now));
}
