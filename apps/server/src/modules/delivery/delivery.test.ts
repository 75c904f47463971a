import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { createUserWithPassword } from '../identity/index.js';
import { houseAccounts, postEntries, trialBalance, userBalances } from '../ledger/index.js';
import { storeTicks } from '../marketdata/index.js';
import { outcome, settleDueDeliveries } from './settleDueDeliveries.js';

const USDT = 1_000_000n;
const SYMBOL = 'BTC_USDT_PERP'; // price scale 2
// Thursday 2026-01-01 00:00 UTC: crypto trades, US stocks are closed.
const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
let t: TestApp;
let products: Record<number, string>;
let n = 0;

/** A signed-in user with `units` of USDT credited to the futures account through a deposit posting. */
async function futuresUser(units: bigint): Promise<{ id: bigint; token: string }> {
  const email = `delivery${n++}@delivery.test`;
  const user = await createUserWithPassword(t.services.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality: 'HK' });
  if (units > 0n)
    await t.services.db.transaction((tx) =>
      postEntries(tx, {
        reason: 'deposit',
        actor: 'test',
        cause: { type: 'test', id: email },
        idempotencyKey: `test-credit:${email}`,
        movements: [
          { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -units },
          { account: { owner: 'user', userId: user.id, kind: 'futures', asset: 'USDT' }, bucket: 'available', amount: units },
        ],
      }),
    );
  const login = await t.call('userLogin', { account: email, password: 'secret123' }, { method: 'POST' });
  return { id: user.id, token: login.body.data.token };
}

async function futures(userId: bigint) {
  const row = (await userBalances(t.services.db, userId)).find((r) => r.kind === 'futures' && r.asset === 'USDT');
  return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
}

/** Stores a reference tick at `atMs` (whole second) with a price in cents. */
const tick = (atMs: number, priceCents: bigint, symbol = SYMBOL) =>
  storeTicks(t.services.db, [{ symbol, atSecond: Math.floor(atMs / 1000), priceUnits: priceCents, source: 'test' }]);

const place = (token: string, fields: Record<string, string>, lang?: string) =>
  t.call(
    'placeDelivery',
    { symbol: SYMBOL, direction: 'up', product_id: products[60] ?? '', stake: '100', request_id: `req-${Date.now()}-${n++}`, ...fields },
    { method: 'POST', token, lang },
  );

async function order(token: string, id: string) {
  for (const scope of ['open', 'settled']) {
    const found = (await t.call('getDeliveryOrders', { scope }, { token })).body.data.list.find((o: { id: string }) => o.id === id);
    if (found) return found;
  }
  throw new Error(`order ${id} not listed`);
}

/** Starts each scenario an hour later, on a whole second, with a fresh tick: scenarios do not share ticks. */
async function nextScenario(priceCents: bigint): Promise<number> {
  clock.set(new Date(Math.ceil((clock.now().getTime() + 3_600_000) / 1000) * 1000));
  const now = clock.now().getTime();
  await tick(now, priceCents);
  return now;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const answer = await t.call('getDeliveryProducts');
  products = Object.fromEntries(answer.body.data.map((p: { id: string; duration_seconds: number }) => [p.duration_seconds, p.id]));
});
afterAll(() => t.close());

describe('delivery products', () => {
  it('lists the seeded durations with payout, bounds and the tie rule', async () => {
    const answer = await t.call('getDeliveryProducts');
    expect(answer.body.data.map((p: object) => ({ ...p, id: undefined }))).toEqual([
      { id: undefined, duration_seconds: 30, payout_pct: '80', min_stake: '10', max_stake: '5000', tie_rule: 'stake_returned' },
      { id: undefined, duration_seconds: 60, payout_pct: '85', min_stake: '10', max_stake: '10000', tie_rule: 'stake_returned' },
      { id: undefined, duration_seconds: 120, payout_pct: '88', min_stake: '10', max_stake: '10000', tie_rule: 'stake_returned' },
      { id: undefined, duration_seconds: 300, payout_pct: '90', min_stake: '10', max_stake: '10000', tie_rule: 'stake_returned' },
    ]);
  });
});

