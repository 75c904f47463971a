import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import type { MarketFeed } from './getMarketList.js';
import { markets } from './schema.js';
import { simulatedPrice } from './simulator.js';

/**
 * Reference price of one unit of `asset` in USDT, as integer ticks of `scale` decimals, from
 * its spot market; USDT itself is 1. Undefined for an asset without a USDT market.
 */
export async function usdtPriceTicks(db: DbOrTx, clock: Clock, feed: MarketFeed, asset: string): Promise<{ ticks: bigint; scale: number } | undefined> {
  if (asset === 'USDT') return { ticks: 1n, scale: 0 };
  const [market] = await db
    .select()
    .from(markets)
    .where(and(eq(markets.base, asset), eq(markets.quote, 'USDT'), eq(markets.kind, 'spot')));
  if (!market) return undefined;
  const price = simulatedPrice(
    feed.seed,
    { key: `${market.base}/${market.quote}`, referencePrice: Number(market.referencePrice), annualVolatility: market.volatilityBp / 10_000 },
    clock.now().getTime() / 1000,
  );
  return { ticks: BigInt(Math.round(price * 10 ** market.priceScale)), scale: market.priceScale };
}

/** Value of `units` (of an asset with `assetScale` decimals) in USDT minor units (6 decimals), rounded down. */
export function usdtValueUnits(units: bigint, assetScale: number, price: { ticks: bigint; scale: number }): bigint {
  return (units * price.ticks * 10n ** 6n) / 10n ** BigInt(assetScale + price.scale);
}
