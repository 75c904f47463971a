import type { Locator, Page } from 'playwright-core';

/** The loan desk's tabs (/admin/loans?status=…): the loan statuses, then the repayment vouchers waiting for finance. */
export type LoanDeskTab = 'unreviewed' | 'loaned' | 'overdue' | 'repaid' | 'rejected' | 'vouchers';

const DECISION_TIMEOUT_MS = 15_000;

/**
 * Page object for the finance desks of issue 13 in the staff console: the loan review queue
 * (/admin/loans), the lending account (/admin/lending) and the earn desk (/admin/earn). Needs a
 * page whose context is signed in as staff with the finance permissions (finance or super_admin),
 * e.g. through `signInStaffWithToken` (pages/adminKyc.ts).
 */
export class AdminLoanDesk {
  constructor(private readonly page: Page) {}

  /** Opens one tab of the loan queue and waits for its table. */
  async openLoans(tab: LoanDeskTab = 'unreviewed'): Promise<void> {
    await this.page.goto(`/admin/loans${tab === 'unreviewed' ? '' : `?status=${tab}`}`);
    await this.page.getByTestId(`loan-desk-tab-${tab}`).waitFor();
    await this.page.locator('.ant-table-tbody').first().waitFor();
  }

  /** A loan's row in the tab shown (data-status and data-voucher say where it stands). */
  row(loanId: string): Locator {
    return this.page.getByTestId(`loan-desk-row-${loanId}`);
  }

  /** Opens the review drawer of a loan in the tab shown; it shows the application, schedule, documents and voucher. */
  async openLoan(loanId: string): Promise<Locator> {
    await this.row(loanId).getByTestId('loan-open').click();
    const drawer = this.page.locator(`[data-testid="loan-drawer"][data-id="${loanId}"]`);
    await drawer.waitFor();
    return drawer;
  }

  /** Approves an unreviewed loan through its drawer and the confirmation (the loan is paid out). */
  async approve(loanId: string): Promise<void> {
    await this.openLoans('unreviewed');
    await this.openLoan(loanId);
    await this.page.getByTestId('loan-approve').click();
    await this.confirm();
  }

  /** Rejects an unreviewed loan with the reason the user will read. */
  async reject(loanId: string, reason: string): Promise<void> {
    await this.openLoans('unreviewed');
    await this.openLoan(loanId);
    await this.page.getByTestId('loan-reject').click();
    await this.page.getByTestId('review-reason').fill(reason);
    await this.confirm();
  }

  /** Confirms a pending repayment voucher (the loan is repaid). */
  async confirmVoucher(loanId: string): Promise<void> {
    await this.openLoans('vouchers');
    await this.openLoan(loanId);
    await this.page.getByTestId('voucher-confirm').click();
    await this.confirm();
  }

  /** Refuses a pending repayment voucher with a reason (the loan stays owed). */
  async rejectVoucher(loanId: string, reason: string): Promise<void> {
    await this.openLoans('vouchers');
    await this.openLoan(loanId);
    await this.page.getByTestId('voucher-reject').click();
    await this.page.getByTestId('review-reason').fill(reason);
    await this.confirm();
  }

  /** Sends the open decision dialog and waits until the server accepted it (the drawer closes) or refused it (its message shows). */
  private async confirm(): Promise<void> {
    await this.page.getByTestId('review-confirm').click();
    // Both waits settle (never reject), so the one that loses the race cannot fail the test later.
    const closed = this.page
      .getByTestId('loan-drawer')
      .waitFor({ state: 'hidden', timeout: DECISION_TIMEOUT_MS })
      .then(
        () => 'closed' as const,
        () => 'timeout' as const,
      );
    const refused = this.page
      .getByTestId('review-error')
      .waitFor({ timeout: DECISION_TIMEOUT_MS })
      .then(
        () => 'refused' as const,
        () => 'timeout' as const,
      );
    const outcome = await Promise.race([closed, refused]);
    if (outcome === 'refused') throw new Error(`the server refused: ${await this.page.getByTestId('review-error').innerText()}`);
    if (outcome === 'timeout') throw new Error('no answer to the decision');
  }

  /** Moves platform capital into (or out of) the lending account through the form and its confirmation. */
  async moveCapital(direction: 'in' | 'out', amount: string, reason: string): Promise<void> {
    await this.page.goto('/admin/lending');
    await this.page.getByTestId(`lending-direction-${direction}`).click();
    await this.page.getByTestId('lending-amount').fill(amount);
    await this.page.getByTestId('lending-reason').fill(reason);
    await this.page.getByTestId('lending-submit').click();
    await this.page.getByTestId('review-confirm').click();
    await this.page.getByTestId('review-confirm').waitFor({ state: 'hidden', timeout: DECISION_TIMEOUT_MS });
  }

  /** The lending balance as shown ("2,000,000.000000"), digits and separators only. */
  async lendingBalance(): Promise<string> {
    const text = await this.page.getByTestId('lending-balance').innerText();
    return /[\d,.]+\d/.exec(text)?.[0] ?? '';
  }
}
