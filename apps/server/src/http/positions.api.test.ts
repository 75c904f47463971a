import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchPositions } from '../modules/derivatives/index.js';
import { postEntries, trialBalance, userBalances } from '../modules/ledger/index.js';
import { storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/** Wednesday noon UTC: metals trade (their daily break is 21:00–22:00). */
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let trader: { id: bigint; token: string };
let n = 0;
const requestId = () => `req${Date.now()}x${n++}`;

async function contractBalance(userId: bigint) {
  const row = (await userBalances(t.services.db, userId)).find((b) => b.kind === 'contract' && b.asset === 'USDT');
  return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
}

/** The gold mark now, as the tick recorder would have stored it (price scale 2). */
async function goldAt(mark: bigint) {
  await storeTicks(t.services.db, [{ symbol: 'XAU_USD', atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: mark, source: 'test' }]);
}

async function fundContract(userId: bigint, units: bigint) {
  await t.services.db.transaction((tx) =>
    postEntries(tx, {
      reason: 'deposit',
      actor: 'test',
      cause: { type: 'test', id: `${userId}` },
      idempotencyKey: `contract-credit:${userId}:${units}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -units },
        { account: { owner: 'user', userId, kind: 'contract', asset: 'USDT' }, bucket: 'available', amount: units },
      ],
    }),
  );
}

const open = (fields: Record<string, string>, token = trader.token) =>
  t.call('openPosition', { symbol: 'XAU_USD', side: 'long', lots: '2', leverage: '10', request_id: requestId(), ...fields }, { method: 'POST', token });

beforeAll(async () => {
  t = await createTestApp({ clock });
  trader = await fundedUser(t, 'gold@positions.test', 0n);
  await fundContract(trader.id, 10_000_000_000n); // 10,000 USDT
});
afterAll(() => t.close());

describe('leveraged positions', () => {
  it('opens a 10x gold long at the ask, then closes it at the take-profit tick with exact money', async () => {
    await goldAt(400_000n); // 4,000.00: bid 3,999.60, ask 4,000.40
    const preview = await t.call(
      'previewPosition',
      { symbol: 'XAU_USD', side: 'long', lots: '2', leverage: '10', take_profit: '4100', request_id: 'preview1' },
      { token: trader.token },
    );
    expect(preview.body.data).toMatchObject({
      entry_price: '4000.40',
      notional: '8000.800000',
      margin: '800.080000',
      open_fee: '2.400240',
      max_loss: '802.480240',
    });

    const opened = await open({ take_profit: '4100' });
    expect(opened.body.code).toBe(0);
    expect(opened.body.data).toMatchObject({ status: 'open', entry_price: '4000.40', margin: '800.080000', take_profit: '4100.00' });
    expect(await contractBalance(trader.id)).toEqual({ available: 10_000_000_000n - 800_080_000n - 2_400_240n, frozen: 800_080_000n });

    clock.advance(1_000);
    await goldAt(410_100n); // bid 4,100.58 reaches the take-profit
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 1, opened: 0 });
    const closed = await t.call('getPositions', { tab: 'closed' }, { token: trader.token });
    expect(closed.body.data.list[0]).toMatchObject({ close_reason: 'take_profit', close_price: '4100.58', realised_pnl: '200.360000', close_fee: '2.460348' });
    // margin + P&L − close fee came back: 800.08 + 200.36 − 2.460348
    expect(await contractBalance(trader.id)).toEqual({ available: 10_000_000_000n - 2_400_240n + 200_360_000n - 2_460_348n, frozen: 0n });
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('liquidates at the mark when equity reaches the maintenance margin; a gap beyond the margin is paid by insurance', async () => {
    clock.advance(1_000);
    await goldAt(400_000n);
    const opened = await open({ leverage: '20', lots: '1' });
    expect(opened.body.data.liquidation_price).not.toBeNull();
    clock.advance(1_000);
    await goldAt(300_000n); // a gap far through the liquidation price
    expect(await watchPositions(t.services.db, clock)).toMatchObject({ closed: 1 });
    const closed = await t.call('getPositions', { tab: 'closed' }, { token: trader.token });
    expect(closed.body.data.list[0]).toMatchObject({ status: 'liquidated', close_reason: 'liquidation' });
    const balance = await contractBalance(trader.id);
    expect(balance.frozen).toBe(0n);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('refuses leverage over the cap, targets on the wrong side, missing lots and weekend orders, in the user language', async () => {
    clock.advance(1_000);
    await goldAt(400_000n);
    expect((await open({ leverage: '50' })).body).toMatchObject({ code: 4503, msg: 'The leverage can be at most 20x for this instrument.' });
    expect((await open({ take_profit: '3900' })).body.code).toBe(4505);
    expect((await open({ stop_loss: '4100' })).body.code).toBe(4506);
    expect((await open({ lots: '' })).body.code).toBe(4502);
    expect((await open({ lots: '200' })).body.code).toBe(4301);
    expect((await open({ lots: '1000' })).body.code).toBe(4507);
    const german = await t.call(
      'openPosition',
      { symbol: 'XAU_USD', side: 'long', lots: '1', leverage: '50', request_id: requestId() },
      { method: 'POST', token: trader.token, lang: 'de' },
    );
    expect(german.body.code).toBe(4503);
    expect(german.body.msg).not.toContain('The leverage');
    clock.set(new Date('2026-11-21T12:00:00Z')); // Saturday
    const weekend = await open({});
    expect(weekend.body).toMatchObject({ code: 4504, data: { reopens_at: '2026-11-22T22:00:00.000Z' } });
    clock.set(new Date('2026-11-18T13:00:00Z'));
  });

  it('fills a pending limit entry when the price reaches it, closes part of it, and cancels another', async () => {
    await goldAt(400_000n);
    const limit = await open({ type: 'limit', price: '3990', lots: '3' });
    expect(limit.body.data).toMatchObject({ status: 'pending', limit_price: '3990.00' });
    const other = await open({ type: 'limit', price: '3900', lots: '1' });
    clock.advance(1_000);
    await goldAt(398_900n); // ask 3,989.40 ≤ 3,990
    expect(await watchPositions(t.services.db, clock)).toMatchObject({ opened: 1 });
    const partial = await t.call(
      'closePosition',
      { position_id: limit.body.data.id, lots: '1', request_id: requestId() },
      { method: 'POST', token: trader.token },
    );
    expect(partial.body.data).toMatchObject({ status: 'closed', lots: 1 });
    const rest = await t.call('getPositions', { tab: 'open' }, { token: trader.token });
    expect(rest.body.data.list.find((p: { id: string }) => p.id === limit.body.data.id)).toMatchObject({ lots: 2, entry_price: '3989.40' });
    const cancelled = await t.call('cancelPosition', { position_id: other.body.data.id, request_id: requestId() }, { method: 'POST', token: trader.token });
    expect(cancelled.body.data.status).toBe('cancelled');
    const all = await t.call('closeAllPositions', { request_id: requestId() }, { method: 'POST', token: trader.token });
    expect(all.body.data.closed).toBeGreaterThanOrEqual(1);
    expect((await contractBalance(trader.id)).frozen).toBe(0n);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });

  it('returns the first position for a repeated request id and hides other users positions', async () => {
    await goldAt(400_000n);
    const fields = { request_id: 'same-request-1' };
    const [a, b] = await Promise.all([open(fields), open(fields)]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const stranger = await fundedUser(t, 'stranger@positions.test', 0n);
    const close = await t.call('closePosition', { position_id: a.body.data.id, request_id: requestId() }, { method: 'POST', token: stranger.token });
    expect(close.body.code).toBe(4508);
  });
});
