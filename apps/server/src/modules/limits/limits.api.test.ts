import { ADMIN_CALLS, ERROR_CODES } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken, userToken } from '../../testing/callers.js';
import { creditAccount, fundedUser, multipartBody, pngVoucher } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { approveJuniorFor } from '../../testing/verification.js';
import { trialBalance } from '../ledger/index.js';
import { storeTicks } from '../marketdata/index.js';

/**
 * Issue 18 item 6, responsible trading: each limit, the 24-hour delay of a loosening against the
 * injected clock, immediate tightening, and cool-off / self-exclusion refusing new positions,
 * delivery orders and deposits while withdrawals and closes go on, never shortened.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const USDT = 1_000_000n;
// Wednesday 2026-11-18 05:00 UTC = 13:00 in Hong Kong: gold trades, withdrawals are open.
const clock = manualClock(new Date('2026-11-18T05:00:00Z'));
let t: TestApp;
let n = 0;
let products: Record<number, string>;
const rid = () => `lim-${Date.now()}-${n++}`;

type User = { id: bigint; token: string; email: string };

async function trader(usdtContract = 0n): Promise<User> {
  const email = `limits${n++}@limits.test`;
  const user = await fundedUser(t, email, 0n);
  if (usdtContract > 0n) await creditAccount(t, user.id, 'contract', 'USDT', usdtContract);
  return { ...user, email };
}

const call = (name: string, params: Record<string, string>, user: User, method: 'GET' | 'POST' = 'POST') =>
  t.call(name, method === 'POST' ? { request_id: rid(), ...params } : params, { method, token: user.token });
const limits = async (user: User) => (await call('getTradingLimits', {}, user, 'GET')).body.data;
const setLimit = (user: User, kind: string, value: string) => call('setTradingLimit', { kind, value }, user);
const limitOf = async (user: User, kind: string) => (await limits(user)).limits.find((l: { kind: string }) => l.kind === kind);

/** The gold mark now (price scale 2), as the tick recorder would have stored it. */
const goldAt = (mark: bigint) =>
  storeTicks(t.services.db, [{ symbol: 'XAU_USD', atSecond: Math.floor(clock.now().getTime() / 1000), priceUnits: mark, source: 'test' }]);
const openGold = (user: User, leverage = '10') => call('openPosition', { symbol: 'XAU_USD', side: 'long', lots: '2', leverage }, user);
const placeDelivery = (user: User) => call('placeDelivery', { symbol: 'BTC_USDT_PERP', direction: 'up', product_id: products[60] ?? '', stake: '10' }, user);

