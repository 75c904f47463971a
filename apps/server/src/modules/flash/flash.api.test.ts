import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { creditExchange, fundedUser } from '../../testing/funds.js';
import { expectBooksBalance } from '../../testing/p2p.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { userBalances } from '../ledger/index.js';

/**
 * Issue 15, flash exchange through the API: quotes equal the hand-computed walk of the book and
 * the taker fee, confirming fills at the quote (balances move by exactly the record's amounts,
 * through spot postings), and every refusal leaves the books as they were. Each test trades on a
 * market of its own, so their books do not meet.
 */

const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let maker: { id: bigint; token: string };
let user: { id: bigint; token: string };
let n = 0;
const rid = () => `flash${n++}x${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  maker = await fundedUser(t, 'maker@flash.test', 100_000_000_000n); // 100,000 USDT
  user = await fundedUser(t, 'user@flash.test', 10_000_000_000n); // 10,000 USDT
  for (const [asset, units] of [
    ['BTC', 100_000_000n],
    ['ETH', 1_000_000_000n],
    ['SOL', 10_000_000_000n],
    ['BNB', 1_000_000_000n],
    ['LTC', 10_000_000_000n],
  ] as const) {
    await creditExchange(t, maker.id, asset, units);
    await creditExchange(t, user.id, asset, units);
  }
});
afterEach(() => expectBooksBalance(t));
afterAll(() => t.close());

/** A resting GTC limit order of the maker's (or another's). */
async function rest(symbol: string, side: 'buy' | 'sell', price: string, quantity: string, who = maker): Promise<string> {
  const placed = await t.call(
    'placeOrder',
    { symbol, side, type: 'limit', time_in_force: 'GTC', price, quantity, client_order_id: rid() },
    { method: 'POST', token: who.token },
  );
  expect(placed.body.code).toBe(0);
  expect(placed.body.data.status).toBe('pending');
  return placed.body.data.id;
}

const quote = (from_asset: string, to_asset: string, amount: string, token = user.token) =>
  t.call('flashQuote', { from_asset, to_asset, amount, request_id: rid() }, { method: 'POST', token });
const confirm = (quote_id: string, token = user.token) => t.call('flashConfirm', { quote_id, request_id: rid() }, { method: 'POST', token });

async function exchangeBalances(userId: bigint): Promise<Record<string, { available: bigint; frozen: bigint }>> {
  const rows = await userBalances(t.services.db, userId);
  return Object.fromEntries(rows.filter((r) => r.kind === 'exchange').map((r) => [r.asset, { available: r.available, frozen: r.frozen }]));
}

async function flashOrders(quoteId: string): Promise<number> {
  const rows = await t.services.db.execute<{ n: string }>(sql`select count(*)::text as n from spot_orders where client_order_id = ${`flash-${quoteId}`}`);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Minor units of a decimal string with `scale` decimals (the answers carry each asset's full scale). */
const units = (decimal: string) => BigInt(decimal.replace('.', ''));

describe('flash pairs', () => {
  it('lists every coin with a USDT spot market, its taker fee and minimums, and the quote lifetime', async () => {
    const pairs = await t.call('flashPairs');
    expect(pairs.body.data.quote_seconds).toBe(10);
    expect(pairs.body.data.items).toContainEqual({
      asset: 'BTC',
      symbol: 'BTC_USDT',
      asset_decimals: 5,
      usdt_decimals: 6,
      fee_pct: '0.10',
      min_asset: '0.00001000',
      min_usdt: '5.000000',
    });
    expect(pairs.body.data.items.map((p: { asset: string }) => p.asset)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'XRP', 'AVAX']));
  });
});

describe('selling BTC for USDT', () => {
  it('quotes the walk of the bids with the taker fee per fill, and confirming fills exactly that', async () => {
    await rest('BTC_USDT', 'buy', '50000', '0.001');
    await rest('BTC_USDT', 'buy', '50000', '0.001');
    await rest('BTC_USDT', 'buy', '49990.01', '0.002');
    // 0.003514 BTC: 351 lots of 0.00001 (0.000004 stays with the user).
    // 100 @ 50000 = 50, 100 @ 50000 = 50, 151 @ 49990.01 = 75.4849151 → 75.484915: 175.484915 USDT.
    // Fee 0.1% per fill, rounded down: 0.05 + 0.05 + 0.075484 = 0.175484; received 175.309431.
    const quoted = await quote('BTC', 'USDT', '0.003514');
    expect(quoted.body.data).toMatchObject({
      from_asset: 'BTC',
      to_asset: 'USDT',
      from_amount: '0.00351000',
      to_amount: '175.309431',
      fee: '0.175484',
      fee_asset: 'USDT',
      fee_pct: '0.10',
      price: '49995.702279',
      limit_price: '49990.010000',
    });
    expect(Date.parse(quoted.body.data.expires_at) - Date.parse(quoted.body.data.created_at)).toBe(10_000);

    const before = await exchangeBalances(user.id);
    const done = await confirm(quoted.body.data.quote_id);
    expect(done.body.data).toMatchObject({
      quote_id: quoted.body.data.quote_id,
      status: 'filled',
      from_amount: '0.00351000',
      to_amount: '175.309431',
      fee: '0.175484',
      price: '49995.702279',
      order_id: expect.stringMatching(/^\d+$/),
    });
    const after = await exchangeBalances(user.id);
    expect(after.BTC?.available).toBe((before.BTC?.available ?? 0n) - units(done.body.data.from_amount));
    expect(after.USDT?.available).toBe((before.USDT?.available ?? 0n) + units(done.body.data.to_amount));
    expect(after.BTC?.frozen).toBe(0n);

    const log = await t.call('getDealList', { asset: 'BTC' }, { token: user.token });
    const reasons = log.body.data.items.map((e: { reason: string }) => e.reason);
    expect(reasons).toEqual(expect.arrayContaining(['spot_freeze', 'spot_trade']));
    const depth = await t.call('getDepth', { symbol: 'BTC_USDT' });
    expect(depth.body.data.bids).toEqual([['49990.010000', '0.00049000']]);

    const records = await t.call('flashRecords', {}, { token: user.token });
    expect(records.body.data.items[0]).toEqual(done.body.data);
  });

  it('answers the same record to a second confirmation and places no second order', async () => {
    const quoted = await quote('BTC', 'USDT', '0.00011');
    const first = await confirm(quoted.body.data.quote_id);
    expect(first.body.data.status).toBe('filled');
    const before = await exchangeBalances(user.id);
    const second = await confirm(quoted.body.data.quote_id);
    expect(second.body.data).toEqual(first.body.data);
    expect(await flashOrders(quoted.body.data.quote_id)).toBe(1);
    expect(await exchangeBalances(user.id)).toEqual(before);
  });

  it('stops the walk at the user own resting order, as self-trade prevention would stop the order', async () => {
    await rest('LTC_USDT', 'buy', '100', '1');
    await rest('LTC_USDT', 'buy', '99', '1', user);
    await rest('LTC_USDT', 'buy', '98', '1');
    const short = await quote('LTC', 'USDT', '1.5');
    expect(short.body).toMatchObject({ code: 4925, data: { max: '1.00000000' } });
    const fits = await quote('LTC', 'USDT', '1');
    expect(fits.body.data).toMatchObject({ from_amount: '1.00000000', limit_price: '100.000000' });
  });
});

describe('buying ETH with USDT', () => {
  it('buys the most lots whose freeze at the worst price fits the amount, and fills at the quote', async () => {
    await rest('ETH_USDT', 'sell', '3000', '0.2');
    await rest('ETH_USDT', 'sell', '3001.5', '0.3');
    // 1,000 USDT: 0.2 ETH at 3000 (600 USDT); at 3001.50 the freeze of L lots must fit: L ≤ 33,316.67 → 33,316 lots
    // (freeze 999.97974), 13,316 of them from the second level: 399.67974. Cost 999.67974 USDT.
    // Fee 0.1% of the coins per fill: 0.0002 + 0.00013316 = 0.00033316 ETH; received 0.33282684.
    const quoted = await quote('USDT', 'ETH', '1000');
    expect(quoted.body.data).toMatchObject({
      from_asset: 'USDT',
      to_asset: 'ETH',
      from_amount: '999.679740',
      to_amount: '0.33282684',
      fee: '0.00033316',
      fee_asset: 'ETH',
      price: '3000.599531',
      limit_price: '3001.500000',
    });
    const before = await exchangeBalances(user.id);
    const done = await confirm(quoted.body.data.quote_id);
    expect(done.body.data).toMatchObject({ status: 'filled', from_amount: '999.679740', to_amount: '0.33282684', fee: '0.00033316' });
    const after = await exchangeBalances(user.id);
    // The user's own LTC bid keeps its USDT frozen; nothing else stays frozen.
    expect(after.USDT).toEqual({ available: (before.USDT?.available ?? 0n) - units(done.body.data.from_amount), frozen: before.USDT?.frozen });
    expect(after.ETH?.available).toBe((before.ETH?.available ?? 0n) + units(done.body.data.to_amount));
  });
});

describe('refusals', () => {
  it('refuses with flash_price_moved when the liquidity left between quote and confirmation, changing nothing', async () => {
    const order = await rest('SOL_USDT', 'sell', '150', '2');
    const quoted = await quote('USDT', 'SOL', '150');
    expect(quoted.body.code).toBe(0);
    const cancelled = await t.call('cancelOrder', { order_id: order, request_id: rid() }, { method: 'POST', token: maker.token });
    expect(cancelled.body.code).toBe(0);
    await rest('SOL_USDT', 'sell', '151', '2');
    const before = await exchangeBalances(user.id);
    const moved = await confirm(quoted.body.data.quote_id);
    expect(moved.body.code).toBe(4923);
    expect(await exchangeBalances(user.id)).toEqual(before);
    expect(await flashOrders(quoted.body.data.quote_id)).toBe(0);
    // The quote is spent: confirming it again is refused the same way, and it is a refused record.
    expect((await confirm(quoted.body.data.quote_id)).body.code).toBe(4923);
    const records = await t.call('flashRecords', {}, { token: user.token });
    expect(records.body.data.items[0]).toMatchObject({ quote_id: quoted.body.data.quote_id, status: 'refused', order_id: null });
  });

  it('refuses an expired quote with flash_quote_expired', async () => {
    await rest('BNB_USDT', 'buy', '600', '1');
    const quoted = await quote('BNB', 'USDT', '0.5');
    clock.advance(10_000);
    const before = await exchangeBalances(user.id);
    const expired = await confirm(quoted.body.data.quote_id);
    expect(expired.body.code).toBe(4922);
    expect(await exchangeBalances(user.id)).toEqual(before);
    expect(await flashOrders(quoted.body.data.quote_id)).toBe(0);
  });

  it('places one order when two confirmations of one quote race', async () => {
    const quoted = await quote('BNB', 'USDT', '0.1');
    const before = await exchangeBalances(user.id);
    const answers = await Promise.all([confirm(quoted.body.data.quote_id), confirm(quoted.body.data.quote_id), confirm(quoted.body.data.quote_id)]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => a.body.data.order_id)).size).toBe(1);
    expect(await flashOrders(quoted.body.data.quote_id)).toBe(1);
    const after = await exchangeBalances(user.id);
    expect(after.BNB?.available).toBe((before.BNB?.available ?? 0n) - 10_000_000n);
  });

  it('records an order a confirmation placed whose record did not commit, even once the quote has expired', async () => {
    const quoted = await quote('BNB', 'USDT', '0.1');
    // What a confirmation sends the writer, as if the process died after the order committed.
    const placed = await t.call(
      'placeOrder',
      {
        symbol: 'BNB_USDT',
        side: 'sell',
        type: 'limit',
        time_in_force: 'FOK',
        price: quoted.body.data.limit_price,
        quantity: '0.10000000',
        client_order_id: `flash-${quoted.body.data.quote_id}`,
      },
      { method: 'POST', token: user.token },
    );
    expect(placed.body.data.status).toBe('closed');
    clock.advance(10_000);
    const before = await exchangeBalances(user.id);
    const done = await confirm(quoted.body.data.quote_id);
    expect(done.body.data).toMatchObject({ status: 'filled', order_id: placed.body.data.id, to_amount: quoted.body.data.to_amount });
    expect(await exchangeBalances(user.id)).toEqual(before);
    expect(await flashOrders(quoted.body.data.quote_id)).toBe(1);
  });

  it("refuses another user's quote id as unknown", async () => {
    const quoted = await quote('BNB', 'USDT', '0.1');
    const stranger = await confirm(quoted.body.data.quote_id, maker.token);
    expect(stranger.body.code).toBe(4921);
    expect(await flashOrders(quoted.body.data.quote_id)).toBe(0);
    expect((await confirm('999999999')).body.code).toBe(4921);
  });

  it('refuses a pair that is not a coin and USDT, naming those that are', async () => {
    for (const [from, to] of [
      ['BTC', 'ETH'],
      ['USDT', 'USDT'],
      ['FOO', 'USDT'],
      ['USDT', 'BTC_USDT'],
    ]) {
      const refused = await quote(from ?? '', to ?? '', '1');
      expect(refused.body.code).toBe(4920);
    }
    const refused = await quote('BTC', 'ETH', '1');
    expect(refused.body.data.allowed).toContain('BTC');
  });

  it('refuses amounts that are malformed, under the minimum, or beyond the book', async () => {
    expect((await quote('BTC', 'USDT', 'abc')).body.code).toBe(4302);
    expect((await quote('BTC', 'USDT', '0.000000001')).body.code).toBe(4302);
    expect((await quote('BTC', 'USDT', '0.000001')).body).toMatchObject({ code: 4924, data: { min: '0.00001000' } });
    // 0.00005 BTC at the best bid 49990.01 is worth 2.4995 USDT; the minimum notional (5 USDT) needs 11 lots.
    expect((await quote('BTC', 'USDT', '0.00005')).body).toMatchObject({ code: 4924, data: { min: '0.00011000' } });
    // 167 lots at the best ask 3001.50 are the fewest worth 5 USDT: 5.012505 USDT.
    expect((await quote('USDT', 'ETH', '4')).body).toMatchObject({ code: 4924, data: { min: '5.012505' } });
    // The bids hold 0.00049 - 0.00011 (the second test's sale) = 0.00038 BTC.
    expect((await quote('BTC', 'USDT', '1')).body).toMatchObject({ code: 4925, data: { max: '0.00038000' } });
    // The asks hold 0.16684 ETH at 3001.50: 500.770260 USDT buys them all.
    expect((await quote('USDT', 'ETH', '100000')).body).toMatchObject({ code: 4925, data: { max: '500.770260' } });
  });
});