describe('placing delivery contracts', () => {
  it('refuses a closed market with the reopening time, and an instrument without a fresh tick', async () => {
    const user = await futuresUser(1_000n * USDT);
    const closed = await place(user.token, { symbol: 'AAPL_USD' });
    expect(closed.body).toMatchObject({ code: 4504, data: { reopens_at: '2026-01-01T14:30:00.000Z' } });
    const noTick = await place(user.token, { symbol: 'ETH_USDT_PERP' });
    expect(noTick.body.code).toBe(4510);
    await tick(clock.now().getTime() - 6_000, 340_000n, 'ETH_USDT_PERP');
    expect((await place(user.token, { symbol: 'ETH_USDT_PERP' })).body.code).toBe(4510);
  });

  it('refuses a zero investment and a stake outside the bounds, with the bounds in the user language', async () => {
    await nextScenario(9_600_000n);
    const user = await futuresUser(20_000n * USDT);
    expect((await place(user.token, { stake: '0' })).body).toMatchObject({ code: 4511, msg: 'The investment amount cannot be 0.' });
    const over = await place(user.token, { stake: '5000.000001', product_id: products[30] ?? '' });
    expect(over.body).toMatchObject({ code: 4512, msg: 'The amount must be between 10 and 5000 USDT for this duration.', data: { min: '10', max: '5000' } });
    const under = await place(user.token, { stake: '9.99' }, 'de');
    expect(under.body).toMatchObject({ code: 4512, msg: 'Für diese Laufzeit muss der Betrag zwischen 10 und 10000 USDT liegen.' });
    expect(await futures(user.id)).toEqual({ available: 20_000n * USDT, frozen: 0n });
  });

  it('refuses an insufficient balance and records nothing', async () => {
    await nextScenario(9_600_000n);
    const user = await futuresUser(20n * USDT);
    expect((await place(user.token, { stake: '30' })).body.code).toBe(4301);
    expect((await t.call('getDeliveryOrders', { scope: 'open' }, { token: user.token })).body.data).toEqual({ list: [], total: 0 });
    expect(await futures(user.id)).toEqual({ available: 20n * USDT, frozen: 0n });
  });

  it('answers the first order for a repeated request_id and freezes once', async () => {
    await nextScenario(9_600_000n);
    const user = await futuresUser(1_000n * USDT);
    const fields = { request_id: 'same-request-1', stake: '100' };
    const [first, second] = await Promise.all([place(user.token, fields), place(user.token, fields)]);
    const third = await place(user.token, fields);
    expect(first.body.code).toBe(0);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(third.body.data.id).toBe(first.body.data.id);
    expect(await futures(user.id)).toEqual({ available: 900n * USDT, frozen: 100n * USDT });
  });

  it('lets only one of two concurrent placements have the same funds', async () => {
    await nextScenario(9_600_000n);
    const user = await futuresUser(100n * USDT);
    const answers = await Promise.all([place(user.token, { stake: '60' }), place(user.token, { stake: '60' })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 4301]);
    expect(await futures(user.id)).toEqual({ available: 40n * USDT, frozen: 60n * USDT });
    expect((await t.call('getDeliveryOrders', { scope: 'open' }, { token: user.token })).body.data.total).toBe(1);
  });
});

