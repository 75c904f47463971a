import { fail, type MarketChange, ok, type Result, TRADING_HOURS } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findInstrument, instruments } from '../derivatives/index.js';
import { markets } from '../marketdata/index.js';
import { instrumentRule, recordRuleChange } from '../rules/index.js';
import { MARKETS_CHANGED_CHANNEL } from '../subscriptions/index.js';
import { recordCreation } from './recordCreation.js';

/** A new perpetual's starting terms: conservative, then edited on the desk like any instrument (now or scheduled). */
const NEW_PERPETUAL = {
  maxLeverage: 20,
  spreadBp: 10,
  openFeeBp: 5,
  closeFeeBp: 5,
  maintenanceMarginBp: 250,
  carryRateBp: 1,
  carryPeriod: '8h',
  exposureCapUsdt: '1000000',
} as const;

/**
 * admin/marketsCreateInstrument (audited by the route): a BASE_USDT_PERP perpetual for a coin with a
 * spot market, only when the running reference feed quotes the pair. Contracts settle against
 * that feed's stored ticks, so without a feed price there would be nothing honest to settle
 * against: the desk cannot type a price in.
 */
export async function createInstrument(
  db: DbOrTx,
  clock: Clock,
  input: { base: string; name: string; quotes: (base: string, quote: string) => boolean; staffUsername: string },
): Promise<Result<MarketChange>> {
  const symbol = `${input.base}_USDT_PERP`;
  if (!input.quotes(input.base, 'USDT')) return fail('instrument_no_price_source', { field: 'base', symbol });
  if (await findInstrument(db, symbol)) return fail('market_exists', { field: 'base', symbol });
  const [spot] = await db
    .select()
    .from(markets)
    .where(and(eq(markets.symbol, `${input.base}_USDT`), eq(markets.kind, 'spot')));
  if (!spot) return fail('instrument_no_price_source', { field: 'base', symbol });
  const now = clock.now();
  const requestedBy = `staff:${input.staffUsername}`;
  const [row] = await db
    .insert(instruments)
    .values({
      symbol,
      name: input.name,
      category: 'crypto',
      kind: 'perpetual',
      base: input.base,
      quote: 'USDT',
      priceScale: spot.priceScale,
      lotSize: spot.lotSize,
      tradingHours: TRADING_HOURS.always,
      referencePrice: spot.referencePrice,
      volatilityBp: spot.volatilityBp,
      sort: 1000,
      ...NEW_PERPETUAL,
    })
    .returning();
  if (!row) throw new Error(`instrument ${symbol} insert returned nothing`);
  const recorded = await recordRuleChange(db, instrumentRule(row), { changedBy: requestedBy, reason: 'product_added' });
  const change = await recordCreation(db, {
    kind: 'instrument',
    key: symbol,
    values: { name: input.name, max_leverage: NEW_PERPETUAL.maxLeverage, lot_size: row.lotSize },
    requestedBy: requestedBy,
    now,
    ruleVersion: recorded.version,
  });
  // The tick recorder re-reads the instruments when it hears this (main.ts).
  await db.execute(sql`select pg_notify(${MARKETS_CHANGED_CHANNEL}, ${symbol})`);
  return ok(change);
}
