import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePosition, openPosition, positions } from '../modules/derivatives/index.js';
import { postEntries, trialBalance, userBalances } from '../modules/ledger/index.js';
import { storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Issue 12, defect 8: every state change of spot, leveraged and delivery trading takes a request
 * id and applies once — through the call's own record (runOnce) and, should that record be lost
 * (a crash between the action and the answer), through the use case's own key. The same id with
 * other content is refused with 4008, never a 500 and never the first answer passed off as the second.
 */

/** Wednesday noon UTC: metals and crypto trade. */
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
const REUSED = 4008;
let t: TestApp;
let trader: { id: bigint; token: string };
let n = 0;
const requestId = () => `trq${Date.now()}x${n++}`;

async function ticksNow() {
  const atSecond = Math.floor(clock.now().getTime() / 1000);
  await storeTicks(t.services.db, [
    { symbol: 'XAU_USD', atSecond, priceUnits: 400_000n, source: 'test' },
    { symbol: 'BTC_USDT_PERP', atSecond, priceUnits: 6_000_000n, source: 'test' },
  ]);
}

async function credit(userId: bigint, kind: 'contract' | 'futures', units: bigint) {
  await t.services.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: `${userId}` },
      idempotencyKey: `trading-requests:${kind}:${userId}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -units },
        { account: { owner: 'user', userId, kind, asset: 'USDT' }, bucket: 'available', amount: units },
      ],
    }),
  );
}

const post = (name: string, params: Record<string, string>) => t.call(name, params, { method: 'POST', token: trader.token });
const open = (fields: Record<string, string> = {}) =>
  post('openPosition', { symbol: 'XAU_USD', side: 'long', lots: '3', leverage: '10', request_id: requestId(), ...fields });

/** The position's open lots and the lots its partial closes split off. */
async function lotsOf(positionId: string) {
  const [row] = await t.services.db
    .select()
    .from(positions)
    .where(eq(positions.id, BigInt(positionId)));
  const split = await t.services.db
    .select({ lots: positions.lots })
    .from(positions)
    .where(eq(positions.parentId, BigInt(positionId)));
  return { open: Number(row?.lots ?? 0n), closed: split.reduce((sum, r) => sum + Number(r.lots), 0), splits: split.length };
}

/** Forgets the call's own record of a request id, as a crash between the action and the answer would. */
async function forgetCall(id: string) {
  await t.services.db.execute(sql`delete from call_requests where actor = ${`user:${trader.id}`} and request_id = ${id}`);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  trader = await fundedUser(t, 'requests@trading.test', 100_000_000_000n);
  await credit(trader.id, 'contract', 100_000_000_000n);
  await credit(trader.id, 'futures', 10_000_000_000n);
});
afterAll(() => t.close());

describe('closePosition with a request id (defect 8)', () => {
  it('closes one lot when lots=1 is sent twice (a retry), answering the same closed row', async () => {
    await ticksNow();
    const opened = await open();
    const close = { position_id: opened.body.data.id, lots: '1', request_id: requestId() };
    const first = await post('closePosition', close);
    const retry = await post('closePosition', close);
    expect(first.body).toMatchObject({ code: 0, data: { status: 'closed', lots: 1 } });
    expect(retry.body).toEqual(first.body);
    expect(await lotsOf(opened.body.data.id)).toEqual({ open: 2, closed: 1, splits: 1 });
  });

  it('still closes one lot when the call record of the first attempt was lost', async () => {
    await ticksNow();
    const opened = await open();
    const close = { position_id: opened.body.data.id, lots: '1', request_id: requestId() };
    const first = await post('closePosition', close);
    await forgetCall(close.request_id);
    const retry = await post('closePosition', close);
    expect(retry.body.code).toBe(0);
    expect(retry.body.data.id).toBe(first.body.data.id);
    // The use case on its own, with no call record at all in front of it.
    const direct = await closePosition(t.services.db, clock, {
      userId: trader.id,
      positionId: BigInt(opened.body.data.id),
      lots: 1,
      requestId: close.request_id,
    });
    expect(direct).toMatchObject({ ok: true, value: { id: first.body.data.id, lots: 1 } });
    expect(await lotsOf(opened.body.data.id)).toEqual({ open: 2, closed: 1, splits: 1 });
    // The same request id for another close (other lots) is a reused id, not a second close.
    await forgetCall(close.request_id);
    expect((await post('closePosition', { ...close, lots: '2' })).body).toMatchObject({ code: REUSED, data: { field: 'request_id' } });
    expect(await lotsOf(opened.body.data.id)).toEqual({ open: 2, closed: 1, splits: 1 });
  });

  it('closes one lot when two identical requests race, through the call and through the use case alone', async () => {
    await ticksNow();
    const opened = await open({ lots: '4' });
    const close = { position_id: opened.body.data.id, lots: '1', request_id: requestId() };
    const [a, b] = await Promise.all([post('closePosition', close), post('closePosition', close)]);
    expect(a.body).toMatchObject({ code: 0, data: { lots: 1 } });
    expect(b.body).toEqual(a.body);
    expect(await lotsOf(opened.body.data.id)).toEqual({ open: 3, closed: 1, splits: 1 });

    const direct = { userId: trader.id, positionId: BigInt(opened.body.data.id), lots: 1, requestId: requestId() };
    const [c, d] = await Promise.all([closePosition(t.services.db, clock, direct), closePosition(t.services.db, clock, direct)]);
    expect(c.ok && d.ok && c.value.id === d.value.id).toBe(true);
    expect(await lotsOf(opened.body.data.id)).toEqual({ open: 2, closed: 2, splits: 2 });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('refuses a state change without a request id', async () => {
    await ticksNow();
    const opened = await open({ lots: '1' });
    expect((await post('closePosition', { position_id: opened.body.data.id })).body).toMatchObject({ code: 4303, data: { field: 'request_id' } });
    expect((await post('closeAllPositions', {})).body.code).toBe(4303);
    expect((await post('cancelPosition', { position_id: opened.body.data.id })).body.code).toBe(4303);
    expect((await post('setTpSl', { position_id: opened.body.data.id, take_profit: '4100' })).body.code).toBe(4303);
  });
});

describe('openPosition with a reused request id (defect 8)', () => {
  it('answers 4008 for one request id with another instrument, and opens nothing more', async () => {
    await ticksNow();
    const id = requestId();
    const gold = await open({ request_id: id });
    expect(gold.body.code).toBe(0);
    const bitcoin = await open({ request_id: id, symbol: 'BTC_USDT_PERP', lots: '1' });
    expect(bitcoin).toMatchObject({ status: 200, body: { code: REUSED, data: { field: 'request_id' } } });
    // Without the call record in front of it, the use case refuses it too, without an SQL error.
    await forgetCall(id);
    expect((await open({ request_id: id, symbol: 'BTC_USDT_PERP', lots: '1' })).body).toMatchObject({ code: REUSED });
    await forgetCall(id);
    expect((await open({ request_id: id })).body.data.id).toBe(gold.body.data.id);
    const rows = await t.services.db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.userId, trader.id), eq(positions.requestId, id)));
    expect(rows).toHaveLength(1);
  });

  it('never answers 500 when the two arrive at once', async () => {
    await ticksNow();
    const id = requestId();
    const [a, b] = await Promise.all([open({ request_id: id }), open({ request_id: id, symbol: 'BTC_USDT_PERP', lots: '1' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, REUSED]);
    // The use cases alone, racing: one opens, the other finds it and refuses the other instrument.
    const direct = (symbol: string, lots: number, request_id: string) =>
      openPosition(t.services.db, clock, {
        userId: trader.id,
        input: { symbol, side: 'long', type: 'market', lots, leverage: 10, price: undefined, take_profit: undefined, stop_loss: undefined, request_id },
      });
    const raced = requestId();
    const [c, d] = await Promise.all([direct('XAU_USD', 1, raced), direct('BTC_USDT_PERP', 1, raced)]);
    expect([c.ok ? 'opened' : c.error, d.ok ? 'opened' : d.error].sort()).toEqual(['opened', 'request_id_reused']);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });
});

describe('spot client order ids', () => {
  const order = (fields: Record<string, string>) =>
    post('placeOrder', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', quantity: '0.01', time_in_force: 'GTC', ...fields });

  it('answers the first order for a repeat and 4008 for the same id with another order', async () => {
    const id = `cid${n++}`;
    const first = await order({ client_order_id: id });
    expect(first.body.code).toBe(0);
    expect((await order({ client_order_id: id })).body.data.id).toBe(first.body.data.id);
    const other = await order({ client_order_id: id, price: '1001' });
    expect(other).toMatchObject({ status: 200, body: { code: REUSED, data: { field: 'client_order_id' } } });
    expect((await order({ client_order_id: id, symbol: 'ETH_USDT', price: '100', quantity: '0.1' })).body.code).toBe(REUSED);
    const [a, b] = await Promise.all([order({ client_order_id: `${id}r` }), order({ client_order_id: `${id}r`, quantity: '0.02' })]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, REUSED]);
  });

  it('cancels once for a repeated request id', async () => {
    const frozen = async () => (await userBalances(t.services.db, trader.id)).find((b) => b.kind === 'exchange' && b.asset === 'USDT')?.frozen;
    const before = await frozen();
    const placed = await order({ client_order_id: `cid${n++}` });
    const cancel = { order_id: placed.body.data.id, request_id: requestId() };
    const first = await post('cancelOrder', cancel);
    expect(first.body).toMatchObject({ code: 0, data: { status: 'withdrawn' } });
    expect((await post('cancelOrder', cancel)).body).toEqual(first.body);
    expect(await frozen()).toBe(before);
  });
});

describe('delivery request ids', () => {
  it('answers 4008 for the same request id with another stake, through the call and the use case', async () => {
    await ticksNow();
    const products = (await t.call('getDeliveryProducts')).body.data as Array<{ id: string }>;
    const place = { symbol: 'BTC_USDT_PERP', direction: 'up', product_id: products[0]?.id ?? '', stake: '100', request_id: requestId() };
    const first = await post('placeDelivery', place);
    expect(first.body.code).toBe(0);
    expect((await post('placeDelivery', place)).body).toEqual(first.body);
    expect((await post('placeDelivery', { ...place, stake: '200' })).body).toMatchObject({ code: REUSED, data: { field: 'request_id' } });
    await forgetCall(place.request_id);
    expect((await post('placeDelivery', { ...place, direction: 'down' })).body).toMatchObject({ code: REUSED });
    await forgetCall(place.request_id);
    expect((await post('placeDelivery', place)).body.data.id).toBe(first.body.data.id);
  });
});
