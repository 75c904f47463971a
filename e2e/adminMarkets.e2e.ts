import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { signUpByApi } from './support/webApi.js';

/**
 * The markets desk in the browser (issue 19 §1): staff schedule a taker-fee change on a seeded
 * market a minute ahead; the trading page announces it next to the fee still in force, and the
 * published rules list it; meanwhile staff add a coin and list its USDT market, which opens on the
 * trading page without a restart; once the minute has passed the trading page shows the new fee.
 * One browser context for staff, one for a trader (the trading page needs a signed-in user).
 */
const MARKET = 'DOT_USDT';
const COIN = 'VXMK';
const WAIT = { timeout: 120_000 };
let staff: { context: BrowserContext; page: Page };
let visitor: { context: BrowserContext; page: Page };

beforeAll(async () => {
  staff = await newPage({ width: 1280, height: 800 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
  visitor = await newPage({ width: 1280, height: 800 });
  const signedUp = await signUpByApi(uniqueEmail('markets-desk'), 'Passw0rd123', 'HK');
  await visitor.context.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    { token: signedUp.token, user: JSON.stringify(signedUp.user) },
  );
});

afterAll(async () => {
  await staff.context.close();
  await visitor.context.close();
});

async function openDeal(symbol: string): Promise<void> {
  await visitor.page.goto(`/deal?symbol=${symbol}`);
  await visitor.page.locator(`[data-testid="page-deal"][data-symbol="${symbol}"]`).waitFor(WAIT);
  await visitor.page.getByTestId('spot-fees').waitFor(WAIT);
}

it('schedules a fee change a minute ahead: announced on /deal and /rules first, in force on /deal after its time; a new coin is listed meanwhile', async () => {
  const { page } = staff;
  await page.goto('/admin/markets');
  await page.getByTestId(`markets-edit-${MARKET}`).click();
  await page.getByTestId('markets-form').waitFor();
  await page.getByTestId('markets-field-taker_fee_bp').fill('25');
  await page.locator('[data-testid="markets-when"] input[value="at"]').check();
  await page.getByTestId('markets-in-minute').click();
  const scheduledAt = Date.now() + 60_000;
  await screenshot(page, 'admin-markets-drawer');
  await page.getByTestId('markets-save').click();
  await page.getByTestId(`markets-pending-${MARKET}`).waitFor(WAIT);
  await screenshot(page, 'admin-markets');

  // Before its time: the fee in force, and the change announced with its time.
  await openDeal(MARKET);
  expect(await visitor.page.getByTestId('spot-fees').innerText()).toContain('taker 0.1%');
  await visitor.page.getByTestId('spot-fees-scheduled').waitFor(WAIT);
  expect(await visitor.page.getByTestId('spot-fees-scheduled').innerText()).toContain('taker 0.25%');
  await screenshot(visitor.page, 'deal-fee-scheduled');
  await visitor.page.goto('/rules');
  await visitor.page.getByTestId('rules-scheduled-item').filter({ hasText: 'DOT/USDT' }).first().waitFor(WAIT);

  // Meanwhile: a new coin and its market, on the trading page without a restart.
  await page.getByRole('tab', { name: 'Coins' }).click();
  await page.getByTestId('markets-new-coin').click();
  await page.getByTestId('markets-coin-code').fill(COIN);
  await page.getByTestId('markets-coin-name').fill('Veritex Markets Test');
  await page.getByTestId('markets-coin-save').click();
  await page.getByTestId(`markets-coin-${COIN}`).waitFor(WAIT);
  await page.getByRole('tab', { name: 'Spot markets' }).click();
  await page.getByTestId('markets-new-market').click();
  await page.getByTestId('markets-market-base').click();
  await page.locator('.ant-select-item-option').filter({ hasText: COIN }).first().click();
  await page.getByTestId('markets-market-save').click();
  await page.getByTestId(`markets-spot-${COIN}_USDT`).waitFor(WAIT);
  await openDeal(`${COIN}_USDT`);
  await visitor.page.getByText(`${COIN}/USDT`).first().waitFor(WAIT);
  await screenshot(visitor.page, 'deal-new-market');

  // After its time the trading page charges, and says, the new fee.
  expect(Date.now()).toBeLessThan(scheduledAt);
  await openDeal(MARKET);
  await visitor.page.getByTestId('spot-fees').filter({ hasText: 'taker 0.25%' }).waitFor({ timeout: 150_000 });
  expect(await visitor.page.getByTestId('spot-fees-scheduled').count()).toBe(0);
  await screenshot(visitor.page, 'deal-fee-applied');
}, 360_000);
