import {
  type EarnOrderView,
  type EarnProduct,
  type EarnProductAdmin,
  type EarnRules,
  earnDayDate,
  formatUnits,
  payoutDay,
  ppmToPercent,
  type RedemptionQuote,
  type RedemptionQuoteView,
  termInterest,
} from '@veritex/shared';
import { lastTermDay, USDT_SCALE } from './earnTerms.js';
import type { ProductHolding } from './productHoldings.js';
import type { EarnOrderRow, EarnProductRow } from './schema.js';

const usdt = (units: bigint | string) => formatUnits(BigInt(units), USDT_SCALE);
const optionalUsdt = (units: string | null) => (units === null ? null : usdt(units));

/** A decimal string without trailing zeros ("100", "0.5"): bounds read naturally in messages. */
export function plainUsdt(units: bigint): string {
  const text = formatUnits(units, USDT_SCALE);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Basis points → percent without trailing zeros (5000 → "50"). */
export function bpToPercent(bp: number): string {
  return ppmToPercent(BigInt(bp) * 100n);
}

export function productView(row: EarnProductRow, activePrincipal: bigint): EarnProduct {
  const remaining = BigInt(row.capacity) - activePrincipal;
  return {
    id: String(row.id),
    asset: row.asset,
    term_days: row.termDays,
    daily_rate_pct: ppmToPercent(BigInt(row.dailyRatePpm)),
    min_amount: usdt(row.minAmount),
    max_amount: usdt(row.maxAmount),
    capacity: usdt(row.capacity),
    remaining: usdt(remaining > 0n ? remaining : 0n),
    early_rule: row.earlyRule,
    penalty_interest_pct: bpToPercent(row.penaltyInterestBp),
    penalty_principal_pct: bpToPercent(row.penaltyPrincipalBp),
    active: row.active,
  };
}

/** The number users quote: "E", the start date, the id zero-padded (E20261125000042). */
export function orderNumber(order: Pick<EarnOrderRow, 'id' | 'startDay'>): string {
  return `E${earnDayDate(order.startDay).replaceAll('-', '')}${String(order.id).padStart(6, '0')}`;
}

/** The payout day: stored at maturity; before it, what the holiday calendar says now. */
export function payoutDayOf(order: EarnOrderRow, holidays: ReadonlySet<string>): number {
  return order.payoutDay ?? payoutDay(lastTermDay(order), holidays);
}

export function orderView(order: EarnOrderRow, holidays: ReadonlySet<string>): EarnOrderView {
  const principal = BigInt(order.principal);
  return {
    id: String(order.id),
    order_no: orderNumber(order),
    product_id: String(order.productId),
    asset: order.asset,
    amount: usdt(principal),
    term_days: order.termDays,
    daily_rate_pct: ppmToPercent(BigInt(order.dailyRatePpm)),
    early_rule: order.earlyRule,
    penalty_interest_pct: bpToPercent(order.penaltyInterestBp),
    penalty_principal_pct: bpToPercent(order.penaltyPrincipalBp),
    earned: usdt(order.accrued),
    expected_interest: usdt(termInterest(principal, BigInt(order.dailyRatePpm), order.termDays)),
    days_accrued: order.accruedDays,
    days_remaining: order.status === 'custody' ? order.termDays - order.accruedDays : 0,
    start_date: earnDayDate(order.startDay),
    end_date: earnDayDate(lastTermDay(order)),
    payout_date: earnDayDate(payoutDayOf(order, holidays)),
    status: order.status,
    created_at: order.createdAt.toISOString(),
    closed_at: order.closedAt?.toISOString() ?? null,
    principal_returned: optionalUsdt(order.principalReturned),
    interest_paid: optionalUsdt(order.interestPaid),
    interest_forfeited: optionalUsdt(order.interestForfeited),
    principal_penalty: optionalUsdt(order.principalPenalty),
  };
}

export function quoteView(order: EarnOrderRow, quote: RedemptionQuote, redeemable: boolean, asOf: Date): RedemptionQuoteView {
  return {
    order_id: String(order.id),
    rule: order.earlyRule,
    principal: usdt(quote.principal),
    accrued: usdt(quote.accrued),
    interest_kept: usdt(quote.interestKept),
    interest_forfeited: usdt(quote.interestForfeited),
    principal_penalty: usdt(quote.principalPenalty),
    principal_returned: usdt(quote.principalReturned),
    total_returned: usdt(quote.totalReturned),
    redeemable,
    as_of: asOf.toISOString(),
  };
}

/** The rules every earn page shows; `holidays` are the upcoming ones. */
export function rulesView(upcomingHolidays: string[]): EarnRules {
  return {
    yield_payer: 'platform',
    expense_account: 'earn_expense',
    day_zone: 'Asia/Hong_Kong',
    payout_working_days: 1,
    holidays: upcomingHolidays,
  };
}

/** A product as the finance desk sees it: the public view plus what is held under it. */
export function productAdminView(row: EarnProductRow, holding: ProductHolding): EarnProductAdmin {
  return {
    ...productView(row, holding.principal),
    orders_active: holding.orders,
    principal_active: usdt(holding.principal),
    accrued_owed: usdt(holding.accrued),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
