import { fail, formatUnits, ok, parseUnits, type Result } from '@veritex/shared';
import type { AccountRef } from '../ledger/index.js';
import type { Instrument } from './schema.js';

/** Everything settles in USDT minor units (6 decimals). */
export const USDT_SCALE = 6;

/** The user's contract account: margins, fees and payouts of positions. */
export function contractAccount(userId: bigint): AccountRef {
  return { owner: 'user', userId, kind: 'contract', asset: 'USDT' };
}

export function formatUsdt(units: bigint): string {
  return formatUnits(units, USDT_SCALE);
}

/** The house's largest open notional per side of an instrument (`exposure_cap_usdt`), in USDT minor units. */
export function exposureCap(instrument: Pick<Instrument, 'exposureCapUsdt'>): bigint {
  const text = instrument.exposureCapUsdt.includes('.') ? instrument.exposureCapUsdt.replace(/0+$/, '').replace(/\.$/, '') : instrument.exposureCapUsdt;
  return parseUnits(text, USDT_SCALE) ?? 0n;
}

/** A take-profit beyond the entry in the position's favour, a stop-loss against it. */
export function checkTargets(
  side: 'long' | 'short',
  entry: bigint,
  takeProfit: bigint | null,
  stopLoss: bigint | null,
): Result<true, 'tp_wrong_side' | 'sl_wrong_side'> {
  if (takeProfit !== null && (side === 'long' ? takeProfit <= entry : takeProfit >= entry)) return fail('tp_wrong_side', { field: 'take_profit' });
  if (stopLoss !== null && (side === 'long' ? stopLoss >= entry : stopLoss <= entry)) return fail('sl_wrong_side', { field: 'stop_loss' });
  return ok(true);
}
