import type { DbOrTx } from '../../platform/db/client.js';
import { assets, markets } from './schema.js';

/** [code, name, scale, reference price in USDT, annual volatility in basis points, price scale] */
const COINS: Array<[string, string, number, string, number, number]> = [
  ['BTC', 'Bitcoin', 8, '96000', 5500, 2],
  ['ETH', 'Ethereum', 8, '3400', 7000, 2],
  ['BNB', 'BNB', 8, '650', 6000, 2],
  ['SOL', 'Solana', 8, '185', 9000, 2],
  ['XRP', 'XRP', 6, '2.2', 9000, 4],
  ['DOGE', 'Dogecoin', 8, '0.22', 11000, 5],
  ['ADA', 'Cardano', 6, '0.75', 9500, 4],
  ['TRX', 'TRON', 6, '0.25', 7000, 5],
  ['LTC', 'Litecoin', 8, '95', 8000, 2],
  ['DOT', 'Polkadot', 8, '5.5', 9500, 3],
  ['LINK', 'Chainlink', 8, '18', 9500, 3],
  ['AVAX', 'Avalanche', 8, '30', 10000, 2],
];
/**
 * Decimals balances are shown with (a displayed unit worth about a cent or less at the reference
 * price); the migration that added the column sets the same values on existing databases.
 */
const DISPLAY_SCALES: Record<string, number> = { USDT: 2, BTC: 6, ETH: 6, BNB: 4, SOL: 4, LTC: 4, AVAX: 4, LINK: 4, DOT: 4, XRP: 2, ADA: 2, TRX: 2, DOGE: 2 };

function displayScale(code: string, scale: number): number {
  return Math.min(scale, DISPLAY_SCALES[code] ?? 6);
}

/** Coins that also have a perpetual contract against USDT. */
const PERPETUALS = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB'];

/** Seeds assets and markets; existing rows (possibly re-configured by staff) are kept. */
export async function seedMarkets(db: DbOrTx): Promise<void> {
  await db
    .insert(assets)
    .values({ code: 'USDT', name: 'Tether USD', scale: 6, displayScale: displayScale('USDT', 6), sort: 0 })
    .onConflictDoNothing();
  let sort = 0;
  for (const [code, name, scale, referencePrice, volatilityBp, priceScale] of COINS) {
    sort++;
    await db
      .insert(assets)
      .values({ code, name, scale, displayScale: displayScale(code, scale), sort })
      .onConflictDoNothing();
    const quantityScale = Math.min(scale, Math.max(0, 6 - priceScale + 1));
    const tickSize = (10 ** -priceScale).toFixed(priceScale);
    const lotSize = quantityScale === 0 ? '1' : (10 ** -quantityScale).toFixed(quantityScale);
    const common = { base: code, quote: 'USDT', priceScale, quantityScale, referencePrice, volatilityBp, tickSize, lotSize };
    await db
      .insert(markets)
      .values({ symbol: `${code}_USDT`, kind: 'spot', sort, ...common })
      .onConflictDoNothing();
    if (PERPETUALS.includes(code)) {
      await db
        .insert(markets)
        .values({ symbol: `${code}_USDT_PERP`, kind: 'contract', sort: 100 + sort, ...common })
        .onConflictDoNothing();
    }
  }
}
