import { DEMO_CALLS, ERROR_CODES, findCall, WEB_CALLS } from '@veritex/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { creditExchange, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { settleDueDeliveries } from '../delivery/index.js';
import { reportLiabilities, trialBalance, userBalances, verifyLedger } from '../ledger/index.js';
import { storeTicks } from '../marketdata/index.js';
import { fillRestingDemoOrders } from '../spot/index.js';

/**
 * Issue 17, the demo account through the API: a visitor's and a user's demo identity, the calls a
 * demo session may not make, spot fills that equal walking the book without changing it, and a
 * property over random demo actions: the real book (trial balance, liabilities, real balances)
 * never moves, and the demo book balances on its own.
 */

const clock = manualClock(new Date('2026-11-29T12:00:00Z'));
let t: TestApp;
let maker: { id: bigint; token: string };
let seq = 0;
const rid = () => `demo${seq++}x${Date.now()}`;
const SPOT = 'BTC_USDT';
const PERP = 'BTC_USDT_PERP';

const post = (name: string, params: Record<string, string>, token: string) =>
  t.call(name, findCall('web', name)?.idempotent ? { request_id: rid(), ...params } : params, { method: 'POST', token });
const get = (name: string, params: Record<string, string>, token: string) => t.call(name, params, { token });

async function visitorDemo(): Promise<{ token: string; id: bigint }> {
  const answer = await t.call('demoLogin', {}, { method: 'POST' });
  expect(answer.body.code).toBe(0);
  expect(answer.body.data.user.demo).toBe(true);
  return { token: answer.body.data.token, id: BigInt(answer.body.data.user.id) };
}

async function rest(side: 'buy' | 'sell', price: string, quantity: string): Promise<void> {
  const placed = await post('placeOrder', { symbol: SPOT, side, type: 'limit', time_in_force: 'GTC', price, quantity, client_order_id: rid() }, maker.token);
  expect(placed.body.code).toBe(0);
}

async function realSnapshot() {
  const trial = await trialBalance(t.services.db);
  return { trial: trial.rows, liabilities: await reportLiabilities(t.services.db), maker: await userBalances(t.services.db, maker.id) };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  maker = await fundedUser(t, 'maker@demo.test', 10_000_000_000_000n);
  await creditExchange(t, maker.id, 'BTC', 1_000_000_000n);
  // A book a few levels deep on both sides, all the real maker's.
  for (const [price, qty] of [
    ['60010', '0.01'],
    ['60020', '0.02'],
    ['60050', '0.05'],
    ['60100', '0.5'],
  ] as const)
    await rest('sell', price, qty);
  for (const [price, qty] of [
    ['59990', '0.01'],
    ['59980', '0.03'],
    ['59900', '0.5'],
  ] as const)
    await rest('buy', price, qty);
  await storeTicks(t.services.db, [{ symbol: PERP, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 6_000_000n, source: 'test' }]);
});
afterAll(() => t.close());

describe('demo identities', () => {
  it('gives a visitor a new demo identity with the starting USDT, and a user the same one each time', async () => {
    const visitor = await visitorDemo();
    expect(visitor.id < 0n).toBe(true);
    const info = await get('getInfo', {}, visitor.token);
    expect(info.body.data.usdt).toBe('100000.000000');
    const view = await get('getDemo', {}, visitor.token);
    expect(view.body.data).toMatchObject({ usdt: '100000.000000', start_usdt: '100000', owned: false, resets: 0 });

    const first = await t.call('demoLogin', {}, { method: 'POST', token: maker.token });
    const again = await t.call('demoLogin', {}, { method: 'POST', token: maker.token });
    expect(first.body.data.user.id).toBe(again.body.data.user.id);
    expect(first.body.data.token).not.toBe(again.body.data.token);
    expect((await get('getDemo', {}, first.body.data.token)).body.data.owned).toBe(true);
    // A real session is not a demo one.
    expect((await get('getDemo', {}, maker.token)).body.code).toBe(4951);
  });

  it('refuses every call outside the demo allowlist, so demo money cannot leave the demo book', async () => {
    const visitor = await visitorDemo();
    const refused = ['withdraw', 'recharge', 'getSessions', 'p2pOpenOrder', 'lendBuy', 'subscribe', 'saveTpwd', 'setNameAuth', 'supportSend'];
    for (const name of refused) {
      const spec = findCall('web', name);
      const answer = await t.call(name, {}, { method: spec?.verbs[0] ?? 'POST', token: visitor.token });
      expect(answer.body.code, name).toBe(4950);
    }
    // The allowlist names only calls that exist.
    for (const name of DEMO_CALLS) expect(Object.keys(WEB_CALLS), name).toContain(name);
  });

  it('refuses a demo identity as an inviter', async () => {
    const visitor = await visitorDemo();
    const info = await get('getInfo', {}, visitor.token);
    const code = info.body.data.invitation_code as string;
    const base = { type: 'email', password: 'secret123', password2: 'secret123', agree: '1', nationality: 'GB', code: '123456' };
    const registered = await t.call('userRegister', { ...base, account: 'invited@demo.test', invitation_code: code }, { method: 'POST' });
    expect(registered.body).toMatchObject({ code: ERROR_CODES.invitation_unknown, data: { field: 'invitation_code' } });
  });

  it('tops up by the top-up amount, and refuses at the ceiling', async () => {
    const visitor = await visitorDemo();
    const answer = await post('topUpDemo', {}, visitor.token);
    expect(answer.body.data.usdt).toBe('110000.000000');
    // Ninety more top-ups reach 1,000,000 USDT; the one after is refused.
    for (let i = 0; i < 89; i++) expect((await post('topUpDemo', {}, visitor.token)).body.code).toBe(0);
    const atCeiling = await post('topUpDemo', {}, visitor.token);
    expect(atCeiling.body).toMatchObject({ code: ERROR_CODES.demo_top_up_ceiling, data: { ceiling: '1000000' } });
  });
});

