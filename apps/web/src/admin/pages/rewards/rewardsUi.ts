import { formatUnits, parseUnits } from '@veritex/shared';

/** Rewards are paid in USDT, kept to 6 decimals (the server's staff amount field). */
export const REWARD_ASSET = 'USDT';
export const USDT_SCALE = 6;
/** The server's staff amount: up to 12 digits and 6 decimals. */
export const STAFF_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;

/** An exact decimal string in minor units; undefined when malformed. */
export function units(value: string | null | undefined): bigint | undefined {
  return parseUnits(String(value ?? '').trim(), USDT_SCALE);
}

/** Minor units back to a decimal string without trailing zeros. */
export function decimal(value: bigint): string {
  return formatUnits(value, USDT_SCALE).replace(/\.?0+$/, '') || '0';
}
