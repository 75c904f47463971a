import { fail, type MarketChange, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { deliveryProducts } from '../delivery/index.js';
import { checkDeliveryValues, type DeliveryValues, effectiveTime } from './changeValues.js';
import { submitMarketChange } from './submitMarketChange.js';

const USDT_SCALE = 6;

/** admin/marketsSaveDelivery (audited by the route): a product's payout rate, stakes and availability, now or later. Orders keep the terms they were bought with. */
export async function saveDeliveryProduct(
  db: DbOrTx,
  clock: Clock,
  input: { id: bigint; values: DeliveryValues; effectiveAt: string | undefined; staffUsername: string },
): Promise<Result<MarketChange>> {
  const [product] = await db.select({ id: deliveryProducts.id }).from(deliveryProducts).where(eq(deliveryProducts.id, input.id));
  if (!product) return fail('not_found', { field: 'id' });
  const checked = checkDeliveryValues(input.values, USDT_SCALE);
  if (!checked.ok) return checked;
  const at = effectiveTime(input.effectiveAt, clock.now());
  if (!at.ok) return at;
  return submitMarketChange(db, clock, {
    kind: 'delivery_product',
    key: product.id.toString(),
    values: checked.value,
    effectiveAt: at.value,
    requestedBy: `staff:${input.staffUsername}`,
  });
}
