import { PPM } from './earn.js';

/**
 * Loan arithmetic, shared by the server that posts it and the pages that show it before the user
 * applies. Rates are integers in parts per million per day; amounts bigint minor units. Interest
 * and late fees round down (in the borrower's favour).
 */

export const LOAN_STATUSES = ['unreviewed', 'loaned', 'overdue', 'repaid', 'rejected'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Spec §3 loan uploads; the first two are required, the others strengthen the application. */
export const LOAN_DOCUMENT_SLOTS = ['id_photo', 'income', 'credit', 'housing', 'bank_statement'] as const;
export type LoanDocumentSlot = (typeof LOAN_DOCUMENT_SLOTS)[number];
export const REQUIRED_LOAN_DOCUMENTS: readonly LoanDocumentSlot[] = ['id_photo', 'income'];

export const LOAN_VOUCHER_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type LoanVoucherStatus = (typeof LOAN_VOUCHER_STATUSES)[number];

/** Interest for `days` days of `principal` at `ratePpm` per day. */
export function loanInterest(principal: bigint, ratePpm: bigint, days: number): bigint {
  if (days <= 0) return 0n;
  return (principal * ratePpm * BigInt(days)) / PPM;
}

/** The late fee charged for each day past the due date. */
export function lateFeePerDay(principal: bigint, lateFeePpm: bigint): bigint {
  return (principal * lateFeePpm) / PPM;
}

export interface LoanSchedule {
  principal: bigint;
  interest: bigint;
  totalRepayment: bigint;
  lateFeePerDay: bigint;
}

/** What the user sees before applying and what approval binds: repaid once at maturity (spec §9). */
export function loanSchedule(principal: bigint, ratePpm: bigint, termDays: number, lateFeePpm: bigint): LoanSchedule {
  const interest = loanInterest(principal, ratePpm, termDays);
  return { principal, interest, totalRepayment: principal + interest, lateFeePerDay: lateFeePerDay(principal, lateFeePpm) };
}
