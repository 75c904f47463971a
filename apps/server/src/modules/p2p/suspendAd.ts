import { fail, ok, type P2pDeskAd, type Result } from '@veritex/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { postUserMessage } from '../messaging/index.js';
import { deskAdViews } from './listDeskAds.js';
import { type P2pAdRow, p2pAds } from './schema.js';

/**
 * admin/p2pSuspendAd, on the audited action's transaction. Suspending hides an online or offline ad
 * with a reason its merchant reads (its reserve and open orders stay as they are); restoring puts a
 * suspended ad offline, for the merchant to put online again.
 */
export async function suspendAd(db: DbOrTx, clock: Clock, input: { id: bigint; suspend: boolean; reason: string }): Promise<Result<P2pDeskAd>> {
  const saved = await rollbackOnRefusal(db, async (tx): Promise<Result<P2pAdRow>> => {
    const [ad] = await tx.select().from(p2pAds).where(eq(p2pAds.id, input.id)).for('update');
    if (!ad) return fail('p2p_ad_unknown', { field: 'id' });
    const allowed = input.suspend ? ad.status === 'online' || ad.status === 'offline' : ad.status === 'suspended';
    if (!allowed) return fail('p2p_state_invalid', { status: ad.status });
    const [row] = await tx
      .update(p2pAds)
      .set(
        input.suspend
          ? { status: 'suspended', suspendedReason: input.reason, updatedAt: clock.now() }
          : { status: 'offline', suspendedReason: null, updatedAt: clock.now() },
      )
      .where(eq(p2pAds.id, ad.id))
      .returning();
    if (!row) throw new Error(`ad ${ad.id} vanished under its lock`);
    if (input.suspend) await postUserMessage(tx, clock, { userId: ad.merchantId, kind: 'p2p_ad_suspended', params: { fiat: ad.fiat, reason: input.reason } });
    return ok(row);
  });
  if (!saved.ok) return saved;
  const [view] = await deskAdViews(db, clock, [saved.value]);
  if (!view) throw new Error('a view of one ad is one view');
  return ok(view);
}
