import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { deliveryOrders } from '../apps/server/src/modules/delivery/index.js';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { IPHONE_UA, newPage, screenshot } from './support/browser.js';
import { closeSeedDatabase, userIdByEmail } from './support/seed.js';
import { signInByApi, startSignedIn, type WebSession } from './support/session.js';
import { visit } from './support/visit.js';

/**
 * Delivery contracts in the browser, as the demo trader (whose futures account starts with
 * 1,000 USDT): a 30-second "buy up" on the Bitcoin perpetual (crypto trades around the clock) is
 * placed, counts down, settles by itself and shows both ticks, a result that follows from them and
 * the payout the rule gives; the balance follows. A zero stake is refused in the page's language.
 */
const DEMO = { email: 'demo@veritex.local', password: 'Demo2026pass' };
const SYMBOL = 'BTC_USDT_PERP';

let database: DatabaseHandle;
let desktop: { context: BrowserContext; page: Page };

let session: WebSession | undefined;

/** The page's context opens signed in as the demo account (one API sign-in for the file; the form is auth.e2e.ts's subject). */
async function signIn(page: Page): Promise<void> {
  session ??= await signInByApi(DEMO.email, DEMO.password);
  await startSignedIn(page.context(), session);
}

/** Opens /deal_jg and waits for the instrument, its live price and the futures balance. */
async function openDelivery(page: Page, prefix = '', symbol?: string): Promise<void> {
  await visit(page, `${prefix}/deal_jg${symbol ? `?symbol=${symbol}` : ''}`);
  await page.getByTestId('delivery-form').waitFor();
  await page.locator('[data-testid="ws-status"][data-state="open"]').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="delivery-mark"]')?.getAttribute('data-value'));
  await page.waitForFunction(() => document.querySelector('[data-testid="delivery-available"]')?.getAttribute('data-value'));
}

async function attribute(page: Page, testId: string, name: string): Promise<string> {
  return (await page.getByTestId(testId).getAttribute(name)) ?? '';
}

async function waitForAttribute(page: Page, testId: string, name: string, value: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([id, attr, expected]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(attr as string) === expected,
    [testId, name, value],
    { timeout },
  );
}

/** Exact comparison of two decimal strings (prices at one scale): never through floats. */
function compareDecimal(a: string, b: string): number {
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(aw + af.padEnd(width, '0'));
  const y = BigInt(bw + bf.padEnd(width, '0'));
  return x === y ? 0 : x > y ? 1 : -1;
}

