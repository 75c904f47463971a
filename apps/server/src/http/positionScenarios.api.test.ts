import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryCharges, carryPeriodsBetween, chargeDueCarry, positions, watchPositions } from '../modules/derivatives/index.js';
import { trialBalance, userBalances } from '../modules/ledger/index.js';
import { storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { creditAccount, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * Deterministic scenarios of leveraged positions, each on a manual clock with ticks stored as
 * the recorder would: stop-loss, funding and overnight charges (with catch-up after downtime),
 * a weekend closure, a USD-based forex pair, and the exposure cap. Amounts are worked by hand.
 */
const clock = manualClock(new Date('2026-11-18T07:59:00Z')); // a Wednesday
let t: TestApp;
let trader: { id: bigint; token: string };
let n = 0;
const requestId = () => `scn${Date.now()}x${n++}`;

async function tick(symbol: string, priceUnits: bigint, at: Date = clock.now()) {
  await storeTicks(t.services.db, [{ symbol, atSecond: Math.floor(at.getTime() / 1000), priceUnits, source: 'test' }]);
}

async function contractBalance(userId: bigint) {
  const row = (await userBalances(t.services.db, userId)).find((b) => b.kind === 'contract' && b.asset === 'USDT');
  return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
}

const open = (fields: Record<string, string>) =>
  t.call('openPosition', { side: 'long', lots: '1', leverage: '10', request_id: requestId(), ...fields }, { method: 'POST', token: trader.token });

async function positionRow(id: string) {
  const [row] = await t.services.db
    .select()
    .from(positions)
    .where(sql`${positions.id} = ${BigInt(id)}`);
  if (!row) throw new Error(`position ${id} missing`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  trader = await fundedUser(t, 'scenarios@positions.test', 0n);
  await creditAccount(t, trader.id, 'contract', 'USDT', 100_000_000_000n);
});
afterAll(() => t.close());

describe('carry periods', () => {
  it('funding falls due at 00:00, 08:00 and 16:00 UTC; overnight fees at 22:00 UTC every night', () => {
    const at = (iso: string) => new Date(iso).getTime();
    expect(carryPeriodsBetween('8h', at('2026-11-18T07:59:00Z'), at('2026-11-19T08:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-18T08:00:00.000Z',
      '2026-11-18T16:00:00.000Z',
      '2026-11-19T00:00:00.000Z',
      '2026-11-19T08:00:00.000Z',
    ]);
    // a boundary is due only after the instant given (a position opened exactly then is not charged for it)
    expect(carryPeriodsBetween('8h', at('2026-11-18T08:00:00Z'), at('2026-11-18T08:00:00Z'))).toEqual([]);
    expect(carryPeriodsBetween('1d', at('2026-11-20T12:00:00Z'), at('2026-11-23T12:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-20T22:00:00.000Z',
      '2026-11-21T22:00:00.000Z',
      '2026-11-22T22:00:00.000Z',
    ]);
  });
});

describe('position scenarios', () => {
  it('funding: longs pay and shorts receive at each boundary, once, valued at the boundary tick; catch-up after downtime', async () => {
    await tick('BTC_USDT_PERP', 9_600_000n); // 96,000.00
    const long = await open({ symbol: 'BTC_USDT_PERP' });
    const short = await open({ symbol: 'BTC_USDT_PERP', side: 'short' });
    expect(long.body.data.margin).toBe('96.009600'); // 0.01 BTC at the ask 96,009.60, 10x
    clock.set(new Date('2026-11-18T08:00:00Z'));
    await tick('BTC_USDT_PERP', 9_600_000n);
    clock.advance(30_000);
    expect(await chargeDueCarry(t.services.db, clock)).toBe(2);
    expect(await chargeDueCarry(t.services.db, clock)).toBe(0); // idempotent
    // 1 bp of 960.00 USDT (0.01 BTC at the 08:00:00 tick) = 0.096
    expect((await positionRow(long.body.data.id)).carryPaid).toBe('96000');
    expect((await positionRow(long.body.data.id)).margin).toBe(String(96_009_600n - 96_000n));
    expect((await positionRow(short.body.data.id)).carryPaid).toBe('-96000');

    // Down from 08:00:30 to 01:00 the next day: no tick near 16:00, one 2 s after it; one at midnight.
    await tick('BTC_USDT_PERP', 9_800_000n, new Date('2026-11-18T16:00:02Z'));
    await tick('BTC_USDT_PERP', 10_000_000n, new Date('2026-11-19T00:00:00Z'));
    clock.set(new Date('2026-11-19T01:00:00Z'));
    expect(await chargeDueCarry(t.services.db, clock)).toBe(4);
    const charges = await t.services.db
      .select()
      .from(carryCharges)
      .where(sql`${carryCharges.positionId} = ${BigInt(long.body.data.id)}`)
      .orderBy(carryCharges.periodAt);
    expect(charges.map((c) => [c.periodAt.toISOString(), c.tickAt.toISOString(), c.amount])).toEqual([
      ['2026-11-18T08:00:00.000Z', '2026-11-18T08:00:00.000Z', '96000'],
      ['2026-11-18T16:00:00.000Z', '2026-11-18T16:00:02.000Z', '98000'], // the first tick after the boundary
      ['2026-11-19T00:00:00.000Z', '2026-11-19T00:00:00.000Z', '100000'],
    ]);
    const view = (await t.call('getPositions', { tab: 'open' }, { token: trader.token })).body.data.list.find(
      (p: { id: string }) => p.id === long.body.data.id,
    );
    expect(view).toMatchObject({ carry_paid: '0.294000', margin: '95.715600' });
    await tick('BTC_USDT_PERP', 10_000_000n);
    await t.call('closeAllPositions', { request_id: requestId() }, { method: 'POST', token: trader.token });
    expect((await contractBalance(trader.id)).frozen).toBe(0n);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('stop-loss: a gold long closes at the bid of the first tick at or below the stop, with exact money', async () => {
    clock.set(new Date('2026-11-19T12:00:00Z'));
    await tick('XAU_USD', 400_000n);
    const before = await contractBalance(trader.id);
    const opened = await open({ symbol: 'XAU_USD', stop_loss: '3950' });
    expect(opened.body.data).toMatchObject({ entry_price: '4000.40', margin: '400.040000', open_fee: '1.200120' });
    clock.advance(1_000);
    await tick('XAU_USD', 395_100n); // bid 3,950.61: not yet
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 0, opened: 0 });
    clock.advance(1_000);
    await tick('XAU_USD', 394_900n); // bid 3,948.60 ≤ 3,950
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 1, opened: 0 });
    const row = await positionRow(opened.body.data.id);
    // P&L (3,948.60 − 4,000.40) × 1 oz = −51.80; close fee 3 bp of 3,948.60 = 1.184580
    expect(row).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: '394860', realisedPnl: '-51800000', closeFee: '1184580' });
    expect(await contractBalance(trader.id)).toEqual({ available: before.available - 1_200_120n - 51_800_000n - 1_184_580n, frozen: 0n });
  });

  it('overnight fee: a gold CFD pays 2 bp of its value at the 22:00 UTC rollover', async () => {
    clock.set(new Date('2026-11-19T20:00:00Z'));
    await tick('XAU_USD', 400_000n);
    const opened = await open({ symbol: 'XAU_USD' });
    await tick('XAU_USD', 410_000n, new Date('2026-11-19T22:00:00Z'));
    clock.set(new Date('2026-11-19T22:00:05Z'));
    expect(await chargeDueCarry(t.services.db, clock)).toBe(1);
    // 2 bp of 4,100.00 = 0.82, to the fee account
    expect((await positionRow(opened.body.data.id)).carryPaid).toBe('820000');
    await t.call('closePosition', { position_id: opened.body.data.id, request_id: requestId() }, { method: 'POST', token: trader.token });
  });

  it('weekend closure: prices while the market is closed trigger nothing and closing is refused with the reopening time', async () => {
    clock.set(new Date('2026-11-20T20:00:00Z')); // Friday, two hours before the close
    await tick('XAU_USD', 400_000n);
    const opened = await open({ symbol: 'XAU_USD', leverage: '20', take_profit: '4200' });
    // (4,000.40 − 200.02) / (1 − 2.5 %) = 3,897.825… → 3,897.82, the first tick that liquidates
    expect(opened.body.data.liquidation_price).toBe('3897.82');
    clock.set(new Date('2026-11-21T12:00:00Z')); // Saturday
    await tick('XAU_USD', 380_000n); // through the liquidation price, but the market is shut
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 0, opened: 0 });
    const refused = await t.call('closePosition', { position_id: opened.body.data.id, request_id: requestId() }, { method: 'POST', token: trader.token });
    expect(refused.body).toMatchObject({ code: 4504, data: { reopens_at: '2026-11-22T22:00:00.000Z' } });
    clock.set(new Date('2026-11-22T22:00:01Z')); // Sunday, reopened
    await tick('XAU_USD', 421_000n);
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 1, opened: 0 });
    expect(await positionRow(opened.body.data.id)).toMatchObject({ status: 'closed', closeReason: 'take_profit' });
  });

  it('USD/JPY: margin on the dollar size, P&L converted at the exit price', async () => {
    clock.set(new Date('2026-11-25T12:00:00Z'));
    await tick('USD_JPY', 155_000n);
    const before = await contractBalance(trader.id);
    const opened = await open({ symbol: 'USD_JPY', leverage: '50' });
    // 1 lot = 1,000 USD: margin 20, open fee 2 bp = 0.20; entry at the ask 155.016
    expect(opened.body.data).toMatchObject({ entry_price: '155.016', margin: '20.000000', open_fee: '0.200000' });
    clock.advance(1_000);
    await tick('USD_JPY', 156_566n); // bid 156.550
    const closed = await t.call('closePosition', { position_id: opened.body.data.id, request_id: requestId() }, { method: 'POST', token: trader.token });
    // 1,000 × (156.550 − 155.016) / 156.550 = 9.798786… → 9.798787
    expect(closed.body.data).toMatchObject({ close_price: '156.550', realised_pnl: '9.798787', close_fee: '0.200000' });
    expect((await contractBalance(trader.id)).available).toBe(before.available - 200_000n + 9_798_787n - 200_000n);
  });

  it('the house exposure cap refuses new positions on a full side, with a clear message', async () => {
    await t.services.db.execute(sql`update instruments set exposure_cap_usdt = 5000 where symbol = 'SOL_USDT_PERP'`);
    await tick('SOL_USDT_PERP', 18_500n); // 185.00; 1 lot = 1 SOL
    expect((await open({ symbol: 'SOL_USDT_PERP', lots: '20' })).body.code).toBe(0); // about 3,700
    const full = await open({ symbol: 'SOL_USDT_PERP', lots: '10' });
    expect(full.body.code).not.toBe(0);
    expect(full.body.msg).toMatch(/not taking more positions/);
    expect((await open({ symbol: 'SOL_USDT_PERP', side: 'short', lots: '10' })).body.code).toBe(0); // the other side is free
    await t.call('closeAllPositions', { request_id: requestId() }, { method: 'POST', token: trader.token });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });
});
