import type { P2pMyAd } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { myAdViews } from './adViews.js';
import { p2pAds } from './schema.js';

/** web/p2pMyAds: the merchant's own ads in every status, newest first, with what their open orders hold. */
export async function listMyAds(
  db: DbOrTx,
  clock: Clock,
  input: { merchantId: bigint; page: number; pageSize: number },
): Promise<{ items: P2pMyAd[]; total: number }> {
  const rows = await db
    .select()
    .from(p2pAds)
    .where(eq(p2pAds.merchantId, input.merchantId))
    .orderBy(desc(p2pAds.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ value: count() }).from(p2pAds).where(eq(p2pAds.merchantId, input.merchantId));
  return { items: await myAdViews(db, clock, rows), total: total?.value ?? 0 };
}
