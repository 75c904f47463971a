import type { EarnProduct, EarnRules } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { productView, rulesView } from './earnViews.js';
import { upcomingHolidays } from './holidays.js';
import { productHoldings } from './productHoldings.js';
import { earnProducts } from './schema.js';

/** web/getProfitList: the products on offer, shortest term first, with what capacity remains and the published rules. */
export async function listEarnProducts(db: DbOrTx, clock: Clock): Promise<{ items: EarnProduct[]; rules: EarnRules }> {
  const [rows, holding, holidays] = await Promise.all([
    db.select().from(earnProducts).where(eq(earnProducts.active, true)).orderBy(asc(earnProducts.termDays), asc(earnProducts.id)),
    productHoldings(db),
    upcomingHolidays(db, clock.now()),
  ]);
  return { items: rows.map((row) => productView(row, holding(row.id).principal)), rules: rulesView(holidays) };
}
