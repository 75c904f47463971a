import { type CollateralTerms, formatUnits, percentToBp, ppmToPercent } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { readSettings, type Settings } from '../settings/index.js';
import { collateralQuotes } from './collateralPricing.js';
import { bpPercent } from './collateralView.js';

/** The settings of crypto-backed loans as a new loan copies them (LTVs and fee in basis points). */
export interface CollateralSettings {
  openingLtvBp: bigint;
  marginCallLtvBp: bigint;
  liquidationLtvBp: bigint;
  dailyRatePpm: bigint;
  liquidationFeeBp: bigint;
}

export function collateralSettings(settings: Settings): CollateralSettings {
  return {
    openingLtvBp: percentToBp(settings.collateral_opening_ltv_pct),
    marginCallLtvBp: percentToBp(settings.collateral_margin_call_ltv_pct),
    liquidationLtvBp: percentToBp(settings.collateral_liquidation_ltv_pct),
    dailyRatePpm: BigInt(settings.collateral_daily_rate_ppm),
    liquidationFeeBp: BigInt(settings.collateral_liquidation_fee_bp),
  };
}

/**
 * The terms of crypto-backed loans as lendList publishes them before anyone borrows: the assets
 * accepted with their latest reference price (null without a fresh tick: borrowing then waits),
 * the LTV levels, the daily rate and the liquidation fee, and how a liquidation is priced.
 */
export async function collateralTerms(db: DbOrTx, now: Date): Promise<CollateralTerms> {
  const terms = collateralSettings(await readSettings(db));
  const quotes = await collateralQuotes(db, now);
  return {
    assets: [...quotes.values()].map(({ market, tick }) => ({
      asset: market.asset,
      price: tick ? formatUnits(tick.priceUnits, tick.priceScale) : null,
      price_at: tick ? tick.at.toISOString() : null,
    })),
    opening_ltv_pct: bpPercent(terms.openingLtvBp),
    margin_call_ltv_pct: bpPercent(terms.marginCallLtvBp),
    liquidation_ltv_pct: bpPercent(terms.liquidationLtvBp),
    daily_rate_pct: ppmToPercent(terms.dailyRatePpm),
    liquidation_fee_pct: bpPercent(terms.liquidationFeeBp),
    liquidation_price_source: 'reference_tick',
  };
}
