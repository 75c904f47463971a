import { DAY_MS } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { seedDemoRewards } from '../../seed/demoRewards.js';
import { staffToken } from '../../testing/callers.js';
import { creditExchange, fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { approveJuniorFor } from '../../testing/verification.js';
import { adminGet, adminPost, countRows, exchangeBalance, expectBooksBalance, requestId, rewardsAccountBalance, USDT, userPostings } from './rewardsTestKit.js';

/**
 * Issue 14 point 3 over the API: each task's progress from the user's real records (a deposit, a
 * spot trade, an approved junior verification, a full sign-in cycle, turnover within the period),
 * claims refused twice, early, outside the period, over budget (also raced) or when the rewards
 * account cannot pay, the records, titles in the user's language, and the finance desk's tasks.
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
let n = 0;
const user = (usdt = 0n) => fundedUser(t, `benefit${n++}@benefits.test`, usdt);
const claim = (token: string, taskId: string, id = requestId()) => t.call('claimBenefit', { task_id: taskId, request_id: id }, { token });
const fuli = async (token?: string, lang?: string) => (await t.call('getFuli', {}, { token, lang })).body.data;
const taskOf = async (token: string, id: string) => (await t.call('getBenefitDetail', { id }, { token })).body.data.task;
let defaults: Record<string, string>;
let maker: { id: bigint; token: string };

/** A task made through the desk; answers its id. Wide period by default: turnover rows carry the database's time. */
async function createTask(fields: Record<string, unknown>): Promise<string> {
  const answer = await adminPost(t, 'saveBenefitTask', {
    kind: 'first_deposit',
    titles: { en: 'Test task' },
    reward: '1',
    budget: '1000',
    active: true,
    period_start: '2020-01-01T00:00:00Z',
    period_end: '2100-01-01T00:00:00Z',
    ...fields,
  });
  if (answer.code !== 0) throw new Error(`saveBenefitTask: ${JSON.stringify(answer)}`);
  return answer.data.id;
}

/** One spot trade of `quantity` BTC at 30,000 USDT between the maker and `taker` (who buys). */
async function spotTrade(taker: { token: string }, quantity: string) {
  const place = (token: string, fields: Record<string, string>) =>
    t.call('placeOrder', { symbol: 'BTC_USDT', time_in_force: 'GTC', client_order_id: requestId(), ...fields }, { method: 'POST', token });
  expect((await place(maker.token, { side: 'sell', type: 'limit', price: '30000.00', quantity })).body.code).toBe(0);
  expect((await place(taker.token, { side: 'buy', type: 'limit', price: '30000.00', quantity })).body.code).toBe(0);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedDemoRewards(t.services.db, { clock, fund: true });
  const tasks = (await adminGet(t, 'benefitTasks')).data.items as Array<{ id: string; kind: string }>;
  defaults = Object.fromEntries(tasks.map((task) => [task.kind, task.id]));
  maker = await user(100_000_000n * USDT);
  await creditExchange(t, maker.id, 'BTC', 100_000_000_000n);
});
afterAll(() => t.close());

describe('the task list', () => {
  it('shows a visitor the five default tasks with rewards, zero progress and the payment rules', async () => {
    const data = await fuli();
    expect(data.rules).toEqual({ once_per_user: true, paid_from: 'rewards', credited_to: 'exchange', rewards_available: true });
    expect(
      data.items.map((task: { kind: string; reward: string; target: string; progress: string; status: string; unit: string }) => [
        task.kind,
        task.reward,
        task.target,
        task.progress,
        task.status,
        task.unit,
      ]),
    ).toEqual([
      ['first_deposit', '5.000000', '1', '0', 'in_progress', 'count'],
      ['first_trade', '5.000000', '1', '0', 'in_progress', 'count'],
      ['junior_verification', '10.000000', '1', '0', 'in_progress', 'count'],
      ['sign_in_cycle', '2.000000', '1', '0', 'in_progress', 'count'],
      ['trading_volume', '20.000000', '10000.000000', '0.000000', 'in_progress', 'usdt'],
    ]);
    const volume = data.items[4];
    // 30 days from the Hong Kong midnight (16:00 UTC) that began the seed's day.
    expect(volume.period_start).toMatch(/T16:00:00\.000Z$/);
    expect(Date.parse(volume.period_end) - Date.parse(volume.period_start)).toBe(30 * DAY_MS);
    expect(volume.title).toBe('Trade 10,000 USDT in 30 days');
  });
});

