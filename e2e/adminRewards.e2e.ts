import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
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

it('creates a trading-volume benefit task with an English and a French title; the table lists it and the audit log has the change', async () => {
  await page.goto('/admin/rewards');
  await page.getByTestId('rewards-balance').waitFor();
  await page.getByTestId('benefit-tasks').waitFor();
  const rows = page.locator('[data-testid^="benefit-task-row-"]');
  const before = await rows.count();

  await page.getByTestId('benefit-task-new').click();
  await page.getByTestId('benefit-task-kind').click();
  await page.locator('.ant-select-item-option[title="Trading volume"]').click();
  await page.getByTestId('benefit-task-title-en').fill('Trade 1,000 USDT this week');
  await page.getByTestId('benefit-task-lang-fr').click();
  await page.getByTestId('benefit-task-title-fr').fill('Négociez 1 000 USDT cette semaine');
  await page.getByTestId('benefit-task-reward').fill('2');
  await page.getByTestId('benefit-task-target').fill('1000');
  // A budget under one reward could never pay a claim: the form says so before anything is sent.
  await page.getByTestId('benefit-task-budget').fill('1');
  await page.getByTestId('benefit-task-save').click();
  await page.getByText('The budget cannot be below one reward.').waitFor();
  await page.getByTestId('benefit-task-budget').fill('100');
  await screenshot(page, 'admin-rewards-task-editor');
  await page.getByTestId('benefit-task-save').click();
  await page.getByTestId('benefit-task-save').waitFor({ state: 'hidden' });

  await expect.poll(() => rows.count()).toBe(before + 1);
  const created = page.locator('[data-testid^="benefit-task-row-"]', { hasText: 'Trade 1,000 USDT this week' });
  const id = await created.getAttribute('data-id');
  expect(await created.getByTestId('benefit-task-languages').innerText()).toBe('2/13 languages');
  await screenshot(page, 'admin-rewards');

  const audit = await auditLines();
  expect(audit).toContain('finance.saveBenefitTask');
  expect(audit).toContain(`benefit_task:${id}`);
});