describe('settlement', () => {
  it('pays a win: stake back plus 85% profit from the house delivery account', async () => {
    const start = await nextScenario(9_600_000n);
    const user = await futuresUser(1_000n * USDT);
    const placed = await place(user.token, { direction: 'up', stake: '100', product_id: products[60] ?? '' });
    expect(placed.body.data).toMatchObject({
      status: 'open',
      purchase_price: '96000.00',
      payout_pct: '85',
      expires_at: new Date(start + 60_000).toISOString(),
    });
    expect(await futures(user.id)).toEqual({ available: 900n * USDT, frozen: 100n * USDT });
    const houseBefore = await houseDelivery();

    await tick(start + 59_000, 9_500_000n);
    await tick(start + 60_000, 9_600_001n); // one cent above the purchase price, at expiry
    clock.set(new Date(start + 61_500));
    await settleDueDeliveries(t.services.db, clock);

    expect(await order(user.token, placed.body.data.id)).toMatchObject({
      status: 'won',
      settlement_price: '96000.01',
      settlement_tick_at: new Date(start + 60_000).toISOString(),
      payout: '185.000000',
      income: '85.000000',
    });
    expect(await futures(user.id)).toEqual({ available: 1_085n * USDT, frozen: 0n });
    expect((await houseDelivery()) - houseBefore).toBe(-85n * USDT);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('takes a lost stake into the house delivery account', async () => {
    const start = await nextScenario(9_600_000n);
    const user = await futuresUser(1_000n * USDT);
    const placed = await place(user.token, { direction: 'down', stake: '50', product_id: products[30] ?? '' });
    const houseBefore = await houseDelivery();
    await tick(start + 30_000, 9_600_100n);
    clock.set(new Date(start + 32_000));
    await settleDueDeliveries(t.services.db, clock);

    expect(await order(user.token, placed.body.data.id)).toMatchObject({
      status: 'lost',
      settlement_price: '96001.00',
      payout: '0.000000',
      income: '-50.000000',
    });
    expect(await futures(user.id)).toEqual({ available: 950n * USDT, frozen: 0n });
    expect((await houseDelivery()) - houseBefore).toBe(50n * USDT);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('returns the stake in full when the price is unchanged', async () => {
    const start = await nextScenario(9_600_000n);
    const user = await futuresUser(1_000n * USDT);
    const placed = await place(user.token, { direction: 'up', stake: '250', product_id: products[120] ?? '' });
    const houseBefore = await houseDelivery();
    await tick(start + 120_000, 9_600_000n);
    clock.set(new Date(start + 122_000));
    await settleDueDeliveries(t.services.db, clock);
    await settleDueDeliveries(t.services.db, clock); // idempotent: a second run changes nothing

    expect(await order(user.token, placed.body.data.id)).toMatchObject({ status: 'tie', payout: '250.000000', income: '0.000000' });
    expect(await futures(user.id)).toEqual({ available: 1_000n * USDT, frozen: 0n });
    expect(await houseDelivery()).toBe(houseBefore);
    const postings = await t.services.db.execute(
      sql`select count(*)::int as n from ledger_postings where idempotency_key = ${`delivery:settle:${placed.body.data.id}`}`,
    );
    expect(postings.rows[0]).toEqual({ n: 1 });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('rounds profit up, never in the house favour', () => {
    // 10.000001 USDT at 80%: 8.0000008 → 8.000001.
    expect(outcome({ direction: 'up', stake: '10000001', payoutBp: 8000, purchasePrice: '100' }, 101n)).toEqual({
      status: 'won',
      payout: 18_000_002n,
      profit: 8_000_001n,
    });
  });

  it('catches up after downtime across expiries, using the tick at expiry when stored, else the first tick after', async () => {
    const start = await nextScenario(9_600_000n);
    const user = await futuresUser(1_000n * USDT);
    const short = await place(user.token, { direction: 'up', stake: '10', product_id: products[30] ?? '' });
    const long = await place(user.token, { direction: 'down', stake: '20', product_id: products[60] ?? '' });
    // Ticks until 31 s after purchase, then the server is down until 200 s.
    for (let s = 1; s <= 31; s++) await tick(start + s * 1000, 9_600_000n + BigInt(s));
    clock.set(new Date(start + 10 * 60_000));
    await settleDueDeliveries(t.services.db, clock);
    // The 30 s order had its tick; the 60 s one waits for the first tick after its expiry.
    expect(await order(user.token, short.body.data.id)).toMatchObject({
      status: 'won',
      settlement_price: '96000.30',
      settlement_tick_at: new Date(start + 30_000).toISOString(),
    });
    expect(await order(user.token, long.body.data.id)).toMatchObject({ status: 'open', settlement_price: null });

    await tick(start + 200_000, 9_599_000n);
    await tick(start + 201_000, 9_700_000n);
    await settleDueDeliveries(t.services.db, clock);
    expect(await order(user.token, long.body.data.id)).toMatchObject({
      status: 'won',
      settlement_price: '95990.00',
      settlement_tick_at: new Date(start + 200_000).toISOString(),
      payout: '37.000000',
    });
    const [row] = (await t.services.db.execute<{ rule: string }>(sql`select settlement_tick_rule as rule from delivery_orders where id = ${long.body.data.id}`))
      .rows;
    expect(row?.rule).toBe('after_expiry');
    // 1000 − 10 − 20 + 18 + 37
    expect(await futures(user.id)).toEqual({ available: 1_025n * USDT, frozen: 0n });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });
});

async function houseDelivery(): Promise<bigint> {
  const rows = await houseAccounts(t.services.db);
  return rows.find((r) => r.code === 'delivery' && r.asset === 'USDT')?.balance ?? 0n;
}
