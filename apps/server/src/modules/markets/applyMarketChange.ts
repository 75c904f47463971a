import { formatUnits, parseUnits } from '@veritex/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryProducts } from '../delivery/index.js';
import { instruments } from '../derivatives/index.js';
import { markets } from '../marketdata/index.js';
import { deliveryProductRule, instrumentRule, recordRuleChange, spotMarketRule } from '../rules/index.js';
import { MARKETS_CHANGED_CHANNEL } from '../subscriptions/index.js';
import type { DeliveryValues, InstrumentValues, SpotValues } from './changeValues.js';
import { type MarketChangeRow, marketChanges } from './schema.js';

const USDT_SCALE = 6;

/** The register's words for why a rule changed (rules.json `reasons`). */
const REASON = { spot_market: 'market_changed', instrument: 'product_changed', delivery_product: 'product_changed' } as const;

/**
 * Makes a change bind, inside the caller's transaction: the row gets the change's values, the
 * rule register a new version effective from the change's time (a scheduled change applied late
 * after downtime still says when it was published to bind), and the change is marked applied.
 * A spot market's change is told to the spot writer on commit (`markets_changed`), which reloads
 * its markets' rules between two batches: fills from then on are charged the new fees.
 */
export async function applyMarketChange(db: DbOrTx, change: MarketChangeRow, options: { appliedBy: string; now: Date }): Promise<bigint | null> {
  const version = await writeRow(db, change);
  await db
    .update(marketChanges)
    .set({ status: 'applied', decidedBy: options.appliedBy, decidedAt: options.now, ruleVersion: version })
    .where(eq(marketChanges.id, change.id));
  if (change.subjectKind === 'spot_market') await db.execute(sql`select pg_notify(${MARKETS_CHANGED_CHANNEL}, ${change.subjectKey})`);
  return version;
}

async function writeRow(db: DbOrTx, change: MarketChangeRow): Promise<bigint | null> {
  const rule = { changedBy: change.requestedBy, reason: REASON[change.subjectKind], effectiveAt: change.effectiveAt };
  if (change.subjectKind === 'spot_market') {
    const values = change.values as SpotValues;
    const [row] = await db
      .update(markets)
      .set({
        tickSize: values.tick_size,
        lotSize: values.lot_size,
        minNotional: values.min_notional,
        makerFeeBp: values.maker_fee_bp,
        takerFeeBp: values.taker_fee_bp,
        listed: values.listed,
      })
      .where(eq(markets.symbol, change.subjectKey))
      .returning();
    if (!row) throw new Error(`market ${change.subjectKey} vanished`);
    const recorded = await recordRuleChange(db, spotMarketRule(row), rule);
    return recorded.changed ? recorded.version : null;
  }
  if (change.subjectKind === 'instrument') {
    const values = change.values as InstrumentValues;
    const [row] = await db
      .update(instruments)
      .set({
        lotSize: values.lot_size,
        maxLeverage: values.max_leverage,
        spreadBp: values.spread_bp,
        openFeeBp: values.open_fee_bp,
        closeFeeBp: values.close_fee_bp,
        maintenanceMarginBp: values.maintenance_margin_bp,
        carryRateBp: values.carry_rate_bp,
        carryPeriod: values.carry_period,
        tradingHours: values.trading_hours,
        exposureCapUsdt: values.exposure_cap_usdt,
      })
      .where(eq(instruments.symbol, change.subjectKey))
      .returning();
    if (!row) throw new Error(`instrument ${change.subjectKey} vanished`);
    const recorded = await recordRuleChange(db, instrumentRule(row), rule);
    return recorded.changed ? recorded.version : null;
  }
  const values = change.values as DeliveryValues;
  const [row] = await db
    .update(deliveryProducts)
    .set({
      payoutBp: values.payout_bp,
      minStake: usdtUnits(values.min_stake),
      maxStake: usdtUnits(values.max_stake),
      active: values.active,
    })
    .where(eq(deliveryProducts.id, BigInt(change.subjectKey)))
    .returning();
  if (!row) throw new Error(`delivery product ${change.subjectKey} vanished`);
  const recorded = await recordRuleChange(db, deliveryProductRule(row), rule);
  return recorded.changed ? recorded.version : null;
}

/** "10.5" USDT → "10500000" minor units, as delivery_products keeps stakes. */
export function usdtUnits(value: string): string {
  const units = parseUnits(value, USDT_SCALE);
  if (units === undefined) throw new Error(`stake ${value} was checked before`);
  return units.toString();
}

/** Minor units → USDT decimal. */
export function usdtDecimal(units: string): string {
  return formatUnits(BigInt(units), USDT_SCALE);
}