async function deposit(user: User, amount: string, asset = 'USDT') {
  const body = multipartBody(
    { asset, chain: 'ERC20', amount, description: '', request_id: rid() },
    { name: 'voucher', filename: 'v.png', contentType: 'image/png', data: await pngVoucher() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/recharge',
    headers: { nonce: 'abcdefgh', token: user.token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return response.json() as { code: number; msg: string; data: Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const answer = await t.call('getDeliveryProducts');
  products = Object.fromEntries(answer.body.data.map((p: { id: string; duration_seconds: number }) => [p.duration_seconds, p.id]));
});
afterAll(async () => {
  expect((await trialBalance(t.services.db)).ok).toBe(true);
  await t.close();
});

describe('changing a limit', () => {
  it('tightens at once, loosens only after 24 hours (not at 23:59), and a pending loosening can be cancelled', async () => {
    const user = await trader(10_000n * USDT);
    expect((await setLimit(user, 'max_leverage', '20')).body.data.limits.find((l: { kind: string }) => l.kind === 'max_leverage')).toEqual({
      kind: 'max_leverage',
      value: '20',
      pending: null,
    });
    await setLimit(user, 'max_leverage', '5');
    expect(await limitOf(user, 'max_leverage')).toEqual({ kind: 'max_leverage', value: '5', pending: null });

    const raisedAt = clock.now().getTime();
    expect((await setLimit(user, 'max_leverage', '10')).body.code).toBe(0);
    expect(await limitOf(user, 'max_leverage')).toEqual({
      kind: 'max_leverage',
      value: '5',
      pending: { value: '10', effective_at: new Date(raisedAt + DAY).toISOString() },
    });
    const refused = await openGold(user, '10');
    expect(refused.body.code).toBe(ERROR_CODES.limits_leverage);
    expect(refused.body.data).toMatchObject({ max: 5, field: 'leverage' });
    expect(refused.body.msg).toContain('5x');

    clock.set(new Date(raisedAt + DAY - MINUTE));
    expect((await limitOf(user, 'max_leverage')).value).toBe('5');
    expect((await openGold(user, '10')).body.code).toBe(ERROR_CODES.limits_leverage);

    clock.set(new Date(raisedAt + DAY));
    expect(await limitOf(user, 'max_leverage')).toEqual({ kind: 'max_leverage', value: '10', pending: null });
    await goldAt(400_000n);
    expect((await openGold(user, '10')).body.code).toBe(0);

    // Removing is a loosening too; cancelling it keeps the limit in force.
    await setLimit(user, 'max_leverage', '');
    expect((await limitOf(user, 'max_leverage')).pending).toMatchObject({ value: null });
    const cancelled = await call('cancelTradingLimitChange', { kind: 'max_leverage' }, user);
    expect(cancelled.body.code).toBe(0);
    expect(await limitOf(user, 'max_leverage')).toEqual({ kind: 'max_leverage', value: '10', pending: null });
    expect((await call('cancelTradingLimitChange', { kind: 'max_leverage' }, user)).body.code).toBe(ERROR_CODES.limits_no_pending_change);
    clock.advance(2 * DAY);
    expect((await limitOf(user, 'max_leverage')).value).toBe('10');
  });

  it('lowering while a raise waits binds at once and drops the raise', async () => {
    const user = await trader();
    await setLimit(user, 'loss_day', '100');
    await setLimit(user, 'loss_day', '500');
    expect((await limitOf(user, 'loss_day')).pending).toMatchObject({ value: '500' });
    await setLimit(user, 'loss_day', '80.5');
    expect(await limitOf(user, 'loss_day')).toEqual({ kind: 'loss_day', value: '80.5', pending: null });
  });

  it('refuses values outside the ranges, naming them', async () => {
    const user = await trader();
    const tooHigh = await setLimit(user, 'max_leverage', '101');
    expect(tooHigh.body.code).toBe(ERROR_CODES.limits_value_invalid);
    expect(tooHigh.body.data).toMatchObject({ min: 1, max: 100 });
    expect((await setLimit(user, 'session_minutes', '2')).body.code).toBe(ERROR_CODES.limits_value_invalid);
    expect((await setLimit(user, 'deposit_day', '0')).body.code).toBe(ERROR_CODES.limits_value_invalid);
    expect((await setLimit(user, 'deposit_day', '10.123')).body.code).toBe(ERROR_CODES.limits_value_invalid);
  });
});

describe('deposit limits (rolling windows, claims waiting and credited)', () => {
  it('per day: refuses the claim that would pass it, says what is left and when more is possible', async () => {
    const user = await trader();
    await setLimit(user, 'deposit_day', '100');
    const firstAt = clock.now().getTime();
    expect((await deposit(user, '60')).code).toBe(0);
    clock.advance(HOUR);
    const over = await deposit(user, '50');
    expect(over.code).toBe(ERROR_CODES.limits_deposit_day);
    expect(over.data).toMatchObject({ limit: '100', remaining: '40', until_iso: new Date(firstAt + DAY).toISOString() });
    expect(over.msg).toContain('100 USDT');
    expect((await deposit(user, '40')).code).toBe(0);
    expect((await limits(user)).usage.deposits_day).toBe('100');
    expect((await deposit(user, '0.1', 'ETH')).code).toBe(ERROR_CODES.limits_deposit_asset);
    clock.set(new Date(firstAt + DAY + HOUR));
    expect((await deposit(user, '60')).code).toBe(0);
  });

  it('per week and per month', async () => {
    const weekly = await trader();
    await setLimit(weekly, 'deposit_week', '150');
    expect((await deposit(weekly, '100')).code).toBe(0);
    clock.advance(2 * DAY);
    const overWeek = await deposit(weekly, '60');
    expect(overWeek.code).toBe(ERROR_CODES.limits_deposit_week);
    expect(overWeek.data).toMatchObject({ limit: '150', remaining: '50' });

    const monthly = await trader();
    await setLimit(monthly, 'deposit_month', '200');
    expect((await deposit(monthly, '150')).code).toBe(0);
    clock.advance(6 * DAY);
    monthly.token = await userToken(t, monthly.email);
    expect((await deposit(monthly, '40')).code).toBe(0);
    const overMonth = await deposit(monthly, '20');
    expect(overMonth.code).toBe(ERROR_CODES.limits_deposit_month);
    expect(overMonth.data).toMatchObject({ limit: '200', remaining: '10' });
  });
});

describe('net loss per day', () => {
  it('once reached, refuses new leveraged positions and delivery orders until the next Hong Kong day', async () => {
    // Thursday 2026-12-03 03:00 UTC = 11:00 in Hong Kong; the day ends at 16:00 UTC.
    clock.set(new Date('2026-12-03T03:00:00Z'));
    const user = await trader(10_000n * USDT);
    await creditAccount(t, user.id, 'futures', 'USDT', 100n * USDT);
    await setLimit(user, 'loss_day', '50');
    await goldAt(400_000n);
    const opened = await openGold(user);
    expect(opened.body.code).toBe(0);
    clock.advance(MINUTE);
    await goldAt(397_000n); // a 30-dollar drop on 2 oz: about 61 USDT lost with the spread, 66 with fees
    expect((await call('closePosition', { position_id: opened.body.data.id }, user)).body.code).toBe(0);
    expect(Number((await limits(user)).usage.loss_today)).toBeGreaterThan(50);

    const refused = await openGold(user);
    expect(refused.body.code).toBe(ERROR_CODES.limits_loss_day);
    expect(refused.body.data).toMatchObject({ limit: '50', until_iso: '2026-12-03T16:00:00.000Z' });
    expect(refused.body.msg).toContain('2026-12-03 16:00 UTC');
    expect((await placeDelivery(user)).body.code).toBe(ERROR_CODES.limits_loss_day);

    clock.set(new Date('2026-12-03T16:00:00Z'));
    await goldAt(397_000n);
    expect((await openGold(user)).body.code).toBe(0);
    expect((await limits(user)).usage.loss_today).toBe('0');
  });
});

describe('cool-off and self-exclusion', () => {
  it('a cool-off refuses positions, delivery orders and deposits, allows withdrawals and closes, and cannot be shortened', async () => {
    // Monday 2026-12-07 05:00 UTC = 13:00 in Hong Kong.
    clock.set(new Date('2026-12-07T05:00:00Z'));
    const user = await trader(10_000n * USDT);
    await creditAccount(t, user.id, 'exchange', 'USDT', 1_000n * USDT);
    await call('saveTpwd', { tpwd: '246810', tpwd2: '246810' }, user);
    await approveJuniorFor(t.services, user.id);
    await goldAt(400_000n);
    const open = await openGold(user);
    expect(open.body.code).toBe(0);

    const started = await call('startExclusion', { kind: 'cool_off', period: '24h' }, user);
    expect(started.body.code).toBe(0);
    const endsAt = new Date(clock.now().getTime() + DAY).toISOString();
    expect(started.body.data.exclusion).toMatchObject({ kind: 'cool_off', period: '24h', ends_at: endsAt });

    const refused = await openGold(user);
    expect(refused.body.code).toBe(ERROR_CODES.limits_cool_off);
    expect(refused.body.data).toMatchObject({ until_iso: endsAt });
    expect(refused.body.msg).toContain('2026-12-08 05:00 UTC');
    expect((await placeDelivery(user)).body.code).toBe(ERROR_CODES.limits_cool_off);
    expect((await deposit(user, '10')).code).toBe(ERROR_CODES.limits_cool_off);

    const withdrawn = await call('withdraw', { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '150', tpwd: '246810' }, user);
    expect(withdrawn.body.code).toBe(0);
    expect((await call('closePosition', { position_id: open.body.data.id }, user)).body.code).toBe(0);

    // Not shorter, and not the same again: only a later end is added.
    expect((await call('startExclusion', { kind: 'cool_off', period: '24h' }, user)).body.code).toBe(ERROR_CODES.limits_exclusion_shorter);
    expect((await call('startExclusion', { kind: 'cool_off', period: '72h' }, user)).body.code).toBe(0);
    clock.advance(DAY + HOUR);
    expect((await openGold(user)).body.code).toBe(ERROR_CODES.limits_cool_off);
    clock.advance(2 * DAY);
    await goldAt(400_000n);
    expect((await openGold(user)).body.code).toBe(0);
  });

  it('a self-exclusion runs 6 months or for good; staff see it and nothing lifts it', async () => {
    const user = await trader(1_000n * USDT);
    const started = await call('startExclusion', { kind: 'self_exclusion', period: '6m' }, user);
    expect(started.body.code).toBe(0);
    const refused = await openGold(user);
    expect(refused.body.code).toBe(ERROR_CODES.limits_self_excluded);
    expect((await call('startExclusion', { kind: 'cool_off', period: '42d' }, user)).body.code).toBe(ERROR_CODES.limits_exclusion_shorter);
    expect((await call('startExclusion', { kind: 'self_exclusion', period: '24h' }, user)).body.code).toBe(ERROR_CODES.invalid_input);
    expect((await call('startExclusion', { kind: 'self_exclusion', period: 'permanent' }, user)).body.code).toBe(0);
    expect((await openGold(user)).body.code).toBe(ERROR_CODES.limits_self_excluded_permanent);
    expect((await deposit(user, '10')).code).toBe(ERROR_CODES.limits_self_excluded_permanent);

    const staff = await staffToken(t, 'support');
    const seen = await t.call('userTradingLimits', { id: String(user.id) }, { scope: 'admin', token: staff });
    expect(seen.body.code).toBe(0);
    expect(seen.body.data.exclusion).toMatchObject({ kind: 'self_exclusion', period: 'permanent', ends_at: null });

    // No console call writes limits or periods: the only ones that name them are reads.
    const touching = Object.entries(ADMIN_CALLS).filter(([name]) => /limit|exclu/i.test(name));
    expect(touching.map(([name]) => name)).toContain('userTradingLimits');
    expect(touching.filter(([, spec]) => spec.verbs.some((verb) => verb !== 'GET')).map(([name]) => name)).toEqual([]);
    // And the rows themselves are append-only, whoever holds the database.
    await expect(
      t.services.db.execute(sql`update trading_exclusions set ends_at = starts_at + interval '1 second' where user_id = ${user.id}`),
    ).rejects.toThrow();
    await expect(t.services.db.execute(sql`delete from trading_exclusions where user_id = ${user.id}`)).rejects.toThrow();
    expect((await openGold(user)).body.code).toBe(ERROR_CODES.limits_self_excluded_permanent);
  });

  it('demo identities are not limited: a demo session is sent back to the real account', async () => {
    const visitor = await t.call('demoLogin', {}, { method: 'POST' });
    const demo = { id: 0n, token: visitor.body.data.token as string, email: '' };
    expect((await call('getTradingLimits', {}, demo, 'GET')).body.code).toBe(ERROR_CODES.demo_not_allowed);
    expect((await setLimit(demo, 'max_leverage', '2')).body.code).toBe(ERROR_CODES.demo_not_allowed);
  });
});
