import type { EarnProductAdmin } from '@veritex/shared';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { productAdminView } from './earnViews.js';
import { productHoldings } from './productHoldings.js';
import { earnHolidays, earnProducts } from './schema.js';

/** admin/earnProducts: every product, withdrawn ones too, with what is held under each, and the whole holiday calendar. */
export async function listEarnProductsForDesk(db: DbOrTx): Promise<{ items: EarnProductAdmin[]; holidays: string[] }> {
  const [rows, holding, holidays] = await Promise.all([
    db.select().from(earnProducts).orderBy(asc(earnProducts.termDays), asc(earnProducts.id)),
    productHoldings(db),
    db.select({ date: earnHolidays.date }).from(earnHolidays).orderBy(asc(earnHolidays.date)),
  ]);
  return { items: rows.map((row) => productAdminView(row, holding(row.id))), holidays: holidays.map((row) => row.date) };
}