describe('progress from real records, and claims', () => {
  it('first deposit: refused before it, paid once after it, listed in the records', async () => {
    const newcomer = await user();
    const early = await claim(newcomer.token, defaults.first_deposit as string);
    expect(early.body).toMatchObject({ code: 4834, data: { progress: '0', target: '1' } });
    expect(early.body.msg).toBe('This task is not complete yet: 0 of 1.');
    expect(await countRows(t, 'benefit_claims', newcomer.id)).toBe(0);
    await creditExchange(t, newcomer.id, 'USDT', 50n * USDT);
    expect(await taskOf(newcomer.token, defaults.first_deposit as string)).toMatchObject({ progress: '1', status: 'claimable' });
    const rewardsBefore = await rewardsAccountBalance(t);
    const paid = await claim(newcomer.token, defaults.first_deposit as string);
    expect(paid.body.code).toBe(0);
    expect(paid.body.data.claim).toMatchObject({ kind: 'first_deposit', amount: '5.000000', title: 'Make your first deposit', title_lang: 'en' });
    expect(paid.body.data.task).toMatchObject({ status: 'claimed', claimed_at: '2026-11-18T04:00:00.000Z' });
    expect(await exchangeBalance(t, newcomer.id)).toBe(55n * USDT);
    expect(await rewardsAccountBalance(t)).toBe(rewardsBefore - 5n * USDT);
    const twice = await claim(newcomer.token, defaults.first_deposit as string);
    expect(twice.body.code).toBe(4833);
    expect(await userPostings(t, newcomer.id, 'benefit_reward')).toBe(1);
    const records = (await t.call('getBenefitRecords', {}, { token: newcomer.token })).body.data;
    expect(records.total).toBe(1);
    expect(records.items[0]).toMatchObject({ task_id: defaults.first_deposit, amount: '5.000000', created_at: '2026-11-18T04:00:00.000Z' });
    await expectBooksBalance(t);
  });

  it('first trade: a spot trade completes it', async () => {
    const trader = await user(1_000n * USDT);
    expect((await taskOf(trader.token, defaults.first_trade as string)).progress).toBe('0');
    await spotTrade(trader, '0.001');
    expect(await taskOf(trader.token, defaults.first_trade as string)).toMatchObject({ progress: '1', status: 'claimable' });
    expect((await claim(trader.token, defaults.first_trade as string)).body.data.claim.amount).toBe('5.000000');
  });

  it('junior verification: completed by the approval, not by the submission alone', async () => {
    const person = await user();
    expect((await claim(person.token, defaults.junior_verification as string)).body.code).toBe(4834);
    await approveJuniorFor({ db: t.services.db, images: t.services.images, clock }, person.id);
    expect((await claim(person.token, defaults.junior_verification as string)).body.data.claim.amount).toBe('10.000000');
  });

  it('trading volume: turnover within the period counts, turnover outside it does not', async () => {
    const taskId = await createTask({ kind: 'trading_volume', target: '500', reward: '3' });
    const trader = await user(10_000n * USDT);
    // Turnover recorded before the period (as a trading context would, years ago) does not count.
    await t.services.db.execute(sql`
      insert into turnover_events (user_id, amount, source, cause_id, created_at) values (${trader.id}, 900000000, 'test', ${requestId()}, '2019-06-01T00:00:00Z')`);
    expect((await taskOf(trader.token, taskId)).progress).toBe('0.000000');
    await spotTrade(trader, '0.01');
    const counted = await t.services.db.execute<{ total: string }>(
      sql`select sum(amount)::text as total from turnover_events where user_id = ${trader.id} and source <> 'test'`,
    );
    const turnover = BigInt(counted.rows[0]?.total ?? '0');
    expect(turnover).toBeGreaterThan(0n);
    const task = await taskOf(trader.token, taskId);
    expect(BigInt(task.progress.replace('.', ''))).toBe(turnover);
    if (turnover < 500n * USDT) {
      expect((await claim(trader.token, taskId)).body).toMatchObject({ code: 4834, data: { target: '500.000000' } });
      await spotTrade(trader, '0.02');
    }
    expect((await claim(trader.token, taskId)).body.data.claim.amount).toBe('3.000000');
  });

  it('refuses a claim before the period starts and after it ends', async () => {
    const depositor = await user(10n * USDT);
    const upcoming = await createTask({ period_start: '2027-01-01T00:00:00Z', period_end: '2027-02-01T00:00:00Z' });
    const ended = await createTask({ period_start: '2026-01-01T00:00:00Z', period_end: '2026-02-01T00:00:00Z' });
    expect((await taskOf(depositor.token, upcoming)).status).toBe('upcoming');
    expect((await taskOf(depositor.token, ended)).status).toBe('ended');
    expect((await claim(depositor.token, upcoming)).body).toMatchObject({ code: 4836, data: { period_start: '2027-01-01T00:00:00.000Z' } });
    expect((await claim(depositor.token, ended)).body).toMatchObject({ code: 4837, data: { period_end: '2026-02-01T00:00:00.000Z' } });
    expect(await countRows(t, 'benefit_claims', depositor.id)).toBe(0);
  });

  it('pays once when one user claims ten times at once', async () => {
    const taskId = await createTask({});
    const depositor = await user(10n * USDT);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(depositor.token, taskId)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 4833)).toHaveLength(9);
    expect(await userPostings(t, depositor.id, 'benefit_reward')).toBe(1);
    expect(await exchangeBalance(t, depositor.id)).toBe(11n * USDT);
  });

  it('stops at the budget, also when several users race for its last reward', async () => {
    const taskId = await createTask({ reward: '2', budget: '6' });
    const first = await user(1n * USDT);
    expect((await claim(first.token, taskId)).body.code).toBe(0);
    const racers = await Promise.all(Array.from({ length: 5 }, () => user(1n * USDT)));
    const answers = await Promise.all(racers.map((racer) => claim(racer.token, taskId)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(2);
    expect(codes.filter((code) => code === 4835)).toHaveLength(3);
    const late = racers[answers.findIndex((a) => a.body.code === 4835)];
    expect((await taskOf(late?.token ?? '', taskId)).status).toBe('exhausted');
    const desk = (await adminGet(t, 'benefitTasks')).data.items.find((task: { id: string }) => task.id === taskId);
    expect(desk).toMatchObject({ spent: '6.000000', budget: '6.000000', claims: 3 });
    await expectBooksBalance(t);
  });

  it('refuses a claim the rewards account cannot pay, recording nothing', async () => {
    const held = await rewardsAccountBalance(t);
    const taskId = await createTask({ reward: (held / USDT + 1n).toString(), budget: '100000000' });
    const depositor = await user(1n * USDT);
    const refused = await claim(depositor.token, taskId);
    expect(refused.body.code).toBe(4831);
    expect(await countRows(t, 'benefit_claims', depositor.id)).toBe(0);
    expect(await rewardsAccountBalance(t)).toBe(held);
    expect(await exchangeBalance(t, depositor.id)).toBe(1n * USDT);
    const desk = (await adminGet(t, 'benefitTasks')).data.items.find((task: { id: string }) => task.id === taskId);
    expect(desk).toMatchObject({ spent: '0.000000', claims: 0 });
    await adminPost(t, 'saveBenefitTask', { id: taskId, kind: 'first_deposit', titles: { en: 'Test task' }, reward: '1', budget: '1000', active: false });
  });

  it('refuses an unknown or inactive task', async () => {
    const someone = await user(1n * USDT);
    expect((await claim(someone.token, '999999999')).body).toMatchObject({ code: 4832, data: { field: 'task_id' } });
    const taskId = await createTask({ active: false });
    expect((await claim(someone.token, taskId)).body.code).toBe(4832);
    expect((await t.call('getBenefitDetail', { id: taskId })).body.code).toBe(4832);
  });

  it('7-day sign-in: completed by a day-7 sign-in', async () => {
    const signer = await user();
    const taskId = defaults.sign_in_cycle as string;
    for (let day = 1; day <= 7; day++) {
      expect((await taskOf(signer.token, taskId)).progress).toBe('0');
      expect((await t.call('sign', { request_id: requestId() }, { token: signer.token })).body.data.record.day).toBe(day);
      if (day < 7) clock.advance(DAY_MS);
    }
    expect((await claim(signer.token, taskId)).body.data.claim.amount).toBe('2.000000');
    await expectBooksBalance(t);
  });
});

