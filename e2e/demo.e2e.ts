import { DEMO_START_USDT, parseUnits } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { SpotPage } from './pages/spotPages.js';
import { IPHONE_UA, newPage, type PageOptions, screenshot, uniqueEmail } from './support/browser.js';
import { chooseFromMenu } from './support/menus.js';
import { accountBalance, closeSeedDatabase, creditExchange } from './support/seed.js';
import { visit } from './support/visit.js';

/**
 * Demo mode in the browser (issue 17). A visitor, without registering, reads the rules and starts
 * demo trading: the amber badge shows on every page, a spot market buy on BTC_USDT fills against the
 * live book, a contract position opens and closes, pages that need the real account say so, and a
 * reset brings the virtual balance back to the start. Switching back is one click, and coming back
 * resumes the same demo identity. A registered user switches to demo and back, and their real
 * balance is the same to the minor unit. Demo mode is photographed at 1280 and 1920, on a phone, in
 * Arabic and in the dark theme.
 */
const USDT_SCALE = 6;
const START = parseUnits(DEMO_START_USDT, USDT_SCALE) ?? 0n;
const PERP = 'BTC_USDT_PERP';
const REAL_USDT = '1234.5';
const userEmail = uniqueEmail('demo-user');

let visitor: { context: BrowserContext; page: Page };
let user: { context: BrowserContext; page: Page };
const extraContexts: BrowserContext[] = [];
/** The visitor's demo session as kept in localStorage, to open the same demo account in other shapes. */
let demoStorage: Record<string, string> = {};
let visitorDemoId = '';

const usdt = (value: string | null | undefined): bigint => {
  const units = value ? parseUnits(value, USDT_SCALE) : undefined;
  if (units === undefined) throw new Error(`not a USDT amount: ${value}`);
  return units;
};

/** Resolves once the element's `data-value` satisfies `accept` (it follows live updates and refetches). */
async function waitForValue(page: Page, testId: string, accept: (value: string) => boolean, timeout = 20_000): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        last =
          (await page
            .getByTestId(testId)
            .first()
            .getAttribute('data-value')
            .catch(() => null)) ?? '';
        return last !== '' && accept(last);
      },
      { timeout },
    )
    .toBe(true);
  return last;
}

async function demoBalance(page: Page, expected: bigint): Promise<void> {
  await waitForValue(page, 'demo-balance', (value) => usdt(value) === expected);
}

async function expectBadge(page: Page, shown: boolean): Promise<void> {
  if (shown) await page.getByTestId('demo-badge').first().waitFor();
  else await page.getByTestId('demo-badge').first().waitFor({ state: 'detached' });
}

/** A page on the visitor's demo account in another shape (width, phone, language, theme). */
async function demoPage(options: PageOptions, extra: Record<string, string> = {}): Promise<Page> {
  const opened = await newPage(options);
  extraContexts.push(opened.context);
  await opened.context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { ...demoStorage, ...extra },
  );
  return opened.page;
}

beforeAll(async () => {
  visitor = await newPage({ width: 1280, height: 800 });
  user = await newPage({ width: 1280, height: 900 });
});

afterAll(async () => {
  for (const extra of extraContexts) await extra.close();
  await visitor?.context.close();
  await user?.context.close();
  await closeSeedDatabase();
});

it('a visitor reads the rules and starts demo trading without registering', async () => {
  const { page } = visitor;
  await visit(page, '/');
  await page.getByTestId('nav-login').waitFor();
  await page.getByTestId('demo-try').click();
  await page.getByTestId('demo-start-dialog').waitFor();
  expect(await page.getByTestId('demo-rule-start').innerText()).toContain('100,000');
  expect(await page.getByTestId('demo-rule-topUp').innerText()).toContain('10,000');
  expect(await page.getByTestId('demo-rule-topUp').innerText()).toContain('1,000,000');
  expect(await page.getByTestId('demo-rule-never').innerText()).toContain('never be withdrawn');
  expect(await page.getByTestId('demo-rule-spot').innerText()).toContain('without changing it');
  await page.waitForTimeout(300);
  await screenshot(page, 'demo-rules-1280');
  await page.getByTestId('demo-start').click();

  await expectBadge(page, true);
  await demoBalance(page, START);
  // The visitor has no real session; the demo one is kept beside it.
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(stored.token ?? '').toBe('');
  expect(stored.demo_mode).toBe('1');
  expect(stored.demo_owner).toBe('');
  const demoUser = JSON.parse(stored.demo_user ?? '{}') as { id: string; demo: boolean };
  expect(demoUser.demo).toBe(true);
  expect(BigInt(demoUser.id)).toBeLessThan(0n);
  visitorDemoId = demoUser.id;
  demoStorage = { demo_token: stored.demo_token ?? '', demo_user: stored.demo_user ?? '', demo_owner: '', demo_mode: '1' };
  expect(await page.getByTestId('user-account').innerText()).toBe('Demo account');
}, 120_000);

