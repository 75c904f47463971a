import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { moveAdReserve } from './adReserve.js';
import { type P2pAdRow, p2pAds } from './schema.js';

/**
 * Closes a locked ad: what a sell ad still offers returns from the reserve to the exchange account,
 * and it offers nothing more. Its open orders go on: their USDT is in escrow already.
 */
export async function closeLockedAd(tx: DbOrTx, clock: Clock, ad: P2pAdRow, requestId: string): Promise<P2pAdRow> {
  const available = BigInt(ad.available);
  if (ad.side === 'sell' && available > 0n) {
    const returned = await moveAdReserve(tx, { merchantId: ad.merchantId, adId: ad.id, requestId, delta: -available });
    // The reserve holds what the ad offers; less is a broken invariant, not a refusal.
    if (!returned) throw new Error(`ad ${ad.id}: reserve holds less than its ${available} available`);
  }
  const [row] = await tx.update(p2pAds).set({ status: 'closed', available: '0', updatedAt: clock.now() }).where(eq(p2pAds.id, ad.id)).returning();
  if (!row) throw new Error(`ad ${ad.id} vanished under its lock`);
  return row;
}
