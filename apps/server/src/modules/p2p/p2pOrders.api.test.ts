import { ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import {
  adState,
  expectBooksBalance,
  insertAd,
  orderPostings,
  p2pCall,
  p2pDeskCall,
  p2pMerchant,
  p2pTrader,
  readP2pPicture,
  requestId,
  saveReceiving,
  TPWD,
  type Trader,
  USDT,
  uploadP2pPicture,
  usdtOf,
} from '../../testing/p2p.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { updateSetting } from '../settings/index.js';
import { expireOrders, markPaid as markPaidUseCase } from './index.js';

/**
 * Issue 15, quick-buy orders over the API: buying from a sell ad and selling into a buy ad with the
 * escrow moving by exact minor units, every refusal leaving the books as they were, strangers
 * answered like missing orders, races (release against cancel, two takers for the last of an ad,
 * a repeated request id), appeals decided by staff and audited, the expiry job with the injected
 * clock, and the order chat. The ledger is checked after every test.
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
const MINUTE = 60_000;
let t: TestApp;
let n = 0;
const trader = (units: bigint) => p2pTrader(t, `p2p${n++}@orders.test`, units);
/** An approved merchant whose receiving name (copied into orders) is `<nickname> Ltd`. */
async function merchant(units: bigint): Promise<Trader & { nickname: string }> {
  const nickname = `merchant${n++}`;
  return { ...(await p2pMerchant(t, `${nickname}@orders.test`, units, nickname)), nickname };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterEach(async () => {
  await expectBooksBalance(t);
  // The expiry job works on every due order of the database: each test ends its own.
  const unpaid = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from p2p_orders where status = 'unpaid'`);
  expect(unpaid.rows[0]?.n).toBe(0);
});
afterAll(() => t.close());

const open = (who: Trader, adId: bigint, amount: { quantity?: string; fiat_amount?: string }, price = '7.20', request_id = requestId()) =>
  p2pCall(t, 'p2pOpenOrder', { ad_id: String(adId), ...amount, expected_price: price, request_id }, who.token);
const markPaid = (who: Trader, id: string, method = 'bank', proof?: string) =>
  p2pCall(t, 'p2pMarkPaid', { id, method, ...(proof ? { proof_image_id: proof } : {}) }, who.token);
const release = (who: Trader, id: string, tpwd = TPWD) => p2pCall(t, 'p2pRelease', { id, tpwd }, who.token);
const cancel = (who: Trader, id: string) => p2pCall(t, 'p2pCancel', { id }, who.token);
const appeal = (who: Trader, id: string, reason = 'Paid, nothing released', image_id?: string) =>
  p2pCall(t, 'p2pAppeal', { id, reason, ...(image_id ? { image_id } : {}) }, who.token);
const orderOf = (who: Trader, id: string) => p2pCall(t, 'p2pOrder', { id }, who.token, 'GET');
const messagesOf = (who: Trader, id: string, after?: string) => p2pCall(t, 'p2pMessages', { id, ...(after ? { after } : {}) }, who.token, 'GET');
const send = (who: Trader, id: string, text: string, image_id?: string) =>
  p2pCall(t, 'p2pSendMessage', { id, text, ...(image_id ? { image_id } : {}) }, who.token);
const resolve = async (id: string, outcome: 'released' | 'returned', reason: string) =>
  p2pDeskCall(t, 'p2pResolveAppeal', { id, outcome, reason }, await staffToken(t, 'support'));

async function ordersOfTaker(userId: bigint): Promise<number> {
  const result = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from p2p_orders where taker_id = ${userId}`);
  return result.rows[0]?.n ?? 0;
}

async function postingsCount(): Promise<number> {
  const result = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_postings`);
  return result.rows[0]?.n ?? 0;
}

async function inboxKinds(userId: bigint): Promise<string[]> {
  const result = await t.services.db.execute<{ kind: string }>(sql`select kind from user_messages where user_id = ${userId} and kind like 'p2p_%' order by id`);
  return result.rows.map((row) => row.kind);
}

describe('buying from a sell ad', () => {
  it("holds the seller's reserve in escrow, takes a paid mark with a proof, refuses a wrong transaction password, releases exactly the quantity", async () => {
    const seller = await merchant(1_000n * USDT);
    const adId = await insertAd(t, seller, { available: 500n * USDT });
    const buyer = await trader(0n);
    expect(await usdtOf(t, seller.id, 'exchange')).toEqual({ available: 500n * USDT, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 500n * USDT });

    const opened = await open(buyer, adId, { quantity: '100.5' });
    expect(opened.body.code).toBe(0);
    const id: string = opened.body.data.id;
    expect(opened.body.data).toMatchObject({
      order_no: `P20261118${id.padStart(6, '0')}`,
      ad_id: String(adId),
      role: 'buyer',
      price: '7.20',
      quantity: '100.500000',
      // 100.5 × 7.20
      fiat_amount: '723.60',
      status: 'unpaid',
      escrow: 'held',
      window_minutes: 15,
      pay_by: '2026-11-18T04:15:00.000Z',
      payment: [
        { method: 'bank', name: `${seller.nickname} Ltd`, bank_name: 'Bank of Testing', bank_number: '6222020200112233' },
        { method: 'alipay', name: `${seller.nickname} Ltd`, alipay_account: 'alipay@example.com' },
      ],
      can: { mark_paid: true, release: false, cancel: true, appeal: false, chat: true },
    });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 399_500_000n });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 100_500_000n });
    expect(await adState(t, adId)).toEqual({ available: 399_500_000n, status: 'online' });
    expect(await orderPostings(t, id, 'p2p_escrow_hold')).toBe(1);
    expect(await inboxKinds(seller.id)).toEqual(['p2p_order_opened']);

    // Only the buyer marks paid, by one of the order's methods, with a picture of their own.
    const proof = await uploadP2pPicture(t, buyer.token, 1);
    const sellersPicture = await uploadP2pPicture(t, seller.token, 2);
    expect((await markPaid(seller, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'unpaid' } });
    expect((await markPaid(buyer, id, 'wechat')).body).toMatchObject({ code: ERROR_CODES.p2p_method_unavailable, data: { method: 'wechat' } });
    expect((await markPaid(buyer, id, 'bank', sellersPicture)).body).toMatchObject({
      code: ERROR_CODES.p2p_image_unknown,
      data: { field: 'proof_image_id' },
    });
    clock.advance(3 * MINUTE);
    const paid = await markPaid(buyer, id, 'bank', proof);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      paid_method: 'bank',
      proof_image_id: proof,
      paid_at: '2026-11-18T04:03:00.000Z',
      escrow: 'held',
      can: { mark_paid: false, release: false, cancel: true, appeal: true },
    });
    expect(await inboxKinds(seller.id)).toEqual(['p2p_order_opened', 'p2p_order_paid']);
    // The proof is the seller's to see now.
    expect(await readP2pPicture(t, seller.token, proof)).toMatchObject({ code: 0, contentType: 'image/png' });

    // Only the seller releases, and only with the right transaction password; a refusal moves nothing.
    expect((await release(buyer, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'paid' } });
    expect((await release(seller, id, '135799')).body).toMatchObject({ code: ERROR_CODES.tpwd_wrong, data: { field: 'tpwd', attempts_left: 4 } });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 100_500_000n });
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 0n, frozen: 0n });
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(0);

    const released = await release(seller, id);
    expect(released.body.data).toMatchObject({ role: 'seller', status: 'completed', escrow: 'released', closed_at: '2026-11-18T04:03:00.000Z' });
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 100_500_000n, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 399_500_000n });
    expect(await usdtOf(t, seller.id, 'exchange')).toEqual({ available: 500n * USDT, frozen: 0n });
    expect(await adState(t, adId)).toEqual({ available: 399_500_000n, status: 'online' });
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(1);
    expect(await orderPostings(t, id, 'p2p_escrow_return')).toBe(0);
    expect(await inboxKinds(buyer.id)).toEqual(['p2p_order_released']);

    // A finished order takes no second release and no cancel.
    expect((await release(seller, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'completed' } });
    expect((await cancel(buyer, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'completed' } });
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(1);
    expect((await orderOf(buyer, id)).body.data).toMatchObject({ status: 'completed', can: { rate: true, cancel: false, chat: true } });
  });

  it('opens by a fiat amount, the USDT rounded down', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT, priceCents: 730n });
    const buyer = await trader(0n);
    // 100.00 CNY at 7.30 is 13.698630136… USDT.
    const opened = await open(buyer, adId, { fiat_amount: '100' }, '7.30');
    expect(opened.body.data).toMatchObject({ quantity: '13.698630', fiat_amount: '100.00', price: '7.30' });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 13_698_630n });
    expect((await cancel(buyer, opened.body.data.id)).body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'buyer', escrow: 'returned' });
    // The ad offers it again.
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 100n * USDT });
    expect(await adState(t, adId)).toEqual({ available: 100n * USDT, status: 'online' });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
  });
});

describe("selling into a merchant's buy ad", () => {
  it("holds the user's own exchange USDT in escrow; the merchant pays, the user releases", async () => {
    const buyerMerchant = await merchant(0n);
    const adId = await insertAd(t, buyerMerchant, { side: 'buy', available: 300n * USDT, priceCents: 730n });
    const user = await trader(200n * USDT);
    await saveReceiving(t, user, 'Selling Person');

    const opened = await open(user, adId, { quantity: '50' }, '7.30');
    const id: string = opened.body.data.id;
    expect(opened.body.data).toMatchObject({
      role: 'seller',
      quantity: '50.000000',
      fiat_amount: '365.00',
      status: 'unpaid',
      payment: [
        { method: 'bank', name: 'Selling Person', bank_number: '6222020200112233' },
        { method: 'alipay', name: 'Selling Person', alipay_account: 'alipay@example.com' },
      ],
      // The user sells: no paid mark, no cancel (the merchant, as buyer, does those).
      can: { mark_paid: false, release: false, cancel: false },
    });
    expect(await usdtOf(t, user.id, 'exchange')).toEqual({ available: 150n * USDT, frozen: 0n });
    expect(await usdtOf(t, user.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 50n * USDT });
    expect(await adState(t, adId)).toEqual({ available: 250n * USDT, status: 'online' });

    expect((await cancel(user, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'unpaid' } });
    expect((await release(user, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'unpaid' } });
    expect((await markPaid(buyerMerchant, id, 'alipay')).body.data).toMatchObject({ role: 'buyer', status: 'paid', paid_method: 'alipay' });
    const released = await release(user, id);
    expect(released.body.data).toMatchObject({ role: 'seller', status: 'completed', escrow: 'released' });
    expect(await usdtOf(t, buyerMerchant.id, 'exchange')).toEqual({ available: 50n * USDT, frozen: 0n });
    expect(await usdtOf(t, user.id, 'exchange')).toEqual({ available: 150n * USDT, frozen: 0n });
    expect(await usdtOf(t, user.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await adState(t, adId)).toEqual({ available: 250n * USDT, status: 'online' });
    expect(await orderPostings(t, id, 'p2p_escrow_hold')).toBe(1);
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(1);
  });
});

describe('refusals', () => {
  it('refuses more than the ad has, an amount outside its limits, the own ad and a changed price, posting nothing', async () => {
    const seller = await merchant(1_000n * USDT);
    const small = await insertAd(t, seller, { available: 100n * USDT });
    const limited = await insertAd(t, seller, { available: 500n * USDT, minFiat: 10_000n, maxFiat: 50_000n });
    const buyer = await trader(0n);
    const postings = await postingsCount();

    expect((await open(buyer, small, { quantity: '100.000001' })).body).toMatchObject({
      code: ERROR_CODES.p2p_amount_over_available,
      data: { field: 'quantity', available: '100.000000' },
    });
    const limits = { code: ERROR_CODES.p2p_amount_out_of_limits, data: { field: 'quantity', min: '100.00', max: '500.00' } };
    // 13.88 USDT is 99.94 CNY; 69.45 USDT is 500.04 CNY.
    expect((await open(buyer, limited, { quantity: '13.88' })).body).toMatchObject(limits);
    expect((await open(buyer, limited, { quantity: '69.45' })).body).toMatchObject(limits);
    expect((await open(buyer, limited, { fiat_amount: '500.01' })).body).toMatchObject(limits);
    expect((await open(buyer, limited, { fiat_amount: '99.99' })).body).toMatchObject(limits);
    expect((await open(seller, small, { quantity: '10' })).body).toMatchObject({ code: ERROR_CODES.p2p_own_ad, data: { field: 'ad_id' } });
    expect((await open(buyer, small, { quantity: '10' }, '7.19')).body).toMatchObject({
      code: ERROR_CODES.p2p_price_changed,
      data: { field: 'expected_price', price: '7.20' },
    });
    expect((await open(buyer, 999_999n, { quantity: '10' })).body).toMatchObject({ code: ERROR_CODES.p2p_ad_unknown, data: { field: 'ad_id' } });

    expect(await postingsCount()).toBe(postings);
    expect(await ordersOfTaker(buyer.id)).toBe(0);
    expect(await ordersOfTaker(seller.id)).toBe(0);
    expect(await adState(t, small)).toEqual({ available: 100n * USDT, status: 'online' });
    expect(await adState(t, limited)).toEqual({ available: 500n * USDT, status: 'online' });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 600n * USDT });

    // The limits admit their own bounds exactly: 13.89 USDT is 100.01 CNY, 500.00 CNY buys 69.444444 USDT.
    const lowest = await open(buyer, limited, { quantity: '13.89' });
    const highest = await open(buyer, limited, { fiat_amount: '500' });
    expect([lowest.body.data.fiat_amount, highest.body.data.quantity]).toEqual(['100.01', '69.444444']);
    for (const answer of [lowest, highest]) expect((await cancel(buyer, answer.body.data.id)).body.code).toBe(0);
  });

  it('refuses a user selling more than their balance into a buy ad, and one without receiving settings, posting nothing', async () => {
    const buyerMerchant = await merchant(0n);
    const adId = await insertAd(t, buyerMerchant, { side: 'buy', available: 300n * USDT });
    const poor = await trader(10n * USDT);
    await saveReceiving(t, poor);
    const unpaid = await trader(100n * USDT);
    const postings = await postingsCount();

    expect((await open(poor, adId, { quantity: '10.000001' })).body).toMatchObject({ code: ERROR_CODES.insufficient_balance, data: { field: 'quantity' } });
    expect((await open(unpaid, adId, { quantity: '10' })).body).toMatchObject({
      code: ERROR_CODES.p2p_receiving_required,
      data: { methods: ['bank', 'alipay'] },
    });
    expect(await postingsCount()).toBe(postings);
    expect(await ordersOfTaker(poor.id)).toBe(0);
    expect(await ordersOfTaker(unpaid.id)).toBe(0);
    expect(await usdtOf(t, poor.id, 'exchange')).toEqual({ available: 10n * USDT, frozen: 0n });
    expect(await usdtOf(t, poor.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await adState(t, adId)).toEqual({ available: 300n * USDT, status: 'online' });

    // Exactly the balance is enough.
    const all = await open(poor, adId, { quantity: '10' });
    expect(all.body.data).toMatchObject({ role: 'seller', quantity: '10.000000' });
    expect(await usdtOf(t, poor.id, 'exchange')).toEqual({ available: 0n, frozen: 0n });
    expect((await cancel(buyerMerchant, all.body.data.id)).body.data).toMatchObject({ status: 'cancelled', escrow: 'returned' });
    expect(await usdtOf(t, poor.id, 'exchange')).toEqual({ available: 10n * USDT, frozen: 0n });
    expect(await adState(t, adId)).toEqual({ available: 300n * USDT, status: 'online' });
  });

  it('refuses a paid mark after the payment window, and then the expiry job returns the escrow', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const opened = await open(buyer, adId, { quantity: '20' });
    const id: string = opened.body.data.id;
    clock.set(new Date(new Date(opened.body.data.pay_by).getTime() + 1_000));
    expect((await markPaid(buyer, id)).body).toMatchObject({ code: ERROR_CODES.p2p_window_expired, data: { pay_by: opened.body.data.pay_by } });
    expect((await orderOf(buyer, id)).body.data).toMatchObject({ status: 'unpaid', escrow: 'held', can: { mark_paid: false, cancel: true } });
    expect(await expireOrders(t.services.db, clock)).toBe(1);
    expect((await markPaid(buyer, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'cancelled' } });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 100n * USDT });
  });

  it("answers a stranger's every call on an order like a missing order, and leaves the order as it was", async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const stranger = await trader(100n * USDT);
    const proof = await uploadP2pPicture(t, buyer.token, 3);
    const id: string = (await open(buyer, adId, { quantity: '10' })).body.data.id;
    await send(buyer, id, 'Paying now');
    expect((await markPaid(buyer, id, 'bank', proof)).body.code).toBe(0);
    const before = (await orderOf(buyer, id)).body.data;
    const chatBefore = (await messagesOf(buyer, id)).body.data;
    const unknown = { code: ERROR_CODES.p2p_order_unknown, data: { field: 'id' } };

    for (const orderId of [id, '999999']) {
      expect((await appeal(stranger, orderId)).body).toMatchObject(unknown);
      expect((await send(stranger, orderId, 'hello')).body).toMatchObject(unknown);
      expect((await messagesOf(stranger, orderId)).body).toMatchObject(unknown);
      expect((await orderOf(stranger, orderId)).body).toMatchObject(unknown);
      expect((await markPaid(stranger, orderId)).body).toMatchObject(unknown);
      expect((await release(stranger, orderId)).body).toMatchObject(unknown);
      expect((await cancel(stranger, orderId)).body).toMatchObject(unknown);
    }
    expect(await readP2pPicture(t, stranger.token, proof)).toEqual({ code: ERROR_CODES.p2p_image_unknown, contentType: expect.any(String), bytes: 0 });
    expect(await readP2pPicture(t, buyer.token, proof)).toMatchObject({ code: 0 });
    expect(await readP2pPicture(t, seller.token, proof)).toMatchObject({ code: 0 });

    expect((await orderOf(buyer, id)).body.data).toEqual(before);
    expect((await messagesOf(buyer, id)).body.data).toEqual(chatBefore);
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 10n * USDT });
    expect(await usdtOf(t, stranger.id, 'exchange')).toEqual({ available: 100n * USDT, frozen: 0n });
    expect((await release(seller, id)).body.data.status).toBe('completed');
  });
});

describe('races', () => {
  it('of a release and a cancel fired together on a paid order, exactly one wins, the escrow leaving once', async () => {
    await updateSetting(t.services.db, { key: 'p2p_daily_cancel_limit', value: 100, updatedBy: 'test' });
    try {
      const seller = await merchant(100n * USDT);
      const adId = await insertAd(t, seller, { available: 100n * USDT });
      const buyer = await trader(0n);
      let released = 0n;
      for (let round = 0; round < 10; round += 1) {
        const id: string = (await open(buyer, adId, { quantity: '5' })).body.data.id;
        expect((await markPaid(buyer, id)).body.code).toBe(0);
        // The cancel starts a little later each round, so the two meet at every stage of the release.
        const delayed = async () => {
          await new Promise((done) => setTimeout(done, round * 20));
          return cancel(buyer, id);
        };
        const [byRelease, byCancel] = await Promise.all([release(seller, id), delayed()]);
        const codes = [byRelease.body.code, byCancel.body.code];
        expect(codes.filter((code) => code === 0)).toHaveLength(1);
        expect(codes.filter((code) => code === ERROR_CODES.p2p_state_invalid)).toHaveLength(1);
        const final = (await orderOf(buyer, id)).body.data;
        const releasedNow = byRelease.body.code === 0;
        expect(final).toMatchObject(releasedNow ? { status: 'completed', escrow: 'released' } : { status: 'cancelled', escrow: 'returned' });
        expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(releasedNow ? 1 : 0);
        expect(await orderPostings(t, id, 'p2p_escrow_return')).toBe(releasedNow ? 0 : 1);
        if (releasedNow) released += 5n * USDT;
        expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: released, frozen: 0n });
        expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
        expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 100n * USDT - released });
        expect(await adState(t, adId)).toEqual({ available: 100n * USDT - released, status: 'online' });
      }
      expect(await usdtOf(t, seller.id, 'exchange')).toEqual({ available: 0n, frozen: 0n });
    } finally {
      await updateSetting(t.services.db, { key: 'p2p_daily_cancel_limit', value: 3, updatedBy: 'test' });
    }
  });

  it('of two buyers taking the last of an ad at once, exactly one gets an order', async () => {
    const seller = await merchant(50n * USDT);
    const adId = await insertAd(t, seller, { available: 50n * USDT });
    const [first, second] = [await trader(0n), await trader(0n)];
    const answers = await Promise.all([open(first, adId, { quantity: '50' }), open(second, adId, { quantity: '50' })]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ERROR_CODES.p2p_amount_over_available]);
    const winner = answers.findIndex((answer) => answer.body.code === 0) === 0 ? first : second;
    const orders = await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from p2p_orders where ad_id = ${adId}`);
    expect(orders.rows[0]?.n).toBe(1);
    expect(await adState(t, adId)).toEqual({ available: 0n, status: 'online' });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 50n * USDT });
    const id = answers.find((answer) => answer.body.code === 0)?.body.data.id;
    expect((await cancel(winner, id)).body.code).toBe(0);
    expect(await adState(t, adId)).toEqual({ available: 50n * USDT, status: 'online' });
  });

  it('opens one order for a request id sent twice, one after the other or at once; another order under it is refused', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const once = requestId();
    const first = await open(buyer, adId, { quantity: '10' }, '7.20', once);
    const again = await open(buyer, adId, { quantity: '10' }, '7.20', once);
    expect(again.body).toEqual(first.body);
    expect((await open(buyer, adId, { quantity: '11' }, '7.20', once)).body).toMatchObject({ code: ERROR_CODES.request_id_reused });

    const twice = requestId();
    const together = await Promise.all([open(buyer, adId, { quantity: '7' }, '7.20', twice), open(buyer, adId, { quantity: '7' }, '7.20', twice)]);
    expect(together.map((answer) => answer.body.code)).toEqual([0, 0]);
    expect(together[1]?.body.data.id).toBe(together[0]?.body.data.id);

    expect(await ordersOfTaker(buyer.id)).toBe(2);
    for (const answer of [first, together[0]]) expect(await orderPostings(t, answer?.body.data.id, 'p2p_escrow_hold')).toBe(1);
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 17n * USDT });
    expect(await adState(t, adId)).toEqual({ available: 83n * USDT, status: 'online' });
    for (const answer of [first, together[0]]) expect((await cancel(buyer, answer?.body.data.id)).body.code).toBe(0);
  });
});

