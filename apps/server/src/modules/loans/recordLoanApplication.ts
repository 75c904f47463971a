import type { LoanDocumentSlot } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { DOCUMENT_COLUMNS } from './loanView.js';
import { type LoanProductRow, type LoanRow, loans } from './schema.js';

/**
 * Writes an application with the product's terms copied into it (a later change of the product
 * never reaches it). The checks are applyForLoan's; the seed calls this directly for the demo
 * trader, who is not verified (the money still moves only by approveLoan's and repayLoan's postings).
 */
export async function recordLoanApplication(
  tx: DbOrTx,
  clock: Clock,
  input: { userId: bigint; product: LoanProductRow; principal: bigint; documents: Partial<Record<LoanDocumentSlot, string>>; requestId: string },
): Promise<LoanRow> {
  const documentColumns = Object.fromEntries(
    Object.entries(input.documents).map(([slot, uploadId]) => [DOCUMENT_COLUMNS[slot as LoanDocumentSlot], uploadId ?? null]),
  );
  const [row] = await tx
    .insert(loans)
    .values({
      userId: input.userId,
      productId: input.product.id,
      lender: input.product.lender,
      principal: input.principal.toString(),
      termDays: input.product.termDays,
      dailyRatePpm: input.product.dailyRatePpm,
      lateFeePpm: input.product.lateFeePpm,
      ...documentColumns,
      appliedAt: clock.now(),
      requestId: input.requestId,
    })
    .returning();
  if (!row) throw new Error('loan insert returned nothing');
  return row;
}
