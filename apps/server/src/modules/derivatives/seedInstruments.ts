import { TRADING_HOURS } from '@veritex/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { type Instrument, type InstrumentCategory, instruments } from './schema.js';

/**
 * Per-category defaults. Lots are retail-sized so one lot is worth roughly 100–5,000 USDT;
 * leverage is 100x for crypto and lower for the others, as retail brokers offer; the
 * maintenance margin is half the initial margin at full leverage.
 */
const CATEGORY_DEFAULTS: Record<
  InstrumentCategory,
  {
    kind: 'perpetual' | 'cfd';
    maxLeverage: number;
    maintenanceMarginBp: number;
    openFeeBp: number;
    closeFeeBp: number;
    carryRateBp: number;
    carryPeriod: '8h' | '1d';
    tradingHours: string;
  }
> = {
  crypto: {
    kind: 'perpetual',
    maxLeverage: 100,
    maintenanceMarginBp: 50,
    openFeeBp: 5,
    closeFeeBp: 5,
    carryRateBp: 1,
    carryPeriod: '8h',
    tradingHours: TRADING_HOURS.always,
  },
  forex: {
    kind: 'cfd',
    maxLeverage: 50,
    maintenanceMarginBp: 100,
    openFeeBp: 2,
    closeFeeBp: 2,
    carryRateBp: 1,
    carryPeriod: '1d',
    tradingHours: TRADING_HOURS.forex,
  },
  metal: {
    kind: 'cfd',
    maxLeverage: 20,
    maintenanceMarginBp: 250,
    openFeeBp: 3,
    closeFeeBp: 3,
    carryRateBp: 2,
    carryPeriod: '1d',
    tradingHours: TRADING_HOURS.metalAndOil,
  },
  oil: {
    kind: 'cfd',
    maxLeverage: 10,
    maintenanceMarginBp: 500,
    openFeeBp: 3,
    closeFeeBp: 3,
    carryRateBp: 2,
    carryPeriod: '1d',
    tradingHours: TRADING_HOURS.metalAndOil,
  },
  stock: {
    kind: 'cfd',
    maxLeverage: 5,
    maintenanceMarginBp: 1000,
    openFeeBp: 5,
    closeFeeBp: 5,
    carryRateBp: 2,
    carryPeriod: '1d',
    tradingHours: TRADING_HOURS.usStock,
  },
};

/**
 * [symbol, name, category, base, quote, price scale, lot size, spread bp, reference price,
 * annual volatility bp, house exposure cap per side in USDT]. Crypto reference prices and
 * volatilities match the spot markets' (marketdata/seedMarkets.ts); the others are late-2025 levels.
 */
type Row = [string, string, InstrumentCategory, string, string, number, string, number, string, number, string];
const INSTRUMENTS: Row[] = [
  ['BTC_USDT_PERP', 'Bitcoin perpetual', 'crypto', 'BTC', 'USDT', 2, '0.01', 2, '96000', 5500, '5000000'],
  ['ETH_USDT_PERP', 'Ethereum perpetual', 'crypto', 'ETH', 'USDT', 2, '0.1', 3, '3400', 7000, '3000000'],
  ['SOL_USDT_PERP', 'Solana perpetual', 'crypto', 'SOL', 'USDT', 2, '1', 5, '185', 9000, '1000000'],
  ['XRP_USDT_PERP', 'XRP perpetual', 'crypto', 'XRP', 'USDT', 4, '100', 5, '2.2', 9000, '1000000'],
  ['DOGE_USDT_PERP', 'Dogecoin perpetual', 'crypto', 'DOGE', 'USDT', 5, '1000', 6, '0.22', 11000, '1000000'],
  ['BNB_USDT_PERP', 'BNB perpetual', 'crypto', 'BNB', 'USDT', 2, '1', 5, '650', 6000, '1000000'],
  ['XAU_USD', 'Gold', 'metal', 'XAU', 'USD', 2, '1', 2, '4050', 2000, '3000000'],
  ['XAG_USD', 'Silver', 'metal', 'XAG', 'USD', 3, '50', 5, '50.5', 3500, '1000000'],
  ['WTI_USD', 'WTI crude oil', 'oil', 'WTI', 'USD', 2, '10', 5, '59.5', 3500, '1000000'],
  ['BRENT_USD', 'Brent crude oil', 'oil', 'BRENT', 'USD', 2, '10', 5, '63.5', 3200, '1000000'],
  ['EUR_USD', 'Euro / US dollar', 'forex', 'EUR', 'USD', 5, '1000', 1, '1.16', 700, '5000000'],
  ['GBP_USD', 'British pound / US dollar', 'forex', 'GBP', 'USD', 5, '1000', 2, '1.31', 800, '2000000'],
  ['USD_JPY', 'US dollar / Japanese yen', 'forex', 'USD', 'JPY', 3, '1000', 2, '155', 1000, '2000000'],
  ['AUD_USD', 'Australian dollar / US dollar', 'forex', 'AUD', 'USD', 5, '1000', 2, '0.65', 900, '2000000'],
  ['USD_CHF', 'US dollar / Swiss franc', 'forex', 'USD', 'CHF', 5, '1000', 2, '0.80', 800, '2000000'],
  ['USD_CNH', 'US dollar / Chinese yuan (offshore)', 'forex', 'USD', 'CNH', 4, '1000', 2, '7.12', 400, '2000000'],
  ['AAPL_USD', 'Apple', 'stock', 'AAPL', 'USD', 2, '1', 5, '270', 2800, '1000000'],
  ['TSLA_USD', 'Tesla', 'stock', 'TSLA', 'USD', 2, '1', 5, '420', 6000, '1000000'],
  ['NVDA_USD', 'NVIDIA', 'stock', 'NVDA', 'USD', 2, '1', 5, '185', 5000, '1000000'],
  ['MSFT_USD', 'Microsoft', 'stock', 'MSFT', 'USD', 2, '1', 5, '500', 2500, '1000000'],
  ['AMZN_USD', 'Amazon', 'stock', 'AMZN', 'USD', 2, '1', 5, '230', 3200, '1000000'],
];

/** The seeded symbols, in display order. */
export const SEEDED_INSTRUMENT_SYMBOLS: readonly string[] = INSTRUMENTS.map(([symbol]) => symbol);

/** The seeded catalogue as rows (the seed, and benchmarks that need real instrument rules). */
export function seededInstrumentRows(): Instrument[] {
  return INSTRUMENTS.map(([symbol, name, category, base, quote, priceScale, lotSize, spreadBp, referencePrice, volatilityBp, exposureCapUsdt], index) => ({
    symbol,
    name,
    category,
    base,
    quote,
    priceScale,
    lotSize,
    spreadBp,
    referencePrice,
    volatilityBp,
    exposureCapUsdt,
    sort: index + 1,
    ...CATEGORY_DEFAULTS[category],
  }));
}

/** Seeds the instrument catalogue; existing rows (possibly re-configured by staff) are kept. */
export async function seedInstruments(db: DbOrTx): Promise<void> {
  await db.insert(instruments).values(seededInstrumentRows()).onConflictDoNothing();
}