describe('appeals', () => {
  it('keeps the escrow held under appeal; staff return it with a reason, audited; users cannot decide', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const id: string = (await open(buyer, adId, { quantity: '30' })).body.data.id;
    expect((await appeal(buyer, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'unpaid' } });
    expect((await markPaid(buyer, id)).body.code).toBe(0);
    const evidence = await uploadP2pPicture(t, buyer.token, 4);
    const appealed = await appeal(buyer, id, 'I paid 216 CNY by bank', evidence);
    expect(appealed.body.data).toMatchObject({
      status: 'appeal',
      escrow: 'held',
      appeal: { by: 'buyer', reason: 'I paid 216 CNY by bank', image_id: evidence, outcome: null, decision_reason: null, decided_at: null },
      can: { appeal: false, release: false, cancel: true },
    });
    expect((await appeal(seller, id)).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'appeal' } });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 30n * USDT });
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(0);
    expect(await orderPostings(t, id, 'p2p_escrow_return')).toBe(0);
    expect(await inboxKinds(seller.id)).toContain('p2p_order_appealed');
    // The evidence is the seller's to see, and staff's.
    expect(await readP2pPicture(t, seller.token, evidence)).toMatchObject({ code: 0 });

    // A user is no staff member, and a finance member may read the desk but not decide.
    expect((await p2pDeskCall(t, 'p2pResolveAppeal', { id, outcome: 'released', reason: 'by the buyer' }, buyer.token)).body.code).toBe(
      ERROR_CODES.staff_login_required,
    );
    expect((await p2pDeskCall(t, 'p2pDeskOrder', { id }, seller.token, 'GET')).body.code).toBe(ERROR_CODES.staff_login_required);
    const finance = await staffToken(t, 'finance');
    expect((await p2pDeskCall(t, 'p2pResolveAppeal', { id, outcome: 'released', reason: 'by finance' }, finance)).body.code).toBe(ERROR_CODES.forbidden);
    const desk = await p2pDeskCall(t, 'p2pDeskOrder', { id }, finance, 'GET');
    expect(desk.body.data.order).toMatchObject({ status: 'appeal', buyer: { user_id: String(buyer.id) }, seller: { user_id: String(seller.id) } });
    expect(desk.body.data.messages.map((m: { event: string | null }) => m.event)).toEqual(['opened', 'paid', 'appealed']);
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 30n * USDT });

    const resolved = await resolve(id, 'returned', 'No payment reached the seller');
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      escrow: 'returned',
      closed_at: clock.now().toISOString(),
      appeal: { by: 'buyer', outcome: 'returned', decision_reason: 'No payment reached the seller', decided_at: clock.now().toISOString() },
    });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 100n * USDT });
    expect(await adState(t, adId)).toEqual({ available: 100n * USDT, status: 'online' });
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 0n, frozen: 0n });
    expect(await orderPostings(t, id, 'p2p_escrow_return')).toBe(1);
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(0);

    const audit = await t.services.db.execute<{ staff_username: string; details: Record<string, unknown> }>(
      sql`select staff_username, details from audit_log where action = 'p2p.resolveAppeal' and target = ${`p2p_order:${id}`} order by id`,
    );
    expect(audit.rows).toEqual([
      {
        staff_username: 'matrix_support',
        details: expect.objectContaining({ decision: 'returned', reason: 'No payment reached the seller', quantity: '30.000000', outcome: 'ok' }),
      },
    ]);
    // Decided once: a second decision is refused, and the refusal audited.
    expect((await resolve(id, 'released', 'Second thoughts')).body).toMatchObject({ code: ERROR_CODES.p2p_state_invalid, data: { status: 'resolved' } });
    const refusals = await t.services.db.execute<{ outcome: string }>(
      sql`select details->>'outcome' as outcome from audit_log where action = 'p2p.resolveAppeal' and target = ${`p2p_order:${id}`} order by id`,
    );
    expect(refusals.rows.map((row) => row.outcome)).toEqual(['ok', 'p2p_state_invalid']);
    expect(await orderPostings(t, id, 'p2p_escrow_release')).toBe(0);

    expect((await orderOf(buyer, id)).body.data).toMatchObject({ status: 'resolved', appeal: { outcome: 'returned' }, can: { rate: true } });
    expect(await inboxKinds(buyer.id)).toContain('p2p_appeal_returned');
    const lines = (await messagesOf(seller, id)).body.data.items.map((m: { event: string | null }) => m.event);
    expect(lines.at(-1)).toBe('resolved_returned');
  });

  it("a seller's appeal released to the buyer by staff; a release during an appeal ends it undecided", async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const decided: string = (await open(buyer, adId, { quantity: '12.345678' })).body.data.id;
    const ended: string = (await open(buyer, adId, { quantity: '1' })).body.data.id;
    for (const id of [decided, ended]) {
      expect((await markPaid(buyer, id)).body.code).toBe(0);
      expect((await appeal(seller, id, 'No money arrived')).body.data).toMatchObject({ status: 'appeal', appeal: { by: 'seller' } });
    }
    const resolved = await resolve(decided, 'released', 'The bank statement shows the payment');
    expect(resolved.body.data).toMatchObject({ status: 'resolved', escrow: 'released', appeal: { by: 'seller', outcome: 'released' } });
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 12_345_678n, frozen: 0n });
    expect(await orderPostings(t, decided, 'p2p_escrow_release')).toBe(1);
    const audit = await t.services.db.execute<{ details: Record<string, unknown> }>(
      sql`select details from audit_log where action = 'p2p.resolveAppeal' and target = ${`p2p_order:${decided}`}`,
    );
    expect(audit.rows).toEqual([{ details: expect.objectContaining({ decision: 'released', quantity: '12.345678', outcome: 'ok' }) }]);

    const byRelease = await release(seller, ended);
    expect(byRelease.body.data).toMatchObject({ status: 'completed', escrow: 'released', appeal: { by: 'seller', outcome: null } });
    expect((await resolve(ended, 'returned', 'Too late now')).body.code).toBe(ERROR_CODES.p2p_state_invalid);
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 13_345_678n, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await adState(t, adId)).toEqual({ available: 100n * USDT - 13_345_678n, status: 'online' });
  });
});