it('buys BTC at market on /deal: the order fills against the live book and the balances follow', async () => {
  const { page } = visitor;
  const spot = new SpotPage(page);
  await spot.open('BTC_USDT');
  await expectBadge(page, true);
  expect(usdt(await spot.available('buy'))).toBe(START);
  await spot.chooseType('market');
  await page.getByTestId('order-buy-amount').fill('1000');
  await page.getByTestId('order-buy-submit').click();

  // The fill: BTC arrives, at most 1,000 USDT leave.
  await waitForValue(page, 'order-sell-available', (value) => Number(value) > 0);
  const left = usdt(await waitForValue(page, 'order-buy-available', (value) => usdt(value) < START));
  expect(START - left).toBeLessThanOrEqual(1_000_000_000n);
  expect(START - left).toBeGreaterThan(900_000_000n);
  await spot.showTab('history');
  await page.locator('[data-testid="order-history"] [data-testid="order-row"][data-status="closed"][data-side="buy"]').first().waitFor();
  await spot.showTab('trades');
  await page.locator('[data-testid="my-trades"] [data-testid="my-trade-row"][data-side="buy"]').first().waitFor();
  await screenshot(page, 'demo-deal-1280');
  // The demo panel: the balance, top-up, reset, the rules, the way back.
  await page.getByTestId('demo-menu').click();
  await page.getByTestId('demo-panel').waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'demo-panel-1280');
  await page.keyboard.press('Escape');
}, 120_000);

it('moves virtual USDT to the contract account, then opens and closes a BTC perpetual position', async () => {
  const { page } = visitor;
  await visit(page, '/asset');
  await page.getByTestId('asset-summary').waitFor();
  await expectBadge(page, true);
  // Demo money never enters or leaves: no deposit or withdrawal, transfers between its own accounts.
  expect(await page.getByTestId('asset-action-deposit').count()).toBe(0);
  expect(await page.getByTestId('asset-action-withdraw').count()).toBe(0);
  expect(await page.getByTestId('asset-tab-deposit').count()).toBe(0);
  await screenshot(page, 'demo-asset-1280');
  await page.getByTestId('asset-action-transfer').click();
  await page.getByTestId('transfer-panel').waitFor();
  const exchangeUsdt = usdt(await waitForValue(page, 'transfer-available', (value) => usdt(value) > 0n));
  await page.getByTestId('transfer-amount').fill('2000');
  await page.getByTestId('transfer-submit').click();
  await waitForValue(page, 'transfer-available', (value) => usdt(value) === exchangeUsdt - 2_000_000_000n);

  await visit(page, `/deal_c?symbol=${PERP}`);
  await page.locator(`[data-testid="page-contract"][data-symbol="${PERP}"]`).waitFor();
  await page.locator('[data-testid="contract-strip"] [data-testid="market-status"][data-open="true"]').first().waitFor();
  await expectBadge(page, true);
  expect(usdt(await waitForValue(page, 'corder-available', (value) => usdt(value) > 0n))).toBe(2_000_000_000n);
  await page.getByTestId('corder-lots').fill('1');
  await page.locator('[data-testid="pretrade-card"][data-ready="true"]').waitFor();
  await page.getByTestId('corder-submit').click();
  await page.getByTestId('confirm-open').waitFor();
  await page.locator('[data-testid="confirm-open-submit"]:not([disabled])').click();

  const row = page.locator(`[data-testid="positions-open"] [data-testid="position-row"][data-symbol="${PERP}"]`);
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  await waitForValue(page, 'corder-available', (value) => usdt(value) < 2_000_000_000n);
  await screenshot(page, 'demo-contract-1280');

  await row.first().getByTestId('position-close').click();
  await page.getByTestId('close-modal').waitFor();
  await page.getByTestId('close-submit').click();
  await row.first().waitFor({ state: 'detached' });
  await page.getByTestId('positions-tab-closed').click();
  await page.locator(`[data-testid="positions-closed"] [data-testid="position-row"][data-symbol="${PERP}"]`).first().waitFor();
}, 120_000);

