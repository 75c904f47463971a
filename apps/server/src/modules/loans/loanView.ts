import {
  formatUnits,
  LOAN_DOCUMENT_SLOTS,
  type LoanDocumentSlot,
  type LoanProduct,
  type LoanView,
  lateFeePerDay,
  loanSchedule,
  ppmToPercent,
} from '@veritex/shared';
import { USDT_SCALE } from './lendingAccount.js';
import { isOpenLoan, loanStanding } from './loanStanding.js';
import type { LoanProductRow, LoanRow } from './schema.js';

/** Exact USDT on the wire (six decimals), as the ledger holds it. */
export const usdt = (units: bigint): string => formatUnits(units, USDT_SCALE);
/** USDT without trailing zeros, for bounds, limits and messages ("1000", "12.5"). */
export function plainUsdt(units: bigint): string {
  const text = formatUnits(units, USDT_SCALE);
  return text.replace(/\.?0+$/, '');
}

/** The loans row's column of each document slot. */
export const DOCUMENT_COLUMNS = {
  id_photo: 'docIdPhoto',
  income: 'docIncome',
  credit: 'docCredit',
  housing: 'docHousing',
  bank_statement: 'docBankStatement',
} as const satisfies Record<LoanDocumentSlot, keyof LoanRow>;

export function documentIds(loan: LoanRow): Record<LoanDocumentSlot, string | null> {
  return Object.fromEntries(LOAN_DOCUMENT_SLOTS.map((slot) => [slot, loan[DOCUMENT_COLUMNS[slot]]])) as Record<LoanDocumentSlot, string | null>;
}

export function productView(row: LoanProductRow): LoanProduct {
  return {
    id: String(row.id),
    asset: 'USDT',
    min_amount: plainUsdt(BigInt(row.minAmount)),
    max_amount: plainUsdt(BigInt(row.maxAmount)),
    term_days: row.termDays,
    daily_rate_pct: ppmToPercent(BigInt(row.dailyRatePpm)),
    late_fee_pct: ppmToPercent(BigInt(row.lateFeePpm)),
    lender: row.lender,
    active: row.active,
  };
}

/**
 * A loan as its borrower sees it: the terms approval binds (the full term's interest and total)
 * and what repaying at `now` takes. An open loan's late fees and overdue days include ended days
 * the job has not charged yet, so `payoff_now` is always what a repayment posts.
 */
export function loanView(loan: LoanRow, now: Date): LoanView {
  const principal = BigInt(loan.principal);
  const schedule = loanSchedule(principal, BigInt(loan.dailyRatePpm), loan.termDays, BigInt(loan.lateFeePpm));
  const open = isOpenLoan(loan);
  const standing = loanStanding(loan, now);
  const ids = documentIds(loan);
  return {
    id: String(loan.id),
    contract_no: loan.contractNo,
    product_id: String(loan.productId),
    lender: loan.lender,
    amount: usdt(principal),
    term_days: loan.termDays,
    daily_rate_pct: ppmToPercent(BigInt(loan.dailyRatePpm)),
    late_fee_pct: ppmToPercent(BigInt(loan.lateFeePpm)),
    interest: usdt(schedule.interest),
    total_repayment: usdt(schedule.totalRepayment),
    late_fee_per_day: usdt(lateFeePerDay(principal, BigInt(loan.lateFeePpm))),
    late_fees: usdt(open ? standing.lateFees : BigInt(loan.lateFeesPaid ?? loan.lateFees)),
    days_overdue: standing.daysOverdue,
    payoff_now: usdt(standing.payoff),
    status: open && standing.daysOverdue > 0 ? 'overdue' : loan.status,
    applied_at: loan.appliedAt.toISOString(),
    approved_at: loan.approvedAt?.toISOString() ?? null,
    due_at: loan.dueAt?.toISOString() ?? null,
    repaid_at: loan.repaidAt?.toISOString() ?? null,
    reject_reason: loan.rejectReason,
    documents: Object.fromEntries(LOAN_DOCUMENT_SLOTS.map((slot) => [slot, ids[slot] !== null])) as LoanView['documents'],
    voucher:
      loan.voucherStatus && loan.voucherAt ? { status: loan.voucherStatus, submitted_at: loan.voucherAt.toISOString(), reason: loan.voucherReason } : null,
  };
}
