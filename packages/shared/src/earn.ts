/**
 * Earn (custody) arithmetic, shared by the server that posts it and the pages that show it before
 * it binds, so the projection a user reads and the amount the ledger moves come from one function.
 *
 * Rates are integers in parts per million per day (0.35 % a day = 3,500 ppm); amounts are bigint
 * minor units. Interest for day d of an order is what the cumulative exact interest has reached by
 * the end of day d, rounded down, minus what was already paid: the rounding remainder is carried
 * into the next day, so the days of a term add up to ⌊principal × rate × days⌋ exactly (never more
 * than the exact amount, never a minor unit less than its floor).
 */

export const PPM = 1_000_000n;
/** Earn days are Hong Kong calendar days (UTC+8 all year), like the withdrawal day (spec §9). */
export const EARN_DAY_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

export const EARLY_REDEMPTION_RULES = ['keep', 'forfeit', 'penalty'] as const;
/**
 * `keep`: interest accrued so far is paid with the principal; `forfeit`: it is taken back;
 * `penalty`: a share of the accrued interest and a share of the principal are withheld.
 */
export type EarlyRedemptionRule = (typeof EARLY_REDEMPTION_RULES)[number];

export const EARN_ORDER_STATUSES = ['custody', 'redeeming', 'redeemed', 'completed'] as const;
/** in custody, redemption in progress (matured, paid on the next working day), redeemed early, completed at maturity. */
export type EarnOrderStatus = (typeof EARN_ORDER_STATUSES)[number];

/** Cumulative interest (rounded down) by the end of day `day` (1 = the day of deposit). */
export function cumulativeInterest(principal: bigint, ratePpm: bigint, day: number): bigint {
  if (day <= 0) return 0n;
  return (principal * ratePpm * BigInt(day)) / PPM;
}

/** The accrual posted for day `day` of the term: cumulative(day) − cumulative(day − 1). */
export function dailyAccrual(principal: bigint, ratePpm: bigint, day: number): bigint {
  return cumulativeInterest(principal, ratePpm, day) - cumulativeInterest(principal, ratePpm, day - 1);
}

/** Interest over a whole term: the sum of every day's accrual. */
export function termInterest(principal: bigint, ratePpm: bigint, termDays: number): bigint {
  return cumulativeInterest(principal, ratePpm, termDays);
}

/** The earn day number (days since the epoch, Hong Kong calendar) containing `at`. */
export function earnDayNumber(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor((ms + EARN_DAY_OFFSET_MS) / DAY_MS);
}

/** The instant an earn day ends (Hong Kong midnight after it). */
export function earnDayEnd(dayNumber: number): Date {
  return new Date((dayNumber + 1) * DAY_MS - EARN_DAY_OFFSET_MS);
}

/** "2026-11-25" of an earn day number. */
export function earnDayDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The earn day number of a "YYYY-MM-DD" date. */
export function earnDayOfDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The payout day of a matured order (spec §9: redemption at expiry takes one working day): the
 * first working day after the last day of the term, Saturdays, Sundays and the configured holidays
 * skipped. Principal and interest reach the exchange account when that day ends.
 */
export function payoutDay(lastTermDay: number, holidays: ReadonlySet<string>): number {
  let day = lastTermDay + 1;
  while (!isWorkingDay(day, holidays)) day += 1;
  return day;
}

export function isWorkingDay(dayNumber: number, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(dayNumber * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(earnDayDate(dayNumber));
}

export interface EarlyTerms {
  rule: EarlyRedemptionRule;
  /** `penalty`: the share of the accrued interest withheld, in basis points. */
  penaltyInterestBp: number;
  /** `penalty`: the share of the principal withheld, in basis points. */
  penaltyPrincipalBp: number;
}

export interface RedemptionQuote {
  principal: bigint;
  /** Interest accrued so far (what the custody account holds beyond the principal). */
  accrued: bigint;
  interestKept: bigint;
  interestForfeited: bigint;
  principalPenalty: bigint;
  principalReturned: bigint;
  /** What reaches the exchange account: principalReturned + interestKept. */
  totalReturned: bigint;
}

/**
 * What an early redemption returns. Withheld shares round down (in the user's favour), so the
 * amounts shown are the amounts posted: the same function computes both.
 */
export function earlyRedemptionQuote(principal: bigint, accrued: bigint, terms: EarlyTerms): RedemptionQuote {
  let interestForfeited = 0n;
  let principalPenalty = 0n;
  if (terms.rule === 'forfeit') interestForfeited = accrued;
  if (terms.rule === 'penalty') {
    interestForfeited = (accrued * BigInt(terms.penaltyInterestBp)) / 10_000n;
    principalPenalty = (principal * BigInt(terms.penaltyPrincipalBp)) / 10_000n;
  }
  const interestKept = accrued - interestForfeited;
  const principalReturned = principal - principalPenalty;
  return { principal, accrued, interestKept, interestForfeited, principalPenalty, principalReturned, totalReturned: principalReturned + interestKept };
}

/** A decimal percent with up to 4 decimals ("0.35") → parts per million ("3500"); undefined if malformed. */
export function percentToPpm(percent: string): bigint | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return undefined;
  return BigInt(match[1] ?? '0') * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** Parts per million → a decimal percent without trailing zeros ("3500" → "0.35"). */
export function ppmToPercent(ppm: bigint): string {
  const whole = ppm / 10_000n;
  const fraction = (ppm % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
