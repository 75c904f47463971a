import { parseUnits } from '@veritex/shared';
import type { AccountRef } from '../ledger/index.js';

/** Virtual USDT is the real USDT asset in the demo book: same scale, never the same accounts. */
export const DEMO_ASSET = 'USDT';
const USDT_SCALE = 6;

export function usdtUnits(decimal: string): bigint {
  const units = parseUnits(decimal, USDT_SCALE);
  if (units === undefined) throw new Error(`not a USDT amount: ${decimal}`);
  return units;
}

export const demoExchangeAccount = (userId: bigint): AccountRef => ({ owner: 'user', userId, kind: 'exchange', asset: DEMO_ASSET });
/** The demo book's clearing account: where virtual money comes from and returns to (negative by what is out). */
export const demoClearing = (asset: string): AccountRef => ({ owner: 'house', kind: 'deposits_clearing', asset });
