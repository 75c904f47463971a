import {
  earnDayDate,
  earnDayNumber,
  formatUnits,
  type LoanLimit,
  type LoanProduct,
  type LoanSchedule,
  loanSchedule,
  parsePositiveUnits,
  parseUnits,
  percentToPpm,
} from '@veritex/shared';

/** USDT is held to 6 decimals: amounts typed on these pages are cut there, as the ledger posts them. */
export const USDT_SCALE = 6;

/**
 * The schedule the page shows before the user applies, from the same function the server binds
 * at approval (principal, interest for the whole term, total, late fee per day). Undefined while
 * the amount is not a usable USDT amount.
 */
export function applicationSchedule(product: LoanProduct, amount: string | undefined): LoanSchedule | undefined {
  const principal = amount ? parsePositiveUnits(amount, USDT_SCALE) : undefined;
  const rate = percentToPpm(product.daily_rate_pct);
  const lateFee = percentToPpm(product.late_fee_pct);
  if (principal === undefined || rate === undefined || lateFee === undefined) return undefined;
  return loanSchedule(principal, rate, product.term_days, lateFee);
}

/** A bigint amount of USDT minor units as the decimal string the pages format. */
export function usdt(units: bigint): string {
  return formatUnits(units, USDT_SCALE);
}

/**
 * The due date if the loan were approved today: the last day of a term counted in Hong Kong days
 * from the day it is lent (day 1), as "YYYY-MM-DD".
 */
export function dueDateIfApprovedOn(termDays: number, now: Date | number): string {
  return earnDayDate(earnDayNumber(now) + Math.max(1, termDays) - 1);
}

/**
 * The Hong Kong day a loan falls due, as "YYYY-MM-DD": the server's `due_at` is the instant that day
 * ends (the next day's midnight there), which read as a date would name the day after.
 */
export function dueDayOf(dueAt: string): string {
  return earnDayDate(earnDayNumber(Date.parse(dueAt) - 1));
}

/** The most this product lends the user now: its maximum, capped by what the credit limit has left. */
export function maxBorrowable(product: LoanProduct, limit: LoanLimit | null): string {
  const productMax = parseUnits(product.max_amount, USDT_SCALE) ?? 0n;
  if (!limit) return usdt(productMax);
  const available = parseUnits(limit.available, USDT_SCALE) ?? 0n;
  return usdt(available < productMax ? (available > 0n ? available : 0n) : productMax);
}

export type AmountCheck =
  | { ok: true }
  | { ok: false; error: 'amount_required' }
  | { ok: false; error: 'amount_invalid' }
  /** Outside the product's range. */
  | { ok: false; error: 'amount_out_of_bounds'; min: string; max: string }
  /** Within the product but over what the credit limit has left. */
  | { ok: false; error: 'loan_over_limit'; available: string; limit: string };

/** The checks the server makes on an amount, in its order, so the page says the same thing first. */
export function checkLoanAmount(product: LoanProduct, limit: LoanLimit | null, amount: string | undefined): AmountCheck {
  if (!amount) return { ok: false, error: 'amount_required' };
  const units = parsePositiveUnits(amount, USDT_SCALE);
  if (units === undefined) return { ok: false, error: 'amount_invalid' };
  const min = parseUnits(product.min_amount, USDT_SCALE) ?? 0n;
  const max = parseUnits(product.max_amount, USDT_SCALE) ?? 0n;
  if (units < min || units > max) return { ok: false, error: 'amount_out_of_bounds', min: product.min_amount, max: product.max_amount };
  if (limit) {
    const available = parseUnits(limit.available, USDT_SCALE) ?? 0n;
    if (units > available) return { ok: false, error: 'loan_over_limit', available: limit.available, limit: limit.limit };
  }
  return { ok: true };
}