describe('titles in the user language', () => {
  it('shows the title in the request language, or English with the language it fell back to', async () => {
    const taskId = await createTask({ titles: { en: 'Deposit bonus', fr: 'Bonus de dépôt' }, descriptions: { en: 'Deposit once.' } });
    const inFrench = (await fuli(undefined, 'fr')).items.find((task: { id: string }) => task.id === taskId);
    expect(inFrench).toMatchObject({ title: 'Bonus de dépôt', title_lang: 'fr', description: 'Deposit once.' });
    const inGerman = (await fuli(undefined, 'de')).items.find((task: { id: string }) => task.id === taskId);
    expect(inGerman).toMatchObject({ title: 'Deposit bonus', title_lang: 'en' });
    const desk = (await adminGet(t, 'benefitTasks')).data.items.find((task: { id: string }) => task.id === taskId);
    expect(desk.missing_languages).toHaveLength(11);
    expect(desk.missing_languages).not.toContain('fr');
  });
});

describe('the finance desk', () => {
  it('saves tasks audited, refuses a task without an English title, a budget below what was spent and a new kind after claims', async () => {
    const noEnglish = await adminPost(t, 'saveBenefitTask', { kind: 'first_trade', titles: { fr: 'Premier ordre' }, reward: '1', budget: '10', active: true });
    expect(noEnglish.code).toBe(4001);
    // A form body carries the titles as a JSON string.
    const form = await t.call(
      'saveBenefitTask',
      { kind: 'first_trade', titles: JSON.stringify({ en: 'First order' }), reward: '1', budget: '10', active: '1', request_id: requestId() },
      { scope: 'admin', method: 'POST', token: await staffToken(t, 'finance') },
    );
    expect(form.body.code).toBe(0);
    const taskId = form.body.data.id as string;
    const trader = await user(1_000n * USDT);
    await spotTrade(trader, '0.001');
    expect((await claim(trader.token, taskId)).body.code).toBe(0);
    const base = { id: taskId, titles: { en: 'First order' }, reward: '1', active: true };
    expect((await adminPost(t, 'saveBenefitTask', { ...base, kind: 'first_trade', budget: '0.5' })).code).toBe(4302);
    expect((await adminPost(t, 'saveBenefitTask', { ...base, kind: 'first_deposit', budget: '10' })).code).toBe(4001);
    const changed = await adminPost(t, 'saveBenefitTask', { ...base, kind: 'first_trade', budget: '20', reward: '2' });
    expect(changed.data).toMatchObject({ budget: '20.000000', reward: '2.000000', spent: '1.000000', claims: 1 });
    // The claim made keeps what it paid.
    const records = (await t.call('getBenefitRecords', {}, { token: trader.token })).body.data.items;
    expect(records.find((record: { task_id: string }) => record.task_id === taskId).amount).toBe('1.000000');
    const support = await adminPost(
      t,
      'saveBenefitTask',
      { kind: 'first_trade', titles: { en: 'x' }, reward: '1', budget: '1', active: true },
      await staffToken(t, 'support'),
    );
    expect(support.code).toBe(4204);
    const audit = await t.services.db.execute<{ target: string; outcome: string }>(
      sql`select target, details->>'outcome' as outcome from audit_log where action = 'finance.saveBenefitTask' and target = ${`benefit_task:${taskId}`} order by id`,
    );
    expect(audit.rows.map((row) => row.outcome)).toEqual(['ok', 'amount_invalid', 'invalid_input', 'ok']);
    const overview = (await adminGet(t, 'rewardsOverview')).data;
    expect(Number(overview.paid_benefits)).toBeGreaterThan(0);
    expect(overview.claims).toBeGreaterThan(0);
    await expectBooksBalance(t);
  });
});
