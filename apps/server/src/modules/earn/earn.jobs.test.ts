import { dailyAccrual, formatUnits, ppmToPercent, termInterest } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { userToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { accrueEarnings } from './accrueEarnings.js';
import { adminPost, balanceOf, buy, createProduct, expectBooksBalance, formatUsdt, houseBalance, postingsOf, requestId, USDT } from './earnTestKit.js';

/**
 * Issue 13: the accrual job with the injected clock (each ended day once, catch-up after an
 * outage, concurrent runs), maturity waiting over a weekend and a holiday, and early redemption
 * under each rule with the quote equal to what is posted.
 */

// Wednesday 2026-11-18, 12:00 in Hong Kong. Earn days end at 16:00 UTC.
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;
const accrue = () => accrueEarnings(t.services.db, clock);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function accrualRows(orderId: string): Promise<Array<{ day: number; amount: bigint }>> {
  const result = await t.services.db.execute<{ day: number; amount: string }>(
    sql`select day, amount::text from earn_accruals where order_id = ${orderId} order by day`,
  );
  return result.rows.map((row) => ({ day: row.day, amount: BigInt(row.amount) }));
}

async function myOrder(token: string, id: string) {
  const answer = await t.call('getMyprofit', { page_size: '100' }, { token });
  const order = answer.body.data.items.find((item: { id: string }) => item.id === id);
  if (!order) throw new Error(`order ${id} not listed`);
  return order;
}

async function inbox(userId: bigint) {
  const result = await t.services.db.execute<{ kind: string; params: Record<string, string> }>(
    sql`select kind, params from user_messages where user_id = ${userId} order by id`,
  );
  return result.rows;
}

describe('the accrual job', () => {
  let first: { id: string; token: string };
  const principal = 1_234_567_891n;
  const rate = 1_234n;

  it('posts nothing before the day of deposit ends, then that day once', async () => {
    const user = await fundedUser(t, 'accrue@earn.test', 10_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.1234' });
    const bought = await buy(t, user.token, product, '1234.567891');
    expect(bought.body).toMatchObject({ code: 0, data: { status: 'custody', start_date: '2026-11-18', end_date: '2026-12-17', days_remaining: 30 } });
    first = { id: bought.body.data.id, token: user.token };

    clock.set(new Date('2026-11-18T15:59:59Z'));
    await accrue();
    expect(await accrualRows(first.id)).toEqual([]);
    clock.set(new Date('2026-11-18T16:00:00Z'));
    await accrue();
    expect(await accrualRows(first.id)).toEqual([{ day: 1, amount: dailyAccrual(principal, rate, 1) }]);
  });

  it('after a 3-day outage credits each missing day once, with the carried remainder', async () => {
    clock.set(new Date('2026-11-22T16:00:00Z'));
    await accrue();
    await accrue();
    const expected = [1, 2, 3, 4, 5].map((day) => ({ day, amount: dailyAccrual(principal, rate, day) }));
    expect(await accrualRows(first.id)).toEqual(expected);
    // The remainder is carried: the days are not all equal, and they add up to the exact floor.
    expect(new Set(expected.map((row) => row.amount)).size).toBe(2);
    expect(await postingsOf(t, first.id, 'earn_accrual')).toBe(5);
    const earned = termInterest(principal, rate, 5);
    expect(await myOrder(first.token, first.id)).toMatchObject({ days_accrued: 5, days_remaining: 25, earned: formatUsdt(earned) });
    const accruals = await t.call('getProfitAccruals', { id: first.id }, { token: first.token });
    expect(accruals.body.data.total).toBe(formatUsdt(earned));
    expect(accruals.body.data.items.map((row: { date: string }) => row.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    await expectBooksBalance(t);
  });

  it('posts a day once when 20 runs of the job start together', async () => {
    const user = await fundedUser(t, 'concurrent@earn.test', 1_000n * USDT);
    const product = await createProduct(t, { term_days: 30, daily_rate_pct: '0.05' });
    const bought = await buy(t, user.token, product, '500');
    const second = bought.body.data.id;
    clock.set(new Date('2026-11-23T16:00:00Z'));
    await Promise.all(Array.from({ length: 20 }, () => accrue()));
    expect(await postingsOf(t, second, 'earn_accrual')).toBe(1);
    expect(await accrualRows(second)).toEqual([{ day: 1, amount: 250_000n }]);
    expect(await postingsOf(t, first.id, 'earn_accrual')).toBe(6);
    expect((await accrualRows(first.id)).length).toBe(6);
    expect(await balanceOf(t, user.id, 'earn')).toEqual({ available: 0n, frozen: 500_250_000n });
    await expectBooksBalance(t);
  });
});

describe('maturity', () => {
  it('waits over the weekend and a holiday, then pays principal and the whole interest when the next working day ends', async () => {
    expect((await adminPost(t, 'setEarnHolidays', { dates: ['2026-12-07'] })).code).toBe(0);
    clock.set(new Date('2026-11-28T02:00:00Z')); // Saturday, 10:00 in Hong Kong
    const user = await fundedUser(t, 'mature@earn.test', 5_000n * USDT);
    const product = await createProduct(t, { term_days: 7, daily_rate_pct: '0.0777' });
    const principal = 1_234_567_891n;
    const interest = termInterest(principal, 777n, 7);
    const bought = await buy(t, user.token, product, formatUnits(principal, 6));
    const id = bought.body.data.id;
    // The last day is Friday 4 December; Monday 7 is a holiday, so the money arrives when Tuesday 8 ends.
    expect(bought.body.data).toMatchObject({
      start_date: '2026-11-28',
      end_date: '2026-12-04',
      payout_date: '2026-12-08',
      expected_interest: formatUsdt(interest),
    });
    expect(bought.body.data.order_no).toBe(`E20261128${id.padStart(6, '0')}`);

    clock.set(new Date('2026-12-04T15:59:59Z'));
    await accrue();
    expect(await myOrder(user.token, id)).toMatchObject({ status: 'custody', days_accrued: 6, days_remaining: 1 });
    clock.set(new Date('2026-12-04T16:00:00Z'));
    await accrue();
    expect(await myOrder(user.token, id)).toMatchObject({ status: 'redeeming', days_accrued: 7, days_remaining: 0, earned: formatUsdt(interest) });
    expect(await inbox(user.id)).toEqual([
      {
        kind: 'earn_matured',
        params: { order_no: bought.body.data.order_no, amount: '1234.567891', interest: formatUsdt(interest), payout_date: '2026-12-08' },
      },
    ]);
    // A matured order is not redeemed early.
    const quote = await t.call('getRedemptionQuote', { id }, { token: user.token });
    expect(quote.body.data.redeemable).toBe(false);

    clock.set(new Date('2026-12-08T15:59:59Z'));
    await accrue();
    expect((await myOrder(user.token, id)).status).toBe('redeeming');
    expect(await balanceOf(t, user.id, 'exchange')).toEqual({ available: 5_000n * USDT - principal, frozen: 0n });

    clock.set(new Date('2026-12-08T16:00:00Z'));
    await accrue();
    await accrue();
    expect(await myOrder(user.token, id)).toMatchObject({
      status: 'completed',
      closed_at: '2026-12-08T16:00:00.000Z',
      principal_returned: '1234.567891',
      interest_paid: formatUsdt(interest),
      interest_forfeited: '0.000000',
      principal_penalty: '0.000000',
    });
    expect(await balanceOf(t, user.id, 'exchange')).toEqual({ available: 5_000n * USDT + interest, frozen: 0n });
    expect(await balanceOf(t, user.id, 'earn')).toEqual({ available: 0n, frozen: 0n });
    expect(await postingsOf(t, id, 'earn_accrual')).toBe(7);
    expect(await postingsOf(t, id, 'earn_redeem')).toBe(1);
    expect((await inbox(user.id)).map((m) => m.kind)).toEqual(['earn_matured', 'earn_paid']);
    await expectBooksBalance(t);
  });
});

describe('early redemption', () => {
  it('returns exactly what the quote said under each rule, posting the days the job had not reached', async () => {
    clock.set(new Date('2026-12-09T02:00:00Z'));
    const user = await fundedUser(t, 'early@earn.test', 10_000n * USDT);
    const rules = {
      keep: await createProduct(t, { term_days: 30, daily_rate_pct: '0.1', early_rule: 'keep' }),
      forfeit: await createProduct(t, { term_days: 30, daily_rate_pct: '0.1', early_rule: 'forfeit' }),
      penalty: await createProduct(t, {
        term_days: 30,
        daily_rate_pct: '0.1',
        early_rule: 'penalty',
        penalty_interest_pct: '50',
        penalty_principal_pct: '2',
      }),
    };
    const orders: Record<string, string> = {};
    for (const [rule, product] of Object.entries(rules)) orders[rule] = (await buy(t, user.token, product, '1000')).body.data.id;
    const expenseBefore = await houseBalance(t, 'earn_expense');
    const feesBefore = await houseBalance(t, 'fees');

    clock.set(new Date('2026-12-12T02:00:00Z')); // three days ended; the job has not run
    const expected = {
      keep: { accrued: '3.000000', interest_kept: '3.000000', interest_forfeited: '0.000000', principal_penalty: '0.000000', total_returned: '1003.000000' },
      forfeit: { accrued: '3.000000', interest_kept: '0.000000', interest_forfeited: '3.000000', principal_penalty: '0.000000', total_returned: '1000.000000' },
      penalty: { accrued: '3.000000', interest_kept: '1.500000', interest_forfeited: '1.500000', principal_penalty: '20.000000', total_returned: '981.500000' },
    };
    for (const [rule, id] of Object.entries(orders)) {
      const quote = await t.call('getRedemptionQuote', { id }, { token: user.token });
      expect(quote.body.data).toMatchObject({ rule, redeemable: true, ...expected[rule as keyof typeof expected] });
      const sold = await t.call('sellProfit', { id, expected_total: quote.body.data.total_returned, request_id: requestId() }, { token: user.token });
      expect(sold.body.data).toMatchObject({
        status: 'redeemed',
        days_remaining: 0,
        earned: '3.000000',
        principal_returned: quote.body.data.principal_returned,
        interest_paid: quote.body.data.interest_kept,
        interest_forfeited: quote.body.data.interest_forfeited,
        principal_penalty: quote.body.data.principal_penalty,
      });
      expect(await postingsOf(t, id, 'earn_accrual')).toBe(3);
      await expectPostedAsQuoted(id, user.id, quote.body.data);
    }
    expect(await balanceOf(t, user.id, 'exchange')).toEqual({ available: 9_984_500_000n, frozen: 0n });
    expect(await balanceOf(t, user.id, 'earn')).toEqual({ available: 0n, frozen: 0n });
    // Nine USDT of interest paid out, 3 + 1.5 forfeited back: the yield cost 4.5; the 20 USDT principal penalty is income.
    expect(await houseBalance(t, 'earn_expense')).toBe(expenseBefore - 4_500_000n);
    expect(await houseBalance(t, 'fees')).toBe(feesBefore + 20_000_000n);
    await expectBooksBalance(t);
  });

  it('posts what the quote shows, for random principals, rates, rules and days held (with or without the job having run)', async () => {
    const user = await fundedUser(t, 'random@earn.test', 10_000_000n * USDT);
    const terms = fc.record({
      principal: fc.bigInt({ min: 1n, max: 100_000n * USDT }),
      ratePpm: fc.bigInt({ min: 0n, max: 100_000n }),
      termDays: fc.integer({ min: 11, max: 366 }),
      heldDays: fc.integer({ min: 0, max: 10 }),
      rule: fc.constantFrom('keep' as const, 'forfeit' as const, 'penalty' as const),
      interestBp: fc.integer({ min: 0, max: 10_000 }),
      principalBp: fc.integer({ min: 0, max: 10_000 }),
      jobRan: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(terms, async (c) => {
        // Sessions expire while the clock runs ahead: a fresh one per case.
        const token = await userToken(t, 'random@earn.test');
        const product = await createProduct(t, {
          term_days: c.termDays,
          daily_rate_pct: ppmToPercent(c.ratePpm),
          early_rule: c.rule,
          min_amount: '0.000001',
          penalty_interest_pct: ppmToPercent(BigInt(c.interestBp) * 100n),
          penalty_principal_pct: ppmToPercent(BigInt(c.principalBp) * 100n),
        });
        const bought = await buy(t, token, product, formatUnits(c.principal, 6));
        expect(bought.body).toMatchObject({ code: 0 });
        const id = bought.body.data.id;
        clock.advance(c.heldDays * 86_400_000);
        if (c.jobRan) await accrue();
        const later = await userToken(t, 'random@earn.test');
        const quoted = await t.call('getRedemptionQuote', { id }, { token: later });
        expect(quoted.body).toMatchObject({ code: 0 });
        const quote = quoted.body.data;
        expect(quote.accrued).toBe(formatUsdt(termInterest(c.principal, c.ratePpm, c.heldDays)));
        const before = await balanceOf(t, user.id, 'exchange');
        const sold = await t.call('sellProfit', { id, expected_total: quote.total_returned, request_id: requestId() }, { token: later });
        expect(sold.body.code).toBe(0);
        expect((await balanceOf(t, user.id, 'exchange')).available - before.available).toBe(BigInt(quote.total_returned.replace('.', '')));
        await expectPostedAsQuoted(id, user.id, quote);
      }),
      { numRuns: 12 },
    );
    await expectBooksBalance(t);
  });
});

/** The redemption posting's entries are the quote's amounts, to the minor unit. */
async function expectPostedAsQuoted(orderId: string, userId: bigint, quote: Record<string, string>): Promise<void> {
  const result = await t.services.db.execute<{ owner: string; user_id: string | null; kind: string; bucket: string; amount: string }>(sql`
    select a.owner, a.user_id::text, a.kind, e.bucket, e.amount::text
    from ledger_postings p join ledger_entries e on e.posting_id = p.id join ledger_accounts a on a.id = e.account_id
    where p.reason = 'earn_redeem' and p.cause_type = 'earn_order' and p.cause_id = ${orderId}`);
  const amountOf = (kind: string) => formatUsdt(result.rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + BigInt(row.amount), 0n));
  const units = (text: string | undefined) => BigInt((text ?? '0').replace('.', ''));
  expect(result.rows.every((row) => row.owner === 'house' || row.user_id === String(userId))).toBe(true);
  expect(amountOf('exchange')).toBe(quote.total_returned);
  expect(amountOf('earn')).toBe(formatUsdt(-(units(quote.principal) + units(quote.accrued))));
  expect(amountOf('earn_expense')).toBe(quote.interest_forfeited);
  expect(amountOf('fees')).toBe(quote.principal_penalty);
}
