import {
  earnDayEnd,
  earnDayNumber,
  FIAT_SCALE,
  fail,
  fiatForQuantity,
  missingFor,
  ok,
  type P2pOrderView,
  parsePositiveUnits,
  quantityForFiat,
  REQUIREMENT_ERROR,
  REQUIREMENT_FIX_PATH,
  type Result,
} from '@veritex/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { rollbackOnRefusal } from '../../platform/db/rollbackOnRefusal.js';
import { getReceivingSettings, heldRequirements } from '../identity/index.js';
import { postEntries } from '../ledger/index.js';
import { checkDeposit } from '../limits/index.js';
import { postUserMessage } from '../messaging/index.js';
import { readSettings } from '../settings/index.js';
import { postSystemLine } from './orderChat.js';
import { inboxTime, orderInboxParams } from './orderNotices.js';
import { orderView } from './orderView.js';
import { fiatText, USDT_SCALE, usdtText } from './p2pAmounts.js';
import { p2pCause, p2pKeys } from './p2pKeys.js';
import { paymentDetailsFor } from './paymentDetails.js';
import { currentAdPrice } from './referencePrice.js';
import { type P2pAdRow, type P2pOrderRow, p2pAds, p2pMerchants, p2pOrders } from './schema.js';

export interface OpenOrderInput {
  userId: bigint;
  adId: bigint;
  /** Exactly one of: USDT (6 decimals) or fiat (2 decimals), decimal strings as typed. */
  quantity?: string;
  fiatAmount?: string;
  /** The price the user saw (fiat per USDT, 2 decimals). */
  expectedPrice: string;
  requestId: string;
}

/**
 * web/p2pOpenOrder: an order on a merchant's ad. On a sell ad the user buys (gate `p2p_buy`), on a
 * buy ad the user sells (gate `p2p_sell`). Under the ad's row lock (two takers cannot both get
 * the last of it) and a per-taker lock (open orders and request ids cannot be raced): the ad is
 * online and its merchant approved, the price is the one the user saw, the amount fits the limits
 * and what is left, the taker is within the open-order and daily-cancellation limits; then the
 * seller's USDT moves into the seller's escrow account in the same transaction as the order row.
 */
export async function openOrder(db: DbOrTx, clock: Clock, input: OpenOrderInput): Promise<Result<P2pOrderView>> {
  const earlier = await findByRequest(db, input.userId, input.requestId);
  if (earlier) return answerRepeat(db, clock, earlier, input);
  const expected = parsePositiveUnits(input.expectedPrice, FIAT_SCALE);
  if (expected === undefined) return fail('amount_invalid', { field: 'expected_price', scale: FIAT_SCALE });
  const [ad] = await db.select().from(p2pAds).where(eq(p2pAds.id, input.adId));
  if (!ad) return fail('p2p_ad_unknown', { field: 'ad_id' });
  const gate = await checkGate(db, input.userId, ad);
  if (gate) return gate;
  const opened = await rollbackOnRefusal(db, (tx) => openLocked(tx, clock, input, expected));
  if (!opened.ok) return opened;
  return opened.value.repeat ? answerRepeat(db, clock, opened.value.order, input) : ok(await orderView(db, clock, opened.value.order, input.userId));
}

async function checkGate(db: DbOrTx, userId: bigint, ad: P2pAdRow): Promise<Result<never> | undefined> {
  const feature = ad.side === 'sell' ? 'p2p_buy' : 'p2p_sell';
  const missing = missingFor(feature, await heldRequirements(db, userId));
  const first = missing[0];
  return first ? fail(REQUIREMENT_ERROR[first], { missing, fix: REQUIREMENT_FIX_PATH[first], feature }) : undefined;
}

