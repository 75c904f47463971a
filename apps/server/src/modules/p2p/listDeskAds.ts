import { displayAccount, type P2pAdStatus, type P2pDeskAd } from '@veritex/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { findUserById } from '../identity/index.js';
import { adPrices, deskAdView, merchantOf, openOrdersOf } from './adViews.js';
import { merchantProfiles } from './merchantPublic.js';
import { type P2pAdRow, p2pAds } from './schema.js';

/** admin/p2pDeskAds: every ad (or those in one status), newest first, with its merchant. */
export async function listDeskAds(
  db: DbOrTx,
  clock: Clock,
  input: { status?: P2pAdStatus; page: number; pageSize: number },
): Promise<{ items: P2pDeskAd[]; total: number }> {
  const where = input.status ? eq(p2pAds.status, input.status) : undefined;
  const rows = await db
    .select()
    .from(p2pAds)
    .where(where)
    .orderBy(desc(p2pAds.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ value: count() }).from(p2pAds).where(where);
  return { items: await deskAdViews(db, clock, rows), total: total?.value ?? 0 };
}

/** Ads as the desk sees them: the merchant's view plus who the merchant is. */
export async function deskAdViews(db: DbOrTx, clock: Clock, ads: readonly P2pAdRow[]): Promise<P2pDeskAd[]> {
  const prices = await adPrices(db, clock, ads);
  const merchantIds = ads.map((ad) => ad.merchantId);
  const merchants = await merchantProfiles(db, clock, merchantIds);
  const open = await openOrdersOf(
    db,
    ads.map((ad) => ad.id),
  );
  const accounts = new Map<bigint, string>();
  for (const id of new Set(merchantIds)) {
    const user = await findUserById(db, id);
    accounts.set(id, displayAccount(user?.phone, user?.email));
  }
  return ads.map((ad) => deskAdView(ad, prices.get(ad.id), merchantOf(merchants, ad), open.get(ad.id), accounts.get(ad.merchantId) ?? ''));
}
