import { ERROR_CODES } from '@veritex/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { expectBooksBalance, insertAd, p2pCall, p2pDeskCall, p2pMerchant, p2pTrader, requestId, TPWD, type Trader, USDT } from '../../testing/p2p.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

/**
 * Issue 15, the limits around quick-buy orders that the published rules state: the verification
 * gate, the open-order and daily-cancellation limits (Hong Kong days), the chat's week after an
 * order ends, and support's messages in an order's chat.
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;
let n = 0;
let seller: Trader;
let adId: bigint;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await p2pMerchant(t, 'limits-merchant@p2p.test', 1_000n * USDT, 'limitsOTC');
  adId = await insertAd(t, seller, { available: 500n * USDT });
});
afterEach(() => expectBooksBalance(t));
afterAll(() => t.close());

const buyer = () => p2pTrader(t, `limits${n++}@p2p.test`, 0n);
const open = (who: Trader) => p2pCall(t, 'p2pOpenOrder', { ad_id: String(adId), quantity: '10', expected_price: '7.20' }, who.token);
const cancel = (who: Trader, id: string) => p2pCall(t, 'p2pCancel', { id }, who.token);

describe('who may open an order', () => {
  it('refuses a user without junior verification, naming what is missing and where to fix it', async () => {
    const unverified = await fundedUser(t, `unverified${n++}@p2p.test`, 0n);
    const answer = await open(unverified);
    expect(answer.body.code).toBe(ERROR_CODES.junior_required);
    expect(answer.body.data).toMatchObject({ missing: ['junior'], feature: 'p2p_buy', fix: expect.any(String) });
  });
});

describe('the published limits', () => {
  it('keeps at most 3 unpaid orders open at once', async () => {
    const user = await buyer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const opened = await open(user);
      expect(opened.body.code).toBe(0);
      ids.push(opened.body.data.id);
    }
    const fourth = await open(user);
    expect(fourth.body.code).toBe(ERROR_CODES.p2p_too_many_open);
    expect(fourth.body.data).toMatchObject({ max: 3 });
    // Paying one frees its place: only unpaid orders count.
    expect((await p2pCall(t, 'p2pMarkPaid', { id: ids[0], method: 'bank' }, user.token)).body.code).toBe(0);
    const another = await open(user);
    expect(another.body.code).toBe(0);
    expect((await p2pCall(t, 'p2pRelease', { id: ids[0], tpwd: TPWD }, seller.token)).body.code).toBe(0);
    for (const id of [...ids.slice(1), another.body.data.id]) expect((await cancel(user, id)).body.code).toBe(0);
  });

  it('pauses opening after 3 cancellations in a Hong Kong day, until that day ends', async () => {
    const user = await buyer();
    for (let i = 0; i < 3; i += 1) {
      const opened = await open(user);
      expect((await cancel(user, opened.body.data.id)).body.code).toBe(0);
    }
    const paused = await open(user);
    expect(paused.body.code).toBe(ERROR_CODES.p2p_cancel_limit);
    // The day ends at midnight in Hong Kong: 16:00 UTC.
    expect(paused.body.data).toMatchObject({ until: '2026-11-18T16:00:00.000Z' });
    clock.set(new Date('2026-11-18T16:00:01Z'));
    const nextDay = await open(user);
    expect(nextDay.body.code).toBe(0);
    expect((await cancel(user, nextDay.body.data.id)).body.code).toBe(0);
  });
});

describe("an order's chat", () => {
  it('stays open for a week after the order ends, then refuses new lines; support writes in it as staff', async () => {
    const user = await buyer();
    const opened = await open(user);
    const id: string = opened.body.data.id;
    const support = await staffToken(t, 'support');
    const desk = await p2pDeskCall(t, 'p2pDeskMessage', { id, text: 'Support here: pay only to the details shown on the order.' }, support);
    expect(desk.body.code).toBe(0);
    // A finance member may read orders but not write in their chats.
    const finance = await p2pDeskCall(t, 'p2pDeskMessage', { id, text: 'Hello' }, await staffToken(t, 'finance'));
    expect(finance.body.code).not.toBe(0);
    const lines = (await p2pCall(t, 'p2pMessages', { id }, user.token, 'GET')).body.data.items as Array<{ from: string; text: string }>;
    expect(lines.filter((line) => line.from === 'staff').map((line) => line.text)).toEqual(['Support here: pay only to the details shown on the order.']);

    expect((await cancel(user, id)).body.code).toBe(0);
    clock.advance(7 * DAY - MINUTE);
    expect((await p2pCall(t, 'p2pSendMessage', { id, text: 'I paid after all?', request_id: requestId() }, user.token)).body.code).toBe(0);
    clock.advance(2 * MINUTE);
    const late = await p2pCall(t, 'p2pSendMessage', { id, text: 'Still there?' }, user.token);
    expect(late.body.code).toBe(ERROR_CODES.p2p_state_invalid);
    expect((await p2pCall(t, 'p2pOrder', { id }, user.token, 'GET')).body.data.can.chat).toBe(false);
  });
});
