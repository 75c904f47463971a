import { fail, ok, type P2pMyAd, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { myAdViews } from './adViews.js';
import { closeLockedAd } from './closeAd.js';
import { type P2pAdRow, p2pAds, p2pMerchants } from './schema.js';

export interface SetAdStatusInput {
  merchantId: bigint;
  id: bigint;
  status: 'online' | 'offline' | 'closed';
  requestId: string;
}

/**
 * web/p2pSetAdStatus: the merchant puts an ad online or offline (a suspended ad waits for staff), or
 * closes it for good: a sell ad's remaining reserve returns to the exchange account. Open orders of
 * a closed ad go on; their escrow is separate.
 */
export async function setAdStatus(db: DbOrTx, clock: Clock, input: SetAdStatusInput): Promise<Result<P2pMyAd>> {
  const saved = await rollbackOnRefusal(db, async (tx): Promise<Result<P2pAdRow>> => {
    const [merchant] = await tx.select().from(p2pMerchants).where(eq(p2pMerchants.userId, input.merchantId)).for('share');
    if (merchant?.status !== 'approved') return fail('p2p_not_merchant');
    const [ad] = await tx
      .select()
      .from(p2pAds)
      .where(and(eq(p2pAds.id, input.id), eq(p2pAds.merchantId, input.merchantId)))
      .for('update');
    if (!ad) return fail('p2p_ad_unknown', { field: 'id' });
    if (ad.status === 'closed') return fail('p2p_state_invalid', { status: ad.status });
    if (input.status === 'closed') return ok(await closeLockedAd(tx, clock, ad, input.requestId));
    if (ad.status === 'suspended') return fail('p2p_state_invalid', { status: ad.status });
    if (ad.status === input.status) return ok(ad);
    const [row] = await tx.update(p2pAds).set({ status: input.status, updatedAt: clock.now() }).where(eq(p2pAds.id, ad.id)).returning();
    return row ? ok(row) : fail('p2p_ad_unknown', { field: 'id' });
  });
  if (!saved.ok) return saved;
  const [view] = await myAdViews(db, clock, [saved.value]);
  if (!view) throw new Error('a view of one ad is one view');
  return ok(view);
}
