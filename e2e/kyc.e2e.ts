import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { AdminKycPage, signInStaffWithToken } from './pages/adminKyc.js';
import { AuthPages } from './pages/authPages.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, userIdByEmail } from './support/seed.js';

const email = uniqueEmail('kyc');
let user: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };
let userId: string;

beforeAll(async () => {
  user = await newPage({ width: 1440, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, 'Passw0rd123');
  await new AuthPages(user.page).expectSignedIn(email);
  userId = String(await userIdByEmail(email));
  staff = await newPage({ width: 1440, height: 900 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
});
afterAll(async () => {
  await user.context.close();
  await staff.context.close();
  await closeSeedDatabase();
});

/** A real photo-sized picture, different per slot. */
function picture(seed: number, type: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 200, channels: 3, background: { r: (seed * 53) % 256, g: 120, b: 200 } } });
  return (type === 'png' ? image.png() : image.jpeg()).toBuffer();
}

async function attach(page: Page, slot: string, seed: number): Promise<void> {
  await page.getByTestId(`kyc-slot-${slot}-input`).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: await picture(seed) });
  await page.waitForSelector(`[data-testid="kyc-slot-${slot}"][data-uploaded="true"]`, { timeout: 15_000 });
}

/** The first option of an antd Select (ID type 1: ID card). */
async function pickFirstIdType(page: Page): Promise<void> {
  await page.getByTestId('kyc-id-type').click();
  await page.locator('.ant-select-item-option').first().click();
}

async function hubStatus(page: Page, level: string): Promise<string | null> {
  await page.goto('/sfyz');
  await page.getByTestId(`kyc-hub-${level}`).waitFor();
  return page.getByTestId(`kyc-hub-${level}`).getAttribute('data-status');
}

it('submits junior verification with three pictures; compliance approves it in /admin; the hub shows approved', async () => {
  const { page } = user;
  expect(await hubStatus(page, 'junior')).toBe('none');
  await page.goto('/smauth');
  await page.getByTestId('kyc-junior-form').waitFor();
  // Empty fields are refused on the page in the user's language, before anything is sent.
  await page.getByTestId('kyc-submit').click();
  await page.getByText('Nationality, ID type, name or ID number cannot be empty.').first().waitFor();
  await pickFirstIdType(page);
  await page.getByTestId('kyc-real-name').fill('Grace Hopper');
  await page.getByTestId('kyc-id-number').fill(`E2E${Date.now()}`);
  await attach(page, 'front', 1);
  await attach(page, 'back', 2);
  await attach(page, 'hold', 3);
  // Every earlier complaint is gone once each field is filled.
  await page.waitForFunction(() => document.querySelectorAll('.ant-form-item-explain-error').length === 0, undefined, { timeout: 5_000 });
  await screenshot(page, 'kyc-junior-form');
  await page.getByTestId('kyc-submit').click();
  await page.getByTestId('kyc-state-pending').waitFor();
  expect(await hubStatus(page, 'junior')).toBe('pending');

  const desk = new AdminKycPage(staff.page);
  await desk.open({ userId });
  await screenshot(staff.page, 'kyc-admin-queue');
  await desk.approveFirstPending(userId, 'junior');

  expect(await hubStatus(page, 'junior')).toBe('approved');
  expect(await page.getByTestId('kyc-hub-summary').getAttribute('data-level')).toBe('junior');
  await screenshot(page, 'kyc-hub-junior-approved');
});

it('completes senior and address verification, each approved by staff, and the credit score shows its factors', async () => {
  const { page } = user;
  await page.goto('/seniorauth');
  await page.getByTestId('kyc-senior-form').waitFor();
  await page.getByTestId('kyc-guidance').waitFor();
  await pickFirstIdType(page);
  await attach(page, 'face', 4);
  await attach(page, 'hold', 5);
  await page.getByTestId('kyc-submit').click();
  await page.getByTestId('kyc-state-pending').waitFor();

  await page.goto('/dzrz');
  await page.getByTestId('kyc-address-form').waitFor();
  await page.getByTestId('kyc-address').fill('1 Infinite Loop, Cupertino');
  await attach(page, 'bill', 6);
  await page.getByTestId('kyc-submit').click();
  await page.getByTestId('kyc-state-pending').waitFor();

  const desk = new AdminKycPage(staff.page);
  await desk.open({ userId });
  await desk.approveFirstPending(userId, 'senior');
  await desk.approveFirstPending(userId, 'address');

  expect(await hubStatus(page, 'address')).toBe('approved');
  expect(await page.getByTestId('kyc-hub-senior').getAttribute('data-status')).toBe('approved');
  expect(await page.getByTestId('kyc-hub-summary').getAttribute('data-level')).toBe('address');

  await page.goto('/credit');
  await page.getByTestId('credit-factors').waitFor();
  // Base 50 + junior 10 + senior 10 + address 5, on an account younger than a month.
  expect(await page.getByTestId('credit-score').getAttribute('data-score')).toBe('75');
  expect((await page.getByTestId('credit-points-verification').textContent())?.trim()).toContain('25');
  expect(await page.getByTestId('credit-loan-limit').getAttribute('data-value')).toBe('5000');
  await page.getByTestId('credit-never-blocks').waitFor();
  await screenshot(page, 'kyc-credit');

  await page.goto('/news');
  await page.getByText('Verification approved: address verification').first().waitFor();
});
