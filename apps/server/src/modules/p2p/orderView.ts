import type { MerchantPublic, P2pOrderView, PaymentDetails } from '@veritex/shared';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { merchantPublicViews } from './merchantPublic.js';
import { loadParties, type OrderParty } from './orderParties.js';
import { canAppeal, canCancel, canChat, canMarkPaid, canRate, canRelease, counterpartyOf, type PartyRole, roleOf } from './orderRules.js';
import { fiatText, usdtText } from './p2pAmounts.js';
import { p2pOrderNo } from './p2pKeys.js';
import { type P2pOrderRow, p2pRatings } from './schema.js';

type RatingRow = typeof p2pRatings.$inferSelect;
type RatingView = P2pOrderView['my_rating'];

/** The fields both parties and staff see alike. */
export function orderCore(order: P2pOrderRow) {
  return {
    id: String(order.id),
    order_no: p2pOrderNo(order.id, order.createdAt),
    ad_id: String(order.adId),
    asset: 'USDT' as const,
    fiat: order.fiat as P2pOrderView['fiat'],
    price: fiatText(order.priceCents),
    quantity: usdtText(order.quantity),
    fiat_amount: fiatText(order.fiatAmount),
    status: order.status,
    cancel_reason: order.cancelReason,
    escrow: order.escrow,
    payment: order.payment as PaymentDetails[],
    paid_method: order.paidMethod as P2pOrderView['paid_method'],
    proof_image_id: order.proofImageId,
    window_minutes: order.windowMinutes,
    pay_by: order.payBy.toISOString(),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    closed_at: order.closedAt?.toISOString() ?? null,
    terms: order.terms,
    appeal: appealOf(order),
  };
}

function appealOf(order: P2pOrderRow): P2pOrderView['appeal'] {
  if (!order.appealBy || !order.appealOpenedAt) return null;
  return {
    by: order.appealBy,
    reason: order.appealReason ?? '',
    image_id: order.appealImageId,
    opened_at: order.appealOpenedAt.toISOString(),
    outcome: order.appealOutcome,
    decision_reason: order.appealDecisionReason,
    decided_at: order.appealDecidedAt?.toISOString() ?? null,
  };
}

export function ratingView(row: RatingRow | undefined): RatingView {
  return row ? { positive: row.positive, comment: row.comment, created_at: row.createdAt.toISOString() } : null;
}

/** Every rating of these orders, by `<orderId>:<raterId>`. */
export async function loadRatings(db: DbOrTx, orderIds: readonly bigint[]): Promise<Map<string, RatingRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(p2pRatings)
    .where(inArray(p2pRatings.orderId, [...orderIds]));
  return new Map(rows.map((row) => [`${row.orderId}:${row.raterId}`, row]));
}

/**
 * Orders as the caller (their buyer or seller) sees them: their role, the counterparty (a
 * merchant by nickname with the public figures, a user by masked account), both ratings, and
 * what the caller may do now by the same rules the use cases apply (orderRules).
 */
export async function orderViews(db: DbOrTx, clock: Clock, orders: readonly P2pOrderRow[], callerId: bigint): Promise<P2pOrderView[]> {
  const parties = await loadParties(
    db,
    orders.flatMap((order) => [order.buyerId, order.sellerId]),
  );
  const ratings = await loadRatings(
    db,
    orders.map((order) => order.id),
  );
  const merchants = await merchantPublicViews(
    db,
    clock,
    orders.map((order) => order.merchantId),
  );
  const now = clock.now();
  return orders.map((order) => {
    const role = roleOf(order, callerId);
    if (!role) throw new Error(`order ${order.id} is not the caller's`);
    return viewFor(order, role, { parties, ratings, merchants, now });
  });
}

export async function orderView(db: DbOrTx, clock: Clock, order: P2pOrderRow, callerId: bigint): Promise<P2pOrderView> {
  const [view] = await orderViews(db, clock, [order], callerId);
  if (!view) throw new Error('order view missing');
  return view;
}

interface ViewContext {
  parties: Map<string, OrderParty>;
  merchants: Map<string, MerchantPublic>;
  ratings: Map<string, RatingRow>;
  now: Date;
}

function viewFor(order: P2pOrderRow, role: PartyRole, context: ViewContext): P2pOrderView {
  const counterpartyId = counterpartyOf(order, role);
  const callerId = role === 'buyer' ? order.buyerId : order.sellerId;
  const party = context.parties.get(String(counterpartyId));
  const isMerchant = counterpartyId === order.merchantId;
  const mine = context.ratings.get(`${order.id}:${callerId}`);
  return {
    ...orderCore(order),
    role,
    counterparty: {
      nickname: (isMerchant ? party?.nickname : party?.masked) ?? party?.masked ?? '***',
      merchant: isMerchant ? (context.merchants.get(String(counterpartyId)) ?? null) : null,
    },
    my_rating: ratingView(mine),
    their_rating: ratingView(context.ratings.get(`${order.id}:${counterpartyId}`)),
    can: {
      mark_paid: canMarkPaid(order, role, context.now),
      release: canRelease(order, role),
      cancel: canCancel(order, role),
      appeal: canAppeal(order),
      rate: canRate(order, mine !== undefined),
      chat: canChat(order, context.now),
    },
  };
}
