import { type CollateralLoanView, fail, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postEntries } from '../ledger/index.js';
import { lockCollateralLoan } from './collateralInterest.js';
import { collateralKeys } from './collateralKeys.js';
import { collateralMarket } from './collateralPricing.js';
import { answerCollateralLoan, collateralAssetOf } from './collateralView.js';
import { clearMarginCallBelow } from './marginCall.js';
import { collateralLoans } from './schema.js';

export interface AddCollateralInput {
  userId: bigint;
  loanId: bigint;
  /** Decimal string in the loan's collateral asset, as typed. */
  amount: string;
  requestId: string;
}

/**
 * web/addCollateral: more of the loan's asset frozen in the exchange account
 * (`loan_collateral_lock`), which lowers the LTV; a margin call is lifted once the LTV is below
 * its level at the current tick. Under the loan's row lock; a request id freezes once.
 */
export async function addCollateral(db: Database, clock: Clock, input: AddCollateralInput): Promise<Result<CollateralLoanView>> {
  const now = clock.now();
  return rollbackOnRefusal(db, async (tx) => {
    const row = await lockCollateralLoan(tx, input.loanId, input.userId);
    if (!row) return fail('loan_unknown', { field: 'id' });
    if (row.status !== 'open') return fail('loan_not_repayable');
    const market = await collateralMarket(tx, collateralAssetOf(row));
    const units = parsePositiveUnits(input.amount, market.assetScale);
    if (units === undefined) return fail('amount_invalid', { field: 'amount', scale: market.assetScale });
    const account = { owner: 'user' as const, userId: row.userId, kind: 'exchange' as const, asset: market.asset };
    const posted = await postEntries(tx, {
      reason: 'loan_collateral_lock',
      actor: `user:${row.userId}`,
      cause: { type: 'collateral_loan', id: String(row.id) },
      idempotencyKey: collateralKeys.add(row.id, input.requestId),
      movements: [
        { account, bucket: 'available', amount: -units },
        { account, bucket: 'frozen', amount: units },
      ],
    });
    if (!posted.ok) return fail('insufficient_balance', { field: 'amount' });
    if (posted.value.replayed) return ok(await answerCollateralLoan(tx, row, now));
    const [added] = await tx
      .update(collateralLoans)
      .set({ collateralAmount: (BigInt(row.collateralAmount) + units).toString() })
      .where(eq(collateralLoans.id, row.id))
      .returning();
    if (!added) throw new Error(`collateral loan ${row.id} vanished under its lock`);
    return ok(await answerCollateralLoan(tx, await clearMarginCallBelow(tx, added, market, now), now));
  });
}
