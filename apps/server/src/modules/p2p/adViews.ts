import {
  fiatForQuantity,
  floatingPriceCents,
  formatUnits,
  type MerchantPublic,
  type P2pAdView,
  type P2pDeskAd,
  type P2pFiat,
  type P2pMyAd,
  type P2pPaymentMethod,
} from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { pgArray } from '../../platform/db/pgArray.js';
import { merchantProfiles } from './merchantPublic.js';
import { fiatText, usdtText } from './p2pAmounts.js';
import { readReferencePrice } from './referencePrice.js';
import type { P2pAdRow } from './schema.js';

/**
 * Every ad's price now, fiat cents per USDT (undefined: a floating ad whose reference is
 * unavailable). The same arithmetic as currentAdPrice, with the reference read once per fiat.
 */
export async function adPrices(db: DbOrTx, clock: Clock, ads: readonly P2pAdRow[]): Promise<Map<bigint, bigint | undefined>> {
  const references = new Map<string, bigint | undefined>();
  for (const fiat of new Set(ads.filter((ad) => ad.priceType === 'floating').map((ad) => ad.fiat))) {
    references.set(fiat, (await readReferencePrice(db, clock, fiat as P2pFiat)).cents);
  }
  const prices = new Map<bigint, bigint | undefined>();
  for (const ad of ads) {
    const reference = references.get(ad.fiat);
    const price =
      ad.priceType === 'fixed' ? BigInt(ad.priceCents ?? '0') : reference === undefined ? undefined : floatingPriceCents(reference, BigInt(ad.marginBp ?? 0));
    prices.set(ad.id, price);
  }
  return prices;
}

/** The most one order can be, in fiat: the ad's own maximum, capped by what is available at the price. */
export function effectiveMaxFiat(ad: P2pAdRow, priceCents: bigint): bigint {
  const fillable = fiatForQuantity(BigInt(ad.available), priceCents);
  const entered = BigInt(ad.maxFiat);
  return fillable < entered ? fillable : entered;
}

/**
 * An ad as the offer list shows it. `priceCents` undefined (a floating ad without a reference now;
 * only its merchant and staff see such an ad) shows 0.00 and the maximum as entered.
 */
export function adView(ad: P2pAdRow, priceCents: bigint | undefined, merchant: MerchantPublic): P2pAdView {
  return {
    id: String(ad.id),
    side: ad.side,
    asset: 'USDT',
    fiat: ad.fiat as P2pFiat,
    price_type: ad.priceType,
    price: fiatText(priceCents ?? 0n),
    margin_pct: ad.marginBp === null ? null : formatUnits(BigInt(ad.marginBp), 2),
    available: usdtText(ad.available),
    min_fiat: fiatText(ad.minFiat),
    max_fiat: fiatText(priceCents === undefined ? BigInt(ad.maxFiat) : effectiveMaxFiat(ad, priceCents)),
    methods: ad.methods as P2pPaymentMethod[],
    window_minutes: ad.windowMinutes,
    terms: ad.terms,
    status: ad.status,
    merchant,
    updated_at: ad.updatedAt.toISOString(),
  };
}

export interface OpenOrders {
  /** USDT of the ad's open orders (unpaid, paid, under appeal), minor units. */
  quantity: bigint;
  count: number;
}

/** An ad as its merchant sees it: with what its open orders hold and staff's suspension reason. */
export function myAdView(ad: P2pAdRow, priceCents: bigint | undefined, merchant: MerchantPublic, open: OpenOrders | undefined): P2pMyAd {
  return {
    ...adView(ad, priceCents, merchant),
    in_orders: usdtText(open?.quantity ?? 0n),
    open_orders: open?.count ?? 0,
    suspended_reason: ad.suspendedReason,
    max_fiat_entered: fiatText(ad.maxFiat),
    created_at: ad.createdAt.toISOString(),
  };
}

export function deskAdView(ad: P2pAdRow, priceCents: bigint | undefined, merchant: MerchantPublic, open: OpenOrders | undefined, account: string): P2pDeskAd {
  return { ...myAdView(ad, priceCents, merchant, open), merchant_user_id: String(ad.merchantId), merchant_account: account };
}

/** The open orders of each ad: their USDT and their count. */
export async function openOrdersOf(db: DbOrTx, adIds: readonly bigint[]): Promise<Map<bigint, OpenOrders>> {
  const totals = new Map<bigint, OpenOrders>();
  if (adIds.length === 0) return totals;
  const rows = await db.execute<{ ad_id: string; quantity: string; count: number }>(sql`
    select ad_id::text, sum(quantity)::text as quantity, count(*)::int as count from p2p_orders
    where ad_id = any(${pgArray(adIds)}::bigint[]) and status in ('unpaid', 'paid', 'appeal') group by ad_id`);
  for (const row of rows.rows) totals.set(BigInt(row.ad_id), { quantity: BigInt(row.quantity), count: row.count });
  return totals;
}

/** Ads as their merchant sees them, with prices now, the merchant's figures and open orders. */
export async function myAdViews(db: DbOrTx, clock: Clock, ads: readonly P2pAdRow[]): Promise<P2pMyAd[]> {
  const prices = await adPrices(db, clock, ads);
  const merchants = await merchantProfiles(
    db,
    clock,
    ads.map((ad) => ad.merchantId),
  );
  const open = await openOrdersOf(
    db,
    ads.map((ad) => ad.id),
  );
  return ads.map((ad) => myAdView(ad, prices.get(ad.id), merchantOf(merchants, ad), open.get(ad.id)));
}

/** The merchant of an ad: every ad is posted by a merchant, so a missing one is a broken invariant. */
export function merchantOf(merchants: Map<string, MerchantPublic>, ad: P2pAdRow): MerchantPublic {
  const merchant = merchants.get(String(ad.merchantId));
  if (!merchant) throw new Error(`ad ${ad.id}: merchant ${ad.merchantId} has no merchant row`);
  return merchant;
}
