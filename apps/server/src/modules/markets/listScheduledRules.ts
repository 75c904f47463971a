import type { RuleValue, ScheduledRule } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryProducts } from '../delivery/index.js';
import { instruments } from '../derivatives/index.js';
import { markets } from '../marketdata/index.js';
import { deliveryProductRule, instrumentRule, spotMarketRule } from '../rules/index.js';
import { usdtUnits } from './applyMarketChange.js';
import type { DeliveryValues, InstrumentValues, SpotValues } from './changeValues.js';
import { type MarketChangeRow, marketChanges } from './schema.js';

/**
 * web/getScheduledRules: every pending change, in the register's shape (as the rulebook will show
 * it) next to the rule in force, so the rules page and the trading pages publish a change before
 * it binds. Who asked for it is not published (the register never names staff).
 */
export async function listScheduledRules(db: DbOrTx): Promise<ScheduledRule[]> {
  const pending = await db
    .select()
    .from(marketChanges)
    .where(eq(marketChanges.status, 'pending'))
    .orderBy(asc(marketChanges.effectiveAt), asc(marketChanges.id));
  const answers: ScheduledRule[] = [];
  for (const change of pending) {
    const rules = await rulesOf(db, change);
    if (rules) answers.push({ kind: change.subjectKind, key: change.subjectKey, ...rules, effective_at: change.effectiveAt.toISOString() });
  }
  return answers;
}

async function rulesOf(db: DbOrTx, change: MarketChangeRow): Promise<{ value: RuleValue; current: RuleValue } | undefined> {
  if (change.subjectKind === 'spot_market') {
    const [row] = await db.select().from(markets).where(eq(markets.symbol, change.subjectKey));
    if (!row) return undefined;
    const v = change.values as SpotValues;
    const next = { ...row, tickSize: v.tick_size, lotSize: v.lot_size, minNotional: v.min_notional, makerFeeBp: v.maker_fee_bp, takerFeeBp: v.taker_fee_bp };
    return { value: spotMarketRule(next).value, current: spotMarketRule(row).value };
  }
  if (change.subjectKind === 'instrument') {
    const [row] = await db.select().from(instruments).where(eq(instruments.symbol, change.subjectKey));
    if (!row) return undefined;
    const v = change.values as InstrumentValues;
    const next = {
      ...row,
      lotSize: v.lot_size,
      maxLeverage: v.max_leverage,
      spreadBp: v.spread_bp,
      openFeeBp: v.open_fee_bp,
      closeFeeBp: v.close_fee_bp,
      maintenanceMarginBp: v.maintenance_margin_bp,
      carryRateBp: v.carry_rate_bp,
      carryPeriod: v.carry_period,
      tradingHours: v.trading_hours,
      exposureCapUsdt: v.exposure_cap_usdt,
    };
    return { value: instrumentRule(next).value, current: instrumentRule(row).value };
  }
  const [row] = await db
    .select()
    .from(deliveryProducts)
    .where(eq(deliveryProducts.id, BigInt(change.subjectKey)));
  if (!row) return undefined;
  const v = change.values as DeliveryValues;
  const next = { ...row, payoutBp: v.payout_bp, minStake: usdtUnits(v.min_stake), maxStake: usdtUnits(v.max_stake), active: v.active };
  return { value: deliveryProductRule(next).value, current: deliveryProductRule(row).value };
}
