import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';

export interface CollateralExposure {
  /** Open crypto-backed loans. */
  open: number;
  /** Their outstanding principal, USDT minor units (interest charged but unpaid is not lent money). */
  principal: bigint;
  /** Collateral frozen under them, per asset in its minor units. */
  held: Array<{ asset: string; amount: bigint }>;
}

/** What the lending desk has out against collateral (admin/lendingOverview). */
export async function collateralExposure(db: DbOrTx): Promise<CollateralExposure> {
  const result = await db.execute<{ asset: string; loans: string; principal: string; amount: string }>(sql`
    select collateral_asset as asset, count(*)::text as loans, sum(principal)::text as principal, sum(collateral_amount)::text as amount
    from collateral_loans where status = 'open' group by collateral_asset order by collateral_asset`);
  return {
    open: result.rows.reduce((sum, row) => sum + Number(row.loans), 0),
    principal: result.rows.reduce((sum, row) => sum + BigInt(row.principal), 0n),
    held: result.rows.map((row) => ({ asset: row.asset, amount: BigInt(row.amount) })),
  };
}
