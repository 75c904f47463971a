import { earlyRedemptionQuote, earnDayNumber, type RedemptionQuote, termInterest } from '@veritex/shared';
import type { EarnOrderRow } from './schema.js';

/** Earn amounts are USDT minor units (6 decimals). */
export const USDT_SCALE = 6;

type Term = Pick<EarnOrderRow, 'startDay' | 'termDays'>;

/** The earn day (Hong Kong calendar day number) of the term's last day; day 1 is the day of deposit. */
export function lastTermDay(order: Term): number {
  return order.startDay + order.termDays - 1;
}

/** How many days of the term have ended by `now`: the days owed interest. */
export function endedTermDays(order: Term, now: Date): number {
  return Math.max(0, Math.min(order.termDays, earnDayNumber(now) - order.startDay));
}

/** Early redemption is for orders in custody whose term has not ended (a matured order waits for its payout). */
export function isRedeemableEarly(order: Pick<EarnOrderRow, 'status'> & Term, now: Date): boolean {
  return order.status === 'custody' && earnDayNumber(now) <= lastTermDay(order);
}

/**
 * What redeeming now returns. The interest is what every ended day has earned, whether or not the
 * accrual job has posted it yet: redeemEarnEarly posts the missing days first, so the quote a
 * user reads and the amounts posted are one computation.
 */
export function quoteOrder(order: EarnOrderRow, now: Date): RedemptionQuote {
  // Interest over the first n days of a term is what the first n daily accruals add up to. Days
  // already posted count even if this clock has not ended them yet (a job whose clock ran ahead,
  // another process's skew, a test advancing the clock): the custody account holds that interest.
  const days = Math.max(order.accruedDays, endedTermDays(order, now));
  const accrued = termInterest(BigInt(order.principal), BigInt(order.dailyRatePpm), days);
  return earlyRedemptionQuote(BigInt(order.principal), accrued, {
    rule: order.earlyRule,
    penaltyInterestBp: order.penaltyInterestBp,
    penaltyPrincipalBp: order.penaltyPrincipalBp,
  });
}
