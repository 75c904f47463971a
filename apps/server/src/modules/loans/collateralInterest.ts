import { collateralDailyInterest, earnDayNumber } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type CollateralLoanRow, collateralInterestCharges, collateralLoans } from './schema.js';

/**
 * Charges the interest of every Hong Kong day that has ended since the last charge, on the
 * principal outstanding: one `collateral_interest_charges` row per (loan, day), the sum added to
 * the loan's interest. A charge is a claim on the borrower, not a posting: the lending desk
 * receives it when it is repaid (or a liquidation pays it). The caller holds the loan's row lock,
 * and every change of principal charges first, so each day is charged on the principal it ended
 * with. Answers the row as it is now.
 */
export async function chargeCollateralInterest(tx: DbOrTx, row: CollateralLoanRow, now: Date): Promise<CollateralLoanRow> {
  const lastEnded = earnDayNumber(now) - 1;
  if (row.status !== 'open' || row.interestDay >= lastEnded) return row;
  const daily = collateralDailyInterest(BigInt(row.principal), BigInt(row.dailyRatePpm));
  const days: number[] = [];
  for (let day = row.interestDay + 1; day <= lastEnded; day += 1) days.push(day);
  // No ON CONFLICT: interest_day moves in this transaction, so a day charged twice is a bug to surface.
  await tx.insert(collateralInterestCharges).values(days.map((day) => ({ loanId: row.id, day, amount: daily.toString(), chargedAt: now })));
  const interest = BigInt(row.interest) + daily * BigInt(days.length);
  const [updated] = await tx
    .update(collateralLoans)
    .set({ interest: interest.toString(), interestDay: lastEnded })
    .where(eq(collateralLoans.id, row.id))
    .returning();
  if (!updated) throw new Error(`collateral loan ${row.id} vanished under its lock`);
  return updated;
}

/** The loan row locked for the rest of the transaction; another user's loan is undefined, like a missing one. */
export async function lockCollateralLoan(tx: DbOrTx, id: bigint, userId?: bigint): Promise<CollateralLoanRow | undefined> {
  const [row] = await tx.select().from(collateralLoans).where(eq(collateralLoans.id, id)).for('update');
  if (!row || (userId !== undefined && row.userId !== userId)) return undefined;
  return row;
}
