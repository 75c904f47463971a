import { type EarnProduct, type EarnRules, fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { productView, rulesView } from './earnViews.js';
import { upcomingHolidays } from './holidays.js';
import { productHoldings } from './productHoldings.js';
import { earnProducts } from './schema.js';

/**
 * web/getProfitInfo: one product with the rules that bind a purchase. A withdrawn product is still
 * shown (`active: false`): orders bought under it link here.
 */
export async function getEarnProduct(db: DbOrTx, clock: Clock, productId: bigint): Promise<Result<{ product: EarnProduct; rules: EarnRules }>> {
  const [row] = await db.select().from(earnProducts).where(eq(earnProducts.id, productId));
  if (!row) return fail('product_unknown', { field: 'id' });
  const [holding, holidays] = await Promise.all([productHoldings(db), upcomingHolidays(db, clock.now())]);
  return ok({ product: productView(row, holding(row.id).principal), rules: rulesView(holidays) });
}
