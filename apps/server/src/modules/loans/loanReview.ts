import { displayAccount, type LoanReview } from '@veritex/shared';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import { creditLimit } from './creditLimit.js';
import { documentIds, loanView, plainUsdt } from './loanView.js';
import type { LoanRow } from './schema.js';

/**
 * Loans as the finance desk sees them: the borrower's view plus the borrower's display account,
 * credit score and limit (now), and the upload ids of the documents and the voucher.
 */
export async function loanReviews(db: DbOrTx, clock: Clock, rows: LoanRow[]): Promise<LoanReview[]> {
  const borrowers = new Map<bigint, { account: string; score: number; limit: string }>();
  for (const userId of new Set(rows.map((row) => row.userId))) {
    const user = await findUserById(db, userId);
    const limit = await creditLimit(db, clock, userId);
    borrowers.set(userId, {
      account: displayAccount(user?.phone, user?.email),
      score: limit.ok ? limit.value.score : 0,
      limit: limit.ok ? plainUsdt(limit.value.limit) : '0',
    });
  }
  return rows.map((row) => {
    const borrower = borrowers.get(row.userId);
    return {
      ...loanView(row, clock.now()),
      user_id: String(row.userId),
      account: borrower?.account ?? '',
      credit_score: borrower?.score ?? 0,
      credit_limit: borrower?.limit ?? '0',
      document_ids: documentIds(row),
      voucher_id: row.voucherId,
      reviewed_by: row.reviewedBy,
    };
  });
}

export async function loanReview(db: DbOrTx, clock: Clock, row: LoanRow): Promise<LoanReview> {
  const [review] = await loanReviews(db, clock, [row]);
  if (!review) throw new Error('a review of one loan is one review');
  return review;
}
