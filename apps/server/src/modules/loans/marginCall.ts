import { collateralValue, reachesLtv } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type CollateralMarket, currentCollateralTick } from './collateralPricing.js';
import { type CollateralLoanRow, collateralLoans } from './schema.js';

/**
 * Lifts a loan's margin call when its LTV at the current tick is below the margin-call level
 * (after collateral was added or debt repaid). Without a current price the flag stays: the watch
 * job decides at the next tick. The caller holds the row lock.
 */
export async function clearMarginCallBelow(tx: DbOrTx, row: CollateralLoanRow, market: CollateralMarket, now: Date): Promise<CollateralLoanRow> {
  if (row.marginCallAt === null) return row;
  const tick = await currentCollateralTick(tx, market, now);
  if (!tick) return row;
  const debt = BigInt(row.principal) + BigInt(row.interest);
  if (reachesLtv(debt, collateralValue(BigInt(row.collateralAmount), market.assetScale, tick), BigInt(row.marginCallLtvBp))) return row;
  const [cleared] = await tx.update(collateralLoans).set({ marginCallAt: null }).where(eq(collateralLoans.id, row.id)).returning();
  return cleared ?? row;
}
