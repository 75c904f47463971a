import type { AccountRef } from '../ledger/index.js';
import { exchangeAccounts, type SpotCommand, type ValidatedOrder } from './applyBatch.js';
import { budgetTickLots } from './marketRules.js';
import type { ExchangeState, MarketState } from './state.js';

/** Past this many resting orders to walk, the makers' accounts are locked after matching instead (one more round trip). */
const MAX_MAKERS_WALKED = 2_000;

/**
 * The exchange accounts a batch will move, locked (with their balances read) when the batch
 * opens: the placers', the house fee accounts of the markets they trade, and the accounts of the
 * resting orders' owners the batch's orders could meet (a superset, from the book). Sorted and
 * locked in one statement, they save the round trip that locking the makers after matching costs.
 */
export function accountsToLock(state: ExchangeState, commands: SpotCommand[]): AccountRef[] {
  const refs: AccountRef[] = [];
  const ordersByMarket = new Map<string, ValidatedOrder[]>();
  for (const command of commands) {
    if (command.type !== 'place') continue;
    const market = state.markets.get(command.order.symbol);
    if (!market) continue;
    refs.push(...exchangeAccounts(command.userId, market));
    const orders = ordersByMarket.get(market.rules.symbol) ?? [];
    orders.push(command.order);
    ordersByMarket.set(market.rules.symbol, orders);
  }
  for (const [symbol, orders] of ordersByMarket) {
    const market = state.markets.get(symbol) as MarketState;
    const { base, quote } = market.rules;
    refs.push({ owner: 'house', kind: 'fees', asset: base }, { owner: 'house', kind: 'fees', asset: quote });
    for (const side of ['buy', 'sell'] as const) {
      for (const owner of makersFor(
        market,
        orders.filter((o) => o.side === side),
        side,
      ) ?? [])
        refs.push(...exchangeAccounts(BigInt(owner), market));
    }
  }
  return refs;
}

/** The owners of resting orders that these orders (all on one side) could trade against. */
function makersFor(market: MarketState, orders: ValidatedOrder[], side: 'buy' | 'sell'): Set<number> | undefined {
  if (orders.length === 0) return undefined;
  const bestAsk = market.book.bestAsk();
  let lots = 0;
  let anyPrice = false;
  let limit: number | undefined;
  for (const order of orders) {
    if (order.type === 'market') anyPrice = true;
    else limit = limit === undefined ? order.priceTicks : side === 'buy' ? Math.max(limit, order.priceTicks ?? 0) : Math.min(limit, order.priceTicks ?? 0);
    // A market buy spends a budget (tick·lots): at prices no better than the best ask it buys at most budget ÷ best ask lots.
    lots += order.lots ?? (bestAsk ? Math.ceil(Number(budgetTickLots(market.rules, order.amount ?? 0n)) / bestAsk) : 0);
  }
  return market.book.makersWithin(side, lots, anyPrice ? undefined : limit, MAX_MAKERS_WALKED);
}
