import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { accrueEarnings } from './accrueEarnings.js';
import { adminPost, balanceOf, buy, createProduct, expectBooksBalance, postingsOf, requestId, USDT } from './earnTestKit.js';

/**
 * Issue 13 over the API: products and rules, purchases and their refusals (bounds, capacity, also
 * raced; balance; repeats), early redemption refused twice or at a changed quote, a stranger's
 * order id, the user's totals, and the finance desk (audited saves, roles, holidays, earn book).
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong. Earn days end at 16:00 UTC.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
let n = 0;
const user = (units: bigint) => fundedUser(t, `earn${n++}@earn-api.test`, units);
const accrue = () => accrueEarnings(t.services.db, clock);
const sell = (token: string, id: string, expectedTotal: string) =>
  t.call('sellProfit', { id, expected_total: expectedTotal, request_id: requestId() }, { token });

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function defaultProduct(termDays: number): Promise<string> {
  const list = await t.call('getProfitList');
  return list.body.data.items.find((p: { term_days: number }) => p.term_days === termDays).id;
}

describe('products and rules', () => {
  it('shows a visitor the default products, zero totals and who pays the yield', async () => {
    const totals = await t.call('getProfitTotal');
    expect(totals.body.data).toEqual({
      asset: 'USDT',
      in_custody: '0.000000',
      earned_total: '0.000000',
      earned_yesterday: '0.000000',
      active_orders: 0,
      rules: { yield_payer: 'platform', expense_account: 'earn_expense', day_zone: 'Asia/Hong_Kong', payout_working_days: 1, holidays: [] },
    });
    const list = await t.call('getProfitList');
    expect(list.body.data.items.map((p: object) => ({ ...p, id: undefined, remaining: undefined }))).toEqual(
      [
        { term_days: 30, daily_rate_pct: '0.012', early_rule: 'keep', penalty_interest_pct: '0', penalty_principal_pct: '0' },
        { term_days: 180, daily_rate_pct: '0.0164', early_rule: 'penalty', penalty_interest_pct: '50', penalty_principal_pct: '0' },
        { term_days: 365, daily_rate_pct: '0.0219', early_rule: 'forfeit', penalty_interest_pct: '0', penalty_principal_pct: '0' },
      ].map((p) => ({
        id: undefined,
        remaining: undefined,
        asset: 'USDT',
        min_amount: '100.000000',
        max_amount: '100000.000000',
        capacity: '5000000.000000',
        active: true,
        ...p,
      })),
    );
    const info = await t.call('getProfitInfo', { id: list.body.data.items[1].id });
    expect(info.body.data.product).toMatchObject({ term_days: 180, early_rule: 'penalty' });
    expect((await t.call('getProfitInfo', { id: '999999999' })).body.code).toBe(4513);
  });
});

describe('buying', () => {
  it('refuses a malformed amount, an amount outside the bounds, an unknown product and a short balance, recording nothing', async () => {
    const buyer = await user(150n * USDT);
    const product = await defaultProduct(30);
    for (const amount of ['abc', '1.0000001', '0', '-5']) expect((await buy(t, buyer.token, product, amount)).body.code).toBe(4302);
    const under = await buy(t, buyer.token, product, '99.99');
    expect(under.body).toMatchObject({
      code: 4701,
      msg: 'The amount must be between 100 and 100000 USDT.',
      data: { field: 'amount', min: '100', max: '100000' },
    });
    expect((await buy(t, buyer.token, product, '100000.000001')).body.code).toBe(4701);
    expect((await buy(t, buyer.token, '999999999', '100')).body).toMatchObject({ code: 4513, data: { field: 'product_id' } });
    expect((await buy(t, buyer.token, product, '200')).body).toMatchObject({ code: 4301, data: { field: 'amount' } });
    expect((await t.call('getMyprofit', {}, { token: buyer.token })).body.data).toEqual({ items: [], total: 0 });
    expect(await balanceOf(t, buyer.id, 'exchange')).toEqual({ available: 150n * USDT, frozen: 0n });
  });

  it('shows the order with its number, dates and projected interest, and answers a repeated request id with the same order', async () => {
    const buyer = await user(1_000n * USDT);
    const product = await defaultProduct(30);
    const id = requestId();
    const first = await buy(t, buyer.token, product, '500', id);
    expect(first.body.data).toMatchObject({
      order_no: `E20261118${first.body.data.id.padStart(6, '0')}`,
      amount: '500.000000',
      term_days: 30,
      daily_rate_pct: '0.012',
      earned: '0.000000',
      // 500 USDT × 0.012 % × 30 days
      expected_interest: '1.800000',
      days_accrued: 0,
      days_remaining: 30,
      start_date: '2026-11-18',
      end_date: '2026-12-17',
      // Thursday 17 December matures; Friday 18 is the working day whose end pays.
      payout_date: '2026-12-18',
      status: 'custody',
      created_at: '2026-11-18T04:00:00.000Z',
      closed_at: null,
    });
    const again = await buy(t, buyer.token, product, '500', id);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await buy(t, buyer.token, product, '600', id)).body.code).toBe(4008);
    expect(await postingsOf(t, first.body.data.id, 'earn_subscribe')).toBe(1);
    expect(await balanceOf(t, buyer.id, 'exchange')).toEqual({ available: 500n * USDT, frozen: 0n });
    expect(await balanceOf(t, buyer.id, 'earn')).toEqual({ available: 0n, frozen: 500n * USDT });
  });

  it('refuses buying over capacity with what remains, also when two purchases race for the last of it', async () => {
    const buyer = await user(2_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1', capacity: '500' });
    expect((await buy(t, buyer.token, product, '400')).body.code).toBe(0);
    expect((await buy(t, buyer.token, product, '200')).body).toMatchObject({ code: 4702, data: { field: 'amount', remaining: '100' } });
    expect((await t.call('getProfitInfo', { id: product })).body.data.product.remaining).toBe('100.000000');

    const raced = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1', capacity: '500' });
    const [a, b] = await Promise.all([user(300n * USDT), user(300n * USDT)]);
    const answers = await Promise.all([buy(t, a.token, raced, '300'), buy(t, b.token, raced, '300')]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 4702]);
    expect((await t.call('getProfitInfo', { id: raced })).body.data.product.remaining).toBe('200.000000');
    await expectBooksBalance(t);
  });
});

describe('early redemption refusals', () => {
  it('refuses a second redemption, and of two at once posts one', async () => {
    const holder = await user(1_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1' });
    const once = (await buy(t, holder.token, product, '100')).body.data.id;
    expect((await sell(holder.token, once, '100')).body).toMatchObject({ code: 0, data: { status: 'redeemed', principal_returned: '100.000000' } });
    expect((await sell(holder.token, once, '100')).body.code).toBe(4704);
    expect((await t.call('getRedemptionQuote', { id: once }, { token: holder.token })).body.data.redeemable).toBe(false);

    const raced = (await buy(t, holder.token, product, '100')).body.data.id;
    const answers = await Promise.all([sell(holder.token, raced, '100'), sell(holder.token, raced, '100')]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 4704]);
    expect(await postingsOf(t, raced, 'earn_redeem')).toBe(1);
    expect(await balanceOf(t, holder.id, 'exchange')).toEqual({ available: 1_000n * USDT, frozen: 0n });
    await expectBooksBalance(t);
  });

  it('refuses a confirmation made before a day ended, with the new quote, then redeems at it', async () => {
    const holder = await user(1_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1' });
    const id = (await buy(t, holder.token, product, '1000')).body.data.id;
    const shown = await t.call('getRedemptionQuote', { id }, { token: holder.token });
    expect(shown.body.data).toMatchObject({ accrued: '0.000000', total_returned: '1000.000000', redeemable: true });
    clock.set(new Date('2026-11-18T16:00:00Z'));
    const changed = await sell(holder.token, id, shown.body.data.total_returned);
    expect(changed.body).toMatchObject({ code: 4705, data: { quote: { accrued: '1.000000', total_returned: '1001.000000' } } });
    const redeemed = await sell(holder.token, id, changed.body.data.quote.total_returned);
    expect(redeemed.body.data).toMatchObject({ status: 'redeemed', interest_paid: '1.000000' });
    expect(await balanceOf(t, holder.id, 'exchange')).toEqual({ available: 1_001n * USDT, frozen: 0n });
    await expectBooksBalance(t);
  });

  it("answers another user's order id exactly like a missing one, and leaves the order as it was", async () => {
    const owner = await user(1_000n * USDT);
    const stranger = await user(1_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1' });
    const id = (await buy(t, owner.token, product, '100')).body.data.id;
    for (const [name, extra] of [
      ['getProfitAccruals', {}],
      ['getRedemptionQuote', {}],
      ['sellProfit', { expected_total: '100', request_id: requestId() }],
    ] as const) {
      const theirs = await t.call(name, { id, ...extra }, { token: stranger.token });
      const missing = await t.call(
        name,
        { id: '999999999', ...extra, ...('request_id' in extra ? { request_id: requestId() } : {}) },
        { token: stranger.token },
      );
      expect(theirs.body).toEqual(missing.body);
      expect(theirs.body.code).toBe(4703);
    }
    expect((await t.call('getMyprofit', {}, { token: owner.token })).body.data.items[0]).toMatchObject({ id, status: 'custody' });
  });
});

describe("the user's totals", () => {
  it('counts principal in custody, interest earned and yesterday’s interest', async () => {
    clock.set(new Date('2026-11-19T04:00:00Z'));
    const holder = await user(5_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1' });
    const first = (await buy(t, holder.token, product, '1000')).body.data.id;
    await buy(t, holder.token, product, '2000');
    clock.set(new Date('2026-11-21T04:00:00Z')); // two days ended
    await accrue();
    const totals = await t.call('getProfitTotal', {}, { token: holder.token });
    expect(totals.body.data).toMatchObject({ in_custody: '3000.000000', earned_total: '6.000000', earned_yesterday: '3.000000', active_orders: 2 });
    expect((await sell(holder.token, first, '1002')).body.code).toBe(0);
    const after = await t.call('getProfitTotal', {}, { token: holder.token });
    expect(after.body.data).toMatchObject({ in_custody: '2000.000000', earned_total: '6.000000', active_orders: 1 });
    const mine = await t.call('getMyprofit', { status: 'redeemed' }, { token: holder.token });
    expect(mine.body.data.items.map((o: { id: string }) => o.id)).toEqual([first]);
    const ledger = await t.call('getProfitAccruals', { id: first }, { token: holder.token });
    expect(ledger.body.data).toMatchObject({
      total: '2.000000',
      items: [
        { day: 1, date: '2026-11-19', amount: '1.000000', cumulative: '1.000000' },
        { day: 2, date: '2026-11-20', amount: '1.000000', cumulative: '2.000000' },
      ],
    });
  });
});

describe('the finance desk', () => {
  it('saves a product in its audit entry, and changes reach new purchases only', async () => {
    const id = await createProduct(t, {
      term_days: 60,
      daily_rate_pct: '0.05',
      early_rule: 'penalty',
      penalty_interest_pct: '25',
      penalty_principal_pct: '1.5',
    });
    const audit = await t.services.db.execute<{ target: string; details: Record<string, unknown> }>(
      sql`select target, details from audit_log where action = 'finance.saveEarnProduct' and target = ${`earn_product:${id}`}`,
    );
    expect(audit.rows).toEqual([{ target: `earn_product:${id}`, details: expect.objectContaining({ daily_rate_pct: '0.05', outcome: 'ok' }) }]);

    const holder = await user(1_000n * USDT);
    const order = (await buy(t, holder.token, id, '100')).body.data.id;
    const changed = await adminPost(t, 'saveEarnProduct', {
      id,
      term_days: 90,
      daily_rate_pct: '0.07',
      min_amount: '10',
      max_amount: '1000',
      capacity: '5000',
      early_rule: 'keep',
      penalty_interest_pct: '25',
      active: true,
    });
    expect(changed.data).toMatchObject({
      term_days: 90,
      daily_rate_pct: '0.07',
      early_rule: 'keep',
      penalty_interest_pct: '0',
      orders_active: 1,
      principal_active: '100.000000',
      remaining: '4900.000000',
    });
    const kept = (await t.call('getMyprofit', {}, { token: holder.token })).body.data.items.find((o: { id: string }) => o.id === order);
    expect(kept).toMatchObject({ term_days: 60, daily_rate_pct: '0.05', early_rule: 'penalty', penalty_interest_pct: '25', penalty_principal_pct: '1.5' });
  });

  it('refuses inconsistent terms (and audits the refusal), an unknown product, and roles other than finance', async () => {
    const base = { term_days: 30, daily_rate_pct: '0.1', min_amount: '10', max_amount: '100', capacity: '1000', early_rule: 'keep', active: true };
    expect(await adminPost(t, 'saveEarnProduct', { ...base, min_amount: '200' })).toMatchObject({ code: 4302, data: { field: 'max_amount' } });
    expect(await adminPost(t, 'saveEarnProduct', { ...base, min_amount: '0' })).toMatchObject({ code: 4302, data: { field: 'min_amount' } });
    expect(await adminPost(t, 'saveEarnProduct', { ...base, daily_rate_pct: '150' })).toMatchObject({ code: 4001, data: { field: 'daily_rate_pct' } });
    expect(await adminPost(t, 'saveEarnProduct', { ...base, early_rule: 'penalty', penalty_interest_pct: '12.345' })).toMatchObject({
      code: 4001,
      data: { field: 'penalty_interest_pct' },
    });
    expect((await adminPost(t, 'saveEarnProduct', { ...base, id: '999999999' })).code).toBe(4513);
    const refusals = await t.services.db.execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'finance.saveEarnProduct' and details->>'outcome' <> 'ok'`,
    );
    expect(refusals.rows[0]?.count).toBe(5);
    expect((await adminPost(t, 'saveEarnProduct', base, await staffToken(t, 'support'))).code).toBe(4204);
    expect((await t.call('earnBook', {}, { scope: 'admin', token: await staffToken(t, 'compliance') })).body.code).toBe(4204);
  });

  it('takes the console’s form body (a boolean as "1", holidays comma-separated)', async () => {
    const token = await staffToken(t, 'finance');
    const saved = await t.call(
      'saveEarnProduct',
      {
        term_days: '14',
        daily_rate_pct: '0.02',
        min_amount: '1',
        max_amount: '10',
        capacity: '100',
        early_rule: 'forfeit',
        active: '0',
        request_id: requestId(),
      },
      { scope: 'admin', token },
    );
    expect(saved.body.data).toMatchObject({ term_days: 14, active: false });
    // A withdrawn product is not on offer and cannot be bought.
    expect((await t.call('getProfitList')).body.data.items.some((p: { id: string }) => p.id === saved.body.data.id)).toBe(false);
    const holidays = await t.call('setEarnHolidays', { dates: '2026-12-25, 2026-01-01', request_id: requestId() }, { scope: 'admin', token });
    expect(holidays.body.data).toEqual({ holidays: ['2026-01-01', '2026-12-25'] });
  });

  it('replaces the holiday calendar, refusing a date that does not exist; users see the upcoming ones', async () => {
    expect(await adminPost(t, 'setEarnHolidays', { dates: ['2026-02-30'] })).toMatchObject({ code: 4001, data: { field: 'dates' } });
    const set = await adminPost(t, 'setEarnHolidays', { dates: ['2026-12-25', '2026-11-02', '2026-12-25'] });
    expect(set.data).toEqual({ holidays: ['2026-11-02', '2026-12-25'] });
    const desk = await t.call('earnProducts', {}, { scope: 'admin', token: await staffToken(t, 'finance') });
    expect(desk.body.data.holidays).toEqual(['2026-11-02', '2026-12-25']);
    expect((await t.call('getProfitList')).body.data.rules.holidays).toEqual(['2026-12-25']);
    const audit = await t.services.db.execute<{ count: number }>(sql`select count(*)::int as count from audit_log where action = 'finance.setEarnHolidays'`);
    expect(audit.rows[0]?.count).toBe(3);
  });

  it('reports the earn book: the liability is what the users’ earn accounts hold', async () => {
    const book = await t.call('earnBook', {}, { scope: 'admin', token: await staffToken(t, 'finance') });
    expect(book.body.code).toBe(0);
    expect(Number(book.body.data.liability)).toBeGreaterThan(0);
    expect(BigInt(book.body.data.liability.replace('.', ''))).toBe(
      BigInt(book.body.data.principal.replace('.', '')) + BigInt(book.body.data.accrued.replace('.', '')),
    );
    await expectBooksBalance(t);
  });
});

describe('the assets page', () => {
  it('shows principal in custody under the earn account, so the total is everything the user owns', async () => {
    const owner = await user(1_000n * USDT);
    const before = (await t.call('getAsset2', {}, { token: owner.token })).body.data;
    expect((await buy(t, owner.token, await defaultProduct(30), '400')).body.code).toBe(0);
    const after = (await t.call('getAsset2', {}, { token: owner.token })).body.data;
    const earn = after.accounts.find((account: { type: string }) => account.type === 'earn');
    expect(earn.rows).toEqual([expect.objectContaining({ asset: 'USDT', available: '0.000000', frozen: '400.000000' })]);
    expect(earn.total_usdt).toBe('400.000000');
    expect(after.total_usdt).toBe(before.total_usdt);
  });
});
