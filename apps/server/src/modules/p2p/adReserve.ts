import type { DbOrTx } from '../../platform/db/client.js';
import { postEntries } from '../ledger/index.js';
import { p2pCause, p2pKeys } from './p2pKeys.js';

/**
 * Moves USDT between a merchant's exchange account (available) and the ad reserve (frozen), so the
 * reserve always holds what the merchant's sell ads still offer: `delta` > 0 reserves more, < 0
 * returns the excess. Keyed by the ad and the request that changed it, so a retry posts once.
 * False when the exchange account cannot cover an increase.
 */
export async function moveAdReserve(tx: DbOrTx, move: { merchantId: bigint; adId: bigint; requestId: string; delta: bigint }): Promise<boolean> {
  if (move.delta === 0n) return true;
  const exchange = { owner: 'user' as const, userId: move.merchantId, kind: 'exchange' as const, asset: 'USDT' };
  const reserve = { owner: 'user' as const, userId: move.merchantId, kind: 'p2p_reserve' as const, asset: 'USDT' };
  const posted = await postEntries(tx, {
    reason: move.delta > 0n ? 'p2p_ad_reserve' : 'p2p_ad_unreserve',
    actor: `user:${move.merchantId}`,
    cause: p2pCause.ad(move.adId),
    idempotencyKey: p2pKeys.adReserve(move.adId, move.requestId),
    movements: [
      { account: exchange, bucket: 'available', amount: -move.delta },
      { account: reserve, bucket: 'frozen', amount: move.delta },
    ],
  });
  return posted.ok;
}