describe('the expiry job', () => {
  it('cancels an unpaid order only after its window, returns the escrow to the ad once, and leaves a paid order alone', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT, windowMinutes: 20 });
    const buyer = await trader(0n);
    const late = await open(buyer, adId, { quantity: '40' });
    const prompt = await open(buyer, adId, { quantity: '25' });
    const payBy = new Date(late.body.data.pay_by).getTime();
    expect(payBy - clock.now().getTime()).toBe(20 * MINUTE);

    expect(await expireOrders(t.services.db, clock)).toBe(0);
    clock.set(new Date(payBy - 1_000));
    expect((await markPaid(buyer, prompt.body.data.id)).body.data).toMatchObject({ status: 'paid' });
    clock.set(new Date(payBy - 1));
    expect(await expireOrders(t.services.db, clock)).toBe(0);
    expect((await orderOf(buyer, late.body.data.id)).body.data).toMatchObject({ status: 'unpaid', escrow: 'held' });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 65n * USDT });

    clock.set(new Date(payBy + 1_000));
    expect(await expireOrders(t.services.db, clock)).toBe(1);
    expect((await orderOf(buyer, late.body.data.id)).body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
      escrow: 'returned',
      closed_at: new Date(payBy + 1_000).toISOString(),
    });
    // A sell ad that is still online offers the USDT again: back into the reserve, not the exchange account.
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 75n * USDT });
    expect(await usdtOf(t, seller.id, 'exchange')).toEqual({ available: 0n, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 25n * USDT });
    expect(await adState(t, adId)).toEqual({ available: 75n * USDT, status: 'online' });
    expect(await orderPostings(t, late.body.data.id, 'p2p_escrow_return')).toBe(1);

    // Again, and later: nothing more.
    expect(await expireOrders(t.services.db, clock)).toBe(0);
    clock.advance(60 * MINUTE);
    expect(await expireOrders(t.services.db, clock)).toBe(0);
    expect(await orderPostings(t, late.body.data.id, 'p2p_escrow_return')).toBe(1);
    expect(await orderPostings(t, late.body.data.id, 'p2p_escrow_release')).toBe(0);
    expect(await adState(t, adId)).toEqual({ available: 75n * USDT, status: 'online' });
    expect((await orderOf(buyer, prompt.body.data.id)).body.data).toMatchObject({ status: 'paid', escrow: 'held' });
    expect(await inboxKinds(buyer.id)).toEqual(['p2p_order_expired']);
    const lines = (await messagesOf(buyer, late.body.data.id)).body.data.items.map((m: { from: string; event: string | null }) => `${m.from}:${m.event}`);
    expect(lines).toEqual(['system:opened', 'system:expired']);

    expect((await release(seller, prompt.body.data.id)).body.data).toMatchObject({ status: 'completed' });
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 25n * USDT, frozen: 0n });
  });

  it('keeps an order marked paid at the last instant of its window, even when the job found it due a moment before', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const opened = await open(buyer, adId, { quantity: '15' });
    const id: string = opened.body.data.id;
    // At pay_by exactly, the window still takes a paid mark and the job already finds the order due.
    clock.set(new Date(opened.body.data.pay_by));
    let job: Promise<number> | undefined;
    await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`select id from p2p_orders where id = ${id} for update`);
      job = expireOrders(t.services.db, clock);
      // The job has read the order as unpaid and due, and waits for its row lock.
      for (let tries = 0; ; tries += 1) {
        const waiting = await t.services.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting.rows[0]?.n === 1) break;
        if (tries > 500) throw new Error('the expiry job never waited for the order');
        await new Promise((done) => setTimeout(done, 10));
      }
      const paid = await markPaidUseCase(tx, clock, { userId: buyer.id, orderId: BigInt(id), method: 'bank' });
      expect(paid.ok && paid.value.status).toBe('paid');
    });
    expect(await job).toBe(0);
    expect((await orderOf(buyer, id)).body.data).toMatchObject({ status: 'paid', escrow: 'held', paid_at: opened.body.data.pay_by });
    expect(await orderPostings(t, id, 'p2p_escrow_return')).toBe(0);
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 15n * USDT });
    expect((await release(seller, id)).body.data).toMatchObject({ status: 'completed', escrow: 'released' });
    expect(await usdtOf(t, buyer.id, 'exchange')).toEqual({ available: 15n * USDT, frozen: 0n });
  });

  it("returns a buy ad's escrow to the selling user's exchange account, and a closed sell ad's to the merchant's", async () => {
    const buyerMerchant = await merchant(0n);
    const buyAd = await insertAd(t, buyerMerchant, { side: 'buy', available: 100n * USDT });
    const seller = await merchant(100n * USDT);
    const sellAd = await insertAd(t, seller, { available: 60n * USDT });
    const user = await trader(30n * USDT);
    await saveReceiving(t, user);

    const sold = await open(user, buyAd, { quantity: '30' });
    const bought = await open(user, sellAd, { quantity: '20' });
    expect(await usdtOf(t, user.id, 'exchange')).toEqual({ available: 0n, frozen: 0n });
    // The merchant closes the sell ad: what it still offers returns now; the open order goes on.
    const closed = await p2pCall(t, 'p2pSetAdStatus', { id: String(sellAd), status: 'closed' }, seller.token);
    expect(closed.body.data).toMatchObject({ status: 'closed', available: '0.000000' });
    expect(await usdtOf(t, seller.id, 'exchange')).toEqual({ available: 80n * USDT, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_reserve')).toEqual({ available: 0n, frozen: 0n });

    clock.advance(16 * MINUTE);
    expect(await expireOrders(t.services.db, clock)).toBe(2);
    expect(await usdtOf(t, user.id, 'exchange')).toEqual({ available: 30n * USDT, frozen: 0n });
    expect(await usdtOf(t, user.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await adState(t, buyAd)).toEqual({ available: 100n * USDT, status: 'online' });
    expect(await usdtOf(t, seller.id, 'exchange')).toEqual({ available: 100n * USDT, frozen: 0n });
    expect(await usdtOf(t, seller.id, 'p2p_escrow')).toEqual({ available: 0n, frozen: 0n });
    expect(await adState(t, sellAd)).toEqual({ available: 0n, status: 'closed' });
    for (const order of [sold, bought]) {
      expect((await orderOf(user, order.body.data.id)).body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'expired', escrow: 'returned' });
      expect(await orderPostings(t, order.body.data.id, 'p2p_escrow_return')).toBe(1);
    }
    expect(await expireOrders(t.services.db, clock)).toBe(0);
  });
});

