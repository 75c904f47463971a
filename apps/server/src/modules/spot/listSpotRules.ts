import type { SpotRules } from '@veritex/shared';
import { publishRules } from './marketRules.js';
import type { SpotWriter } from './spotWriter.js';

/** web/getSpotRules: every spot market's published rules. */
export function listSpotRules(exchange: SpotWriter): SpotRules[] {
  return [...exchange.view.markets.values()].map((market) => publishRules(market.rules));
}
