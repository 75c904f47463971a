import type { P2pDeskOrder } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { loadParties, type OrderParty } from './orderParties.js';
import { loadRatings, orderCore, ratingView } from './orderView.js';
import type { P2pOrderRow } from './schema.js';

/**
 * Orders as staff see them: both parties by account (and merchant nickname, else the account),
 * from neither's side; `buyer_rating` is the rating the buyer gave, `seller_rating` the seller's.
 */
export async function deskOrderViews(db: DbOrTx, orders: readonly P2pOrderRow[]): Promise<P2pDeskOrder[]> {
  const parties = await loadParties(
    db,
    orders.flatMap((order) => [order.buyerId, order.sellerId]),
  );
  const ratings = await loadRatings(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({
    ...orderCore(order),
    buyer: partyView(order.buyerId, parties.get(String(order.buyerId))),
    seller: partyView(order.sellerId, parties.get(String(order.sellerId))),
    buyer_rating: ratingView(ratings.get(`${order.id}:${order.buyerId}`)),
    seller_rating: ratingView(ratings.get(`${order.id}:${order.sellerId}`)),
  }));
}

export async function deskOrderView(db: DbOrTx, order: P2pOrderRow): Promise<P2pDeskOrder> {
  const [view] = await deskOrderViews(db, [order]);
  if (!view) throw new Error('desk order view missing');
  return view;
}

function partyView(userId: bigint, party: OrderParty | undefined) {
  const account = party?.account ?? '';
  return { user_id: String(userId), account, nickname: party?.nickname ?? account };
}
