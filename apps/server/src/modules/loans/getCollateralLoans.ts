import type { CollateralLoanView } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { collateralQuotes } from './collateralPricing.js';
import { collateralAssetOf, collateralLoanView, liquidationsOf } from './collateralView.js';
import { collateralLoans } from './schema.js';

/**
 * web/getCollateralLoans: the user's crypto-backed loans, newest first, each valued at the latest
 * stored tick (value and LTV null without a fresh one) with every liquidation statement, newest first.
 */
export async function getCollateralLoans(
  db: DbOrTx,
  now: Date,
  input: { userId: bigint; page: number; pageSize: number },
): Promise<{ items: CollateralLoanView[]; total: number }> {
  const rows = await db
    .select()
    .from(collateralLoans)
    .where(eq(collateralLoans.userId, input.userId))
    .orderBy(desc(collateralLoans.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(collateralLoans).where(eq(collateralLoans.userId, input.userId));
  const quotes = await collateralQuotes(db, now);
  const statements = await liquidationsOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => {
    const quote = quotes.get(collateralAssetOf(row));
    if (!quote) throw new Error(`no market for ${row.collateralAsset}`);
    return collateralLoanView(row, quote.market, quote.tick, statements.get(row.id) ?? []);
  });
  return { items, total: total?.n ?? 0 };
}
