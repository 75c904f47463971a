import { type MerchantPublic, type P2pAdView, type P2pFiat, type P2pPaymentMethod, parseUnits } from '@veritex/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { adPrices, adView, effectiveMaxFiat } from './adViews.js';
import { merchantPublicViews } from './merchantPublic.js';
import { type P2pAdRow, p2pAds } from './schema.js';

export interface ListAdsInput {
  /** The user's intent: `buy` lists merchants' sell ads, `sell` their buy ads. */
  trade: 'buy' | 'sell';
  fiat: P2pFiat;
  /** Only ads whose per-order limits include this fiat amount. */
  amount?: string;
  method?: P2pPaymentMethod;
  page: number;
  pageSize: number;
}

interface Offer {
  ad: P2pAdRow;
  price: bigint;
  maxFiat: bigint;
  merchant: MerchantPublic;
}

/**
 * web/p2pAds: the online ads of approved merchants for a trade and fiat, best price first for the
 * user (cheapest when buying, dearest when selling), then the merchant's completion rate, then age.
 * Prices, the availability cap on the maximum and the filters depend on the price now, so the list
 * is filtered, sorted and paged in memory: a side of one fiat has at most a few hundred online ads
 * (the index p2p_ads_online_idx finds them). A floating ad without a reference price now is left out,
 * and so is an ad that can no longer fill its minimum order.
 */
export async function listAds(db: DbOrTx, clock: Clock, input: ListAdsInput): Promise<{ items: P2pAdView[]; total: number }> {
  const side = input.trade === 'buy' ? 'sell' : 'buy';
  const rows = await db
    .select()
    .from(p2pAds)
    .where(
      and(
        eq(p2pAds.status, 'online'),
        eq(p2pAds.side, side),
        eq(p2pAds.fiat, input.fiat),
        input.method ? sql`${input.method} = any(${p2pAds.methods})` : undefined,
      ),
    );
  const offers = await offersOf(db, clock, rows);
  const amount = input.amount ? parseUnits(input.amount, 2) : undefined;
  const matching = offers.filter(
    (offer) => offer.maxFiat >= BigInt(offer.ad.minFiat) && (amount === undefined || (BigInt(offer.ad.minFiat) <= amount && amount <= offer.maxFiat)),
  );
  matching.sort((a, b) => compareOffers(a, b, input.trade));
  const start = (input.page - 1) * input.pageSize;
  return { items: matching.slice(start, start + input.pageSize).map((offer) => adView(offer.ad, offer.price, offer.merchant)), total: matching.length };
}

/** Ads of approved merchants with a price now. */
async function offersOf(db: DbOrTx, clock: Clock, rows: P2pAdRow[]): Promise<Offer[]> {
  const prices = await adPrices(db, clock, rows);
  const merchants = await merchantPublicViews(
    db,
    clock,
    rows.map((row) => row.merchantId),
  );
  const offers: Offer[] = [];
  for (const ad of rows) {
    const price = prices.get(ad.id);
    const merchant = merchants.get(String(ad.merchantId));
    if (price !== undefined && merchant) offers.push({ ad, price, maxFiat: effectiveMaxFiat(ad, price), merchant });
  }
  return offers;
}

function compareOffers(a: Offer, b: Offer, trade: 'buy' | 'sell'): number {
  if (a.price !== b.price) return (a.price < b.price ? -1 : 1) * (trade === 'buy' ? 1 : -1);
  const rateA = rateBp(a.merchant);
  const rateB = rateBp(b.merchant);
  if (rateA !== rateB) return rateB - rateA;
  return a.ad.id < b.ad.id ? -1 : a.ad.id > b.ad.id ? 1 : 0;
}

/** A completion rate for sorting; a merchant without orders in the window sorts after every rate. */
function rateBp(merchant: MerchantPublic): number {
  return merchant.completion_rate_pct === null ? -1 : Number(parseUnits(merchant.completion_rate_pct, 2) ?? -1n);
}
