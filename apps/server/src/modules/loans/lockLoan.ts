import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { type LoanRow, loans } from './schema.js';

/**
 * The loan row, locked for the rest of the transaction: every change of a loan (approval,
 * repayment, voucher, late fee) takes this lock first, so they queue. With `userId`, another
 * user's loan is undefined, like a missing one.
 */
export async function lockLoan(tx: DbOrTx, id: bigint, userId?: bigint): Promise<LoanRow | undefined> {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
  if (!loan || (userId !== undefined && loan.userId !== userId)) return undefined;
  return loan;
}
