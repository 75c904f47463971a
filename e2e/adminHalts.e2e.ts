import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { AuthPages } from './pages/authPages.js';
import { SpotPage } from './pages/spotPages.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';

/**
 * Issue 19, trading halts end to end: staff halt a spot market from /admin with a reason; the
 * trader's open /deal page shows the halted banner with the reason and cannot submit; staff
 * resume, and the trader places the order. One browser context per role.
 */
const SYMBOL = 'DOT_USDT';
const NOTE = 'Back after a short auction.';
const trader = uniqueEmail('halts');
let staff: { context: BrowserContext; page: Page };
let user: { context: BrowserContext; page: Page };

beforeAll(async () => {
  staff = await newPage();
  await signInStaffWithToken(staff.context, inject('staffToken'));
  user = await newPage();
  await new AuthPages(user.page).registerByEmail(trader, 'Passw0rd123');
  await new AuthPages(user.page).expectSignedIn(trader);
  await creditExchange(trader, 'USDT', '100');
});
afterAll(async () => {
  await staff.context.close();
  await user.context.close();
  await closeSeedDatabase();
});

it('staff halt a spot market with a reason; the open /deal page shows it and refuses to submit', async () => {
  const spot = new SpotPage(user.page);
  await spot.open(SYMBOL);
  expect(await user.page.getByTestId('halt-banner').count()).toBe(0);

  await staff.page.goto('/admin/halts');
  await staff.page.getByTestId('halts-form').waitFor();
  await staff.page.getByTestId('halts-target').click();
  await staff.page.keyboard.type(SYMBOL);
  await staff.page.locator(`.ant-select-item-option[title="${SYMBOL}"]`).click();
  await staff.page.getByTestId('halts-reason').click();
  await staff.page.locator('.ant-select-item-option[title="Extreme price volatility"]').click();
  await staff.page.getByTestId('halts-note').fill(NOTE);
  await staff.page.getByTestId('halts-submit').click();
  await staff.page.getByTestId('halts-confirm').click();
  const row = staff.page.getByTestId(`halts-active-spot-${SYMBOL}`);
  await row.waitFor();
  expect(await row.innerText()).toContain('Extreme price volatility');
  await screenshot(staff.page, 'admin-halts');

  // The trader's page learns it without a reload (the halts poll).
  const banner = user.page.getByTestId('halt-banner');
  await banner.waitFor();
  expect(await banner.getByTestId('halt-reason').innerText()).toBe('Extreme price volatility');
  expect(await banner.getByTestId('halt-note').innerText()).toContain(NOTE);
  expect(await user.page.getByTestId('order-buy-submit').isDisabled()).toBe(true);
  expect(await user.page.getByTestId('order-buy-submit').innerText()).toBe('Trading halted');
  await user.page.getByTestId(`pair-row-${SYMBOL}`).getByTestId('halted-tag').waitFor();
  await screenshot(user.page, 'deal-halted');
});

it('staff resume; the banner goes and the trader places the order', async () => {
  await staff.page.getByTestId(`halts-active-spot-${SYMBOL}`).locator('[data-testid^="halts-resume-"]').click();
  await staff.page.getByTestId('halts-resume-note').fill('Auction over.');
  await staff.page.getByTestId('halts-resume-confirm').click();
  await staff.page.getByTestId(`halts-active-spot-${SYMBOL}`).waitFor({ state: 'detached' });

  await user.page.getByTestId('halt-banner').waitFor({ state: 'detached' });
  const spot = new SpotPage(user.page);
  await spot.placeLimit('buy', '1', '10');
  await user.page.locator('[data-testid="open-orders"] [data-testid="order-row"][data-status="pending"]').first().waitFor();
  expect(await user.page.getByTestId('order-buy-submit').isDisabled()).toBe(false);
});
