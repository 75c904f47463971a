import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { collateralKeys } from './collateralKeys.js';
import { type CollateralLoanRow, collateralLoans } from './schema.js';

/**
 * Closes a loan whose debt is gone (or whose collateral was all sold): what collateral is left
 * goes back from frozen to available (`loan_collateral_release`) and the loan takes its final
 * status. The caller holds the row lock. The row keeps the collateral amount it held at closing.
 */
export async function closeCollateralLoan(tx: DbOrTx, row: CollateralLoanRow, status: 'repaid' | 'liquidated', now: Date): Promise<CollateralLoanRow> {
  const units = BigInt(row.collateralAmount);
  if (units > 0n) {
    const account = { owner: 'user' as const, userId: row.userId, kind: 'exchange' as const, asset: row.collateralAsset };
    const released = await postEntries(tx, {
      reason: 'loan_collateral_release',
      actor: 'system',
      cause: { type: 'collateral_loan', id: String(row.id) },
      idempotencyKey: collateralKeys.release(row.id),
      movements: [
        { account, bucket: 'frozen', amount: -units },
        { account, bucket: 'available', amount: units },
      ],
    });
    // The loan froze exactly this much and only its postings move it: a refusal is a broken ledger.
    if (!released.ok) throw new Error(`collateral of loan ${row.id} is not frozen`);
  }
  const [closed] = await tx.update(collateralLoans).set({ status, closedAt: now, marginCallAt: null }).where(eq(collateralLoans.id, row.id)).returning();
  if (!closed) throw new Error(`collateral loan ${row.id} vanished under its lock`);
  return closed;
}
