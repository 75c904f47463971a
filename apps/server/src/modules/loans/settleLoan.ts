import { fail, ok, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { accountKey, lockAccounts, type Movement, postEntries } from '../ledger/index.js';
import { postUserMessage } from '../messaging/index.js';
import { chargeDueLateFees } from './chargeDueLateFees.js';
import { DEPOSITS_CLEARING_ACCOUNT, exchangeAccount, LENDING_ACCOUNT, LENDING_INCOME_ACCOUNT } from './lendingAccount.js';
import { loanKeys } from './loanKeys.js';
import { loanStanding, reckoningInstant } from './loanStanding.js';
import { plainUsdt } from './loanView.js';
import { type LoanRow, loans } from './schema.js';

/**
 * Repays a locked open loan in full: late days that ended are charged first, then one posting
 * moves the payoff — principal back to the lending account, interest for the days borrowed and
 * late fees to lending income. The money comes from the borrower's exchange account (`balance`),
 * or, for a voucher finance confirmed (`voucher`), from deposits clearing: it arrived outside the
 * platform, and the debt is reckoned at the voucher's time.
 */
export async function settleLoan(tx: DbOrTx, clock: Clock, locked: LoanRow, source: { from: 'balance' | 'voucher'; actor: string }): Promise<Result<LoanRow>> {
  const loan = await chargeDueLateFees(tx, clock, locked, reckoningInstant(locked, clock.now()));
  const standing = loanStanding(loan, clock.now());
  const payer = source.from === 'balance' ? exchangeAccount(loan.userId) : DEPOSITS_CLEARING_ACCOUNT;
  if (source.from === 'balance') {
    const accounts = await lockAccounts(tx, [payer, LENDING_ACCOUNT, LENDING_INCOME_ACCOUNT]);
    const available = accounts.get(accountKey(payer))?.available ?? 0n;
    if (available < standing.payoff) return fail('loan_insufficient_balance', { payoff: plainUsdt(standing.payoff), available: plainUsdt(available) });
  }
  const principal = BigInt(loan.principal);
  const income = standing.interest + standing.lateFees;
  const movements: Movement[] = [
    { account: payer, bucket: 'available', amount: -standing.payoff },
    { account: LENDING_ACCOUNT, bucket: 'available', amount: principal },
  ];
  if (income > 0n) movements.push({ account: LENDING_INCOME_ACCOUNT, bucket: 'available', amount: income });
  const posted = await postEntries(tx, {
    reason: 'loan_repay',
    actor: source.actor,
    cause: { type: 'loan', id: String(loan.id) },
    idempotencyKey: loanKeys.repay(loan.id),
    memo: `${loan.contractNo ?? ''} ${source.from}`,
    movements,
  });
  if (!posted.ok) return fail('loan_insufficient_balance', { payoff: plainUsdt(standing.payoff) });
  const [row] = await tx
    .update(loans)
    .set({
      status: 'repaid',
      repaidAt: clock.now(),
      interestPaid: standing.interest.toString(),
      lateFeesPaid: standing.lateFees.toString(),
      repaidOverdueDays: standing.daysOverdue,
      ...(source.from === 'voucher' ? { voucherStatus: 'confirmed' as const } : {}),
    })
    .where(eq(loans.id, loan.id))
    .returning();
  if (!row) throw new Error('loan update returned nothing');
  await postUserMessage(tx, clock, {
    userId: loan.userId,
    kind: 'loan_repaid',
    params: { contract_no: loan.contractNo ?? '', loan_id: String(loan.id), total: plainUsdt(standing.payoff) },
  });
  return ok(row);
}
