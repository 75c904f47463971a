import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange, userIdByEmail } from './support/seed.js';
import { signUpByApi, webCall } from './support/webApi.js';

/** One staff context (the run's super admin) for the whole file; the user acts through the API. */
let context: BrowserContext;
let page: Page;
const email = uniqueEmail('helpdesk');
let userId = '';
let userToken = '';

beforeAll(async () => {
  ({ context, page } = await newPage({ width: 1280, height: 800 }));
  await signInStaffWithToken(context, inject('staffToken'));
  userToken = (await signUpByApi(email, 'Helpdesk2026pass')).token;
  await creditExchange(email, 'USDT', '9584.99');
  await creditExchange(email, 'BTC', '0.25');
  // Two-factor on, through the calls the security page makes.
  const setup = await webCall<{ secret: string }>('twoFactorSetup', { request_id: `e2e2fa${Date.now()}a` }, 'POST', userToken);
  expect(setup.code).toBe(0);
  const code = await generate({ secret: setup.data.secret });
  expect((await webCall('twoFactorEnable', { code, request_id: `e2e2fa${Date.now()}b` }, 'POST', userToken)).code).toBe(0);
  userId = String(await userIdByEmail(email));
});
afterAll(async () => {
  await context.close();
  await closeSeedDatabase();
});

it('opens a user: the balances are the ledger’s, as the user sees them; two-factor is reset after a recorded check', async () => {
  const info = await webCall<{ usdt: string }>('getInfo', {}, 'GET', userToken);
  expect(info.data.usdt).toBe('9584.990000');
  await page.goto(`/admin/users/${userId}`);
  await page.getByTestId('user-balances').waitFor();
  expect(await page.getByTestId('balance-exchange-USDT').innerText()).toBe('9,584.99');
  expect(await page.getByTestId('balance-exchange-USDT').getAttribute('title')).toBe(info.data.usdt);
  expect(await page.getByTestId('balance-exchange-BTC').innerText()).toBe('0.25');
  await screenshot(page, 'admin-user-balances');

  await page.getByTestId('user-reset-2fa').click();
  // The check is required: the form says so before anything is sent.
  await page.getByTestId('user-reset-note').fill('Face matched the verified selfie on a video call');
  await page.getByTestId('user-reset-confirm').click();
  await page.getByText('Choose the check you did.').waitFor();
  await page.getByTestId('user-reset-check-video_call').click();
  await screenshot(page, 'admin-user-reset-2fa');
  await page.getByTestId('user-reset-confirm').click();
  // Two-factor is off once the view is read again: the reset button goes.
  await page.getByTestId('user-reset-2fa').waitFor({ state: 'detached' });
  await page.getByTestId('user-withdraw-hold').waitFor();

  const security = await webCall<{ withdraw_hold: { kind: string } | null; factors: Record<string, boolean> }>('securityInfo', {}, 'GET', userToken);
  expect(security.data.withdraw_hold?.kind).toBe('two_factor_reset');

  await page.getByTestId('user-activity-tab-security').click();
  await page.getByTestId('user-activity-security').getByText('two_factor_reset').waitFor();
});

it('lists related accounts trading with each other, with its thresholds, and links each row to the user view', async () => {
  await page.goto('/admin/surveillance');
  expect(await page.getByTestId('surveillance-thresholds-related').innerText()).toContain('30 days');
  // The demo seed's pair: Tia registered with Wes's invitation code and took his offers.
  const row = page.getByTestId('surveillance-related').locator('tr', { hasText: 'wes.maker@veritex.local' }).first();
  await row.waitFor();
  expect(await row.innerText()).toContain('Invitation chain');
  await screenshot(page, 'admin-surveillance');
  await row.locator('a').first().click();
  await page.getByTestId('admin-user-drawer').waitFor();
  expect(page.url()).toMatch(/\/admin\/users\/\d+$/);
  await page.getByText('wes.maker@veritex.local').first().waitFor();
});
