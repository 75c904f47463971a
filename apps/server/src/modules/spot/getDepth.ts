import { type DepthSnapshot, fail, ok, type Result } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import { depthSnapshot } from './marketViews.js';
import type { SpotWriter } from './spotWriter.js';

/** web/getDepth: a market's aggregated book from memory, best levels first. */
export function getDepth(deps: { exchange: SpotWriter; clock: Clock }, options: { symbol: string; limit: number }): Result<DepthSnapshot, 'market_unknown'> {
  const market = deps.exchange.view.markets.get(options.symbol);
  return market ? ok(depthSnapshot(market, options.limit, deps.clock.now())) : fail('market_unknown');
}
