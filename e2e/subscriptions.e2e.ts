import { allotmentFor, formatUnits, type IssueTerms, parseUnits } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';
import { allocateAfterWindow, closeSubscriptionDatabase, createOpenProject, type TestProject, unlockAfterLockup } from './support/subscriptions.js';

/**
 * A new-coin subscription in the browser, as a new user whose exchange account holds 1,000 USDT:
 * find the open project, read its coin information and the allocation rule with its worked example
 * before committing, commit 400 and then 200 USDT (each confirmed as shown; a third over the cap is
 * refused under the field), see 600 USDT frozen. Advance the clock past the window (the platform's
 * allocation job with a clock after it): 600 USDT for coins that cost 500 is oversubscribed, so
 * each commitment passes with its pro-rata share and the rest refunded, exactly what the shared
 * arithmetic gives; "Verify my allocation" recomputes each step in the browser. The coins show as
 * locked on My assets; advance past the lock-up (the unlock job) and they are in the exchange account.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('subs');
const USDT_SCALE = 6;
const COIN_SCALE = 8;
let user: { context: BrowserContext; page: Page };
let project: TestProject;

/** The project's terms in minor units: 1,000 coins at 0.5 USDT (support/subscriptions.ts). */
const TERMS: IssueTerms = { rule: 'pro_rata', supply: 1000n * 10n ** 8n, price: 500_000n, coinScale: COIN_SCALE };
const COMMITS = [400_000_000n, 200_000_000n];
const TOTAL = COMMITS[0]! + COMMITS[1]!;
const expected = COMMITS.map((amount) => allotmentFor(TERMS, TOTAL, amount));

const units = (text: string | null, scale: number): bigint => {
  const value = parseUnits(text ?? '', scale);
  if (value === undefined) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return value;
};

/** Screenshots once dialogs and drawers have finished opening (only finite animations count). */
async function settledScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await screenshot(page, name);
}

async function exchangeUsdt(page: Page): Promise<bigint> {
  await page.goto(`/subscribe?id=${project.id}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="sub-available"]')?.getAttribute('data-value'));
  return units(await page.getByTestId('sub-available').getAttribute('data-value'), USDT_SCALE);
}

async function commit(page: Page, amount: bigint): Promise<void> {
  await page.goto(`/subscribe?id=${project.id}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="sub-available"]')?.getAttribute('data-value'));
  await page.getByTestId('sub-amount').fill(formatUnits(amount, USDT_SCALE));
  await page.getByTestId('sub-submit').click();
  await page.getByTestId('sub-confirm').waitFor();
  await page.getByTestId('sub-confirm-ok').click();
  await page.waitForURL(/\/subscriptionList\?record=\d+/);
}