async function openLocked(tx: DbOrTx, clock: Clock, input: OpenOrderInput, expected: bigint): Promise<Result<{ order: P2pOrderRow; repeat: boolean }>> {
  // One opening per taker at a time: the open-order limit and the request id cannot be raced past.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('p2p_taker'), ${Number(input.userId % 2_147_483_647n)})`);
  const raced = await findByRequest(tx, input.userId, input.requestId);
  if (raced) return ok({ order: raced, repeat: true });
  const ad = await lockOnlineAd(tx, input.adId);
  if (!ad) return fail('p2p_ad_unknown', { field: 'ad_id' });
  if (ad.merchantId === input.userId) return fail('p2p_own_ad', { field: 'ad_id' });
  const price = await currentAdPrice(tx, clock, ad);
  if (!price.ok) return price;
  if (price.value !== expected) return fail('p2p_price_changed', { field: 'expected_price', price: fiatText(price.value) });
  const amounts = orderAmounts(input, price.value);
  if (!amounts.ok) return amounts;
  const fits = checkAdRoom(ad, amounts.value);
  if (!fits.ok) return fits;
  const limits = await checkTakerLimits(tx, clock, input.userId);
  if (!limits.ok) return limits;
  if (ad.side === 'sell') {
    // Buying USDT with money is a deposit by another road: a cool-off, a self-exclusion or a deposit limit holds here too.
    const deposit = await checkDeposit(tx, clock, { userId: input.userId, asset: 'USDT', amount: amounts.value.quantity });
    if (!deposit.ok) return deposit;
  }
  const sellerId = ad.side === 'sell' ? ad.merchantId : input.userId;
  const payment = paymentDetailsFor(await getReceivingSettings(tx, sellerId), ad.methods);
  if (payment.length === 0) return ad.side === 'buy' ? fail('p2p_receiving_required', { methods: ad.methods }) : fail('p2p_ad_unknown', { field: 'ad_id' });
  const order = await insertOrder(tx, clock, { input, ad, price: price.value, ...amounts.value, sellerId, payment });
  if (!order) {
    const repeat = await findByRequest(tx, input.userId, input.requestId);
    if (!repeat) throw new Error('p2p order request conflict without an order');
    return ok({ order: repeat, repeat: true });
  }
  if (!(await holdEscrow(tx, order))) return fail('insufficient_balance', { field: 'quantity' });
  await tx
    .update(p2pAds)
    .set({ available: sql`${p2pAds.available} - ${order.quantity}` })
    .where(eq(p2pAds.id, ad.id));
  await postSystemLine(tx, clock, order, 'opened');
  await postUserMessage(tx, clock, { userId: ad.merchantId, kind: 'p2p_order_opened', params: { ...orderInboxParams(order), pay_by: inboxTime(order.payBy) } });
  return ok({ order, repeat: false });
}

/** The ad under its row lock, if it is online and its merchant is approved (anything else is "not available"). */
async function lockOnlineAd(tx: DbOrTx, adId: bigint): Promise<P2pAdRow | undefined> {
  const [ad] = await tx
    .select()
    .from(p2pAds)
    .where(and(eq(p2pAds.id, adId), eq(p2pAds.status, 'online')))
    .for('update');
  if (!ad) return undefined;
  const [merchant] = await tx.select({ status: p2pMerchants.status }).from(p2pMerchants).where(eq(p2pMerchants.userId, ad.merchantId));
  return merchant?.status === 'approved' ? ad : undefined;
}

interface Amounts {
  quantity: bigint;
  fiat: bigint;
}

/** The quantity and the fiat from whichever the user typed: fiat rounded up for a quantity, USDT rounded down for a fiat amount. */
function orderAmounts(input: OpenOrderInput, priceCents: bigint): Result<Amounts> {
  if (input.quantity) {
    const quantity = parsePositiveUnits(input.quantity, USDT_SCALE);
    if (quantity === undefined) return fail('amount_invalid', { field: 'quantity', scale: USDT_SCALE });
    return ok({ quantity, fiat: fiatForQuantity(quantity, priceCents) });
  }
  const fiat = parsePositiveUnits(input.fiatAmount ?? '', FIAT_SCALE);
  if (fiat === undefined) return fail('amount_invalid', { field: 'fiat_amount', scale: FIAT_SCALE });
  const quantity = quantityForFiat(fiat, priceCents);
  if (quantity <= 0n) return fail('amount_invalid', { field: 'fiat_amount', scale: FIAT_SCALE });
  return ok({ quantity, fiat });
}

function checkAdRoom(ad: P2pAdRow, amounts: Amounts): Result<true> {
  const field = 'quantity';
  if (amounts.fiat < BigInt(ad.minFiat) || amounts.fiat > BigInt(ad.maxFiat)) {
    return fail('p2p_amount_out_of_limits', { field, min: fiatText(ad.minFiat), max: fiatText(ad.maxFiat) });
  }
  if (amounts.quantity > BigInt(ad.available)) return fail('p2p_amount_over_available', { field, available: usdtText(ad.available) });
  return ok(true);
}

/**
 * Unpaid orders the taker opened, under p2p_max_open_orders; the taker's own cancellations as
 * buyer this Hong Kong day, under p2p_daily_cancel_limit (an expired order is not counted: the
 * window ran out, nobody cancelled).
 */
