import {
  cumulativeInterest,
  DAY_MS,
  dailyAccrual,
  type EarlyTerms,
  type EarnAccrual,
  type EarnProduct,
  earlyRedemptionQuote,
  earnDayDate,
  earnDayNumber,
  formatUnits,
  parsePositiveUnits,
  payoutDay,
  percentToPpm,
  ppmToPercent,
  type RedemptionQuote,
  termInterest,
} from '@veritex/shared';

/**
 * What the earn pages show before anything binds, computed with the functions the server posts
 * with (`@veritex/shared` earn.ts) on bigint minor units: the projection a user reads is the
 * amount the ledger will move.
 */

/** USDT minor units (the ledger's scale for USDT). */
export const EARN_SCALE = 6;

export function units(amount: string): bigint | undefined {
  return parsePositiveUnits(amount, EARN_SCALE);
}

export function decimal(value: bigint): string {
  return formatUnits(value, EARN_SCALE);
}

/** The product's daily rate in parts per million ("0.012" % → 120n); 0n if the server sent something unreadable. */
export function ratePpmOf(dailyRatePct: string): bigint {
  return percentToPpm(dailyRatePct) ?? 0n;
}

/** The yearly rate shown beside the daily one: daily × 365, simple (no compounding), exact ("0.012" → "4.38"). */
export function simpleYearlyPct(dailyRatePct: string): string {
  return ppmToPercent(ratePpmOf(dailyRatePct) * 365n);
}

/** A percent of the product ("50") in basis points (5000), as the server stores the penalty shares. */
export function percentToBp(percent: string): number {
  const ppm = percentToPpm(percent);
  return ppm === undefined ? 0 : Number(ppm / 100n);
}

export function earlyTermsOf(product: Pick<EarnProduct, 'early_rule' | 'penalty_interest_pct' | 'penalty_principal_pct'>): EarlyTerms {
  return {
    rule: product.early_rule,
    penaltyInterestBp: percentToBp(product.penalty_interest_pct),
    penaltyPrincipalBp: percentToBp(product.penalty_principal_pct),
  };
}

export interface EarnProjection {
  principal: bigint;
  /** Interest of day 1 (the day of deposit). */
  firstDay: bigint;
  /** Smallest and largest day of the term: they differ by the carried rounding remainder (at most one minor unit). */
  dayMin: bigint;
  dayMax: bigint;
  /** Interest over the whole term: ⌊principal × rate × days⌋, the sum of every day. */
  total: bigint;
  /** Principal plus interest, paid out after maturity. */
  atMaturity: bigint;
}

/** The income of `amount` under `product` if held to maturity; undefined while the amount is not an amount. */
export function projection(amount: string, product: Pick<EarnProduct, 'daily_rate_pct' | 'term_days'>): EarnProjection | undefined {
  const principal = units(amount);
  if (principal === undefined) return undefined;
  const ppm = ratePpmOf(product.daily_rate_pct);
  let dayMin: bigint | undefined;
  let dayMax = 0n;
  for (let day = 1; day <= product.term_days; day += 1) {
    const interest = dailyAccrual(principal, ppm, day);
    if (dayMin === undefined || interest < dayMin) dayMin = interest;
    if (interest > dayMax) dayMax = interest;
  }
  const total = termInterest(principal, ppm, product.term_days);
  return { principal, firstDay: dailyAccrual(principal, ppm, 1), dayMin: dayMin ?? 0n, dayMax, total, atMaturity: principal + total };
}

/**
 * The rule's exact effect on `amount`: what redeeming after `days` days of the term would return
 * (the example the buy page shows; the real quote comes from the server at the time).
 */
export function exampleRedemption(amount: string, product: EarnProduct, days: number): RedemptionQuote | undefined {
  const principal = units(amount);
  if (principal === undefined) return undefined;
  const accrued = cumulativeInterest(principal, ratePpmOf(product.daily_rate_pct), days);
  return earlyRedemptionQuote(principal, accrued, earlyTermsOf(product));
}

/** The example day of an early redemption: halfway through the term (at least day 1). */
export function exampleDay(termDays: number): number {
  return Math.max(1, Math.floor(termDays / 2));
}

export interface EarnDates {
  /** Day 1 of the term: today, Hong Kong calendar (interest counts from the day of deposit). */
  start: string;
  /** The last day of the term. */
  end: string;
  /** The first working day after the end (weekends and holidays skipped); the money arrives when it ends. */
  payout: string;
}

/** The dates of an order bought at `now`: start today (Hong Kong), end after the term, payout one working day later. */
export function termDates(termDays: number, holidays: readonly string[], now: number = Date.now()): EarnDates {
  const first = earnDayNumber(now);
  const last = first + termDays - 1;
  return { start: earnDayDate(first), end: earnDayDate(last), payout: earnDayDate(payoutDay(last, new Set(holidays))) };
}

/** A "YYYY-MM-DD" earn day as an instant at noon UTC, so a formatter in any zone shows that calendar date. */
export function dayInstant(date: string): string {
  const start = Date.parse(`${date}T00:00:00Z`);
  return new Date(start + DAY_MS / 2).toISOString();
}

/** The capacity already taken, for the bar: capacity − remaining, never below zero. */
export function takenOf(capacity: string, remaining: string): string {
  const total = units(capacity) ?? 0n;
  const left = parsePositiveUnits(remaining, EARN_SCALE) ?? 0n;
  return decimal(total > left ? total - left : 0n);
}

/**
 * The most a user can buy now: the product's maximum, the capacity left and the available
 * balance, whichever is least (undefined when that is below the minimum: nothing can be bought).
 */
export function maxBuyable(product: Pick<EarnProduct, 'min_amount' | 'max_amount' | 'remaining'>, available: string | undefined): string | undefined {
  const bounds = [product.max_amount, product.remaining, available ?? '0'].map((value) => parsePositiveUnits(value, EARN_SCALE) ?? 0n);
  // bigint: Math.min does not take them.
  let least = bounds[0] ?? 0n;
  for (const bound of bounds) if (bound < least) least = bound;
  const minimum = units(product.min_amount) ?? 0n;
  return least > 0n && least >= minimum ? decimal(least) : undefined;
}

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The accrual ledger as CSV (RFC 4180 lines): order number, day, date, amount, cumulative; amounts as the exact decimal strings. */
export function accrualsCsv(orderNo: string, rows: readonly Pick<EarnAccrual, 'day' | 'date' | 'amount' | 'cumulative'>[]): string {
  const lines = [['order_no', 'day', 'date', 'amount', 'cumulative'].join(',')];
  for (const row of rows) lines.push([orderNo, row.day, row.date, row.amount, row.cumulative].map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
