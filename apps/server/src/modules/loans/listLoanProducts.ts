import type { LoanProduct } from '@veritex/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { productView } from './loanView.js';
import { loanProducts } from './schema.js';

/** admin/loanProducts (every product) and, with `activeOnly`, what users may apply for. */
export async function listLoanProducts(db: DbOrTx, options: { activeOnly: boolean }): Promise<{ items: LoanProduct[] }> {
  const rows = await db
    .select()
    .from(loanProducts)
    .where(options.activeOnly ? eq(loanProducts.active, true) : undefined)
    .orderBy(asc(loanProducts.termDays), asc(loanProducts.id));
  return { items: rows.map(productView) };
}
