import { fail, ok, type Result, type SpotMarketData } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import { publishRules } from './marketRules.js';
import { depthSnapshot, recentTrades } from './marketViews.js';
import type { SpotWriter } from './spotWriter.js';

/** How many book levels a side and trades /deal draws first. */
const FIRST_DRAW = 50;

/** web/new_data: one market's rules, book and latest trades, what /deal draws before the streams take over. */
export function getMarketData(deps: { exchange: SpotWriter; clock: Clock }, options: { symbol: string }): Result<SpotMarketData, 'market_unknown'> {
  const market = deps.exchange.view.markets.get(options.symbol);
  if (!market) return fail('market_unknown');
  return ok({ rules: publishRules(market.rules), depth: depthSnapshot(market, FIRST_DRAW, deps.clock.now()), trades: recentTrades(market, FIRST_DRAW) });
}
