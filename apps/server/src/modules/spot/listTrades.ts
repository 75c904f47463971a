import { fail, ok, type PublicTrade, type Result } from '@veritex/shared';
import { recentTrades } from './marketViews.js';
import type { SpotWriter } from './spotWriter.js';

/** web/getTrades: a market's latest public trades from memory, newest first. */
export function listTrades(exchange: SpotWriter, options: { symbol: string; limit: number }): Result<PublicTrade[], 'market_unknown'> {
  const market = exchange.view.markets.get(options.symbol);
  return market ? ok(recentTrades(market, options.limit)) : fail('market_unknown');
}
