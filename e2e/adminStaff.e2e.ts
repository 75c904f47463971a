import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_SECOND_ADMIN } from '../apps/server/src/seed/demoStaff.js';
import { allowedSections } from '../apps/web/src/admin/roles';
import { newPage, screenshot } from './support/browser.js';
import { chooseFromMenu } from './support/menus.js';

/**
 * The staff desk (issue 19 §2) in the browser: a super admin creates a support member, who signs
 * in with the one-time password, sets their own password, enrols TOTP with a code computed from
 * the key the page shows, and then sees only the support sections. One context per role. The
 * super admin is the seeded second one (olga): the demo admin's codes are spent by other files.
 */

const username = `e2esup${Date.now().toString(36).slice(-6)}`;
const ownPassword = 'Support#2026own';
let admin: { context: BrowserContext; page: Page };
let member: { context: BrowserContext; page: Page };

const codeFor = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

beforeAll(async () => {
  admin = await newPage({ width: 1280, height: 800 });
  member = await newPage({ width: 1280, height: 800 });
});
afterAll(async () => {
  await admin.context.close();
  await member.context.close();
});

it('lets a super admin create a support member, shown a one-time password once', async () => {
  const { page } = admin;
  await page.goto('/admin');
  await page.getByTestId('admin-username').fill(DEMO_SECOND_ADMIN.username);
  await page.getByTestId('admin-password').fill(DEMO_SECOND_ADMIN.password);
  await page.getByTestId('admin-totp').fill(await codeFor(DEMO_SECOND_ADMIN.totpSecret));
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-menu-staff').click();
  await page.getByTestId('admin-staff').waitFor();

  await page.getByTestId('staff-new').click();
  await page.getByTestId('staff-create-username').fill(username);
  await page.getByTestId('staff-create-display-name').fill('E2E Support');
  await page.getByTestId('staff-create-role-support').click();
  await page.getByTestId('staff-create-submit').click();
  const shown = page.getByTestId('staff-one-time-password');
  await shown.waitFor();
  const oneTime = (await shown.textContent()) ?? '';
  expect(oneTime).toMatch(/^[A-Za-z0-9]{16}$/);
  await screenshot(page, 'admin-staff-one-time-password');
  await page.getByTestId('staff-one-time-done').click();
  await shown.waitFor({ state: 'detached' });

  const row = page.getByTestId(`staff-row-${username}`);
  await row.waitFor();
  expect(await row.textContent()).toContain('Password to set');
  expect(await row.textContent()).toContain('Authenticator to enrol');
  // The password is in no list: it was shown once.
  expect(await page.getByTestId('admin-staff').textContent()).not.toContain(oneTime);
  await screenshot(page, 'admin-staff-list');

  // The new member's first sign-in, in their own browser.
  const memberPage = member.page;
  await memberPage.goto('/admin');
  await memberPage.getByTestId('admin-username').fill(username);
  await memberPage.getByTestId('admin-password').fill(oneTime);
  await memberPage.getByTestId('admin-login-submit').click();
  await memberPage.getByTestId('staff-setup').waitFor();
  await memberPage.getByTestId('staff-setup-password').fill(ownPassword);
  await memberPage.getByTestId('staff-setup-confirm').fill(ownPassword);
  const secret = ((await memberPage.getByTestId('staff-setup-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(memberPage, 'admin-staff-first-sign-in');
  await memberPage.getByTestId('staff-setup-totp').fill(await codeFor(secret));
  await memberPage.getByTestId('staff-setup-submit').click();
  await memberPage.getByTestId('admin-menu-support').waitFor();
});

it('shows the new member only the support sections and their own sign-ins', async () => {
  const { page } = member;
  const menu = await page.locator('[data-testid^="admin-menu-"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
  // The dashboard (every member's home, its tiles per role), the role's sections, then their own account.
  expect(menu).toEqual(['admin-menu-dashboard', ...allowedSections(['support']).map((section) => `admin-menu-${section}`), 'admin-menu-account']);
  expect(menu).not.toContain('admin-menu-staff');
  await page.goto('/admin/staff');
  await page.locator('.ant-result-403').waitFor();

  await page.getByTestId('admin-menu-account').click();
  await page.getByTestId('staff-sign-in-row').first().waitFor();
  const outcomes = await page.getByTestId('staff-sign-in-row').allTextContents();
  expect(outcomes[0]).toContain('Signed in');
  expect(outcomes[1]).toContain('Setup step');
  await screenshot(page, 'admin-staff-my-account');

  // The desk now shows the member ready, with their last sign-in.
  await admin.page.reload();
  const row = admin.page.getByTestId(`staff-row-${username}`);
  await row.waitFor();
  expect(await row.textContent()).toContain('Ready');
  expect(await row.textContent()).toContain('Signed in');
});

it('ends the member’s session at once when a super admin disables them', async () => {
  const { page } = admin;
  await chooseFromMenu(page.getByTestId(`staff-more-${username}`), 'staff-action-disable');
  await page.getByTestId('staff-confirm-ok').click();
  const row = page.getByTestId(`staff-row-${username}`);
  await row.getByText('Disabled').waitFor();

  // The member's next call is refused and the console falls back to its sign-in page.
  await member.page.getByTestId('admin-menu-support').click();
  await member.page.getByTestId('admin-login-form').waitFor();
  expect(await member.page.getByTestId('admin-menu-support').count()).toBe(0);
});