async function checkTakerLimits(tx: DbOrTx, clock: Clock, userId: bigint): Promise<Result<true>> {
  const settings = await readSettings(tx);
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(p2pOrders)
    .where(and(eq(p2pOrders.takerId, userId), eq(p2pOrders.status, 'unpaid')));
  if ((open?.n ?? 0) >= settings.p2p_max_open_orders) return fail('p2p_too_many_open', { max: settings.p2p_max_open_orders });
  const today = earnDayNumber(clock.now());
  const [cancelled] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(p2pOrders)
    .where(and(eq(p2pOrders.buyerId, userId), eq(p2pOrders.cancelReason, 'buyer'), gte(p2pOrders.closedAt, earnDayEnd(today - 1))));
  if ((cancelled?.n ?? 0) >= settings.p2p_daily_cancel_limit) return fail('p2p_cancel_limit', { until: earnDayEnd(today).toISOString() });
  return ok(true);
}

interface NewOrder extends Amounts {
  input: OpenOrderInput;
  ad: P2pAdRow;
  price: bigint;
  sellerId: bigint;
  payment: ReturnType<typeof paymentDetailsFor>;
}

/** Undefined when the request id already has an order (a concurrent repeat). */
async function insertOrder(tx: DbOrTx, clock: Clock, order: NewOrder): Promise<P2pOrderRow | undefined> {
  const { input, ad } = order;
  const now = clock.now();
  const [row] = await tx
    .insert(p2pOrders)
    .values({
      adId: ad.id,
      adSide: ad.side,
      merchantId: ad.merchantId,
      takerId: input.userId,
      buyerId: ad.side === 'sell' ? input.userId : ad.merchantId,
      sellerId: order.sellerId,
      fiat: ad.fiat,
      priceCents: String(order.price),
      quantity: String(order.quantity),
      fiatAmount: String(order.fiat),
      status: 'unpaid',
      payment: order.payment,
      windowMinutes: ad.windowMinutes,
      terms: ad.terms,
      payBy: new Date(now.getTime() + ad.windowMinutes * 60_000),
      createdAt: now,
      requestId: input.requestId,
    })
    .onConflictDoNothing({ target: [p2pOrders.takerId, p2pOrders.requestId] })
    .returning();
  return row;
}

/**
 * The seller's USDT into escrow: a sell ad's from the merchant's reserve (it was set aside when
 * the ad was posted), a buy ad's from the selling user's exchange account. False when short
 * (the caller's refusal rolls the order back).
 */
async function holdEscrow(tx: DbOrTx, order: P2pOrderRow): Promise<boolean> {
  const quantity = BigInt(order.quantity);
  const source =
    order.adSide === 'sell'
      ? { account: { owner: 'user' as const, userId: order.sellerId, kind: 'p2p_reserve' as const, asset: 'USDT' }, bucket: 'frozen' as const }
      : { account: { owner: 'user' as const, userId: order.sellerId, kind: 'exchange' as const, asset: 'USDT' }, bucket: 'available' as const };
  const posted = await postEntries(tx, {
    reason: 'p2p_escrow_hold',
    actor: `user:${order.takerId}`,
    cause: p2pCause.order(order.id),
    idempotencyKey: p2pKeys.escrowHold(order.id),
    movements: [
      { ...source, amount: -quantity },
      { account: { owner: 'user', userId: order.sellerId, kind: 'p2p_escrow', asset: 'USDT' }, bucket: 'frozen', amount: quantity },
    ],
  });
  return posted.ok;
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<P2pOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(p2pOrders)
    .where(and(eq(p2pOrders.takerId, userId), eq(p2pOrders.requestId, requestId)));
  return row;
}

/** The order a request id opened answers its repeats; the same id asking for another order is a reused id. */
async function answerRepeat(db: DbOrTx, clock: Clock, earlier: P2pOrderRow, input: OpenOrderInput): Promise<Result<P2pOrderView>> {
  const quantity = input.quantity ? parsePositiveUnits(input.quantity, USDT_SCALE) : undefined;
  const fiat = input.fiatAmount ? parsePositiveUnits(input.fiatAmount, FIAT_SCALE) : undefined;
  const same = earlier.adId === input.adId && (quantity !== undefined ? BigInt(earlier.quantity) === quantity : BigInt(earlier.fiatAmount) === fiat);
  return same ? ok(await orderView(db, clock, earlier, input.userId)) : fail('request_id_reused', { field: 'request_id' });
}
