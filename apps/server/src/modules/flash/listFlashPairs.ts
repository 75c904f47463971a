import { type FlashPair, formatUnits } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings } from '../settings/index.js';
import type { MarketRules, SpotWriter } from '../spot/index.js';
import { type SpotMarket, usdtMarkets } from './flashMarkets.js';

/** web/flashPairs: every coin with an online X_USDT market, its taker fee and minimums, and how long a quote holds. */
export async function listFlashPairs(deps: { db: DbOrTx; exchange: SpotWriter }): Promise<{ items: FlashPair[]; quote_seconds: number }> {
  const settings = await readSettings(deps.db);
  return { items: usdtMarkets(deps.exchange).map(pairOf), quote_seconds: settings.flash_quote_seconds };
}

function pairOf(market: SpotMarket): FlashPair {
  const { rules } = market;
  return {
    asset: rules.base,
    symbol: rules.symbol,
    asset_decimals: lotDecimals(rules),
    usdt_decimals: rules.quoteScale,
    fee_pct: formatUnits(rules.takerFeeBp, 2),
    min_asset: formatUnits(rules.lotUnits, rules.baseScale),
    min_usdt: formatUnits(rules.minNotional, rules.quoteScale),
  };
}

/** Decimals a coin amount needs on this market: those of its lot (0.00001 → 5), since amounts round down to the lot. */
function lotDecimals(rules: MarketRules): number {
  let decimals = rules.baseScale;
  let units = rules.lotUnits;
  while (decimals > 0 && units % 10n === 0n) {
    units /= 10n;
    decimals--;
  }
  return decimals;
}
