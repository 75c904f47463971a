import { type DepthSnapshot, fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { SpotExchange } from './exchange.js';
import { depthSnapshot } from './marketViews.js';

/** web/getDepth: a market's aggregated book from memory, best levels first. */
export function getDepth(deps: { exchange: SpotExchange; clock: Clock }, options: { symbol: string; limit: number }): Result<DepthSnapshot, 'market_unknown'> {
  const market = deps.exchange.view.markets.get(options.symbol);
  return market ? ok(depthSnapshot(market, options.limit, deps.clock.now())) : fail('market_unknown');
}
