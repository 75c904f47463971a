import { FIAT_SCALE, formatUnits } from '@veritex/shared';

/** USDT has six decimals on the wire, fiat two. */
export const USDT_SCALE = 6;

export const usdtText = (units: bigint | string): string => formatUnits(BigInt(units), USDT_SCALE);
export const fiatText = (cents: bigint | string): string => formatUnits(BigInt(cents), FIAT_SCALE);

/** part ÷ whole as a percent with two decimals, rounded down ("91.30"); null when whole is 0. */
export function percentText(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  return formatUnits((BigInt(part) * 10_000n) / BigInt(whole), 2);
}