describe('demo spot', () => {
  it('fills a market buy exactly as walking the visible book gives, and leaves the book as it was', async () => {
    const visitor = await visitorDemo();
    const before = (await get('getDepth', { symbol: SPOT }, visitor.token)).body.data;
    const answer = await post('placeOrder', { symbol: SPOT, side: 'buy', type: 'market', amount: '2000', client_order_id: rid() }, visitor.token);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.status).toBe('closed');
    const after = (await get('getDepth', { symbol: SPOT }, visitor.token)).body.data;
    expect(after.asks).toEqual(before.asks);
    expect(after.bids).toEqual(before.bids);

    // The reference walk, by hand in integer ticks (0.01 USDT) and lots (0.00001 BTC): each ask level
    // in turn, as many whole lots as the budget left pays for at that level's price.
    const fills: { price: number; lots: number }[] = [];
    let budget = 2000 * 100 * 100_000; // ticks × lots
    for (const [price, quantity] of before.asks as [string, string][]) {
      const ticks = Math.round(Number(price) * 100);
      const take = Math.min(Math.round(Number(quantity) * 100_000), Math.floor(budget / ticks));
      if (take <= 0) break;
      fills.push({ price: ticks, lots: take });
      budget -= take * ticks;
    }
    const trades = (await get('getMyTrades', { symbol: SPOT }, visitor.token)).body.data.list as { price: string; quantity: string }[];
    expect(
      [...trades].reverse().map((trade) => ({ price: Math.round(Number(trade.price) * 100), lots: Math.round(Number(trade.quantity) * 100_000) })),
    ).toEqual(fills);
    expect(fills.length).toBeGreaterThan(1); // 2,000 USDT walks past the first level: slippage is real
  });

  it('rests a limit order off the book and fills it once the book reaches it', async () => {
    const visitor = await visitorDemo();
    const placed = await post(
      'placeOrder',
      { symbol: SPOT, side: 'buy', type: 'limit', time_in_force: 'GTC', price: '60005', quantity: '0.001', client_order_id: rid() },
      visitor.token,
    );
    expect(placed.body.data.status).toBe('pending');
    expect((await fillRestingDemoOrders({ db: t.services.db, exchange: t.services.exchange })).filled).toBe(0);
    await rest('sell', '60004', '0.002');
    await fillRestingDemoOrders({ db: t.services.db, exchange: t.services.exchange });
    const open = await get('getOrders', { scope: 'history', symbol: SPOT }, visitor.token);
    expect(open.body.data.list[0]).toMatchObject({ status: 'closed', reason: 'filled', filled_quantity: '0.00100000', average_price: '60004.000000' });
    // The real maker's ask is still whole: the demo order took nothing from it.
    const depth = (await get('getDepth', { symbol: SPOT }, visitor.token)).body.data;
    expect(depth.asks[0]).toEqual(['60004.000000', '0.00200000']);
  });
});

describe('demo flash exchange', () => {
  it('swaps at the quote through a simulated fill-or-kill order, the book untouched', async () => {
    const visitor = await visitorDemo();
    const before = (await get('getDepth', { symbol: SPOT }, visitor.token)).body.data;
    const quote = await post('flashQuote', { from_asset: 'USDT', to_asset: 'BTC', amount: '100' }, visitor.token);
    expect(quote.body.code).toBe(0);
    const confirmed = await post('flashConfirm', { quote_id: quote.body.data.quote_id }, visitor.token);
    expect(confirmed.body.code).toBe(0);
    expect(confirmed.body.data.status).toBe('filled');
    const after = (await get('getDepth', { symbol: SPOT }, visitor.token)).body.data;
    expect(after.asks).toEqual(before.asks);
  });
});

