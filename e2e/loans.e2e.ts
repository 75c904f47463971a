import { earnDayDate, earnDayNumber } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { AdminLoanDesk } from './pages/adminLoans.js';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { documentPicture, LoanPages, waitForAttribute } from './support/loans.js';
import { closeSeedDatabase, creditExchange, verifyJunior } from './support/seed.js';
import { signInByApi, startSignedIn } from './support/session.js';
import { visit } from './support/visit.js';

/**
 * A USDT loan in the browser (issue 13): a user who passes the loan gate (a contact, junior
 * verification) reads the schedule, applies with documents, finance approves it in /admin, the
 * USDT arrives in /asset, the user repays on /repayment2 (first refused for a balance short of
 * the interest, with the deposit link), and /credit counts the loan repaid on time.
 */
const email = uniqueEmail('loans');
const password = 'Passw0rd123';
let user: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };
let loanId = '';

beforeAll(async () => {
  user = await newPage({ width: 1440, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, password);
  await new AuthPages(user.page).expectSignedIn(email);
  await verifyJunior(email);
  staff = await newPage({ width: 1440, height: 900 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
});
afterAll(async () => {
  await user.context.close();
  await staff.context.close();
  await closeSeedDatabase();
});

async function creditPoints(page: Page): Promise<{ score: string | null; repayment: string | undefined }> {
  await page.goto('/credit');
  await page.getByTestId('credit-factors').waitFor();
  return {
    score: await page.getByTestId('credit-score').getAttribute('data-score'),
    repayment: (await page.getByTestId('credit-points-repayment').textContent())?.trim(),
  };
}

it('applies for a loan with documents, finance approves it in /admin, the user repays it and the credit score moves', async () => {
  const { page } = user;
  const loans = new LoanPages(page);
  // Base 50 + junior 10: the 1,000 USDT band; no loan repaid yet.
  expect(await creditPoints(page)).toEqual({ score: '60', repayment: '0' });
  await page.getByTestId('credit-borrow').click();
  await page.getByTestId('loan-apply-form').waitFor();
  expect(await page.getByTestId('loan-limit-available').getAttribute('data-value')).toBe('1000');

  // The schedule is shown before anything is sent: 500 USDT for 30 days at 0.05 % a day, late fee 0.5 % a day.
  await page.getByTestId('loan-apply-amount').fill('500');
  await waitForAttribute(page, 'loan-schedule-total', 'data-value', '507.500000');
  expect(await loans.schedule('principal')).toBe('500.000000');
  expect(await loans.schedule('interest')).toBe('7.500000');
  expect(await loans.schedule('late-fee')).toBe('2.500000');
  expect(await loans.schedule('due')).toBe(earnDayDate(earnDayNumber(Date.now()) + 29));
  // Over the credit limit, and without documents or the agreement, the page refuses in the server's words.
  await page.getByTestId('loan-apply-amount').fill('1500');
  await page.getByTestId('loan-apply-submit').click();
  await page.getByText('This exceeds your credit limit: you can borrow at most 1000 USDT now (limit 1000 USDT).').waitFor();
  await page.getByText('Please check the loan agreement.').waitFor();
  await page.getByText('Please upload the picture.').first().waitFor();
  await page.getByTestId('loan-apply-amount').fill('500');
  await loans.attach('id_photo', 1);
  await loans.attach('income', 2);
  await loans.attach('bank_statement', 3);
  await page.getByTestId('loan-apply-agree').click();
  await page.waitForFunction(() => document.querySelectorAll('.ant-form-item-explain-error').length === 0, undefined, { timeout: 5_000 });
  await screenshot(page, 'loans-apply');
  await page.getByTestId('loan-apply-submit').click();
  await page.getByTestId('loan-apply-confirm').waitFor();
  expect(await loans.schedule('total', 'loan-confirm')).toBe('507.500000');
  await screenshot(page, 'loans-apply-confirm');
  loanId = await loans.confirmApplication();
  await page.getByTestId('loan-applied-detail').click();
  await waitForAttribute(page, 'repay-loan', 'data-status', 'unreviewed');

  await new AdminLoanDesk(staff.page).approve(loanId);
  await screenshot(staff.page, 'loans-admin-approved');

  // Disbursed into the exchange account.
  await page.goto('/asset');
  await waitForAttribute(page, 'asset-row-exchange-USDT', 'data-available', '500.000000');

  // Repaid on its first day: principal + one day's interest (0.25). The loan alone does not cover it.
  await loans.openRepayment(loanId);
  await waitForAttribute(page, 'repay-loan', 'data-status', 'loaned');
  await waitForAttribute(page, 'repay-payoff-now', 'data-value', '500.250000');
  expect(await page.getByTestId('repay-field-contract').textContent()).toMatch(/L\d+/);
  await loans.repayFromBalance();
  await page.getByText('Insufficient balance: top up first, then repay.').waitFor();
  await page.getByTestId('loan-refusal-deposit').waitFor();
  expect(await page.getByTestId('loan-refusal-deposit').getAttribute('href')).toBe('/recharge');
  await screenshot(page, 'loans-repay-short');
  // Topped up outside the page (a seed posting, not a pushed deposit): read again.
  await creditExchange(email, 'USDT', '1');
  await loans.openRepayment(loanId);
  await waitForAttribute(page, 'repay-available', 'data-value', '501.000000');
  await loans.repayFromBalance();
  await waitForAttribute(page, 'repay-loan', 'data-status', 'repaid');
  await page.getByTestId('repay-repaid').waitFor();
  await screenshot(page, 'loans-repaid');

  await page.goto('/asset');
  await waitForAttribute(page, 'asset-row-exchange-USDT', 'data-available', '0.750000');
  // Repaid on time: +3 for the repayment factor.
  expect(await creditPoints(page)).toEqual({ score: '63', repayment: '+3' });
  await screenshot(page, 'loans-credit-after');
});

it('repays a second loan by voucher: refused without a file, waiting for finance, confirmed in /admin', async () => {
  const { page } = user;
  const loans = new LoanPages(page);
  await loans.openLoans();
  await page.getByTestId('loan-apply-product-2').click();
  await page.getByTestId('loan-apply-amount').fill('200');
  // 90 days at 0.04 % a day: 7.20 interest.
  await waitForAttribute(page, 'loan-schedule-interest', 'data-value', '7.200000');
  await loans.attach('id_photo', 4);
  await loans.attach('income', 5);
  await page.getByTestId('loan-apply-agree').click();
  await page.getByTestId('loan-apply-submit').click();
  await page.getByTestId('loan-apply-confirm').waitFor();
  const id = await loans.confirmApplication();
  await new AdminLoanDesk(staff.page).approve(id);

  await loans.openRepayment(id);
  await waitForAttribute(page, 'repay-loan', 'data-status', 'loaned');
  await page.getByTestId('repay-voucher-submit').click();
  await page.getByText('Please upload the repayment certificate.').waitFor();
  await page.getByTestId('repay-voucher-file').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: await documentPicture(9) });
  await page.getByTestId('repay-voucher-submit').click();
  await waitForAttribute(page, 'repay-voucher-state', 'data-status', 'pending');
  await screenshot(page, 'loans-voucher-pending');

  await new AdminLoanDesk(staff.page).confirmVoucher(id);
  await loans.openRepayment(id);
  await waitForAttribute(page, 'repay-loan', 'data-status', 'repaid');
  await waitForAttribute(page, 'repay-voucher-state', 'data-status', 'confirmed');
});

it('shows the repaid loan and the loan pages on a phone and in Arabic without overflow', async () => {
  const phone = await newPage({ width: 360, height: 740, userAgent: IPHONE_UA });
  const arabic = await newPage({ width: 1280, height: 900, lang: 'ar' });
  try {
    for (const { page, prefix, name } of [
      { page: phone.page, prefix: '/m', name: 'phone' },
      { page: arabic.page, prefix: '', name: 'arabic' },
    ]) {
      // Signed in by API: the form is auth.e2e.ts's subject.
      await startSignedIn(page.context(), await signInByApi(email, password));
      await visit(page, `${prefix}/repayment2?id=${loanId}`);
      await waitForAttribute(page, 'repay-loan', 'data-status', 'repaid');
      await screenshot(page, `loans-repayment2-${name}`);
      await visit(page, `${prefix}/repayment`);
      await page.getByTestId(`loan-row-${loanId}`).waitFor();
      expect(await page.getByTestId(`loan-row-${loanId}`).getAttribute('data-status')).toBe('repaid');
      await screenshot(page, `loans-repayment-${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  } finally {
    await phone.context.close();
    await arabic.context.close();
  }
});