async function ordersOfDemo(): Promise<number> {
  const userId = await userIdByEmail(DEMO.email);
  const [row] = await database.db.select({ n: count() }).from(deliveryOrders).where(eq(deliveryOrders.userId, userId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  database = connectDatabase(inject('databaseUrl'), 1);
  desktop = await newPage({ width: 1280, height: 800 });
  await signIn(desktop.page);
});
afterAll(async () => {
  await desktop.context.close();
  await database.close();
  await closeSeedDatabase();
});

it('places a 30-second "buy up" of 10 USDT on BTC_USDT_PERP, which counts down and settles by itself with both ticks', async () => {
  const { page } = desktop;
  await openDelivery(page);
  // Chosen in the picker (crypto trades 24/7).
  await page.locator(`[data-testid="instrument-row"][data-symbol="${SYMBOL}"]`).click();
  await page.locator(`[data-testid="page-delivery"][data-symbol="${SYMBOL}"]`).waitFor();
  expect(await attribute(page, 'delivery-market-status', 'data-open')).toBe('true');
  expect(await attribute(page, 'delivery-available', 'data-value')).toBe('1000.000000');

  // 30 seconds at 80 %, 10 USDT: a win pays 18.
  const thirty = page.locator('[data-testid="delivery-duration"][data-seconds="30"]');
  await thirty.click();
  expect(await thirty.getAttribute('aria-checked')).toBe('true');
  expect(await attribute(page, 'delivery-bounds', 'data-min')).toBe('10');
  await page.getByTestId('delivery-chip-10').click();
  expect(await page.getByTestId('delivery-stake').inputValue()).toBe('10');
  await waitForAttribute(page, 'delivery-expected', 'data-value', '18.000000');

  // The confirmation card states the rules before anything is sent.
  await page.getByTestId('delivery-buy-up').click();
  const confirm = page.getByTestId('delivery-confirm');
  await confirm.waitFor();
  expect(await confirm.getAttribute('data-direction')).toBe('up');
  expect(await page.getByTestId('delivery-confirm-payout').innerText()).toContain('18.00');
  for (const rule of ['rule-purchase', 'rule-settlement', 'rule-win', 'rule-loss', 'rule-tie']) {
    expect(await confirm.getByTestId(rule).innerText()).not.toBe('');
  }
  await page.getByTestId('delivery-confirm-ok').click();

  // Open, counting down; the stake left the available balance.
  const open = page.locator('[data-testid="delivery-open-row"][data-direction="up"][data-stake="10.000000"]');
  await open.first().waitFor();
  const id = (await open.first().getAttribute('data-id')) ?? '';
  expect(id).not.toBe('');
  const row = page.locator(`[data-testid="delivery-open-row"][data-id="${id}"]`);
  const left = async () => Number((await row.getByTestId('delivery-countdown').getAttribute('data-left')) ?? '0');
  const first = await left();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(30);
  await waitForAttribute(page, 'delivery-available', 'data-value', '990.000000');
  await page.waitForTimeout(2_100);
  expect(await left()).toBeLessThan(first);
  const purchasePrice = (await row.getAttribute('data-purchase-price')) ?? '';
  const purchaseTickAt = (await row.getAttribute('data-purchase-tick-at')) ?? '';
  expect((await row.getByTestId('delivery-purchase').innerText()).replace(/,/g, '')).toContain(purchasePrice);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'delivery-open-1280');

  // It settles by itself: the row leaves the open list and appears among the settled ones.
  await row.waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByTestId('delivery-tab-settled').click();
  const settled = page.locator(`[data-testid="delivery-settled-row"][data-id="${id}"]`);
  await settled.waitFor();
  const read = async (name: string) => (await settled.getAttribute(name)) ?? '';
  const status = await read('data-status');
  const settlementPrice = await read('data-settlement-price');
  const settlementTickAt = await read('data-settlement-tick-at');
  const payout = await read('data-payout');
  expect(await read('data-purchase-price')).toBe(purchasePrice);
  expect(await read('data-purchase-tick-at')).toBe(purchaseTickAt);
  expect(settlementPrice).toMatch(/^\d+\.\d{2}$/);
  // The tick of the expiry second: 30 s after the purchase tick, give or take the second the order took.
  const gap = Date.parse(settlementTickAt) - Date.parse(purchaseTickAt);
  expect(gap).toBeGreaterThanOrEqual(29_000);
  expect(gap).toBeLessThanOrEqual(32_000);
  expect(await read('data-settlement-rule')).toBe('at_expiry');
  // Both ticks are shown, price and time.
  expect(await settled.getByTestId('delivery-purchase').innerText()).toMatch(/\d{2}:\d{2}:\d{2}/);
  expect(await settled.getByTestId('delivery-settlement').innerText()).toMatch(/\d{2}:\d{2}:\d{2}/);
  expect((await settled.getByTestId('delivery-settlement').innerText()).replace(/,/g, '')).toContain(settlementPrice);

  // The result follows from the two prices, and the payout from the rule.
  const moved = compareDecimal(settlementPrice, purchasePrice);
  const expected =
    moved > 0
      ? { status: 'won', payout: '18.000000', balance: '1008.000000' }
      : moved < 0
        ? { status: 'lost', payout: '0.000000', balance: '990.000000' }
        : { status: 'tie', payout: '10.000000', balance: '1000.000000' };
  expect(status).toBe(expected.status);
  expect(payout).toBe(expected.payout);
  expect(await settled.getByTestId('delivery-result').getAttribute('data-status')).toBe(expected.status);
  expect(await settled.getByTestId('delivery-result').innerText()).toBe({ won: 'Won', lost: 'Lost', tie: 'Tie · stake returned' }[status]);
  await waitForAttribute(page, 'delivery-available', 'data-value', expected.balance);
  await settled.scrollIntoViewIfNeeded();
  await screenshot(page, 'delivery-settled-1280');

  // The positions page lists it too.
  await visit(page, '/jgcc');
  await page.getByTestId('delivery-tab-settled').click();
  await page.locator(`[data-testid="delivery-settled-row"][data-id="${id}"][data-status="${expected.status}"]`).waitFor();
}, 150_000);

it("refuses a zero stake in the page's language and places nothing", async () => {
  const german = JSON.parse(readFileSync(join(import.meta.dirname, '../packages/i18n/src/locales/de/errors.json'), 'utf8')) as Record<string, string>;
  const { context, page } = await newPage({ width: 1280, height: 800, lang: 'de' });
  try {
    await signIn(page);
    await openDelivery(page, '', SYMBOL);
    const before = await ordersOfDemo();
    await page.getByTestId('delivery-stake').fill('0');
    const error = page.getByTestId('delivery-stake-error');
    await error.waitFor();
    expect(await error.innerText()).toBe(german.investment_amount_empty);
    await page.getByTestId('delivery-buy-up').click();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('delivery-confirm').count()).toBe(0);
    expect(await error.innerText()).toBe(german.investment_amount_empty);
    expect(await ordersOfDemo()).toBe(before);
    await screenshot(page, 'delivery-zero-stake-de');
  } finally {
    await context.close();
  }
});

it('looks right at 1920 wide, on a phone and in Arabic', async () => {
  const wide = await newPage({ width: 1920, height: 1080 });
  try {
    await signIn(wide.page);
    await openDelivery(wide.page, '', SYMBOL);
    await wide.page.getByTestId('delivery-chip-50').click();
    await screenshot(wide.page, 'delivery-1920');
  } finally {
    await wide.context.close();
  }

  const phone = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  try {
    await signIn(phone.page);
    await openDelivery(phone.page, '/m', SYMBOL);
    await phone.page.getByTestId('delivery-chip-10').click();
    await screenshot(phone.page, 'delivery-phone');
    await phone.page.getByTestId('delivery-buy-down').click();
    await phone.page.getByTestId('delivery-confirm').waitFor();
    await phone.page.waitForTimeout(400);
    await screenshot(phone.page, 'delivery-phone-confirm');
  } finally {
    await phone.context.close();
  }

  const arabic = await newPage({ width: 1280, height: 800, lang: 'ar' });
  try {
    await signIn(arabic.page);
    await openDelivery(arabic.page, '', SYMBOL);
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arabic.page.getByTestId('delivery-stake').fill('0');
    await arabic.page.getByTestId('delivery-stake-error').waitFor();
    await screenshot(arabic.page, 'delivery-ar');
  } finally {
    await arabic.context.close();
  }
}, 120_000);
