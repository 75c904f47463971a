import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance, userBalances } from '../modules/ledger/index.js';
import { creditExchange, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

let t: TestApp;
let alice: { id: bigint; token: string };
let bob: { id: bigint; token: string };
let n = 0;
const key = () => `k${Date.now()}${n++}`;

async function balance(userId: bigint, asset: string) {
  const rows = await userBalances(t.services.db, userId);
  const row = rows.find((r) => r.kind === 'exchange' && r.asset === asset);
  return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
}

const place = (token: string, fields: Record<string, string>) =>
  t.call('placeOrder', { symbol: 'BTC_USDT', time_in_force: 'GTC', client_order_id: key(), ...fields }, { method: 'POST', token });

beforeAll(async () => {
  t = await createTestApp();
  alice = await fundedUser(t, 'alice@spot.test', 1_000_000_000n); // 1,000 USDT
  bob = await fundedUser(t, 'bob@spot.test', 0n);
  await creditExchange(t, bob.id, 'BTC', 10_000_000n); // 0.1 BTC
});
afterAll(() => t.close());

describe('spot orders', () => {
  it('freezes a limit buy, fills it against a market sell, and pays fees to the house', async () => {
    const buy = await place(alice.token, { side: 'buy', type: 'limit', price: '50000', quantity: '0.01' });
    expect(buy.body.code).toBe(0);
    expect(buy.body.data).toMatchObject({ status: 'pending', price: '50000.000000', quantity: '0.01000000' });
    expect(await balance(alice.id, 'USDT')).toEqual({ available: 500_000_000n, frozen: 500_000_000n });

    const depth = await t.call('getDepth', { symbol: 'BTC_USDT' });
    expect(depth.body.data.bids).toEqual([['50000.000000', '0.01000000']]);

    const sell = await place(bob.token, { side: 'sell', type: 'market', quantity: '0.004' });
    expect(sell.body.data).toMatchObject({ status: 'closed', filled_quantity: '0.00400000', filled_amount: '200.000000', fee: '0.200000' });
    // Alice, maker: 0.004 BTC minus 0.1% fee; 200 USDT left frozen → 300 frozen.
    expect(await balance(alice.id, 'BTC')).toEqual({ available: 399_600n, frozen: 0n });
    expect(await balance(alice.id, 'USDT')).toEqual({ available: 500_000_000n, frozen: 300_000_000n });
    expect(await balance(bob.id, 'USDT')).toEqual({ available: 199_800_000n, frozen: 0n });
    expect(await balance(bob.id, 'BTC')).toEqual({ available: 9_600_000n, frozen: 0n });

    const open = await t.call('getOrders', { scope: 'open' }, { token: alice.token });
    expect(open.body.data.list[0]).toMatchObject({ status: 'trading', filled_quantity: '0.00400000' });

    const cancel = await t.call('cancelOrder', { order_id: open.body.data.list[0].id, request_id: key() }, { method: 'POST', token: alice.token });
    expect(cancel.body.data).toMatchObject({ status: 'withdrawn', reason: 'cancelled' });
    expect(await balance(alice.id, 'USDT')).toEqual({ available: 800_000_000n, frozen: 0n });

    const trades = await t.call('getMyTrades', {}, { token: alice.token });
    expect(trades.body.data.list[0]).toMatchObject({
      side: 'buy',
      role: 'maker',
      price: '50000.000000',
      quantity: '0.00400000',
      fee: '0.00000400',
      fee_asset: 'BTC',
    });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('returns the first order for a repeated client order id', async () => {
    const fields = { side: 'buy', type: 'limit', price: '40000', quantity: '0.001', client_order_id: 'same-key-1' };
    const [first, second] = await Promise.all([place(alice.token, fields), place(alice.token, fields)]);
    const third = await place(alice.token, fields);
    expect(first.body.data.id).toBe(second.body.data.id);
    expect(third.body.data.id).toBe(first.body.data.id);
    const open = await t.call('getOrders', { scope: 'open' }, { token: alice.token });
    expect(open.body.data.list.filter((o: { client_order_id: string }) => o.client_order_id === 'same-key-1')).toHaveLength(1);
  });

  it('refuses bad input with the rule in the message, in the user language', async () => {
    const offTick = await place(alice.token, { side: 'buy', type: 'limit', price: '50000.001', quantity: '0.01' });
    expect(offTick.body).toMatchObject({ code: 4407, msg: 'The price must be a multiple of 0.01.' });
    const offLot = await place(alice.token, { side: 'buy', type: 'limit', price: '50000', quantity: '0.000001' });
    expect(offLot.body).toMatchObject({ code: 4408, msg: 'The quantity must be a multiple of 0.00001.' });
    const small = await place(alice.token, { side: 'buy', type: 'limit', price: '100', quantity: '0.01' });
    expect(small.body).toMatchObject({ code: 4409, msg: 'The order value must be at least 5.' });
    const missing = await place(alice.token, { side: 'buy', type: 'limit', price: '100' });
    expect(missing.body.code).toBe(4402);
    const german = await t.call(
      'placeOrder',
      { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '100', client_order_id: key() },
      { method: 'POST', token: alice.token, lang: 'de' },
    );
    expect(german.body.code).toBe(4402);
    expect(german.body.msg).not.toBe('Please enter the quantity.');
    const tooMuch = await place(alice.token, { side: 'buy', type: 'limit', price: '50000', quantity: '1' });
    expect(tooMuch.body.code).toBe(4301);
    const empty = await place(bob.token, { side: 'sell', type: 'market', quantity: '0.001', symbol: 'ETH_USDT' });
    expect(empty.body.code).toBe(4411);
  });

  it('never lets a user cancel or see another user order', async () => {
    const buy = await place(alice.token, { side: 'buy', type: 'limit', price: '30000', quantity: '0.001' });
    const cancel = await t.call('cancelOrder', { order_id: buy.body.data.id, request_id: key() }, { method: 'POST', token: bob.token });
    expect(cancel.body.code).toBe(4412);
    const open = await t.call('getOrders', { scope: 'open' }, { token: bob.token });
    expect(open.body.data.list).toEqual([]);
  });

  it('answers order_not_accepted and rebuilds the books when a batch cannot commit', async () => {
    const dave = await fundedUser(t, 'dave@spot.test', 100_000_000n);
    const erin = await fundedUser(t, 'erin@spot.test', 0n);
    await creditExchange(t, erin.id, 'ETH', 100_000_000n);
    const ask = await place(erin.token, { symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '3000', quantity: '0.01' });
    expect(ask.body.code).toBe(0);
    // Refuse the id the next trade will get: the batch that trades fails at the INSERT and rolls back. (A row
    // occupying the id no longer collides: spot_trades is partitioned by day, its key is (id, created_at).)
    const nextTradeId = t.services.exchange.view.nextTradeId;
    await t.services.db.execute(
      sql.raw(`create function refuse_next_trade() returns trigger language plpgsql as $$
        begin if new.id = ${nextTradeId} then raise exception 'trade refused by the test'; end if; return new; end $$`),
    );
    await t.services.db.execute(sql`create trigger refuse_next_trade before insert on spot_trades for each row execute function refuse_next_trade()`);
    const before = await balance(dave.id, 'USDT');
    const fields = { symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3000', quantity: '0.01', client_order_id: 'after-failure-1' };
    const refused = await place(dave.token, fields);
    expect(refused.body.code).toBe(4417);
    expect(await balance(dave.id, 'USDT')).toEqual(before);
    const depth = await t.call('getDepth', { symbol: 'ETH_USDT' });
    expect(depth.body.data.asks).toEqual([['3000.000000', '0.01000000']]);
    await t.services.db.execute(sql`drop trigger refuse_next_trade on spot_trades`);
    const retried = await place(dave.token, fields);
    expect(retried.body.data).toMatchObject({ status: 'closed', filled_quantity: '0.01000000' });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('lets two orders racing for the same funds freeze them only once', async () => {
    const carol = await fundedUser(t, 'carol@spot.test', 60_000_000n); // 60 USDT
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(carol.token, { side: 'buy', type: 'limit', price: '20000', quantity: '0.0025' })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 4301)).toHaveLength(4);
    expect(await balance(carol.id, 'USDT')).toEqual({ available: 10_000_000n, frozen: 50_000_000n });
  });
});
