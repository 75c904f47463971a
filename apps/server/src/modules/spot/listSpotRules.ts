import type { SpotRules } from '@veritex/shared';
import type { SpotExchange } from './exchange.js';
import { publishRules } from './marketRules.js';

/** web/getSpotRules: every spot market's published rules. */
export function listSpotRules(exchange: SpotExchange): SpotRules[] {
  return [...exchange.view.markets.values()].map((market) => publishRules(market.rules));
}