describe('demo delivery and earn', () => {
  it('stakes a delivery order and buys earn in the demo book, the real book and earn capacity untouched', async () => {
    const real = await realSnapshot();
    const visitor = await visitorDemo();
    await post('transfer', { asset: 'USDT', amount: '1000', from: 'exchange', to: 'futures' }, visitor.token);
    const products = (await t.call('getDeliveryProducts')).body.data as { id: string; duration_seconds: number }[];
    const product = products.find((p) => p.duration_seconds === 30)?.id ?? '';
    clock.advance(1_000);
    await storeTicks(t.services.db, [{ symbol: PERP, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: 6_000_000n, source: 'test' }]);
    const placed = await post('placeDelivery', { symbol: PERP, direction: 'up', product_id: product, stake: '100' }, visitor.token);
    expect(placed.body.code).toBe(0);
    const start = clock.now().getTime();
    await storeTicks(t.services.db, [{ symbol: PERP, atSecond: Math.floor((start + 30_000) / 1000), priceUnits: 6_000_100n, source: 'test' }]);
    clock.set(new Date(start + 32_000));
    expect(await settleDueDeliveries(t.services.db, clock)).toBeGreaterThan(0);

    const earn = (await t.call('getProfitList')).body.data.items[0] as { id: string };
    const bought = await post('buyProfit', { product_id: earn.id, amount: '1000' }, visitor.token);
    expect(bought.body.code).toBe(0);
    expect(await realSnapshot()).toEqual(real);
    expect((await trialBalance(t.services.db, 'demo')).ok).toBe(true);
  });
});

describe('the real book never moves', () => {
  it('holds over random demo actions (property)', async () => {
    let applied = 0;
    const action = fc.oneof(
      fc.record({ kind: fc.constant('top_up' as const) }),
      fc.record({ kind: fc.constant('spot_buy' as const), usdt: fc.integer({ min: 20, max: 3_000 }) }),
      fc.record({ kind: fc.constant('spot_sell' as const), milli: fc.integer({ min: 1, max: 20 }) }),
      fc.record({ kind: fc.constant('limit' as const), price: fc.integer({ min: 59_000, max: 60_100 }) }),
      fc.record({ kind: fc.constant('cancel_all' as const) }),
      fc.record({ kind: fc.constant('transfer' as const), usdt: fc.integer({ min: 1, max: 5_000 }) }),
      fc.record({ kind: fc.constant('position' as const), side: fc.constantFrom('long', 'short'), move: fc.integer({ min: -3_000, max: 3_000 }) }),
      fc.record({ kind: fc.constant('reset' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 10 }), async (actions) => {
        const real = await realSnapshot();
        const visitor = await visitorDemo();
        for (const a of actions) applied += (await runAction(visitor.token, a)) ? 1 : 0;
        await fillRestingDemoOrders({ db: t.services.db, exchange: t.services.exchange });
        expect(await realSnapshot()).toEqual(real);
        expect((await trialBalance(t.services.db, 'demo')).ok).toBe(true);
        expect((await verifyLedger(t.services.db)).ok).toBe(true);
      }),
      { numRuns: 6, seed: 17 },
    );
    // Most actions went through (a refusal such as too little to sell is allowed, but not all of them).
    expect(applied).toBeGreaterThan(20);
  });
});

type Action =
  | { kind: 'top_up' | 'cancel_all' | 'reset' }
  | { kind: 'spot_buy'; usdt: number }
  | { kind: 'spot_sell'; milli: number }
  | { kind: 'limit'; price: number }
  | { kind: 'transfer'; usdt: number }
  | { kind: 'position'; side: 'long' | 'short'; move: number };

/** Runs one demo action through the API; answers whether the server accepted it. */
async function runAction(token: string, a: Action): Promise<boolean> {
  const accepted = (answer: { body: { code: number } }) => answer.body.code === 0;
  if (a.kind === 'top_up') return accepted(await post('topUpDemo', {}, token));
  if (a.kind === 'reset') return accepted(await post('resetDemo', {}, token));
  if (a.kind === 'cancel_all') return accepted(await post('cancelAllOrders', {}, token));
  if (a.kind === 'spot_buy')
    return accepted(await post('placeOrder', { symbol: SPOT, side: 'buy', type: 'market', amount: String(a.usdt), client_order_id: rid() }, token));
  if (a.kind === 'spot_sell')
    return accepted(
      await post('placeOrder', { symbol: SPOT, side: 'sell', type: 'market', quantity: (a.milli / 1000).toFixed(3), client_order_id: rid() }, token),
    );
  if (a.kind === 'limit')
    return accepted(
      await post(
        'placeOrder',
        { symbol: SPOT, side: 'buy', type: 'limit', time_in_force: 'GTC', price: String(a.price), quantity: '0.001', client_order_id: rid() },
        token,
      ),
    );
  if (a.kind === 'transfer') return accepted(await post('transfer', { asset: 'USDT', amount: String(a.usdt), from: 'exchange', to: 'contract' }, token));
  if (a.kind !== 'position') return false;
  await post('transfer', { asset: 'USDT', amount: '1000', from: 'exchange', to: 'contract' }, token);
  const opened = await post('openPosition', { symbol: PERP, side: a.side, lots: '1', leverage: '10' }, token);
  if (opened.body.code !== 0) return false;
  clock.advance(1_000);
  const cents = 6_000_000n + BigInt(a.move) * 100n;
  await storeTicks(t.services.db, [{ symbol: PERP, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: cents, source: 'test' }]);
  return accepted(await post('closePosition', { id: opened.body.data.id }, token));
}
