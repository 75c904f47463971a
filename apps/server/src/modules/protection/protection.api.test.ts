import { ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { creditAccount } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { positions, watchPositions } from '../derivatives/index.js';
import { createUserWithPassword } from '../identity/index.js';
import { storeTicks } from '../marketdata/index.js';
import { computeLosingShare } from './computeLosingShare.js';

/**
 * Issue 18, retail protection on the server: jurisdiction profiles from the nationality (verified
 * first), ESMA's caps and the FCA's crypto ban on opening, delivery contracts refused, the 50%
 * margin close-out recorded on the position and applied by the risk job at a moved price on the
 * injected clock, the appropriateness gate, and the losing-share job.
 */

// Wednesday 2026-11-18, 12:00 UTC: forex, metals and crypto are open.
const clock = manualClock(new Date('2026-11-18T12:00:00Z'));
let t: TestApp;
let n = 0;
const requestId = () => `prot${n++}x${Date.now()}`;

interface Trader {
  id: bigint;
  token: string;
}

/** A signed-in user of `nationality` with 10,000 USDT in the contract account and 1,000 in futures. */
async function trader(nationality: string): Promise<Trader> {
  const email = `prot${n++}-${nationality.toLowerCase()}@protection.test`;
  const user = await createUserWithPassword(t.services.db, { account: { kind: 'email', value: email }, password: 'secret123', nationality });
  await creditAccount(t, user.id, 'contract', 'USDT', 10_000_000_000n);
  await creditAccount(t, user.id, 'futures', 'USDT', 1_000_000_000n);
  const login = await t.call('userLogin', { account: email, password: 'secret123' }, { method: 'POST' });
  return { id: user.id, token: login.body.data.token };
}

async function tick(symbol: string, priceUnits: bigint) {
  await storeTicks(t.services.db, [{ symbol, atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits, source: 'test' }]);
}

const open = (who: Trader, fields: Record<string, string>) =>
  t.call('openPosition', { side: 'long', lots: '1', leverage: '2', request_id: requestId(), ...fields }, { method: 'POST', token: who.token });

const protection = async (who: Trader) => (await t.call('getProtection', {}, { token: who.token })).body.data;

const RIGHT = { leverage: '1', margin: '0', liquidation: '1', loss: '1', risk: '2' };
const WRONG = { leverage: '0', margin: '1', liquidation: '0', loss: '1', risk: '2' };
const submit = (who: Trader, answers: Record<string, string>) =>
  t.call('submitAppropriateness', { ...answers, request_id: requestId() }, { method: 'POST', token: who.token });

beforeAll(async () => {
  t = await createTestApp({ clock });
  await tick('BTC_USDT_PERP', 9_600_000n);
  await tick('EUR_USD', 116_000n);
  await tick('XAU_USD', 405_000n);
});
afterAll(() => t.close());

describe('EU retail (ESMA)', () => {
  it('caps crypto at 2:1 and EUR/USD at 30:1, in the user language, and says why', async () => {
    const eu = await trader('DE');
    const view = await protection(eu);
    expect(view).toMatchObject({ country: 'DE', source: 'registration', profile: { code: 'eu_retail', close_out_pct: 50, delivery_offered: false } });
    expect(view.profile.leverage_caps).toEqual({ fx_major: 30, fx_minor: 20, gold: 20, commodity: 10, equity: 5, crypto: 2 });
    // Shorts here, so that the close-out test's fall of the price meets only its own long.
    const crypto = await open(eu, { symbol: 'BTC_USDT_PERP', side: 'short', leverage: '3' });
    expect(crypto.body).toMatchObject({ code: ERROR_CODES.protection_leverage_cap, data: { max: 2, profile: 'eu_retail', field: 'leverage' } });
    expect(crypto.body.msg).toContain('2x');
    expect((await open(eu, { symbol: 'BTC_USDT_PERP', side: 'short', leverage: '2' })).body.code).toBe(0);
    // The pre-trade card refuses the same way.
    const preview = await t.call('previewPosition', { symbol: 'BTC_USDT_PERP', side: 'long', lots: '1', leverage: '5' }, { token: eu.token });
    expect(preview.body.code).toBe(ERROR_CODES.protection_leverage_cap);
    const fx = await open(eu, { symbol: 'EUR_USD', leverage: '31' });
    expect(fx.body).toMatchObject({ code: ERROR_CODES.protection_leverage_cap, data: { max: 30 } });
    // 30:1 is within the cap; above 10x the appropriateness test comes first.
    const gated = await open(eu, { symbol: 'EUR_USD', leverage: '30' });
    expect(gated.body).toMatchObject({ code: ERROR_CODES.appropriateness_required, data: { threshold: 10, demo_trades: 0, demo_trades_needed: 10 } });
    expect((await submit(eu, RIGHT)).body.data).toMatchObject({ passed: true, score: 5, status: { unlocked: true } });
    expect((await open(eu, { symbol: 'EUR_USD', leverage: '30' })).body).toMatchObject({ code: 0, data: { leverage: 30 } });
  });

  it('refuses delivery (fixed-time) contracts', async () => {
    const eu = await trader('FR');
    const products = (await t.call('getDeliveryProducts', {})).body.data as Array<{ id: string }>;
    const placed = await t.call(
      'placeDelivery',
      { symbol: 'BTC_USDT_PERP', direction: 'up', product_id: products[0]?.id ?? '', stake: '100', request_id: requestId() },
      { method: 'POST', token: eu.token },
    );
    expect(placed.body).toMatchObject({ code: ERROR_CODES.protection_product_not_offered, data: { product: 'delivery', profile: 'eu_retail' } });
    const [count] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from delivery_orders where user_id = ${eu.id}`)).rows;
    expect(count?.n).toBe(0);
  });

  it('closes a 2x crypto long out at 50% of its margin, recorded at opening, at a moved price on the injected clock', async () => {
    const eu = await trader('IT');
    clock.advance(1_000);
    await tick('BTC_USDT_PERP', 9_600_000n); // ask 96,009.60
    const opened = await open(eu, { symbol: 'BTC_USDT_PERP', leverage: '2' });
    expect(opened.body.code).toBe(0);
    // Margin 480.048 USDT: equity reaches 240.024 (50%) when the mark falls 24,002.40 to 72,007.20;
    // the maintenance margin (0.5% of notional) alone would wait until 48,246.03.
    expect(opened.body.data).toMatchObject({ entry_price: '96009.60', margin: '480.048000', liquidation_price: '72007.20' });
    const id = BigInt(opened.body.data.id);
    const [row] = await t.services.db.select().from(positions).where(sql`${positions.id} = ${id}`);
    expect(row?.closeOutBp).toBe(5000);
    // Staff drop the close-out from the profile afterwards: the position keeps the level it opened under.
    const admin = await staffToken(t, 'compliance');
    const relaxed = await t.call(
      'protectionSaveProfile',
      {
        code: 'eu_retail',
        name: 'EU retail (ESMA)',
        cap_fx_major: '30',
        cap_fx_minor: '20',
        cap_gold: '20',
        cap_commodity: '10',
        cap_equity: '5',
        cap_crypto: '2',
        crypto_offered: '1',
        delivery_offered: '0',
        close_out_pct: '0',
        appropriateness_required: '1',
        risk_warning: 'cfd',
        request_id: requestId(),
      },
      { scope: 'admin', method: 'POST', token: admin },
    );
    expect(relaxed.body).toMatchObject({ code: 0, data: { close_out_pct: 0 } });
    const [audited] = (
      await t.services.db.execute<{ target: string }>(sql`select target from audit_log where action = 'protection.saveProfile' order by id desc limit 1`)
    ).rows;
    expect(audited?.target).toBe('jurisdiction_profile:eu_retail');
    clock.advance(1_000);
    await tick('BTC_USDT_PERP', 7_200_721n);
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 0, opened: 0 });
    clock.advance(1_000);
    await tick('BTC_USDT_PERP', 7_200_720n);
    expect(await watchPositions(t.services.db, clock)).toEqual({ closed: 1, opened: 0 });
    const [closed] = await t.services.db.select().from(positions).where(sql`${positions.id} = ${id}`);
    // Closed at the bid 71,999.99: P&L −240.0961 USDT, so the user keeps about half the margin.
    expect(closed).toMatchObject({ status: 'liquidated', closeReason: 'liquidation', closePrice: '7199999', realisedPnl: '-240096100' });
    // Restore the seeded profile for the other tests.
    await t.call(
      'protectionSaveProfile',
      {
        code: 'eu_retail',
        name: 'EU retail (ESMA)',
        cap_fx_major: '30',
        cap_fx_minor: '20',
        cap_gold: '20',
        cap_commodity: '10',
        cap_equity: '5',
        cap_crypto: '2',
        crypto_offered: '1',
        delivery_offered: '0',
        close_out_pct: '50',
        appropriateness_required: '1',
        risk_warning: 'cfd',
        request_id: requestId(),
      },
      { scope: 'admin', method: 'POST', token: admin },
    );
  });
});

describe('UK retail (FCA)', () => {
  it('refuses crypto derivatives at any leverage, and keeps the ESMA caps elsewhere', async () => {
    const uk = await trader('GB');
    expect((await protection(uk)).profile).toMatchObject({ code: 'uk_retail', crypto_offered: false });
    const refused = await open(uk, { symbol: 'BTC_USDT_PERP', leverage: '1' });
    expect(refused.body).toMatchObject({ code: ERROR_CODES.protection_product_not_offered, data: { product: 'crypto_derivatives', profile: 'uk_retail' } });
    expect((await open(uk, { symbol: 'XAU_USD', leverage: '21' })).body.code).toBe(ERROR_CODES.leverage_too_high);
    expect((await open(uk, { symbol: 'XAU_USD', leverage: '10' })).body.code).toBe(0);
  });
});

describe('where the profile comes from', () => {
  it('uses the registration nationality until verification, then the verified one', async () => {
    const user = await trader('HK');
    expect(await protection(user)).toMatchObject({ country: 'HK', source: 'registration', profile: { code: 'default' } });
    expect((await open(user, { symbol: 'BTC_USDT_PERP', leverage: '50' })).body.code).toBe(0);
    await t.services.db.execute(
      sql`insert into verifications (user_id, level, status, nationality, id_type, real_name, id_number, id_number_norm, images, submitted_at, reviewed_at)
          values (${user.id}, 'junior', 'approved', 'FR', 1, 'Test User', 'FR123', 'FR123', '[]'::jsonb, now(), now())`,
    );
    expect(await protection(user)).toMatchObject({ country: 'FR', source: 'verified', profile: { code: 'eu_retail' } });
    expect((await open(user, { symbol: 'BTC_USDT_PERP', leverage: '50' })).body.code).toBe(ERROR_CODES.protection_leverage_cap);
  });

  it('gives visitors the default profile with the measured share', async () => {
    const visitor = (await t.call('getProtection', {})).body.data;
    expect(visitor).toMatchObject({ source: 'visitor', country: null, appropriateness: null, profile: { code: 'default' } });
  });
});

describe('appropriateness', () => {
  it('refuses above the threshold until the questionnaire is passed; a fail waits before a retake', async () => {
    const eu = await trader('ES');
    expect((await open(eu, { symbol: 'XAU_USD', leverage: '10' })).body.code).toBe(0);
    expect((await open(eu, { symbol: 'XAU_USD', leverage: '11' })).body.code).toBe(ERROR_CODES.appropriateness_required);
    const retryAt = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    const failed = await submit(eu, WRONG);
    expect(failed.body.data).toMatchObject({
      passed: false,
      score: 2,
      wrong: ['leverage', 'margin', 'liquidation'],
      status: { unlocked: false, retry_at: retryAt },
    });
    const tooSoon = await submit(eu, RIGHT);
    expect(tooSoon.body).toMatchObject({ code: ERROR_CODES.appropriateness_retry_later, data: { retry_at: retryAt } });
    expect((await open(eu, { symbol: 'XAU_USD', leverage: '11' })).body.code).toBe(ERROR_CODES.appropriateness_required);
    clock.advance(24 * 3_600_000);
    await tick('XAU_USD', 405_000n);
    expect((await submit(eu, RIGHT)).body.data).toMatchObject({ passed: true, status: { unlocked: true, passed: true } });
    expect((await submit(eu, RIGHT)).body.code).toBe(ERROR_CODES.appropriateness_passed_already);
    expect((await open(eu, { symbol: 'XAU_USD', leverage: '20' })).body.code).toBe(0);
  });

  it('is also unlocked by enough closed trades in the user’s own demo account', async () => {
    const eu = await trader('NL');
    const demo = await t.call('demoLogin', {}, { method: 'POST', token: eu.token });
    expect(demo.body.code).toBe(0);
    const [identity] = (await t.services.db.execute<{ user_id: string }>(sql`select user_id::text from demo_identities where owner_id = ${eu.id}`)).rows;
    const demoId = BigInt(identity?.user_id ?? '0');
    expect(demoId < 0n).toBe(true);
    const closedDemoTrades = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        await t.services.db.insert(positions).values({
          userId: demoId,
          requestId: requestId(),
          symbol: 'XAU_USD',
          side: 'long',
          lots: 1n,
          leverage: 5,
          status: 'closed',
          entryPrice: '405000',
          margin: '81000000',
          openFee: '0',
          closePrice: '405100',
          realisedPnl: '1000000',
          closeFee: '0',
          openedAt: clock.now(),
          closedAt: clock.now(),
        });
      }
    };
    await closedDemoTrades(9);
    expect((await open(eu, { symbol: 'XAU_USD', leverage: '15' })).body).toMatchObject({
      code: ERROR_CODES.appropriateness_required,
      data: { demo_trades: 9 },
    });
    await closedDemoTrades(1);
    expect((await t.call('getAppropriateness', {}, { token: eu.token })).body.data).toMatchObject({ demo_trades: 10, unlocked: true, passed: false });
    expect((await open(eu, { symbol: 'XAU_USD', leverage: '15' })).body.code).toBe(0);
  });
});

describe('the losing-share job', () => {
  async function closedRow(userId: bigint, fields: { pnl: bigint; margin: bigint; openFee: bigint; closeFee: bigint; closedAt: Date }) {
    const [row] = await t.services.db
      .insert(positions)
      .values({
        userId,
        requestId: requestId(),
        symbol: 'XAU_USD',
        side: 'long',
        lots: 1n,
        leverage: 10,
        status: 'closed',
        entryPrice: '405000',
        margin: fields.margin.toString(),
        openFee: fields.openFee.toString(),
        closePrice: '405000',
        realisedPnl: fields.pnl.toString(),
        closeFee: fields.closeFee.toString(),
        openedAt: fields.closedAt,
        closedAt: fields.closedAt,
      })
      .returning();
    return row?.id ?? 0n;
  }

  it('counts real accounts whose net result over 12 months is negative, once per day', async () => {
    // A fixture of its own: the 12 months before 2030-06-01, when none of the other tests' positions closed.
    const within = new Date('2030-03-01T10:00:00Z');
    const users = await Promise.all(['JP', 'JP', 'JP', 'JP'].map((country) => trader(country)));
    const [loser, winner, feesEat, carryEat] = users as [Trader, Trader, Trader, Trader];
    await closedRow(loser.id, { pnl: -100_000_000n, margin: 50_000_000n, openFee: 1_000n, closeFee: 0n, closedAt: within }); // −50 (capped) − fees
    await closedRow(winner.id, { pnl: 30_000_000n, margin: 50_000_000n, openFee: 1_000_000n, closeFee: 1_000_000n, closedAt: within }); // +28
    await closedRow(feesEat.id, { pnl: 1_000_000n, margin: 50_000_000n, openFee: 600_000n, closeFee: 600_000n, closedAt: within }); // −0.2
    const charged = await closedRow(carryEat.id, { pnl: 2_000_000n, margin: 50_000_000n, openFee: 0n, closeFee: 0n, closedAt: within }); // +2, carry −3
    await t.services.db.execute(
      sql`insert into carry_charges (position_id, period_at, rate_bp, notional, amount, tick_at, price, charged_at)
          values (${charged}, ${within}, 2, 15000000000, 3000000, ${within}, 405000, ${within})`,
    );
    // Outside the window, and a demo identity: not counted.
    await closedRow(winner.id, { pnl: -900_000_000n, margin: 900_000_000n, openFee: 0n, closeFee: 0n, closedAt: new Date('2029-05-31T23:59:59Z') });
    await closedRow(-9001n, { pnl: -10_000_000n, margin: 50_000_000n, openFee: 0n, closeFee: 0n, closedAt: within });
    const asOf = new Date('2030-06-01T00:00:00Z');
    const first = await computeLosingShare(t.services.db, clock, { asOf });
    expect(first).toEqual({ periodDay: '2030-06-01', accounts: 4, losing: 3, shareBp: 7500 });
    // The same day again, even with new data: the stored figure stands.
    await closedRow(winner.id, { pnl: -900_000_000n, margin: 900_000_000n, openFee: 0n, closeFee: 0n, closedAt: within });
    expect(await computeLosingShare(t.services.db, clock, { asOf: new Date('2030-06-01T13:00:00Z') })).toEqual(first);
    const [rows] = (await t.services.db.execute<{ n: number }>(sql`select count(*)::int as n from losing_share_reports where period_day = '2030-06-01'`)).rows;
    expect(rows?.n).toBe(1);
    // The next day counts the new row: the winner is now a loser too.
    expect(await computeLosingShare(t.services.db, clock, { asOf: new Date('2030-06-02T00:00:00Z') })).toMatchObject({
      accounts: 4,
      losing: 4,
      shareBp: 10_000,
    });
    const shown = await protection(loser);
    expect(shown).toMatchObject({ losing_share_pct: '100', losing_share_accounts: 4, losing_share_at: '2030-06-02T00:00:00.000Z' });
  });
});