describe('the order chat', () => {
  it('carries both parties’ lines and the system’s, each reader seeing which are theirs', async () => {
    const seller = await merchant(100n * USDT);
    const adId = await insertAd(t, seller, { available: 100n * USDT });
    const buyer = await trader(0n);
    const id: string = (await open(buyer, adId, { quantity: '10' })).body.data.id;
    const picture = await uploadP2pPicture(t, seller.token, 5);

    expect((await send(buyer, id, 'Paying now')).body.data).toMatchObject({ from: 'buyer', mine: true, text: 'Paying now', image_id: null, event: null });
    expect((await send(seller, id, 'Here is the QR code', picture)).body.data).toMatchObject({ from: 'seller', mine: true, image_id: picture });
    expect((await send(buyer, id, '')).body).toMatchObject({ code: ERROR_CODES.p2p_message_empty, data: { field: 'text' } });

    const line = (m: { from: string; mine: boolean; text: string; event: string | null }) => [m.from, m.mine, m.text, m.event];
    const asBuyer = (await messagesOf(buyer, id)).body.data.items;
    expect(asBuyer.map(line)).toEqual([
      ['system', false, '', 'opened'],
      ['buyer', true, 'Paying now', null],
      ['seller', false, 'Here is the QR code', null],
    ]);
    expect((await messagesOf(seller, id)).body.data.items.map(line)).toEqual([
      ['system', false, '', 'opened'],
      ['buyer', false, 'Paying now', null],
      ['seller', true, 'Here is the QR code', null],
    ]);
    // The picture in the chat is the buyer's to see, not to send as their own.
    expect(await readP2pPicture(t, buyer.token, picture)).toMatchObject({ code: 0, contentType: 'image/png' });
    expect((await send(buyer, id, 'Same picture', picture)).body).toMatchObject({ code: ERROR_CODES.p2p_image_unknown, data: { field: 'image_id' } });
    const proof = await uploadP2pPicture(t, buyer.token, 6);
    expect((await send(seller, id, 'Not mine', proof)).body).toMatchObject({ code: ERROR_CODES.p2p_image_unknown, data: { field: 'image_id' } });

    const last = asBuyer.at(-1).id;
    expect((await markPaid(buyer, id, 'alipay', proof)).body.code).toBe(0);
    expect((await appeal(buyer, id, 'Evidence of theirs', picture)).body).toMatchObject({ code: ERROR_CODES.p2p_image_unknown, data: { field: 'image_id' } });
    const newer = (await messagesOf(seller, id, last)).body.data.items;
    expect(newer.map((m: { from: string; image_id: string | null; event: string | null }) => [m.from, m.image_id, m.event])).toEqual([
      ['buyer', proof, null],
      ['system', null, 'paid'],
    ]);
    expect((await release(seller, id)).body.code).toBe(0);
    // After the order ends the chat stays open for questions.
    expect((await send(buyer, id, 'Received, thanks')).body.code).toBe(0);
    const events = (await messagesOf(seller, id)).body.data.items.map((m: { event: string | null }) => m.event).filter(Boolean);
    expect(events).toEqual(['opened', 'paid', 'released']);
  });
});

