import type { DeliveryOrderView, DeliveryProduct } from '@veritex/shared';
import { add, ceilToStep, compare, div, isAmount, isDecimal, mul, sub } from '../../lib/decimal';

/** Delivery stakes and payouts are USDT of the futures account, kept to 6 decimals (the server's scale). */
export const USDT_SCALE = 6;
const USDT_UNIT = '0.000001';

export type StakeError = 'investment_amount_empty' | 'amount_invalid' | 'stake_out_of_bounds' | 'insufficient_balance';

export interface StakeProblem {
  error: StakeError;
  params?: Record<string, string | number>;
}

/**
 * What the server would refuse about a stake, with its error names (so the same messages), in the
 * server's order: present and not 0, a positive amount of at most 6 decimals, within the
 * product's bounds, then the futures account's available balance (unknown: not checked here).
 */
export function stakeProblem(
  stake: string,
  product: Pick<DeliveryProduct, 'min_stake' | 'max_stake'> | undefined,
  available: string | undefined,
): StakeProblem | undefined {
  const value = stake.trim();
  if (!value || (isDecimal(value) && compare(value, '0') === 0)) return { error: 'investment_amount_empty' };
  if (!isAmount(value, USDT_SCALE)) return { error: 'amount_invalid', params: { scale: USDT_SCALE } };
  if (product && (compare(value, product.min_stake) < 0 || compare(value, product.max_stake) > 0)) {
    return { error: 'stake_out_of_bounds', params: { min: product.min_stake, max: product.max_stake } };
  }
  if (available !== undefined && isDecimal(available) && compare(value, available) > 0) return { error: 'insufficient_balance' };
  return undefined;
}

/**
 * The profit on a win: stake × payout_pct / 100, exact, raised to the next micro-USDT as the
 * server does (a rounding never in the house's favour).
 */
export function winProfit(stake: string, payoutPct: string): string {
  // Dividing by 100 adds two decimals: the quotient is exact at that scale.
  const product = mul(stake, payoutPct);
  const scale = (product.split('.')[1]?.length ?? 0) + 2;
  const exact = div(product, '100', scale) ?? '0';
  return ceilToStep(exact, USDT_UNIT);
}

/** What comes back on a win: stake + profit = stake × (1 + payout_pct / 100). */
export function winPayout(stake: string, payoutPct: string): string {
  return add(stake, winProfit(stake, payoutPct));
}

export type Standing = 'winning' | 'losing' | 'level';

/** Where an open order stands at a price: the direction it moved since purchase, or level (stake returned). */
export function standingAt(order: Pick<DeliveryOrderView, 'direction' | 'purchase_price'>, price: string | null | undefined): Standing | undefined {
  if (!price || !isDecimal(price) || !isDecimal(order.purchase_price)) return undefined;
  const moved = compare(price, order.purchase_price);
  if (moved === 0) return 'level';
  return moved > 0 === (order.direction === 'up') ? 'winning' : 'losing';
}

/** The outcome the stated rule gives for a settlement price, and what comes back (for checks and tests). */
export function ruleOutcome(
  order: Pick<DeliveryOrderView, 'direction' | 'purchase_price' | 'stake' | 'payout_pct'>,
  settlementPrice: string,
): { status: 'won' | 'lost' | 'tie'; payout: string } {
  const standing = standingAt(order, settlementPrice);
  if (standing === 'level') return { status: 'tie', payout: order.stake };
  if (standing === 'winning') return { status: 'won', payout: winPayout(order.stake, order.payout_pct) };
  return { status: 'lost', payout: '0' };
}

/** The difference between the live price and the purchase price (signed), at the purchase price's scale. */
export function priceMove(purchase: string, price: string): string {
  return sub(price, purchase);
}

/**
 * Quick-amount chips: round amounts inside the product's bounds, then the largest stake the
 * balance and the bounds allow ("max"), when that differs.
 */
export function quickStakes(
  product: Pick<DeliveryProduct, 'min_stake' | 'max_stake'>,
  candidates: readonly string[] = ['10', '50', '100', '500', '1000'],
): string[] {
  return candidates.filter((amount) => compare(amount, product.min_stake) >= 0 && compare(amount, product.max_stake) <= 0);
}

/** The largest stake allowed: the lower of the product's maximum and the available balance (cut to 6 decimals). */
export function maxStake(product: Pick<DeliveryProduct, 'max_stake'>, available: string | undefined): string | undefined {
  if (available === undefined || !isDecimal(available)) return undefined;
  const bounded = compare(available, product.max_stake) < 0 ? available : product.max_stake;
  return compare(bounded, '0') > 0 ? bounded : undefined;
}

/** Seconds as m:ss (or h:mm:ss), never negative. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
