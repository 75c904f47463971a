import type { SpotMarket } from './flashMarkets.js';
import type { BookLevel } from './walkBook.js';

/** Orders walked at most per quote: a book deeper than this counts as short of liquidity beyond it. */
const MAX_ORDERS = 5_000;

/**
 * The resting orders a taker on `takerSide` would meet, best first, each order its own level, as
 * the writer would match them: per order rather than per aggregated price level, because each
 * trade's value and fee is rounded down on its own, so the quote is exactly what an unchanged
 * book gives. The walk stops at the user's own first order: the writer's self-trade prevention
 * (cancel the taker) ends a fill-or-kill order there.
 */
export function takeableLevels(market: SpotMarket, takerSide: 'buy' | 'sell', userId: bigint): BookLevel[] {
  const makerSide = takerSide === 'sell' ? 'buy' : 'sell';
  const owner = Number(userId);
  const levels: BookLevel[] = [];
  // restingOrders() yields the bids, then the asks, each best first and in time order within a price.
  for (const order of market.book.restingOrders()) {
    if (order.side !== makerSide) {
      if (makerSide === 'buy') break;
      continue;
    }
    if (order.owner === owner || levels.length >= MAX_ORDERS) break;
    levels.push({ priceTicks: BigInt(order.priceTicks), lots: BigInt(order.remainingLots) });
  }
  return levels;
}
