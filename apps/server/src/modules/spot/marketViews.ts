import { type DepthSnapshot, formatUnits, type Kline, type PublicTrade } from '@veritex/shared';
import type { Candle } from './klines.js';
import { baseUnits, type MarketRules, priceUnits } from './marketRules.js';
import type { SpotWriter } from './spotWriter.js';
import type { MarketState, TradeRecord } from './state.js';

/** The wire views of market data (calls and stream frames alike): amounts as decimal strings at the asset's scale. */

/** The rules of a market an order or trade belongs to; a record of an unknown market is a bug. */
export function rulesOf(exchange: SpotWriter, symbol: string): MarketRules {
  const market = exchange.view.markets.get(symbol);
  if (!market) throw new Error(`order of unknown market ${symbol}`);
  return market.rules;
}

export function publicTrade(trade: TradeRecord, rules: MarketRules): PublicTrade {
  return {
    id: trade.id.toString(),
    price: formatUnits(trade.price, rules.quoteScale),
    quantity: formatUnits(trade.quantity, rules.baseScale),
    side: trade.takerSide,
    time: trade.at.toISOString(),
  };
}

/** Newest first, from memory (the writer keeps the last hundred per market). */
export function recentTrades(market: MarketState, limit: number): PublicTrade[] {
  return market.recentTrades
    .slice(-limit)
    .reverse()
    .map((t) => publicTrade(t, market.rules));
}

export function depthSnapshot(market: MarketState, limit: number, now: Date): DepthSnapshot {
  const { rules } = market;
  const depth = market.book.depth(limit);
  const level = (l: { priceTicks: number; quantityLots: number }): [string, string] => [
    formatUnits(priceUnits(rules, l.priceTicks), rules.quoteScale),
    formatUnits(baseUnits(rules, l.quantityLots), rules.baseScale),
  ];
  return { symbol: rules.symbol, bids: depth.bids.map(level), asks: depth.asks.map(level), time: now.toISOString() };
}

export function klineOf(candle: Candle, rules: MarketRules): Kline {
  return [
    candle.openMs,
    formatUnits(candle.open, rules.quoteScale),
    formatUnits(candle.high, rules.quoteScale),
    formatUnits(candle.low, rules.quoteScale),
    formatUnits(candle.close, rules.quoteScale),
    formatUnits(candle.volume, rules.baseScale),
    formatUnits(candle.quoteVolume, rules.quoteScale),
  ];
}
