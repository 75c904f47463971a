import { fail, MARKET_BOUNDS, type MarketChange, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryProducts } from '../delivery/index.js';
import { deliveryProductRule, recordRuleChange } from '../rules/index.js';
import { usdtUnits } from './applyMarketChange.js';
import { checkDeliveryValues, type DeliveryValues } from './changeValues.js';
import { recordCreation } from './recordCreation.js';

const USDT_SCALE = 6;

/**
 * admin/marketsCreateDelivery (audited by the route): a delivery product of a new duration, in force at
 * once. A duration is the product's identity (orders copy it at purchase), so a different duration is
 * a new product beside the old one, which staff may then withdraw (`active` false) like any change;
 * an existing product's duration never changes under the orders that refer to it.
 */
export async function createDeliveryProduct(
  db: DbOrTx,
  clock: Clock,
  input: { durationSeconds: number; values: DeliveryValues; staffUsername: string },
): Promise<Result<MarketChange>> {
  const { durationSeconds } = input;
  if (durationSeconds < MARKET_BOUNDS.deliveryDurationMin || durationSeconds > MARKET_BOUNDS.deliveryDurationMax) {
    return fail('invalid_input', { field: 'duration_seconds' });
  }
  const checked = checkDeliveryValues(input.values, USDT_SCALE);
  if (!checked.ok) return checked;
  const [existing] = await db.select({ id: deliveryProducts.id }).from(deliveryProducts).where(eq(deliveryProducts.durationSeconds, durationSeconds));
  if (existing) return fail('market_exists', { field: 'duration_seconds', symbol: `${durationSeconds}s` });
  const values = checked.value;
  const [row] = await db
    .insert(deliveryProducts)
    .values({
      durationSeconds,
      payoutBp: values.payout_bp,
      minStake: usdtUnits(values.min_stake),
      maxStake: usdtUnits(values.max_stake),
      active: values.active,
    })
    .returning();
  if (!row) throw new Error(`delivery product of ${durationSeconds} s: insert returned nothing`);
  const requestedBy = `staff:${input.staffUsername}`;
  const recorded = await recordRuleChange(db, deliveryProductRule(row), { changedBy: requestedBy, reason: 'product_added' });
  const now = clock.now();
  const change = await recordCreation(db, {
    kind: 'delivery_product',
    key: row.id.toString(),
    values: { duration_seconds: durationSeconds, ...values },
    requestedBy: requestedBy,
    now,
    ruleVersion: recorded.version,
  });
  return ok(change);
}
