import { parseUnits } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { AdminLoanDesk } from './pages/adminLoans.js';
import { newPage, screenshot } from './support/browser.js';

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  ({ context, page } = await newPage({ width: 1440, height: 900 }));
  await signInStaffWithToken(context, inject('staffToken'));
});
afterAll(() => context.close());

/** The newest audit entries' action and target, as the audit page lists them. */
async function auditLines(): Promise<string> {
  await page.goto('/admin/audit');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  return page.locator('.ant-table-tbody').first().innerText();
}

it('creates an earn product off sale through the editor; the table lists it and the audit log has the change', async () => {
  await page.goto('/admin/earn');
  await page.getByTestId('earn-book').waitFor();
  await page.locator('[data-testid^="earn-product-row-"]').first().waitFor();
  const before = await page.locator('[data-testid^="earn-product-row-"]').count();

  await page.getByTestId('earn-product-new').click();
  await page.getByTestId('earn-product-term').fill('7');
  await page.getByTestId('earn-product-rate').fill('0.01');
  await page.getByTestId('earn-product-min').fill('10');
  // A maximum under the minimum is refused on the form before anything is sent.
  await page.getByTestId('earn-product-max').fill('5');
  await page.getByTestId('earn-product-capacity').fill('1000');
  await page.getByTestId('earn-product-save').click();
  await page.getByText('The maximum cannot be below the minimum.').waitFor();
  await page.getByTestId('earn-product-max').fill('500');
  await page.getByTestId('earn-product-active').click();
  // The cost preview comes from the shared arithmetic: 500 × 0.01% = 0.05 a day, 0.35 over 7 days.
  await expect.poll(() => page.getByTestId('earn-product-preview').innerText()).toContain('0.35');
  await screenshot(page, 'admin-earn-editor');
  await page.getByTestId('earn-product-save').click();
  await page.getByTestId('earn-product-save').waitFor({ state: 'hidden' });

  await expect.poll(() => page.locator('[data-testid^="earn-product-row-"]').count()).toBe(before + 1);
  const created = page.locator('[data-testid^="earn-product-row-"][data-active="false"]').last();
  const id = await created.getAttribute('data-id');
  expect(await created.innerText()).toContain('7 days');
  await screenshot(page, 'admin-earn');

  const audit = await auditLines();
  expect(audit).toContain('finance.saveEarnProduct');
  expect(audit).toContain(`earn_product:${id}`);
});

it('moves capital into the lending account after a confirmation; the balance grows by the amount and the move is audited', async () => {
  const desk = new AdminLoanDesk(page);
  await page.goto('/admin/lending');
  await page.getByTestId('lending-balance').waitFor();
  const units = async () => parseUnits((await desk.lendingBalance()).replaceAll(',', ''), 6) ?? -1n;
  const before = await units();

  await desk.moveCapital('in', '250', 'Browser test funding');
  await expect.poll(units).toBe(before + 250_000_000n);
  await screenshot(page, 'admin-lending');

  const audit = await auditLines();
  expect(audit).toContain('finance.fundLending');
  expect(audit).toContain('house:lending');
});
