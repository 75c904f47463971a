import { fail, ok, type P2pAdView, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { adView } from './adViews.js';
import { merchantPublicViews } from './merchantPublic.js';
import { currentAdPrice } from './referencePrice.js';
import { p2pAds } from './schema.js';

/** web/p2pAd: one online ad of an approved merchant; any other ad answers as if it did not exist. */
export async function getAd(db: DbOrTx, clock: Clock, id: bigint): Promise<Result<P2pAdView>> {
  const [ad] = await db
    .select()
    .from(p2pAds)
    .where(and(eq(p2pAds.id, id), eq(p2pAds.status, 'online')));
  if (!ad) return fail('p2p_ad_unknown', { field: 'id' });
  const merchant = (await merchantPublicViews(db, clock, [ad.merchantId])).get(String(ad.merchantId));
  if (!merchant) return fail('p2p_ad_unknown', { field: 'id' });
  const price = await currentAdPrice(db, clock, ad);
  if (!price.ok) return price;
  return ok(adView(ad, price.value, merchant));
}