describe('ratings and the figures on an ad', () => {
  it("lets each party rate a finished order once and publishes the merchant's completion rate, release time and ratings on the ad", async () => {
    const seller = await merchant(1_000n * USDT);
    const adId = await insertAd(t, seller, { available: 500n * USDT });
    const buyer = await trader(0n);
    const adBefore = await p2pCall(t, 'p2pAd', { id: String(adId) }, buyer.token, 'GET');
    expect(adBefore.body.data.merchant).toMatchObject({ completed_30d: 0, completion_rate_pct: null, avg_release_minutes: null, ratings: 0 });

    const id: string = (await open(buyer, adId, { quantity: '10' })).body.data.id;
    // Not finished yet: nobody may rate.
    expect((await p2pCall(t, 'p2pRate', { id, positive: 'true' }, buyer.token)).body.code).toBe(ERROR_CODES.p2p_state_invalid);
    expect((await markPaid(buyer, id)).body.code).toBe(0);
    clock.advance(4 * MINUTE);
    expect((await release(seller, id)).body.code).toBe(0);

    const rated = await p2pCall(t, 'p2pRate', { id, positive: 'true', comment: 'Fast release.' }, buyer.token);
    expect(rated.body.code).toBe(0);
    expect(rated.body.data).toMatchObject({ my_rating: { positive: true, comment: 'Fast release.' }, their_rating: null, can: { rate: false } });
    expect((await p2pCall(t, 'p2pRate', { id, positive: 'false' }, buyer.token)).body.code).toBe(ERROR_CODES.p2p_already_rated);
    const back = await p2pCall(t, 'p2pRate', { id, positive: 'false', comment: 'Paid late.' }, seller.token);
    expect(back.body.data).toMatchObject({ my_rating: { positive: false }, their_rating: { positive: true, comment: 'Fast release.' } });
    expect((await orderOf(buyer, id)).body.data.their_rating).toMatchObject({ positive: false, comment: 'Paid late.' });

    // One completed order in 30 days, none cancelled: 100 %, released 4 minutes after "paid", one positive rating.
    const adAfter = await p2pCall(t, 'p2pAd', { id: String(adId) }, buyer.token, 'GET');
    expect(adAfter.body.data.merchant).toMatchObject({
      completed_30d: 1,
      completion_rate_pct: '100.00',
      avg_release_minutes: '4.00',
      positive_rate_pct: '100.00',
      ratings: 1,
    });
  });
});
