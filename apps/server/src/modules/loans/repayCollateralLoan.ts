import { type CollateralLoanView, fail, ok, parsePositiveUnits, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { type Movement, postEntries } from '../ledger/index.js';
import { chargeCollateralInterest, lockCollateralLoan } from './collateralInterest.js';
import { collateralKeys } from './collateralKeys.js';
import { collateralMarket } from './collateralPricing.js';
import { answerCollateralLoan, collateralAssetOf } from './collateralView.js';
import { exchangeAccount, LENDING_ACCOUNT, LENDING_INCOME_ACCOUNT, USDT_SCALE } from './lendingAccount.js';
import { clearMarginCallBelow } from './marginCall.js';
import { closeCollateralLoan } from './releaseCollateral.js';
import { collateralLoans } from './schema.js';

export interface RepayCollateralLoanInput {
  userId: bigint;
  loanId: bigint;
  /** Decimal string of USDT, as typed; more than the debt repays the debt only. */
  amount: string;
  requestId: string;
}

/**
 * web/repayCollateralLoan: part or all of the debt from the exchange account's USDT, interest
 * first, then principal (`loan_repay`: principal back to the lending account, interest to lending
 * income). Interest of the days that ended is charged first. Once nothing is owed the collateral is
 * released and the loan is repaid. Under the loan's row lock, so two repayments at once queue and
 * the second sees what the first left (never paying the debt twice); a request id posts once.
 */
export async function repayCollateralLoan(db: Database, clock: Clock, input: RepayCollateralLoanInput): Promise<Result<CollateralLoanView>> {
  const amount = parsePositiveUnits(input.amount, USDT_SCALE);
  if (amount === undefined) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const now = clock.now();
  return rollbackOnRefusal(db, async (tx) => {
    const locked = await lockCollateralLoan(tx, input.loanId, input.userId);
    if (!locked) return fail('loan_unknown', { field: 'id' });
    if (locked.status !== 'open') return fail('loan_not_repayable');
    const row = await chargeCollateralInterest(tx, locked, now);
    const interest = BigInt(row.interest);
    const principal = BigInt(row.principal);
    const pay = amount < principal + interest ? amount : principal + interest;
    const toInterest = pay < interest ? pay : interest;
    const toPrincipal = pay - toInterest;
    const movements: Movement[] = [
      { account: exchangeAccount(row.userId), bucket: 'available', amount: -pay },
      { account: LENDING_ACCOUNT, bucket: 'available', amount: toPrincipal },
      { account: LENDING_INCOME_ACCOUNT, bucket: 'available', amount: toInterest },
    ];
    const posted = await postEntries(tx, {
      reason: 'loan_repay',
      actor: `user:${row.userId}`,
      cause: { type: 'collateral_loan', id: String(row.id) },
      idempotencyKey: collateralKeys.repay(row.id, input.requestId),
      movements: movements.filter((m) => m.amount !== 0n),
    });
    if (!posted.ok) return fail('loan_insufficient_balance', { field: 'amount' });
    // A request id that already repaid changed the row in its own transaction: nothing more to do.
    if (posted.value.replayed) return ok(await answerCollateralLoan(tx, row, now));
    const [repaid] = await tx
      .update(collateralLoans)
      .set({ principal: (principal - toPrincipal).toString(), interest: (interest - toInterest).toString() })
      .where(eq(collateralLoans.id, row.id))
      .returning();
    if (!repaid) throw new Error(`collateral loan ${row.id} vanished under its lock`);
    const final =
      pay === principal + interest
        ? await closeCollateralLoan(tx, repaid, 'repaid', now)
        : await clearMarginCallBelow(tx, repaid, await collateralMarket(tx, collateralAssetOf(repaid)), now);
    return ok(await answerCollateralLoan(tx, final, now));
  });
}
