import { earnDayNumber, lateFeePerDay, loanInterest } from '@veritex/shared';
import type { LoanRow } from './schema.js';

/** Loans that are owed: disbursed and not yet repaid. */
export const OPEN_LOAN_STATUSES = ['loaned', 'overdue'] as const;

export function isOpenLoan(loan: Pick<LoanRow, 'status'>): boolean {
  return loan.status === 'loaned' || loan.status === 'overdue';
}

/** What an open loan owes at an instant: the one computation the views show and the repayment posts. */
export interface LoanStanding {
  /** Days since disbursement, the disbursement day being day 1. */
  daysBorrowed: number;
  /** Interest for the days borrowed, the full term's at most (past the due date it is the full term's). */
  interest: bigint;
  /** Late fees charged plus those of days past due that have ended but the job has not yet charged. */
  lateFees: bigint;
  daysOverdue: number;
  /** Ended late days not yet in loan_late_fees (the job charges them; a repayment charges them first). */
  unchargedLateDays: number[];
  payoff: bigint;
}

/**
 * The instant an open loan's debt is reckoned at. While a repayment voucher waits for finance the
 * debt stands still at the voucher's time: the money was sent then, and a rejected voucher lets
 * the late-fee job catch up on the days that passed meanwhile.
 */
export function reckoningInstant(loan: LoanRow, now: Date): Date {
  return loan.voucherStatus === 'pending' && loan.voucherAt ? loan.voucherAt : now;
}

/**
 * Earn-calendar days after the due day that have ended by `asOf` and are not yet charged. The job
 * charges late days in order, so the charged ones are exactly dueDay+1 … dueDay+daysOverdue.
 */
export function unchargedLateDays(loan: LoanRow, asOf: Date): number[] {
  if (loan.dueDay === null) return [];
  const lastEnded = earnDayNumber(asOf) - 1;
  const days: number[] = [];
  for (let day = loan.dueDay + loan.daysOverdue + 1; day <= lastEnded; day += 1) days.push(day);
  return days;
}

export function loanStanding(loan: LoanRow, now: Date): LoanStanding {
  const principal = BigInt(loan.principal);
  if (!isOpenLoan(loan) || loan.startDay === null) {
    return { daysBorrowed: 0, interest: 0n, lateFees: BigInt(loan.lateFees), daysOverdue: loan.daysOverdue, unchargedLateDays: [], payoff: 0n };
  }
  const asOf = reckoningInstant(loan, now);
  const daysBorrowed = Math.max(1, earnDayNumber(asOf) - loan.startDay + 1);
  const interest = loanInterest(principal, BigInt(loan.dailyRatePpm), Math.min(loan.termDays, daysBorrowed));
  const uncharged = unchargedLateDays(loan, asOf);
  const lateFees = BigInt(loan.lateFees) + lateFeePerDay(principal, BigInt(loan.lateFeePpm)) * BigInt(uncharged.length);
  return {
    daysBorrowed,
    interest,
    lateFees,
    daysOverdue: loan.daysOverdue + uncharged.length,
    unchargedLateDays: uncharged,
    payoff: principal + interest + lateFees,
  };
}
