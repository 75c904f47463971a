import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cumulativeInterest, dailyAccrual, earlyRedemptionQuote, formatUnits, parseUnits, percentToPpm, ppmToPercent, termInterest } from '@veritex/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { accrueEarningsAhead, closeEarnDatabase } from './support/earn.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';
import { signInByApi, startSignedIn } from './support/session.js';
import { visit } from './support/visit.js';

/**
 * Earn in the browser, as a new user whose exchange account holds 1,000 USDT: browse the products,
 * buy 500 USDT of the plan with an early-exit penalty (the rules are on screen before the
 * confirmation), see the order; advance the clock a day (the platform's accrual use case with a
 * clock one day ahead) and find the first day's interest in the order's ledger, to the minor unit,
 * and in its CSV export; redeem early at the quote shown, which equals what the shared arithmetic
 * gives, and see the exchange balance grow by exactly the quoted total.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('earn');
const SCALE = 6;
let user: { context: BrowserContext; page: Page };

const usdt = (text: string | null): bigint => {
  const units = parseUnits(text ?? '', SCALE);
  if (units === undefined) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return units;
};

async function attribute(locator: Locator, name: string): Promise<string> {
  return (await locator.getAttribute(name)) ?? '';
}

/** The exchange account's available USDT as the buy page shows it (once loaded). */
async function exchangeAvailable(page: Page, productId: string): Promise<bigint> {
  await page.goto(`/profit_buy?id=${productId}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="earn-available"]')?.getAttribute('data-value'));
  return usdt(await page.getByTestId('earn-available').getAttribute('data-value'));
}

/**
 * Screenshots once dialogs and drawers have finished opening (antd animates them in). Endless
 * animations (a live indicator's pulse, a loading shimmer) never finish, so only finite ones count.
 */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await screenshot(page, name);
}

/** The page's context opens signed in as this file's user (an API sign-in: the form is auth.e2e.ts's subject). */
async function signIn(page: Page): Promise<void> {
  await startSignedIn(page.context(), await signInByApi(email, PASSWORD));
}

beforeAll(async () => {
  user = await newPage({ width: 1280, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, PASSWORD);
  await new AuthPages(user.page).expectSignedIn(email);
  await creditExchange(email, 'USDT', '1000');
});
afterAll(async () => {
  await user.context.close();
  await closeEarnDatabase();
  await closeSeedDatabase();
});

/** What the test learnt about the product and the order, for the steps after it. */
const bought = { productId: '', ratePpm: 0n, rule: '', orderId: '', orderNo: '', termDays: 0, accrued: 0n };
const PRINCIPAL = 500_000_000n;

it('buys 500 USDT of an Earn plan after reading its rules, and sees the order in custody', async () => {
  const { page } = user;
  await page.goto('/profit_index');
  await page.getByTestId('earn-product').first().waitFor();
  // Who pays, from when, when matured money arrives, what it is not: on the page, with no "AI" or "mining" claim.
  const how = page.getByTestId('earn-how');
  expect(await how.getByTestId('earn-how-payer').innerText()).toContain('earn-expense account');
  expect(await how.getByTestId('earn-how-days').innerText()).toContain('day of deposit');
  expect(await how.getByTestId('earn-how-payout').innerText()).toMatch(/working day/);
  expect(await how.getByTestId('earn-how-guarantee').innerText()).toContain('not a bank deposit');
  expect(await page.getByTestId('earn-risk').innerText()).toContain('Risk notice');
  expect(await page.getByTestId('page-earn').innerText()).not.toMatch(/\bAI\b|mining/i);

  // The plan with a penalty on early exit (the default 180-day product), else the first one.
  const penalty = page.locator('[data-testid="earn-product"][data-rule="penalty"]');
  const card = (await penalty.count()) > 0 ? penalty.first() : page.getByTestId('earn-product').first();
  bought.productId = await attribute(card, 'data-id');
  bought.rule = await attribute(card, 'data-rule');
  bought.termDays = Number(await attribute(card, 'data-term'));
  const dailyPct = await attribute(card.getByTestId('earn-daily-rate'), 'data-value');
  bought.ratePpm = percentToPpm(dailyPct) ?? 0n;
  expect(bought.ratePpm).toBeGreaterThan(0n);
  // The yearly rate is daily × 365, simple.
  expect(await attribute(card.getByTestId('earn-yearly-rate'), 'data-value')).toBe(ppmToPercent(bought.ratePpm * 365n));
  await screenshot(page, 'earn-products');

  await card.getByTestId('earn-subscribe').click();
  await page.waitForURL((url) => url.pathname === '/profit_buy' && url.searchParams.get('id') === bought.productId);
  await page.waitForFunction(() => document.querySelector('[data-testid="earn-available"]')?.getAttribute('data-value'));
  expect(usdt(await page.getByTestId('earn-available').getAttribute('data-value'))).toBe(1_000_000_000n);
  // Outside the bounds: refused on the page in the server's words, before anything is sent.
  await page.getByTestId('earn-amount').fill('50');
  expect(await page.getByTestId('earn-amount-error').innerText()).toMatch(/^The amount must be between 100 and 100000 USDT\.$/);
  await page.getByTestId('earn-amount').fill('500');
  // Projected income from the shared arithmetic, on minor units.
  const firstDay = dailyAccrual(PRINCIPAL, bought.ratePpm, 1);
  const total = termInterest(PRINCIPAL, bought.ratePpm, bought.termDays);
  expect(await attribute(page.getByTestId('earn-buy-daily'), 'data-value')).toBe(formatUnits(firstDay, SCALE));
  expect(await attribute(page.getByTestId('earn-buy-total'), 'data-value')).toBe(formatUnits(total, SCALE));
  expect(await attribute(page.getByTestId('earn-buy-maturity'), 'data-value')).toBe(formatUnits(PRINCIPAL + total, SCALE));
  // The rules bind only once shown: the early-redemption rule with its effect, who pays, not a deposit.
  const rules = page.getByTestId('earn-buy-rules');
  expect(await rules.getByTestId('earn-rule-early').innerText()).toContain('Allowed at any time');
  expect(await rules.getByTestId('earn-rule-example').isVisible()).toBe(true);
  expect(await rules.getByTestId('earn-rule-payer').innerText()).toContain('platform');
  expect(await rules.getByTestId('earn-rule-guarantee').innerText()).toContain('not a bank deposit');
  expect(await page.getByTestId('earn-buy-submit').innerText()).toContain(`Subscribe 500 USDT for ${bought.termDays} days`);
  await screenshot(page, 'earn-buy');

  await page.getByTestId('earn-buy-submit').click();
  const confirm = page.getByTestId('earn-confirm');
  await confirm.waitFor();
  expect(usdt(await confirm.getByTestId('earn-confirm-amount').getAttribute('data-value'))).toBe(PRINCIPAL);
  expect(await attribute(confirm.getByTestId('earn-confirm-total'), 'data-value')).toBe(formatUnits(total, SCALE));
  expect(await confirm.getByTestId('earn-confirm-rule').innerText()).toContain('Early redemption');
  await settledScreenshot(page, 'earn-buy-confirm');
  await page.getByTestId('earn-confirm-ok').click();

  await page.waitForURL((url) => url.pathname === '/profit_wdtg');
  const row = page.locator('[data-testid="earn-order"][data-highlight="true"]');
  await row.waitFor();
  expect(await attribute(row, 'data-status')).toBe('custody');
  expect(usdt(await row.getAttribute('data-amount'))).toBe(PRINCIPAL);
  expect(usdt(await row.getAttribute('data-earned'))).toBe(0n);
  bought.orderId = await attribute(row, 'data-id');
  bought.orderNo = await attribute(row, 'data-order-no');
  expect(bought.orderNo).not.toBe('');
  await page.getByTestId('earn-total-custody').waitFor();
  expect(usdt(await page.getByTestId('earn-total-custody').getAttribute('data-value'))).toBe(PRINCIPAL);
  expect(await exchangeAvailable(page, bought.productId)).toBe(500_000_000n);
});

it("advances the clock a day and shows the first day's interest in the order's ledger and its CSV, to the minor unit", async () => {
  const { page } = user;
  const run = await accrueEarningsAhead();
  expect(run.accrued).toBeGreaterThanOrEqual(1);

  await page.goto('/profit_wdtg');
  const row = page.locator(`[data-testid="earn-order"][data-id="${bought.orderId}"]`);
  await row.waitFor();
  const firstDay = dailyAccrual(PRINCIPAL, bought.ratePpm, 1);
  expect(usdt(await row.getAttribute('data-earned'))).toBeGreaterThanOrEqual(firstDay);
  await row.getByTestId('earn-open-ledger').click();
  const ledger = page.locator(`[data-testid="earn-ledger"][data-order="${bought.orderId}"]`);
  await ledger.waitFor();
  const first = ledger.locator('[data-testid="earn-accrual"][data-day="1"]');
  await first.waitFor();
  expect(await attribute(first, 'data-amount')).toBe(formatUnits(firstDay, SCALE));
  expect(await attribute(first, 'data-cumulative')).toBe(formatUnits(firstDay, SCALE));
  // Every row posted is the shared arithmetic's day, and the rows add up to the total.
  const days = await ledger
    .getByTestId('earn-accrual')
    .evaluateAll((rows) => rows.map((element) => ({ day: Number(element.getAttribute('data-day')), amount: element.getAttribute('data-amount') ?? '' })));
  let sum = 0n;
  for (const { day, amount } of days) {
    expect(usdt(amount)).toBe(dailyAccrual(PRINCIPAL, bought.ratePpm, day));
    sum += usdt(amount);
  }
  expect(sum).toBe(cumulativeInterest(PRINCIPAL, bought.ratePpm, days.length));
  expect(usdt(await ledger.getByTestId('earn-ledger-total').getAttribute('data-value'))).toBe(sum);
  expect(await attribute(ledger.getByTestId('earn-ledger-check'), 'data-ok')).toBe('true');
  await settledScreenshot(page, 'earn-ledger');

  // The CSV is made from the rows: order number, day, date, amount, cumulative, exact decimals.
  const [download] = await Promise.all([page.waitForEvent('download'), ledger.getByTestId('earn-ledger-csv').click()]);
  const saved = join(mkdtempSync(join(tmpdir(), 'veritex-e2e-earn-')), download.suggestedFilename());
  await download.saveAs(saved);
  expect(download.suggestedFilename()).toBe(`earn-${bought.orderNo}-accruals.csv`);
  const csv = readFileSync(saved, 'utf8').split('\r\n');
  expect(csv[0]).toBe('order_no,day,date,amount,cumulative');
  const date = await attribute(first, 'data-date');
  expect(csv[1]).toBe(`${bought.orderNo},1,${date},${formatUnits(firstDay, SCALE)},${formatUnits(firstDay, SCALE)}`);
  expect(csv.filter(Boolean)).toHaveLength(days.length + 1);
  bought.accrued = sum;
});

it('redeems early at the quote shown, which the shared arithmetic reproduces, and the exchange balance grows by exactly its total', async () => {
  const { page } = user;
  const before = await exchangeAvailable(page, bought.productId);
  await page.goto('/profit_wdtg');
  const row = page.locator(`[data-testid="earn-order"][data-id="${bought.orderId}"]`);
  await row.waitFor();
  await row.getByTestId('earn-redeem').click();
  const dialog = page.locator(`[data-testid="earn-redeem"][data-order="${bought.orderId}"]`);
  await dialog.waitFor();
  await dialog.getByTestId('earn-quote-total-returned').waitFor();
  const figure = async (name: string) => usdt(await dialog.getByTestId(`earn-quote-${name}`).getAttribute('data-value'));
  // The product's terms as the card states them (the penalty shares in percent).
  const product = (await page.request.get(`/api/web/getProfitInfo?id=${bought.productId}&nonce=e2eearnquote`).then((answer) => answer.json())) as {
    data: { product: { early_rule: 'keep' | 'forfeit' | 'penalty'; penalty_interest_pct: string; penalty_principal_pct: string } };
  };
  const bp = (pct: string) => Number((percentToPpm(pct) ?? 0n) / 100n);
  const terms = {
    rule: product.data.product.early_rule,
    penaltyInterestBp: bp(product.data.product.penalty_interest_pct),
    penaltyPrincipalBp: bp(product.data.product.penalty_principal_pct),
  };
  const shown = earlyRedemptionQuote(PRINCIPAL, bought.accrued, terms);
  expect(await figure('total-returned')).toBe(shown.totalReturned);

  // A day's interest lands while the quote is on screen (the clock two days ahead posts day 2): the
  // confirmation is refused with the new quote, shown in place, and confirmed again.
  expect((await accrueEarningsAhead(2)).accrued).toBeGreaterThanOrEqual(1);
  await dialog.getByTestId('earn-redeem-ok').click();
  await dialog.getByTestId('earn-quote-changed').waitFor();
  const accrued = cumulativeInterest(PRINCIPAL, bought.ratePpm, 2);
  const expected = earlyRedemptionQuote(PRINCIPAL, accrued, terms);
  await page.waitForFunction(([id, total]) => document.querySelector(`[data-testid="earn-redeem"][data-order="${id}"]`)?.getAttribute('data-total') === total, [
    bought.orderId,
    formatUnits(expected.totalReturned, SCALE),
  ] as const);
  expect(await figure('principal')).toBe(expected.principal);
  expect(await figure('accrued')).toBe(expected.accrued);
  expect(await figure('interest-kept')).toBe(expected.interestKept);
  expect(await figure('interest-forfeited')).toBe(expected.interestForfeited);
  expect(await figure('principal-penalty')).toBe(expected.principalPenalty);
  expect(await figure('principal-returned')).toBe(expected.principalReturned);
  expect(await figure('total-returned')).toBe(expected.totalReturned);
  if (bought.rule === 'penalty') expect(expected.interestForfeited).toBeGreaterThan(0n);
  // The numbers on screen are those numbers.
  expect((await dialog.getByTestId('earn-quote-total-returned').innerText()).replace(/,/g, '')).toContain(formatUnits(expected.totalReturned, SCALE));
  await settledScreenshot(page, 'earn-redeem-quote');
  await dialog.getByTestId('earn-redeem-ok').click();

  await dialog.waitFor({ state: 'detached' });
  const redeemed = page.locator(`[data-testid="earn-order"][data-id="${bought.orderId}"][data-status="redeemed"]`);
  await redeemed.waitFor();
  await page.getByTestId('earn-tab-redeemed').click();
  await page.locator(`[data-testid="earn-orders-redeemed"] [data-testid="earn-order"][data-id="${bought.orderId}"]`).waitFor();
  await screenshot(page, 'earn-redeemed');
  expect(await exchangeAvailable(page, bought.productId)).toBe(before + expected.totalReturned);
});

it('lays the Earn pages out on a 390-wide phone and in Arabic without sideways scrolling', async () => {
  const phone = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  const arabic = await newPage({ width: 1280, height: 900, lang: 'ar' });
  try {
    await signIn(phone.page);
    await signIn(arabic.page);
    // The phone at 390, then the same phone turned to 360 (the narrowest supported), then Arabic.
    for (const { page, prefix, name, size } of [
      { page: phone.page, prefix: '/m', name: 'earn-phone', size: undefined },
      { page: phone.page, prefix: '/m', name: 'earn-phone-360', size: { width: 360, height: 740 } },
      { page: arabic.page, prefix: '', name: 'earn-ar', size: undefined },
    ]) {
      if (size) await page.setViewportSize(size);
      for (const path of ['/profit_index', `/profit_buy?id=${bought.productId}`, '/profit_wdtg']) {
        await visit(page, `${prefix}${path}`);
        await page.locator('[data-testid="earn-product"], [data-testid="earn-buy-form"], [data-testid="earn-order"]').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} ${path}`).toBeLessThanOrEqual(0);
        if (page === arabic.page) expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      await screenshot(page, name);
    }
  } finally {
    await phone.context.close();
    await arabic.context.close();
  }
}, 180_000);
