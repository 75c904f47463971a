import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POSTING_REASONS, type PostingReason } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, giveTurnover, openWithdrawalWindowAllDay, verifyJunior } from './support/seed.js';

type WebCatalogue = { funds: { reasons: Record<PostingReason, string> } };

const email = uniqueEmail('funds');
let user: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  user = await newPage({ width: 1440, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, 'Passw0rd123');
  await new AuthPages(user.page).expectSignedIn(email);
  staff = await newPage({ width: 1440, height: 900 });
  // The staff session from the global setup: these tests are about the desk, not its sign-in.
  await staff.context.addInitScript((token) => window.localStorage.setItem('staff_token', token), inject('staffToken'));
});
afterAll(async () => {
  await user.context.close();
  await staff.context.close();
  await closeSeedDatabase();
});

const usdtRow = (page: Page, type: string) => page.getByTestId(`asset-row-${type}-USDT`);
async function waitForAttribute(page: Page, testId: string, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([id, attribute, expected]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(attribute ?? '') === expected,
    [testId, name, value],
    { timeout: 15_000 },
  );
}

it('deposits with a voucher; finance approves in /admin; /asset shows it without a reload', async () => {
  const { page } = user;
  await page.goto('/recharge');
  await page.getByTestId('deposit-address').waitFor();
  await page.getByTestId('deposit-amount').fill('500');
  const voucher = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  await page.getByTestId('deposit-voucher').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: voucher });
  await page.getByTestId('deposit-submit').click();
  await page.goto('/cbjl');
  await page.locator('[data-testid="deposit-row"][data-status="processing"]').first().waitFor();

  await page.goto('/asset');
  await page.getByTestId('ws-status').and(page.locator('[data-state="open"]')).waitFor();
  // A new account owns nothing: zero balances are hidden until the user asks for them, and the choice is remembered.
  await page.getByTestId('asset-account-exchange').waitFor({ state: 'attached' });
  expect(await usdtRow(page, 'exchange').count()).toBe(0);
  await page.getByTestId('asset-show-zero').click();
  await usdtRow(page, 'exchange').waitFor();
  await page.reload();
  await usdtRow(page, 'exchange').waitFor();
  expect(await usdtRow(page, 'exchange').getAttribute('data-available')).toMatch(/^0(\.0+)?$/);
  // Shown to USDT's display scale: "0.00", never a row of "0.000000".
  expect(await usdtRow(page, 'exchange').innerText()).toContain('0.00');
  expect(await usdtRow(page, 'exchange').innerText()).not.toContain('0.000000');

  await staff.page.goto('/admin/deposits');
  const row = staff.page.locator('[data-testid="deposit-queue-row"][data-status="processing"]').first();
  await row.waitFor();
  await row.getByTestId('deposit-approve').click();
  await staff.page.locator('.ant-popconfirm .ant-btn-primary, .ant-modal-confirm .ant-btn-primary, [data-testid="review-confirm"]').first().click();
  await screenshot(staff.page, 'finance-deposits');

  await waitForAttribute(page, 'asset-row-exchange-USDT', 'data-available', '500.000000');
  await screenshot(page, 'asset-after-deposit');
});

it('transfers between accounts', async () => {
  const { page } = user;
  await page.goto('/asset?tab=transfer');
  await page.getByTestId('transfer-amount').waitFor();
  await page.getByTestId('transfer-amount').fill('50');
  await page.getByTestId('transfer-submit').click();
  await waitForAttribute(page, 'asset-row-contract-USDT', 'data-available', '50.000000');
  await waitForAttribute(page, 'asset-row-exchange-USDT', 'data-available', '450.000000');
});

it('the account log offers every posting reason in words, and filters by one', async () => {
  const { page } = user;
  const reasonNames = (JSON.parse(readFileSync(join(import.meta.dirname, '../packages/i18n/src/locales/en/web.json'), 'utf8')) as WebCatalogue).funds.reasons;
  await page.goto('/deallog');
  await page.locator('[data-testid="deal-row"][data-reason="transfer"]').first().waitFor();
  await page.getByTestId('deal-filter-type').click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await options.first().waitFor();
  expect(await options.allInnerTexts()).toEqual(POSTING_REASONS.map((reason) => reasonNames[reason]));
  await options.nth(POSTING_REASONS.indexOf('deposit')).click();
  await page.locator('[data-testid="deal-row"]:not([data-reason="deposit"])').first().waitFor({ state: 'detached' });
  expect(await page.locator('[data-testid="deal-row"][data-reason="deposit"]').count()).toBeGreaterThan(0);
  await screenshot(page, 'deallog-filtered');
});

it('requests a withdrawal (frozen), finance pays it, the record shows success', async () => {
  const { page } = user;
  await giveTurnover(email, 1_000n);
  await verifyJunior(email);
  await openWithdrawalWindowAllDay();
  await page.goto('/bindmpwd');
  await page.getByTestId('tpwd-input').fill('246810');
  await page.getByTestId('tpwd-input2').fill('246810');
  await page.getByTestId('tpwd-submit').click();
  await page.getByTestId('tpwd-done').waitFor();

  await page.goto('/money');
  await page.getByTestId('withdraw-rules').waitFor();
  await page.getByTestId('withdraw-address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await page.getByTestId('withdraw-amount').fill('150');
  await waitForAttribute(page, 'withdraw-arrive', 'data-value', '149.000000');
  await page.getByTestId('withdraw-tpwd').fill('246810');
  await screenshot(page, 'withdraw-form');
  // Leave the page only once the request has its answer: navigating away would abort it.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/withdraw');
  await page.getByTestId('withdraw-submit').click();
  expect((await (await answered).json()).code).toBe(0);
  await page.goto('/tbjl');
  await page.locator('[data-testid="withdrawal-row"][data-status="processing"]').first().waitFor();
  await page.goto('/asset');
  await waitForAttribute(page, 'asset-row-exchange-USDT', 'data-frozen', '150.000000');

  await staff.page.goto('/admin/withdrawals');
  const row = staff.page.locator('[data-testid="withdrawal-queue-row"][data-status="processing"]').first();
  await row.waitFor();
  await row.getByTestId('withdrawal-pay').click();
  await staff.page.getByTestId('withdrawal-txhash').fill(`0x${'c3'.repeat(32)}`);
  await staff.page.getByTestId('review-confirm').click();
  await waitForAttribute(page, 'asset-row-exchange-USDT', 'data-frozen', '0.000000');
  await page.goto('/tbjl');
  await page.locator('[data-testid="withdrawal-row"][data-status="success"]').first().waitFor();
  await screenshot(page, 'withdrawals-record');
});
