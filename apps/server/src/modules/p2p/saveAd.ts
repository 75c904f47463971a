import { fail, ok, type P2pMyAd, type Result } from '@veritex/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { moveAdReserve } from './adReserve.js';
import { type AdForm, type AdTerms, checkAdTerms } from './adTerms.js';
import { myAdViews } from './adViews.js';
import { findMerchant } from './merchantRows.js';
import { type P2pAdRow, p2pAds, p2pMerchants } from './schema.js';

export interface SaveAdInput extends AdForm {
  merchantId: bigint;
  /** Absent: a new ad. */
  id?: bigint;
  requestId: string;
}

/**
 * web/p2pSaveAd (approved merchants only). A new ad starts online; a sell ad's amount moves from the
 * exchange account into the ad reserve in the same transaction (creation is idempotent per request
 * id). An edit keeps the ad's side, fiat and status, sets what it offers to the new amount and, for
 * a sell ad, posts only the difference to the reserve — under the ad's row lock, which order opening
 * takes too, so the reserve always equals what the merchant's sell ads still offer.
 */
export async function saveAd(db: DbOrTx, clock: Clock, input: SaveAdInput): Promise<Result<P2pMyAd>> {
  if ((await findMerchant(db, input.merchantId))?.status !== 'approved') return fail('p2p_not_merchant');
  const checked = await checkAdTerms(db, clock, input.merchantId, input);
  if (!checked.ok) return checked;
  const saved = await rollbackOnRefusal(db, async (tx): Promise<Result<P2pAdRow>> => {
    // A resignation (which closes every ad) holds this row for update: the ad waits for it, then sees it.
    const [merchant] = await tx.select().from(p2pMerchants).where(eq(p2pMerchants.userId, input.merchantId)).for('share');
    if (merchant?.status !== 'approved') return fail('p2p_not_merchant');
    return input.id === undefined ? createAd(tx, clock, input, checked.value) : editAd(tx, clock, { ...input, id: input.id }, checked.value);
  });
  if (!saved.ok) return saved;
  const [view] = await myAdViews(db, clock, [saved.value]);
  if (!view) throw new Error('a view of one ad is one view');
  return ok(view);
}

async function createAd(tx: DbOrTx, clock: Clock, input: SaveAdInput, terms: AdTerms): Promise<Result<P2pAdRow>> {
  const now = clock.now();
  const [row] = await tx
    .insert(p2pAds)
    .values({
      merchantId: input.merchantId,
      side: input.side,
      fiat: input.fiat,
      ...columnsOf(terms),
      status: 'online',
      requestId: input.requestId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [p2pAds.merchantId, p2pAds.requestId] })
    .returning();
  if (!row) return ok(await adOfRequest(tx, input.merchantId, input.requestId));
  if (row.side === 'sell' && !(await moveAdReserve(tx, { merchantId: row.merchantId, adId: row.id, requestId: input.requestId, delta: terms.amount })))
    return fail('insufficient_balance', { field: 'amount' });
  return ok(row);
}

async function editAd(tx: DbOrTx, clock: Clock, input: SaveAdInput & { id: bigint }, terms: AdTerms): Promise<Result<P2pAdRow>> {
  const [ad] = await tx
    .select()
    .from(p2pAds)
    .where(and(eq(p2pAds.id, input.id), eq(p2pAds.merchantId, input.merchantId)))
    .for('update');
  if (!ad) return fail('p2p_ad_unknown', { field: 'id' });
  if (ad.status === 'closed') return fail('p2p_state_invalid', { status: ad.status });
  if (ad.side !== input.side) return fail('p2p_ad_invalid', { field: 'side' });
  if (ad.fiat !== input.fiat) return fail('p2p_ad_invalid', { field: 'fiat' });
  // What the ad offers now (orders may have taken some since it was shown) against what it will offer.
  const delta = terms.amount - BigInt(ad.available);
  const [row] = await tx
    .update(p2pAds)
    .set({ ...columnsOf(terms), updatedAt: clock.now() })
    .where(eq(p2pAds.id, ad.id))
    .returning();
  if (!row) throw new Error(`ad ${ad.id} vanished under its lock`);
  if (ad.side === 'sell' && !(await moveAdReserve(tx, { merchantId: ad.merchantId, adId: ad.id, requestId: input.requestId, delta })))
    return fail('insufficient_balance', { field: 'amount' });
  return ok(row);
}

function columnsOf(terms: AdTerms) {
  return {
    priceType: terms.priceType,
    priceCents: terms.priceCents === null ? null : String(terms.priceCents),
    marginBp: terms.marginBp,
    available: String(terms.amount),
    minFiat: String(terms.minFiat),
    maxFiat: String(terms.maxFiat),
    methods: terms.methods,
    windowMinutes: terms.windowMinutes,
    terms: terms.terms,
  };
}

/** The ad a request id created (a repeat of the creation that lost the race to insert it). */
async function adOfRequest(tx: DbOrTx, merchantId: bigint, requestId: string): Promise<P2pAdRow> {
  const [row] = await tx
    .select()
    .from(p2pAds)
    .where(and(eq(p2pAds.merchantId, merchantId), eq(p2pAds.requestId, requestId)));
  if (!row) throw new Error(`ad request ${requestId} conflicted without an ad`);
  return row;
}
