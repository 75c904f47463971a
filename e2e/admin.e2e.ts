import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { adminTotp } from './support/staff.js';

let context: BrowserContext;
let page: Page;
const outboxEmail = uniqueEmail('outbox');
beforeAll(async () => {
  ({ context, page } = await newPage({ width: 1440, height: 900 }));
  // The Outbox holds at least one code, whichever browser tests ran before this one.
  const sent = await fetch(`${inject('baseUrl')}/api/web/getCode`, {
    method: 'POST',
    headers: { nonce: 'adminE2e01', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: outboxEmail, purpose: 'register' }).toString(),
  });
  expect(((await sent.json()) as { code: number }).code).toBe(0);
});
afterAll(() => context.close());

it('refuses a staff sign-in without the right authenticator code', async () => {
  await page.goto('/admin');
  await page.getByTestId('admin-username').fill(DEMO_ADMIN.username);
  await page.getByTestId('admin-password').fill(DEMO_ADMIN.password);
  await page.getByTestId('admin-totp').fill('000000');
  await page.getByTestId('admin-login-submit').click();
  await page.locator('.ant-message-notice, .ant-form-item-explain-error, .ant-alert').first().waitFor();
  expect(await page.getByTestId('admin-menu-users').count()).toBe(0);
});

it('signs staff in with TOTP; they find a user, read the Outbox, and see their actions in the audit log', async () => {
  await page.goto('/admin');
  await page.getByTestId('admin-username').fill(DEMO_ADMIN.username);
  await page.getByTestId('admin-password').fill(DEMO_ADMIN.password);
  // The global setup spent the current step's code; the next step's is accepted (±1 step).
  await page.getByTestId('admin-totp').fill(await adminTotp(1));
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-menu-users').waitFor();

  await page.getByTestId('admin-menu-users').click();
  await page.getByTestId('admin-user-search').fill(DEMO_TRADER.email);
  await page.getByTestId('admin-user-search').press('Enter');
  await page.getByText(DEMO_TRADER.email).first().waitFor();
  await screenshot(page, 'admin-users');

  await page.getByTestId('admin-menu-outbox').click();
  // Notices (deposits, security changes of other tests' users) are mailed too: look at this test's code mail.
  await page.getByTestId('admin-outbox-search').fill(outboxEmail);
  await page.getByTestId('admin-outbox-search').press('Enter');
  await page.getByTestId('outbox-row').filter({ hasText: outboxEmail }).first().waitFor();
  expect(await page.getByTestId('outbox-body').first().innerText()).toMatch(/\d{6}/);
  await screenshot(page, 'admin-outbox');

  await page.getByTestId('admin-menu-audit').click();
  await page.getByText('users.search').first().waitFor();
  await page.getByText('outbox.read').first().waitFor();
  await page.getByTestId('admin-audit-verify').click();
  await page.getByTestId('admin-audit-result').waitFor();
  expect(await page.getByTestId('admin-audit-result').getAttribute('data-ok')).toBe('true');
  await screenshot(page, 'admin-audit');
});
