import { fail, type MerchantStanding, ok, type Result } from '@veritex/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { closeLockedAd } from './closeAd.js';
import { getMerchantStanding } from './getMerchantStanding.js';
import { returnDeposit } from './merchantDeposit.js';
import { lockMerchant } from './merchantRows.js';
import { p2pAds, p2pMerchants } from './schema.js';

/**
 * web/p2pResign: a merchant stops (or withdraws a pending application). Refused while any order
 * of theirs, as buyer or seller, is open. Every ad is closed with its reserve returned, the
 * security deposit returns to the exchange account, and the status becomes `resigned`. The ads
 * are locked before the orders are counted: an order opening on one of them either committed
 * before (and is counted) or waits and then finds the ad closed.
 */
export async function resignMerchant(db: DbOrTx, clock: Clock, input: { userId: bigint; requestId: string }): Promise<Result<MerchantStanding>> {
  const resigned = await rollbackOnRefusal(db, async (tx): Promise<Result<true>> => {
    const merchant = await lockMerchant(tx, input.userId);
    if (merchant?.status !== 'pending' && merchant?.status !== 'approved') return fail('p2p_not_merchant');
    const ads = await tx
      .select()
      .from(p2pAds)
      .where(and(eq(p2pAds.merchantId, input.userId), ne(p2pAds.status, 'closed')))
      .orderBy(p2pAds.id)
      .for('update');
    const open = await openOrderCount(tx, input.userId);
    if (open > 0) return fail('p2p_open_orders', { count: open });
    for (const ad of ads) await closeLockedAd(tx, clock, ad, input.requestId);
    await returnDeposit(tx, clock, merchant, `user:${input.userId}`);
    await tx.update(p2pMerchants).set({ status: 'resigned', updatedAt: clock.now() }).where(eq(p2pMerchants.userId, input.userId));
    return ok(true);
  });
  return resigned.ok ? ok(await getMerchantStanding(db, clock, input.userId)) : resigned;
}

async function openOrderCount(tx: DbOrTx, userId: bigint): Promise<number> {
  const rows = await tx.execute<{ count: number }>(sql`
    select count(*)::int as count from p2p_orders
    where (buyer_id = ${userId} or seller_id = ${userId}) and status in ('unpaid', 'paid', 'appeal')`);
  return rows.rows[0]?.count ?? 0;
}
