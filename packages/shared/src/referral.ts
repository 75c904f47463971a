import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The four-level referral programme (issue 14): what a commission can come from, its states, and
 * the split of one fee between the inviters above the trader. Shared so the rules page shows the
 * same arithmetic the server posts.
 */

/** Fees that pay commissions: a spot trade's fee in USDT, a position's open and close fees (USDT). */
export const REFERRAL_SOURCE_KINDS = ['spot_trade', 'position_open_fee', 'position_close_fee'] as const;
export type ReferralSourceKind = (typeof REFERRAL_SOURCE_KINDS)[number];

/** pending (frozen in the commission account during the hold), available (released), reversed (returned to the fee account). */
export const REFERRAL_COMMISSION_STATUSES = ['pending', 'available', 'reversed'] as const;
export type ReferralCommissionStatus = (typeof REFERRAL_COMMISSION_STATUSES)[number];

/** The deepest the programme can go; `referral_depth` chooses 0..4 of these levels. */
export const REFERRAL_MAX_DEPTH = 4;

/** Commissions are paid on fees charged in this asset only (a spot buyer's fee in the base coin pays none). */
export const REFERRAL_FEE_ASSET = 'USDT';

/**
 * Level k's commission on one fee: fee × share_k / 10 000, rounded down to the minor unit. Shares
 * are applied in level order and each is capped by what is left, so the levels together never
 * take more than the fee even if the settings' shares added up to more than 100%.
 */
export function splitReferralFee(fee: bigint, sharesBp: readonly number[]): bigint[] {
  let left = fee > 0n ? fee : 0n;
  return sharesBp.map((bp) => {
    const share = bp > 0 ? (fee * BigInt(bp)) / 10_000n : 0n;
    const paid = share < left ? share : left;
    left -= paid;
    return paid;
  });
}

/** "John Doe" → "J*** D***": each word's first letter. Empty when the user gave no name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${Array.from(word)[0]}***`)
    .join(' ');
}

/** "+447700901234" → "+44 ****1234": the calling code and the last four digits. */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const digits = parsed ? parsed.nationalNumber : phone.replace(/\D/g, '');
  const tail = digits.slice(-4);
  return parsed ? `+${parsed.countryCallingCode} ****${tail}` : `****${tail}`;
}

/** "alice@example.com" → "a***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
