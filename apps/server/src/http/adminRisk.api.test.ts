import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../modules/admin/index.js';
import { settleDueDeliveries } from '../modules/delivery/index.js';
import { instruments, SEEDED_INSTRUMENT_SYMBOLS, usedPercent, watchPositions } from '../modules/derivatives/index.js';
import { trialBalance } from '../modules/ledger/index.js';
import { storeTicks } from '../modules/marketdata/index.js';
import { manualClock } from '../platform/clock.js';
import { DEMO_ADMIN } from '../seed/demoAccounts.js';
import { creditAccount, fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';

/**
 * admin/riskOverview on a manual clock with ticks stored as the recorder would: positions on
 * both sides of two instruments, one liquidated past its margin (insurance pays the rest), one
 * delivery contract settled and one open. Every number is worked by hand below.
 */
const clock = manualClock(new Date('2026-11-18T12:00:00Z')); // a Wednesday: crypto, forex and metals open, US stocks not yet
let t: TestApp;
let trader: { id: bigint; token: string };
let admin: string;
let n = 0;
const requestId = () => `risk${Date.now()}x${n++}`;
const FINANCE_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJR';
const SUPPORT_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJS';

async function tick(symbol: string, priceUnits: bigint, at: Date = clock.now()) {
  await storeTicks(t.services.db, [{ symbol, atSecond: Math.floor(at.getTime() / 1000), priceUnits, source: 'test' }]);
}

/** Staff sign-in; the clock moves a TOTP step first and back after, so every code is new and the trading clock stays put. */
async function staffToken(username: string, password: string, secret: string): Promise<string> {
  const at = clock.now();
  clock.set(new Date(at.getTime() + 30_000 * ++n));
  const totp = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  const answer = await t.call('login', { username, password, totp }, { method: 'POST', scope: 'admin' });
  clock.set(at);
  expect(answer.body.code).toBe(0);
  return answer.body.data.token;
}

const overview = (token: string) => t.call('riskOverview', {}, { scope: 'admin', token });

const open = (fields: Record<string, string>) =>
  t.call(
    'openPosition',
    { side: 'long', lots: '1', leverage: '10', type: 'market', request_id: requestId(), ...fields },
    { method: 'POST', token: trader.token },
  );

async function rowCount(table: string): Promise<number> {
  const rows = await t.services.db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${table}`));
  return Number(rows.rows[0]?.count);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createStaff(t.services.db, { username: 'fay', password: 'Finance#2026', totpSecret: FINANCE_SECRET, roles: ['finance'] });
  await createStaff(t.services.db, { username: 'sam', password: 'Support#2026', totpSecret: SUPPORT_SECRET, roles: ['support'] });
  admin = await staffToken('admin', DEMO_ADMIN.password, DEMO_ADMIN.totpSecret);
  trader = await fundedUser(t, 'risk@positions.test', 0n);
  await creditAccount(t, trader.id, 'contract', 'USDT', 100_000_000_000n);
  await creditAccount(t, trader.id, 'futures', 'USDT', 1_000_000_000n);
  // A small cap on Bitcoin, so that the used share is worth reading.
  await t.services.db.update(instruments).set({ exposureCapUsdt: '4000' }).where(sql`${instruments.symbol} = 'BTC_USDT_PERP'`);
});
afterAll(() => t.close());

describe('used share of the cap', () => {
  it('is exact and cut to two decimals; none without a cap', () => {
    expect(usedPercent(2_880_288_000n, 4_000_000_000n)).toBe('72.00'); // 72.0072 %
    expect(usedPercent(3_999_600_000n, 3_000_000_000_000n)).toBe('0.13'); // 0.13332 %
    expect(usedPercent(4_000_000_000n, 4_000_000_000n)).toBe('100.00');
    expect(usedPercent(0n, 1n)).toBe('0.00');
    expect(usedPercent(1n, 0n)).toBeNull();
  });
});

describe('admin/riskOverview', () => {
  it('is refused without a staff session, to a user token and to a role without finance access', async () => {
    expect((await t.call('riskOverview', {}, { scope: 'admin' })).body.code).toBe(4205);
    expect((await overview(trader.token)).body.code).toBe(4205);
    expect((await overview(await staffToken('sam', 'Support#2026', SUPPORT_SECRET))).body.code).toBe(4204);
    expect((await overview(await staffToken('fay', 'Finance#2026', FINANCE_SECRET))).body.code).toBe(0);
  });

  it('shows exposure per side against the cap, house balances, open delivery stakes and the liquidation, exactly', async () => {
    await tick('BTC_USDT_PERP', 9_600_000n); // 96,000.00: bid 95,990.40, ask 96,009.60 (2 bp spread)
    await tick('XAU_USD', 400_000n); // 4,000.00: bid 3,999.60
    await tick('ETH_USDT_PERP', 340_000n); // 3,400.00
    // Long 1 lot 10x at 96,009.60: notional 960.096, margin 96.0096, fee 5 bp = 0.480048
    expect((await open({ symbol: 'BTC_USDT_PERP' })).body.code).toBe(0);
    // Long 2 lots 100x: notional 1,920.192, margin 19.20192, fee 0.960096
    const doomed = await open({ symbol: 'BTC_USDT_PERP', lots: '2', leverage: '100' });
    expect(doomed.body.data.margin).toBe('19.201920');
    // Short limit at 97,000.00, pending: notional 970, margin 97 (no fee until it fills)
    expect((await open({ symbol: 'BTC_USDT_PERP', side: 'short', type: 'limit', price: '97000' })).body.data.status).toBe('pending');
    // Gold short 1 oz 20x at the bid 3,999.60: margin 199.98, fee 3 bp = 1.19988
    expect((await open({ symbol: 'XAU_USD', side: 'short', leverage: '20' })).body.code).toBe(0);

    const before = (await overview(admin)).body.data;
    const btc = before.instruments.find((i: { symbol: string }) => i.symbol === 'BTC_USDT_PERP');
    expect(btc.long).toEqual({ open_count: 2, pending_count: 0, notional: '2880.288000', used_pct: '72.00' });

    // Delivery: "up" for 30 s (will lose) and "down" for 300 s (stays open), both on Ether.
    const products = Object.fromEntries(
      (await t.call('getDeliveryProducts')).body.data.map((p: { id: string; duration_seconds: number }) => [p.duration_seconds, p.id]),
    );
    const place = (direction: string, product: string, stake: string) =>
      t.call(
        'placeDelivery',
        { symbol: 'ETH_USDT_PERP', direction, product_id: product, stake, request_id: requestId() },
        { method: 'POST', token: trader.token },
      );
    expect((await place('up', products[30], '100')).body.code).toBe(0);
    expect((await place('down', products[300], '250.5')).body.code).toBe(0);

    // Bitcoin falls to 95,000.00 (bid 94,990.50): the 100x long is liquidated.
    clock.advance(1_000);
    await tick('BTC_USDT_PERP', 9_500_000n);
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 1, opened: 0 });
    // Ether at expiry is lower: the "up" contract loses its stake to the house.
    await tick('ETH_USDT_PERP', 339_000n, new Date('2026-11-18T12:00:30Z'));
    clock.set(new Date('2026-11-18T12:00:32Z'));
    expect(await settleDueDeliveries(t.services.db, clock)).toBe(1);

    const postings = await rowCount('ledger_postings');
    const answer = await overview(admin);
    expect(answer.body.code).toBe(0);
    // A read: nothing was posted or changed by asking.
    expect(await rowCount('ledger_postings')).toBe(postings);
    const data = answer.body.data;
    expect(data.at).toBe('2026-11-18T12:00:32.000Z');
    expect(data.instruments.map((i: { symbol: string }) => i.symbol)).toEqual([...SEEDED_INSTRUMENT_SYMBOLS]);

    const bySymbol = (symbol: string) => data.instruments.find((i: { symbol: string }) => i.symbol === symbol);
    expect(bySymbol('BTC_USDT_PERP')).toEqual({
      symbol: 'BTC_USDT_PERP',
      name: 'Bitcoin perpetual',
      category: 'crypto',
      open: true,
      price_scale: 2,
      mark: '95000.00',
      mark_at: '2026-11-18T12:00:01.000Z',
      exposure_cap: '4000.000000',
      // What is left: the 10x long (960.096 of 4,000 = 24.0024 %) and the pending short (970 = 24.25 %).
      long: { open_count: 1, pending_count: 0, notional: '960.096000', used_pct: '24.00' },
      short: { open_count: 0, pending_count: 1, notional: '970.000000', used_pct: '24.25' },
    });
    expect(bySymbol('XAU_USD')).toMatchObject({
      mark: '4000.00',
      exposure_cap: '3000000.000000',
      long: { open_count: 0, pending_count: 0, notional: '0.000000', used_pct: '0.00' },
      short: { open_count: 1, pending_count: 0, notional: '3999.600000', used_pct: '0.13' },
    });
    expect(bySymbol('ETH_USDT_PERP')).toMatchObject({ mark: '3390.00', mark_at: '2026-11-18T12:00:30.000Z' });
    expect(bySymbol('AAPL_USD')).toMatchObject({ open: false, mark: null, mark_at: null, category: 'stock' });

    // Counterparty: minus the liquidated long's P&L, (94,990.50 − 96,009.60) × 0.02 BTC = −20.382.
    // Fees: 0.480048 + 0.960096 + 1.19988 (the liquidation's close fee is waived: nothing was left).
    // Insurance: the loss beyond the margin, 20.382 − 19.20192 = 1.18008. Delivery: the lost stake.
    expect(data.house).toEqual([
      { code: 'counterparty', balance: '20.382000' },
      { code: 'fees', balance: '2.640024' },
      { code: 'insurance', balance: '-1.180080' },
      { code: 'delivery', balance: '100.000000' },
    ]);
    expect(data.delivery).toEqual({ open_orders: 1, open_stake: '250.500000' });
    expect(data.liquidations).toEqual([
      {
        position_id: doomed.body.data.id,
        user_id: String(trader.id),
        symbol: 'BTC_USDT_PERP',
        side: 'long',
        lots: 2,
        leverage: 100,
        close_price: '94990.50',
        close_tick_at: '2026-11-18T12:00:01.000Z',
        realised_pnl: '-20.382000',
        insurance_shortfall: '1.180080',
      },
    ]);
    expect((await trialBalance(t.services.db)).ok).toBe(true);
  });
});
