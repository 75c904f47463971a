import { DAY_MS, formatUnits, parseUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { seedDemoRewards } from '../../seed/demoRewards.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { adminGet, adminPost, countRows, exchangeBalance, expectBooksBalance, requestId, rewardsAccountBalance, USDT, userPostings } from './rewardsTestKit.js';

/**
 * Issue 14 point 2 over the API: the 7-day cycle across Hong Kong days with the injected clock, a
 * missed day, a new cycle after day 7, once per day (also 20 requests at once), an empty rewards
 * account refusing without recording anything, the sign-in log, and the finance desk's rewards.
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong. Hong Kong days end at 16:00 UTC.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
let n = 0;
const user = () => fundedUser(t, `signer${n++}@sign-in.test`, 0n);
const sign = (token: string, id = requestId()) => t.call('sign', { request_id: id }, { token });
const state = async (token?: string) => (await t.call('getSignIn', {}, token ? { token } : {})).body.data.state;
const nextDay = () => clock.advance(DAY_MS);
const DEFAULT_REWARDS = ['0.1', '0.1', '0.2', '0.2', '0.3', '0.5', '1'];

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoRewards(t.services.db, { clock, fund: true });
});
afterAll(() => t.close());

describe('the rules and the page', () => {
  it('shows a visitor the rules with every day reward, and a cycle at day 1', async () => {
    const rules = (await t.call('signRule')).body.data;
    expect(rules).toEqual({
      asset: 'USDT',
      cycle_days: 7,
      day_zone: 'Asia/Hong_Kong',
      rewards: DEFAULT_REWARDS.map((reward, index) => ({ day: index + 1, reward: formatUnits(parseUnits(reward, 6) ?? 0n, 6) })),
      cycle_total: '2.400000',
      one_per_day: true,
      missed_day_restarts: true,
      paid_from: 'rewards',
      credited_to: 'exchange',
    });
    expect(await state()).toMatchObject({
      today: '2026-11-18',
      current_day: 1,
      signed_today: false,
      cycle_restarted: false,
      next_at: '2026-11-18T16:00:00.000Z',
      rewards_available: true,
      total_received: '0.000000',
      sign_ins: 0,
    });
  });
});

describe('signing in', () => {
  it('advances the cycle day by day, refuses a second sign-in the same day, and pays each day from the rewards account', async () => {
    const signer = await user();
    const rewardsBefore = await rewardsAccountBalance(t);
    const first = await sign(signer.token);
    expect(first.body.code).toBe(0);
    expect(first.body.data.record).toMatchObject({ date: '2026-11-18', day: 1, reward: '0.100000', asset: 'USDT' });
    expect(first.body.data.state.days.map((d: { state: string }) => d.state)).toEqual([
      'signed_in',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    const again = await sign(signer.token);
    expect(again.body).toMatchObject({ code: 4830, data: { next_at: '2026-11-18T16:00:00.000Z' } });
    expect(again.body.msg).toContain('2026-11-18T16:00:00.000Z');

    // 23:59:59 in Hong Kong is still the same day; one second later is the next.
    clock.set(new Date('2026-11-18T15:59:59Z'));
    expect((await sign(signer.token)).body.code).toBe(4830);
    clock.set(new Date('2026-11-18T16:00:00Z'));
    const second = await sign(signer.token);
    expect(second.body.data.record).toMatchObject({ date: '2026-11-19', day: 2, reward: '0.100000' });
    expect(second.body.data.state.days.map((d: { state: string }) => d.state)).toEqual([
      'acquired',
      'signed_in',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
    ]);

    nextDay();
    expect((await state(signer.token)).days.map((d: { state: string }) => d.state)).toEqual([
      'acquired',
      'acquired',
      'receive',
      'in_progress',
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    expect((await sign(signer.token)).body.data.record.day).toBe(3);
    expect(await exchangeBalance(t, signer.id)).toBe(400_000n);
    expect(await rewardsAccountBalance(t)).toBe(rewardsBefore - 400_000n);
    expect(await userPostings(t, signer.id, 'sign_in_reward')).toBe(3);

    const log = (await t.call('ethSignlog', {}, { token: signer.token })).body.data;
    expect(log.total).toBe(3);
    expect(log.items.map((r: { date: string; day: number; reward: string }) => [r.date, r.day, r.reward])).toEqual([
      ['2026-11-20', 3, '0.200000'],
      ['2026-11-19', 2, '0.100000'],
      ['2026-11-18', 1, '0.100000'],
    ]);
    expect(await state(signer.token)).toMatchObject({ total_received: '0.400000', sign_ins: 3, signed_today: true, current_day: 3 });
    await expectBooksBalance(t);
  });

  it('restarts the cycle at day 1 after a missed day, and says so before the sign-in', async () => {
    const signer = await user();
    expect((await sign(signer.token)).body.data.record.day).toBe(1);
    nextDay();
    expect((await sign(signer.token)).body.data.record.day).toBe(2);
    nextDay();
    nextDay();
    const page = await state(signer.token);
    expect(page).toMatchObject({ current_day: 1, cycle_restarted: true, signed_today: false });
    expect(page.days[0].state).toBe('receive');
    const restarted = await sign(signer.token);
    expect(restarted.body.data.record).toMatchObject({ day: 1, reward: '0.100000' });
    expect(restarted.body.data.state.cycle_restarted).toBe(false);
  });

  it('pays the seven configured rewards over a full cycle, then starts a new cycle', async () => {
    const signer = await user();
    const days: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await sign(signer.token);
      expect(answer.body.code).toBe(0);
      days.push(answer.body.data.record.day);
      nextDay();
    }
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    // 2.4 USDT for the cycle, 0.1 for the new cycle's day 1.
    expect(await exchangeBalance(t, signer.id)).toBe(2_500_000n);
    await expectBooksBalance(t);
  });

  it('answers a repeated request id with the same sign-in', async () => {
    const signer = await user();
    const id = requestId();
    const first = await sign(signer.token, id);
    const repeat = await sign(signer.token, id);
    expect(repeat.body.code).toBe(0);
    expect(repeat.body.data.record).toEqual(first.body.data.record);
    expect(await userPostings(t, signer.id, 'sign_in_reward')).toBe(1);
  });

  it('pays once when 20 sign-ins of one user arrive at the same moment', async () => {
    const signer = await user();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(signer.token)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 4830)).toHaveLength(19);
    expect(await countRows(t, 'sign_ins', signer.id)).toBe(1);
    expect(await userPostings(t, signer.id, 'sign_in_reward')).toBe(1);
    expect(await exchangeBalance(t, signer.id)).toBe(100_000n);
    await expectBooksBalance(t);
  });
});

describe('an empty rewards account', () => {
  it('refuses the sign-in rather than promising, says so on the page first, and records nothing', async () => {
    const signer = await user();
    const held = await rewardsAccountBalance(t);
    // Day 1 now pays a little more than the account holds.
    const tooMuch = Number(held / USDT + 1n).toString();
    expect(
      (await adminPost(t, 'saveSignInRewards', { day_1: tooMuch, day_2: '0.1', day_3: '0.2', day_4: '0.2', day_5: '0.3', day_6: '0.5', day_7: '1' })).code,
    ).toBe(0);
    try {
      expect((await state(signer.token)).rewards_available).toBe(false);
      const refused = await sign(signer.token);
      expect(refused.body.code).toBe(4831);
      expect(refused.body.msg).toBe('The rewards account cannot pay this reward right now. Nothing was promised or taken; please try later.');
      expect(await countRows(t, 'sign_ins', signer.id)).toBe(0);
      expect(await userPostings(t, signer.id, 'sign_in_reward')).toBe(0);
      expect(await exchangeBalance(t, signer.id)).toBe(0n);
      expect(await rewardsAccountBalance(t)).toBe(held);
    } finally {
      await adminPost(t, 'saveSignInRewards', Object.fromEntries(DEFAULT_REWARDS.map((reward, i) => [`day_${i + 1}`, reward])));
    }
    // Once the day pays what the account holds, the same user signs in.
    expect((await sign(signer.token)).body.code).toBe(0);
    await expectBooksBalance(t);
  });
});

describe('the finance desk', () => {
  it('sets the reward per day (audited, from the next sign-in on), refuses a malformed amount, and funds the rewards account from capital (audited)', async () => {
    const before = await adminGet(t, 'signInRewards');
    expect(before.data.cycle_total).toBe('2.400000');
    const bad = await adminPost(t, 'saveSignInRewards', { day_1: '-1', day_2: '0.1', day_3: '0.2', day_4: '0.2', day_5: '0.3', day_6: '0.5', day_7: '1' });
    expect(bad.code).toBe(4302);
    const saved = await adminPost(t, 'saveSignInRewards', { day_1: '0.5', day_2: '0.1', day_3: '0.2', day_4: '0.2', day_5: '0.3', day_6: '0.5', day_7: '1' });
    expect(saved.data.rewards[0]).toEqual({ day: 1, reward: '0.500000' });
    const signer = await user();
    expect((await sign(signer.token)).body.data.record.reward).toBe('0.500000');
    await adminPost(t, 'saveSignInRewards', Object.fromEntries(DEFAULT_REWARDS.map((reward, i) => [`day_${i + 1}`, reward])));

    const overview = (await adminGet(t, 'rewardsOverview')).data;
    const funded = await adminPost(t, 'fundRewards', { amount: '1000', reason: 'Top up for November' });
    expect(funded.code).toBe(0);
    expect(BigInt(funded.data.balance.replace('.', ''))).toBe(BigInt(overview.balance.replace('.', '')) + 1_000n * USDT);
    expect(funded.data.funded_to_date).toBe('51000.000000');
    expect(Number(funded.data.paid_sign_in)).toBeGreaterThan(0);
    expect(funded.data.paid_to_date).toBe(funded.data.paid_sign_in);
    const support = await adminPost(t, 'fundRewards', { amount: '1', reason: 'not allowed' }, await staffToken(t, 'support'));
    expect(support.code).toBe(4204);

    const audit = await t.services.db.execute<{ action: string }>(
      sql`select action from audit_log where action in ('finance.saveSignInRewards', 'finance.fundRewards') and details->>'outcome' = 'ok'`,
    );
    const actions = audit.rows.map((row) => row.action);
    expect(actions.filter((a) => a === 'finance.fundRewards')).toHaveLength(1);
    expect(actions.filter((a) => a === 'finance.saveSignInRewards').length).toBeGreaterThanOrEqual(3);
    await expectBooksBalance(t);
  });
});
