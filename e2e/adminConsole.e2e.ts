import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { adminCall } from './support/staff.js';
import { signUpByApi } from './support/webApi.js';

/**
 * Issue 19 §4, §5, §7 in the browser, one context per role: the super admin changes a setting
 * through its typed form (bounds, preview, the user page showing the new value), sees an impossible
 * value refused with its message, sends a broadcast to a group that holds only this test's user
 * (nationality IS: no other browser test's user gets it), and opens each desk from the dashboard.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('console');
let staff: { context: BrowserContext; page: Page };
let user: { context: BrowserContext; page: Page };
let perDayBefore = 2;

beforeAll(async () => {
  const signedUp = await signUpByApi(email, PASSWORD, 'IS');
  staff = await newPage({ width: 1280, height: 800 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
  user = await newPage({ width: 1280, height: 800 });
  await user.context.addInitScript(
    ({ token, profile }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', profile);
    },
    { token: signedUp.token, profile: JSON.stringify(signedUp.user) },
  );
  const settings = await adminCall<{ items: Array<{ key: string; value: unknown }> }>(inject('baseUrl'), 'settings', {}, inject('staffToken'), 'GET');
  const stored = settings.data.items.find((item) => item.key === 'withdraw_per_day')?.value;
  if (typeof stored === 'number') perDayBefore = stored;
});

afterAll(async () => {
  // Put the setting back (a further audited change; more requests per day never stops another test).
  await adminCall(
    inject('baseUrl'),
    'updateSetting',
    { key: 'withdraw_per_day', value: String(perDayBefore), request_id: `console-e2e-restore-${Date.now()}` },
    inject('staffToken'),
    'POST',
  );
  await staff?.context.close();
  await user?.context.close();
});

it('changes a setting through its typed form, with the preview, and the withdrawal page shows it', async () => {
  const { page } = staff;
  const next = perDayBefore + 3;
  await page.goto('/admin/settings');
  await page.getByTestId('admin-setting-edit-withdraw_per_day').click();
  await page.getByTestId('admin-setting-value').fill(String(next));
  await expect.poll(() => page.getByTestId('admin-setting-preview').innerText()).toContain(String(next));
  await screenshot(page, 'admin-setting-form');
  await page.getByTestId('admin-setting-save').click();
  await page.getByTestId('admin-setting-value').waitFor({ state: 'hidden' });
  await expect.poll(() => page.getByTestId('admin-setting-value-withdraw_per_day').innerText()).toContain(String(next));

  await user.page.goto('/money');
  await user.page.getByTestId('withdraw-requests').waitFor();
  await expect.poll(() => user.page.getByTestId('withdraw-requests').innerText()).toContain(String(next));
});

it('refuses an impossible value with its message before it is sent', async () => {
  const { page } = staff;
  await page.goto('/admin/settings');
  await page.getByTestId('admin-setting-edit-withdraw_min_usdt').click();
  await page.getByTestId('admin-setting-value').fill('300000');
  await page.getByText('cannot be above the maximum').waitFor();
  expect(await page.getByTestId('admin-setting-save').isDisabled()).toBe(true);
  await screenshot(page, 'admin-setting-refused');
  await page.keyboard.press('Escape');
});

it('sends a broadcast to a group after showing its recipient count, and the user reads it in the inbox', async () => {
  const { page } = staff;
  const title = `Console notice ${Date.now()}`;
  await page.goto('/admin/broadcast');
  await page.getByTestId('broadcast-compose').waitFor();
  await page.getByTestId('broadcast-country').click();
  await page.keyboard.type('(IS)');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="broadcast-recipients"][data-count="1"]').waitFor();
  await page.getByTestId('broadcast-title').fill(title);
  await page.getByTestId('broadcast-body').fill('Only Icelandic nationals read this.');
  await screenshot(page, 'admin-broadcast');
  await page.getByTestId('broadcast-send').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await page.locator('[data-testid^="broadcast-row-"]').filter({ hasText: title }).first().waitFor();

  await user.page.goto('/news');
  await user.page.getByTestId('news-item').filter({ hasText: title }).waitFor();
});

it('opens each desk from its dashboard tile', async () => {
  const { page } = staff;
  await page.goto('/admin');
  await page.getByTestId('admin-dashboard').waitFor();
  await page.getByTestId('dashboard-tile-deposits').waitFor();
  await screenshot(page, 'admin-dashboard');
  const tiles = await page
    .locator('[data-testid^="dashboard-tile-"]')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href'), desk: link.getAttribute('data-desk') })));
  expect(tiles.length).toBeGreaterThanOrEqual(14);
  for (const tile of tiles) expect(tile.href).toBe(`/admin/${tile.desk}`);
  await page.getByTestId('dashboard-tile-queue-withdrawals').click();
  await page.waitForURL('**/admin/withdrawals');
  await page.getByTestId('admin-menu-dashboard').click();
  await page.getByTestId('dashboard-tile-newUsers').click();
  await page.waitForURL('**/admin/users');
});
