import { dailyAccrual, earlyRedemptionQuote, formatUnits } from '@veritex/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { accrueEarnings } from './accrueEarnings.js';
import { balanceOf, buy, createProduct, expectBooksBalance, requestId, USDT } from './earnTestKit.js';

/**
 * A day posted by a clock running ahead of the one quoting (another process's skew; the browser
 * test "advancing the clock" with the accrual use case) is part of the quote, and the redemption
 * posts that quote: the custody account holds that interest, so leaving it out would refuse the
 * redemption as a programmer error.
 */
const clock = manualClock(new Date('2026-11-18T04:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

it('quotes and redeems the interest a clock one day ahead already posted', async () => {
  const user = await fundedUser(t, 'ahead@earn.test', 1_000n * USDT);
  const product = await createProduct(t, { term_days: 180, daily_rate_pct: '0.0164', early_rule: 'penalty', penalty_interest_pct: '50' });
  const bought = await buy(t, user.token, product, '500');
  const id = bought.body.data.id as string;
  const tomorrow = manualClock(new Date(clock.now().getTime() + 86_400_000));
  expect((await accrueEarnings(t.services.db, tomorrow)).accrued).toBe(1);

  const principal = 500n * USDT;
  const firstDay = dailyAccrual(principal, 164n, 1);
  const expected = earlyRedemptionQuote(principal, firstDay, { rule: 'penalty', penaltyInterestBp: 5000, penaltyPrincipalBp: 0 });
  const quote = await t.call('getRedemptionQuote', { id }, { token: user.token });
  expect(quote.body.data).toMatchObject({
    accrued: formatUnits(firstDay, 6),
    interest_forfeited: formatUnits(expected.interestForfeited, 6),
    total_returned: formatUnits(expected.totalReturned, 6),
    redeemable: true,
  });
  const before = await balanceOf(t, user.id, 'exchange');
  const sold = await t.call('sellProfit', { id, expected_total: quote.body.data.total_returned, request_id: requestId() }, { token: user.token });
  expect(sold.body).toMatchObject({ code: 0, data: { status: 'redeemed', interest_paid: formatUnits(expected.interestKept, 6) } });
  expect((await balanceOf(t, user.id, 'exchange')).available - before.available).toBe(expected.totalReturned);
  await expectBooksBalance(t);
});