it('shows the badge on every page; pages that need the real account say so instead of failing', async () => {
  const { page } = visitor;
  const pages: [string, string][] = [
    ['/', '[data-testid="page-main"]'],
    ['/market', '[data-testid="page-main"]'],
    ['/asset', '[data-testid="asset-summary"]'],
    ['/deal_c', '[data-testid="page-contract"]'],
    ['/deal_jg', '[data-testid="page-delivery"]'],
    ['/preciousMetal', '[data-testid="page-contract"]'],
    ['/profit_index', '[data-testid="page-main"]'],
    ['/exchange', '[data-testid="page-main"]'],
    ['/news', '[data-testid="page-main"]'],
    ['/deallog', '[data-testid="page-main"]'],
  ];
  for (const [path, ready] of pages) {
    await visit(page, path);
    await page.locator(ready).first().waitFor();
    await expectBadge(page, true);
    expect(await page.getByTestId('demo-unavailable').count(), path).toBe(0);
  }
  for (const path of ['/recharge', '/money', '/kjmbSelect', '/repayment', '/sfyz', '/security', '/mypromotion', '/service', '/setting']) {
    await visit(page, path);
    await page.getByTestId('demo-unavailable').waitFor();
    await expectBadge(page, true);
    expect(await page.getByTestId('error-state').count(), path).toBe(0);
  }
  await screenshot(page, 'demo-unavailable-1280');
}, 240_000);

it('looks finished at 1920', async () => {
  const wide = await demoPage({ width: 1920, height: 1080 });
  await visit(wide, `/deal_c?symbol=${PERP}`);
  await wide.locator(`[data-testid="page-contract"][data-symbol="${PERP}"]`).waitFor();
  await demoBalance(wide, await currentDemoUsdt(visitor.page));
  await screenshot(wide, 'demo-contract-1920');
  await visit(wide, '/deal?symbol=BTC_USDT');
  await wide.locator('[data-testid="order-book"] [data-testid="book-asks"]').waitFor();
  await screenshot(wide, 'demo-deal-1920');
}, 150_000);