beforeAll(async () => {
  project = await createOpenProject(2);
  user = await newPage({ width: 1280, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, PASSWORD);
  await new AuthPages(user.page).expectSignedIn(email);
  await creditExchange(email, 'USDT', '1000');
});
afterAll(async () => {
  await user.context.close();
  await closeSubscriptionDatabase();
  await closeSeedDatabase();
});

it('lists the open project and shows its coin, terms and allocation rule with a worked example before subscribing', async () => {
  const { page } = user;
  await page.goto('/subscription');
  const card = page.locator(`[data-testid="sub-project"][data-id="${project.id}"]`);
  await card.waitFor();
  expect(await card.getAttribute('data-status')).toBe('open');
  expect(await card.locator('[data-testid="sub-countdown"]').getAttribute('data-phase')).toBe('open');
  await screenshot(page, 'subscriptions-list');

  await card.getByTestId('sub-open').click();
  await page.waitForURL(new RegExp(`/subscribe\\?id=${project.id}$`));
  await page.getByTestId('sub-form').waitFor();
  // Spec §3 coin information.
  for (const id of ['sub-coin-release', 'sub-coin-issuance', 'sub-coin-circulation', 'sub-coin-website', 'sub-coin-white-paper'])
    await page.getByTestId(id).waitFor();
  expect(await page.getByTestId('sub-coin-introduction').textContent()).toContain(project.coin);
  // The terms, and the rule's worked example computed by the shared allocation (cap 1,000 USDT against twice the supply's cost).
  expect(await page.getByTestId('sub-lockup').getAttribute('data-value')).toBe('2');
  expect(await page.getByTestId('sub-cap').getAttribute('data-value')).toBe('1000.000000');
  const example = page.getByTestId('sub-rule-example');
  const worked = allotmentFor(TERMS, 1_000_000_000n, 1_000_000_000n);
  expect(await example.getAttribute('data-allotted')).toBe(String(worked.allotted));
  expect(await example.getAttribute('data-refund')).toBe(String(worked.refund));
  await screenshot(page, 'subscriptions-subscribe');
});

it('commits 400 and then 200 USDT after confirming, is refused over the cap, and sees 600 USDT frozen', async () => {
  const { page } = user;
  const before = await exchangeUsdt(page);
  expect(before).toBe(1_000_000_000n);

  await page.getByTestId('sub-amount').fill('400');
  // The estimate if the window closed now: alone in the project, 400 USDT buys 800 coins in full.
  await page.locator('[data-testid="sub-estimate-allotted"][data-value="80000000000"]').waitFor();
  await page.getByTestId('sub-submit').click();
  await page.getByTestId('sub-confirm').waitFor();
  expect(await page.getByTestId('sub-confirm-amount').getAttribute('data-value')).toBe('400');
  await page.getByTestId('sub-confirm').getByTestId('sub-rule').waitFor();
  await settledScreenshot(page, 'subscriptions-confirm');
  await page.getByTestId('sub-confirm-ok').click();
  await page.waitForURL(/\/subscriptionList\?record=\d+/);
  const first = page.locator('[data-testid="sub-record"][data-highlight="true"]');
  await first.waitFor();
  expect(await first.getAttribute('data-status')).toBe('review');
  expect(await first.getAttribute('data-amount')).toBe('400.000000');

  await commit(page, COMMITS[1]!);

  // 400 + 200 committed: 500 more would pass the 1,000 USDT cap; refused under the field, nothing sent.
  await page.goto(`/subscribe?id=${project.id}`);
  await page.getByTestId('sub-amount').fill('500');
  await page.getByTestId('sub-submit').click();
  expect(await page.getByTestId('sub-amount-error').textContent()).toContain('1000');
  expect(await page.getByTestId('sub-my-committed').getAttribute('data-value')).toBe('600.000000');

  expect(await exchangeUsdt(page)).toBe(before - TOTAL);
  await page.goto('/subscriptionList');
  await page.locator('[data-testid="sub-record"]').nth(1).waitFor();
  expect(await page.locator(`[data-testid="sub-record"][data-project="${project.id}"][data-status="review"]`).count()).toBe(2);
});

it('after the window closes, allocation passes both pro rata and refunds the rest exactly; the page verifies it', async () => {
  const { page } = user;
  const run = await allocateAfterWindow(project);
  expect(run.allocated).toBeGreaterThanOrEqual(1);

  await page.goto('/subscriptionList');
  const rows = page.locator(`[data-testid="sub-record"][data-project="${project.id}"]`);
  await page.locator(`[data-testid="sub-record"][data-project="${project.id}"][data-status="passed"]`).nth(1).waitFor();
  // Newest first: the 200 USDT commitment, then the 400.
  const shown = [rows.nth(1), rows.nth(0)];
  for (const [index, row] of shown.entries()) {
    expect(units(await row.getAttribute('data-amount'), USDT_SCALE)).toBe(COMMITS[index]);
    expect(units(await row.getAttribute('data-allotted'), COIN_SCALE)).toBe(expected[index]?.allotted);
    expect(units(await row.getAttribute('data-refunded'), USDT_SCALE)).toBe(expected[index]?.refund);
    expect(await row.getByTestId('sub-record-unlock').getAttribute('data-state')).toBe('locked');
  }
  await screenshot(page, 'subscriptions-records');

  // Verify my allocation: every step recomputed in the browser.
  await shown[0]?.getByTestId('sub-verify').click();
  const panel = page.getByTestId('verify-panel');
  await panel.waitFor();
  await page.locator('[data-testid="verify-panel"][data-verdict="ok"]').waitFor();
  for (const step of ['tag', 'amount', 'leaf', 'path', 'allocation'])
    expect(await page.getByTestId(`verify-step-${step}`).getAttribute('data-state')).toBe('ok');
  expect(await page.getByTestId('verify-hop').count()).toBe(1);
  expect(await page.getByTestId('verify-root-computed').getAttribute('data-value')).toBe(
    await page.getByTestId('verify-root-published').getAttribute('data-value'),
  );
  expect(await page.getByTestId('verify-allotted').getAttribute('data-value')).toBe(String(expected[0]?.allotted));
  await settledScreenshot(page, 'subscriptions-verify');

  // The exchange account got back exactly what was not paid for.
  const paid = (expected[0]?.paid ?? 0n) + (expected[1]?.paid ?? 0n);
  await page.goto('/asset');
  const usdtRow = page.getByTestId('asset-row-exchange-USDT').first();
  await usdtRow.waitFor();
  expect(units(await usdtRow.getAttribute('data-available'), USDT_SCALE)).toBe(1_000_000_000n - paid);
});

it('shows the allotted coins locked on My assets, and in the exchange account once the lock-up has ended', async () => {
  const { page } = user;
  const allotted = (expected[0]?.allotted ?? 0n) + (expected[1]?.allotted ?? 0n);
  await page.goto('/asset');
  const locked = page.getByTestId(`asset-row-locked-${project.coin}`).first();
  await locked.waitFor({ state: 'attached' });
  expect(units(await locked.getAttribute('data-frozen'), COIN_SCALE)).toBe(allotted);
  await page.getByTestId('asset-account-locked').scrollIntoViewIfNeeded();
  await screenshot(page, 'subscriptions-asset-locked');

  expect(await unlockAfterLockup(project)).toBe(2);
  await page.reload();
  const exchange = page.getByTestId(`asset-row-exchange-${project.coin}`).first();
  await exchange.waitFor({ state: 'attached' });
  expect(units(await exchange.getAttribute('data-available'), COIN_SCALE)).toBe(allotted);
  // The emptied locked balance is a zero balance, hidden by default.
  expect(await page.getByTestId(`asset-row-locked-${project.coin}`).count()).toBe(0);

  await page.goto('/subscriptionList');
  const rows = page.locator(`[data-testid="sub-record"][data-project="${project.id}"]`);
  await rows.nth(1).waitFor();
  for (const index of [0, 1]) expect(await rows.nth(index).getByTestId('sub-record-unlock').getAttribute('data-state')).toBe('unlocked');
});
