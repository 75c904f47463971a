import { fail, type MarketChange, ok, type Result } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findAsset, markets } from '../marketdata/index.js';
import { recordRuleChange, spotMarketRule } from '../rules/index.js';
import { MARKETS_CHANGED_CHANNEL } from '../subscriptions/index.js';
import { checkSpotValues, effectiveTime, type SpotValues } from './changeValues.js';
import { recordCreation } from './recordCreation.js';
import { submitMarketChange } from './submitMarketChange.js';

export interface SaveSpotMarketInput {
  /** A new BASE_USDT market, or a change of an existing one. */
  create: boolean;
  base: string;
  values: SpotValues;
  effectiveAt: string | undefined;
  staffUsername: string;
}

const QUOTE = 'USDT';
/** Sorted after the seeded markets. */
const NEW_MARKET_SORT = 1000;

/**
 * admin/marketsSaveSpot (audited by the route, on its transaction). A change of an existing
 * market is applied now or scheduled (submitMarketChange). A new market is listed now: its row,
 * its first rule version and a `markets_changed` notice commit together, and the spot writer takes
 * it into its books before the call answers. No price is set: the market opens with an empty book,
 * and its prices are the trades placed on it.
 */
export async function saveSpotMarket(db: DbOrTx, clock: Clock, input: SaveSpotMarketInput): Promise<Result<MarketChange>> {
  const symbol = `${input.base}_${QUOTE}`;
  if (input.base === QUOTE) return fail('invalid_input', { field: 'base' });
  const base = await findAsset(db, input.base);
  if (!base) return fail('asset_unknown', { field: 'base' });
  const quote = await findAsset(db, QUOTE);
  if (!quote) throw new Error('USDT is not an asset');
  const checked = checkSpotValues(input.values, base.scale, quote.scale);
  if (!checked.ok) return checked;
  const [existing] = await db.select({ symbol: markets.symbol, kind: markets.kind }).from(markets).where(eq(markets.symbol, symbol));
  const requestedBy = `staff:${input.staffUsername}`;
  if (!input.create) {
    if (existing?.kind !== 'spot') return fail('market_unknown', { field: 'base' });
    const at = effectiveTime(input.effectiveAt, clock.now());
    if (!at.ok) return at;
    return submitMarketChange(db, clock, { kind: 'spot_market', key: symbol, values: checked.value, effectiveAt: at.value, requestedBy });
  }
  if (existing) return fail('market_exists', { field: 'base', symbol });
  return listNewMarket(db, clock, { symbol, base: input.base, values: checked.value, requestedBy });
}

async function listNewMarket(
  db: DbOrTx,
  clock: Clock,
  input: { symbol: string; base: string; values: SpotValues; requestedBy: string },
): Promise<Result<MarketChange>> {
  const { values } = input;
  const now = clock.now();
  const [row] = await db
    .insert(markets)
    .values({
      symbol: input.symbol,
      base: input.base,
      quote: QUOTE,
      kind: 'spot',
      priceScale: decimalsOf(values.tick_size),
      quantityScale: decimalsOf(values.lot_size),
      // No reference price: a staff-listed market's prices are its own trades (the simulator skips it).
      referencePrice: '0',
      volatilityBp: 0,
      sort: NEW_MARKET_SORT,
      tickSize: values.tick_size,
      lotSize: values.lot_size,
      minNotional: values.min_notional,
      makerFeeBp: values.maker_fee_bp,
      takerFeeBp: values.taker_fee_bp,
      listed: values.listed,
    })
    .returning();
  if (!row) throw new Error(`market ${input.symbol} insert returned nothing`);
  const recorded = await recordRuleChange(db, spotMarketRule(row), { changedBy: input.requestedBy, reason: 'market_listed' });
  const change = await recordCreation(db, {
    kind: 'spot_market',
    key: input.symbol,
    values: values,
    requestedBy: input.requestedBy,
    now,
    ruleVersion: recorded.version,
  });
  await db.execute(sql`select pg_notify(${MARKETS_CHANGED_CHANNEL}, ${input.symbol})`);
  return ok(change);
}

/** Decimal places of a step as typed: "0.01" → 2, "1" → 0. */
function decimalsOf(step: string): number {
  const dot = step.indexOf('.');
  return dot < 0 ? 0 : step.length - dot - 1;
}
