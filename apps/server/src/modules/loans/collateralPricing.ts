import type { CollateralPrice } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { instruments } from '../derivatives/index.js';
import { findAsset, tickAtOrBefore } from '../marketdata/index.js';

/** What may secure a crypto-backed loan, in the order the terms list them. */
export const COLLATERAL_ASSETS = ['BTC', 'ETH'] as const;
export type CollateralAsset = (typeof COLLATERAL_ASSETS)[number];

/**
 * A stored tick older than this is not a current price: nothing is lent or liquidated on it (the
 * recorder stores one a second, as delivery contracts rely on too).
 */
export const COLLATERAL_TICK_FRESHNESS_MS = 5_000;

export function isCollateralAsset(asset: string): asset is CollateralAsset {
  return (COLLATERAL_ASSETS as readonly string[]).includes(asset);
}

/** How a collateral asset is counted and where its price comes from. */
export interface CollateralMarket {
  asset: CollateralAsset;
  assetScale: number;
  /** The leveraged instrument whose stored reference ticks price it (its USDT perpetual). */
  symbol: string;
  priceScale: number;
}

/** A stored reference tick: the row a liquidation names, so anyone can check the price it used. */
export interface CollateralTick extends CollateralPrice {
  symbol: string;
  at: Date;
  /** The tick's feed, stored on the liquidation statement with the instant and price. */
  source: string;
}

/** The asset's scale and the USDT perpetual priced from the same reference feed. */
export async function collateralMarket(db: DbOrTx, asset: CollateralAsset): Promise<CollateralMarket> {
  const info = await findAsset(db, asset);
  const [instrument] = await db
    .select({ symbol: instruments.symbol, priceScale: instruments.priceScale })
    .from(instruments)
    .where(and(eq(instruments.base, asset), eq(instruments.quote, 'USDT'), eq(instruments.kind, 'perpetual')));
  if (!info || !instrument) throw new Error(`collateral asset ${asset} has no asset row or USDT perpetual`);
  return { asset, assetScale: info.scale, symbol: instrument.symbol, priceScale: instrument.priceScale };
}

/**
 * The latest stored reference tick of the asset's USDT perpetual, if it is fresh. Collateral is
 * valued at the stored tick rather than a live feed quote, so the price behind a margin call or a
 * liquidation is a row in `reference_ticks` that the statement names by instant.
 */
export async function currentCollateralTick(db: DbOrTx, market: CollateralMarket, now: Date): Promise<CollateralTick | undefined> {
  const tick = await tickAtOrBefore(db, market.symbol, now);
  if (!tick || now.getTime() - tick.at.getTime() > COLLATERAL_TICK_FRESHNESS_MS) return undefined;
  return { symbol: market.symbol, at: tick.at, priceUnits: tick.priceUnits, priceScale: market.priceScale, source: tick.source };
}

/** Every collateral asset's market and current tick (undefined without a fresh one), read once. */
export async function collateralQuotes(db: DbOrTx, now: Date): Promise<Map<CollateralAsset, { market: CollateralMarket; tick?: CollateralTick }>> {
  const quotes = new Map<CollateralAsset, { market: CollateralMarket; tick?: CollateralTick }>();
  for (const asset of COLLATERAL_ASSETS) {
    const market = await collateralMarket(db, asset);
    quotes.set(asset, { market, tick: await currentCollateralTick(db, market, now) });
  }
  return quotes;
}
