import { fail, ok, type Result } from '@veritex/shared';
import type { SpotWriter } from '../spot/index.js';

/**
 * Which coins swap, and through which market: every spot market X_USDT the spot writer holds
 * (a market is online once the writer has loaded it: seeded, or listed by its project).
 */

export const USDT = 'USDT';

export type SpotMarket = NonNullable<ReturnType<SpotWriter['view']['markets']['get']>>;

/** The swap a pair asks for: selling the coin for USDT, or buying it with USDT. */
export interface FlashPairMarket {
  market: SpotMarket;
  side: 'buy' | 'sell';
}

export function usdtMarkets(exchange: SpotWriter): SpotMarket[] {
  return [...exchange.view.markets.values()].filter((m) => m.rules.quote === USDT && m.rules.base !== USDT);
}

/** One coin with an online X_USDT market and USDT, in either direction; anything else is refused with the coins that do swap. */
export function resolveFlashPair(exchange: SpotWriter, fromAsset: string, toAsset: string): Result<FlashPairMarket, 'flash_pair_unsupported'> {
  const coin = fromAsset === USDT ? toAsset : toAsset === USDT ? fromAsset : undefined;
  const market = coin && coin !== USDT ? exchange.view.markets.get(`${coin}_${USDT}`) : undefined;
  if (!market || market.rules.base !== coin || market.rules.quote !== USDT) {
    const allowed = usdtMarkets(exchange).map((m) => m.rules.base);
    return fail('flash_pair_unsupported', { field: 'from_asset', allowed: [USDT, ...allowed].join(', ') });
  }
  return ok({ market, side: fromAsset === USDT ? 'buy' : 'sell' });
}
