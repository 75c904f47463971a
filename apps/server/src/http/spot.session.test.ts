import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { trialBalance, userBalances, verifyLedger } from '../modules/ledger/index.js';
import { creditExchange, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * A random trading session between several users, with orders sent concurrently so that
 * batches hold many commands. Afterwards every user's balances must equal deposits plus trades
 * minus fees, frozen funds must equal what open orders hold, the book must equal the open
 * orders, and the ledger must balance.
 */
let t: TestApp;
const traders: Array<{ id: bigint; token: string }> = [];
const DEPOSIT_USDT = 50_000_000_000n; // 50,000 USDT
const DEPOSIT_BTC = 100_000_000n; // 1 BTC

/** mulberry32: a seeded generator, so a failure replays. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['p', 'q', 'r', 's']) {
    const user = await fundedUser(t, `${name}@session.test`, DEPOSIT_USDT);
    await creditExchange(t, user.id, 'BTC', DEPOSIT_BTC);
    traders.push(user);
  }
});
afterAll(() => t.close());

it('keeps every balance equal to deposits plus trades minus fees after a random session', { timeout: 60_000 }, async () => {
  const next = random(20261121);
  let keys = 0;
  for (let round = 0; round < 40; round++) {
    const requests = traders.map(async (trader) => {
      const roll = next();
      const side = next() < 0.5 ? 'buy' : 'sell';
      if (roll < 0.15) {
        const open = await t.call('getOrders', { scope: 'open', symbol: 'BTC_USDT' }, { token: trader.token });
        const victim = open.body.data.list[0];
        if (victim) await t.call('cancelOrder', { order_id: victim.id, request_id: `cancel-${keys++}-req` }, { method: 'POST', token: trader.token });
        return;
      }
      const base = { symbol: 'BTC_USDT', side, client_order_id: `s${keys++}`, time_in_force: next() < 0.1 ? 'IOC' : 'GTC' };
      const quantity = (0.0005 + Math.floor(next() * 40) * 0.00025).toFixed(5);
      const fields =
        roll < 0.3
          ? side === 'buy'
            ? { ...base, type: 'market', amount: (20 + Math.floor(next() * 300)).toString() }
            : { ...base, type: 'market', quantity }
          : { ...base, type: 'limit', price: (50_000 + Math.floor((next() - 0.5) * 200) * 0.5).toFixed(2), quantity };
      const answer = await t.call('placeOrder', fields, { method: 'POST', token: trader.token });
      expect([0, 4301, 4409, 4411]).toContain(answer.body.code);
    });
    await Promise.all(requests);
  }

  const trades = await t.services.db.execute<{ n: string }>(sql`select count(*)::text as n from spot_trades`);
  expect(Number(trades.rows[0]?.n)).toBeGreaterThan(20);

  for (const trader of traders) {
    const flows = await t.services.db.execute<{ base_in: string; base_out: string; quote_in: string; quote_out: string }>(sql`
      select
        coalesce(sum(case when (maker_user_id = ${trader.id} and taker_side = 'sell') or (taker_user_id = ${trader.id} and taker_side = 'buy')
          then quantity - (case when maker_user_id = ${trader.id} then maker_fee else taker_fee end) else 0 end), 0)::text as base_in,
        coalesce(sum(case when (maker_user_id = ${trader.id} and taker_side = 'buy') or (taker_user_id = ${trader.id} and taker_side = 'sell') then quantity else 0 end), 0)::text as base_out,
        coalesce(sum(case when (maker_user_id = ${trader.id} and taker_side = 'buy') or (taker_user_id = ${trader.id} and taker_side = 'sell')
          then amount - (case when maker_user_id = ${trader.id} then maker_fee else taker_fee end) else 0 end), 0)::text as quote_in,
        coalesce(sum(case when (maker_user_id = ${trader.id} and taker_side = 'sell') or (taker_user_id = ${trader.id} and taker_side = 'buy') then amount else 0 end), 0)::text as quote_out
      from spot_trades where maker_user_id = ${trader.id} or taker_user_id = ${trader.id}`);
    const f = flows.rows[0] as { base_in: string; base_out: string; quote_in: string; quote_out: string };
    const frozen = await t.services.db.execute<{ side: string; left: string }>(
      sql`select side, coalesce(sum(frozen_left), 0)::text as left from spot_orders where user_id = ${trader.id} and status in ('pending','trading') group by side`,
    );
    const frozenOf = (side: string) => BigInt(frozen.rows.find((r) => r.side === side)?.left ?? 0);
    const balances = await userBalances(t.services.db, trader.id);
    const of = (asset: string) => balances.find((b) => b.kind === 'exchange' && b.asset === asset) ?? { available: 0n, frozen: 0n };
    expect(of('BTC').available + of('BTC').frozen).toBe(DEPOSIT_BTC + BigInt(f.base_in) - BigInt(f.base_out));
    expect(of('USDT').available + of('USDT').frozen).toBe(DEPOSIT_USDT + BigInt(f.quote_in) - BigInt(f.quote_out));
    expect(of('BTC').frozen).toBe(frozenOf('sell'));
    expect(of('USDT').frozen).toBe(frozenOf('buy'));
  }

  const open = await t.services.db.execute<{ side: string; remaining: string }>(
    sql`select side, sum(quantity - filled_quantity)::text as remaining from spot_orders where status in ('pending','trading') group by side`,
  );
  const depth = await t.call('getDepth', { symbol: 'BTC_USDT', limit: '100' });
  const total = (levels: string[][]) => levels.reduce((sum, [, qty]) => sum + BigInt((qty as string).replace('.', '')), 0n);
  for (const row of open.rows) expect(total(row.side === 'buy' ? depth.body.data.bids : depth.body.data.asks)).toBe(BigInt(row.remaining));
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  expect((await verifyLedger(t.services.db)).ok).toBe(true);
});