it('looks finished on a phone: "Try demo" in the top bar, then the demo strip under it', async () => {
  const visitorPhone = await newPage({ width: 360, height: 780, userAgent: IPHONE_UA });
  extraContexts.push(visitorPhone.context);
  await visitorPhone.page.goto('/m');
  await visitorPhone.page.getByTestId('demo-try').waitFor();
  await visitorPhone.page.getByTestId('nav-login').waitFor();
  expect(await visitorPhone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(visitorPhone.page, 'demo-phone-360-visitor');

  const phone = await demoPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  await visit(phone, '/m/deal?symbol=BTC_USDT');
  await phone.getByTestId('demo-strip').waitFor();
  await expectBadge(phone, true);
  await phone.getByTestId('demo-balance').waitFor();
  await screenshot(phone, 'demo-phone-390-deal');
  await visit(phone, '/m/asset');
  await phone.getByTestId('asset-summary').waitFor();
  expect(await phone.getByTestId('asset-action-deposit').count()).toBe(0);
  await screenshot(phone, 'demo-phone-390-asset');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await phone.getByTestId('demo-menu').click();
  await phone.getByTestId('demo-panel').waitFor();
  await phone.waitForTimeout(400);
  await screenshot(phone, 'demo-phone-390-panel');
}, 150_000);

it('looks finished in Arabic and in the dark theme', async () => {
  const arabic = await demoPage({ width: 1280, height: 800, lang: 'ar' });
  await visit(arabic, '/deal?symbol=BTC_USDT');
  await arabic.locator('[data-testid="order-book"] [data-testid="book-asks"]').waitFor();
  await expectBadge(arabic, true);
  expect(await arabic.getByTestId('demo-badge').first().innerText()).toBe('تجريبي');
  await screenshot(arabic, 'demo-deal-ar');
  await arabic.getByTestId('demo-menu').click();
  await arabic.getByTestId('demo-panel').waitFor();
  await arabic.waitForTimeout(300);
  await screenshot(arabic, 'demo-panel-ar');

  const dark = await demoPage({ width: 1280, height: 800 }, { theme: 'dark' });
  await visit(dark, '/asset');
  await dark.getByTestId('asset-summary').waitFor();
  await expectBadge(dark, true);
  await screenshot(dark, 'demo-asset-dark');
  await visit(dark, '/deal?symbol=BTC_USDT');
  await dark.locator('[data-testid="order-book"] [data-testid="book-asks"]').waitFor();
  await screenshot(dark, 'demo-deal-dark');
  await visit(dark, '/');
  await dark.getByTestId('page-main').waitFor();
  await screenshot(dark, 'demo-home-dark');
}, 150_000);

async function currentDemoUsdt(page: Page): Promise<bigint> {
  return usdt(await waitForValue(page, 'demo-balance', () => true));
}

it('resets after confirming what a reset does: the balance is back to the start', async () => {
  const { page } = visitor;
  await visit(page, '/deal?symbol=BTC_USDT');
  await page.locator('[data-testid="order-book"] [data-testid="book-asks"]').waitFor();
  expect(await currentDemoUsdt(page)).not.toBe(START);
  await page.getByTestId('demo-menu').click();
  await page.getByTestId('demo-reset').click();
  await page.getByTestId('demo-reset-confirm').waitFor();
  expect(await page.getByTestId('demo-reset-confirm').innerText()).toContain('closed at the market price');
  await screenshot(page, 'demo-reset-confirm');
  await page.getByTestId('demo-reset-ok').click();
  await demoBalance(page, START);
  // The spot form reads the balances again: all USDT back in the exchange account, no BTC.
  await waitForValue(page, 'order-buy-available', (value) => usdt(value) === START);
}, 120_000);

it('switches back in one click (a visitor again), and coming back resumes the same demo account', async () => {
  const { page } = visitor;
  await page.getByTestId('demo-exit').click();
  await expectBadge(page, false);
  await page.getByTestId('nav-login').waitFor();
  expect(await page.evaluate(() => window.localStorage.getItem('demo_mode'))).toBeNull();

  // The kept demo session is used again: no rules dialog, the same identity.
  await page.getByTestId('demo-try').click();
  await expectBadge(page, true);
  expect(await page.getByTestId('demo-start-dialog').count()).toBe(0);
  const again = await page.evaluate(() => JSON.parse(window.localStorage.getItem('demo_user') ?? '{}') as { id: string });
  expect(again.id).toBe(visitorDemoId);
  await demoBalance(page, START);
  await page.getByTestId('demo-exit').click();
  await expectBadge(page, false);
});

it('a signed-in user switches to demo and back: the real balance is unchanged', async () => {
  const { page } = user;
  const auth = new AuthPages(page);
  await auth.registerByEmail(userEmail, 'Passw0rd123');
  await auth.expectSignedIn(userEmail);
  await creditExchange(userEmail, 'USDT', REAL_USDT);
  const realUnits = usdt(REAL_USDT);
  const before = await accountBalance(userEmail, 'exchange');
  expect(before).toBe(realUnits);

  // A load, not an in-app visit: the credit was written to the database behind the app's back.
  await page.goto('/asset');
  await waitForValue(page, 'asset-total', (value) => usdt(value) === realUnits);
  await screenshot(page, 'demo-user-real-1280');
  await page.getByTestId('demo-try').click();
  await page.getByTestId('demo-start-dialog').waitFor();
  await page.getByTestId('demo-start').click();
  await expectBadge(page, true);
  // The same page now shows the demo account: 100,000 virtual USDT, no deposit.
  await waitForValue(page, 'asset-total', (value) => usdt(value) === START);
  expect(await page.getByTestId('asset-action-deposit').count()).toBe(0);
  expect(await page.getByTestId('user-account').innerText()).toBe('Demo account');
  await screenshot(page, 'demo-user-demo-1280');
  const owned = await page.evaluate(() => ({ ...window.localStorage }));
  const demoId = (JSON.parse(owned.demo_user ?? '{}') as { id: string }).id;
  expect(BigInt(demoId)).toBeLessThan(0n);
  expect(demoId).not.toBe(visitorDemoId);
  expect(owned.demo_owner).toBe((JSON.parse(owned.user ?? '{}') as { id: string }).id);

  await page.getByTestId('demo-exit').click();
  await expectBadge(page, false);
  await waitForValue(page, 'asset-total', (value) => usdt(value) === realUnits);
  await auth.expectSignedIn(userEmail);
  expect(await accountBalance(userEmail, 'exchange')).toBe(before);

  // Signing out of demo mode ends the demo session and goes back to the real account; the user's
  // demo account itself stays theirs.
  await page.getByTestId('demo-try').click();
  await expectBadge(page, true);
  await chooseFromMenu(page.getByTestId('user-menu'), 'logout');
  await expectBadge(page, false);
  await auth.expectSignedIn(userEmail);
  expect(await page.evaluate(() => window.localStorage.getItem('demo_token'))).toBeNull();
  // No demo session is kept any more: the rules come first again, then the same demo account.
  await page.getByTestId('demo-try').click();
  await page.getByTestId('demo-start').click();
  await expectBadge(page, true);
  expect((await page.evaluate(() => JSON.parse(window.localStorage.getItem('demo_user') ?? '{}') as { id: string })).id).toBe(demoId);
  await page.getByTestId('demo-exit').click();
  await expectBadge(page, false);

  // A real sign-out forgets the user's demo session too.
  await auth.logout();
  expect(await page.evaluate(() => window.localStorage.getItem('demo_token'))).toBeNull();
  expect(await accountBalance(userEmail, 'exchange')).toBe(before);
}, 240_000);
