import type { Page } from 'playwright-core';
import sharp from 'sharp';

const DECISION_TIMEOUT_MS = 15_000;

/** A photo-sized picture, different per seed (documents and vouchers are checked by content). */
export function documentPicture(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r: (seed * 61) % 256, g: 150, b: 90 } } })
    .png()
    .toBuffer();
}

/** Waits until the element with `testId` carries `name="value"`. */
export async function waitForAttribute(page: Page, testId: string, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([id, attribute, expected]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(attribute ?? '') === expected,
    [testId, name, value],
    { timeout: DECISION_TIMEOUT_MS },
  );
}

/** The user's loan pages: /repayment (apply, my loans) and /repayment2 (repay). */
export class LoanPages {
  constructor(
    private readonly page: Page,
    private readonly prefix = '',
  ) {}

  async openLoans(): Promise<void> {
    await this.page.goto(`${this.prefix}/repayment`);
    await this.page.getByTestId('loan-apply-form').waitFor();
  }

  /** Chooses a document picture for `slot` and waits until lend_img has stored it. */
  async attach(slot: string, seed: number): Promise<void> {
    await this.page.getByTestId(`loan-doc-${slot}-input`).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: await documentPicture(seed) });
    await this.page.waitForSelector(`[data-testid="loan-doc-${slot}"][data-uploaded="true"]`, { timeout: DECISION_TIMEOUT_MS });
  }

  /** A value of the schedule shown beside the form (data-value, the exact decimal string). */
  schedule(key: 'principal' | 'interest' | 'total' | 'late-fee' | 'due', prefix = 'loan-schedule'): Promise<string | null> {
    return this.page.getByTestId(`${prefix}-${key}`).getAttribute('data-value');
  }

  /** Confirms the application in its dialog; answers the new loan's id. */
  async confirmApplication(): Promise<string> {
    await this.page.getByTestId('loan-apply-confirm-submit').click();
    const applied = this.page.getByTestId('loan-applied');
    await applied.waitFor({ timeout: DECISION_TIMEOUT_MS });
    const id = await applied.getAttribute('data-loan-id');
    if (!id) throw new Error('no loan id on the confirmation');
    return id;
  }

  async openRepayment(id: string): Promise<void> {
    await this.page.goto(`${this.prefix}/repayment2?id=${id}`);
    await this.page.getByTestId('repay-detail').waitFor();
  }

  /** Presses "Repay" and confirms it in the dialog. */
  async repayFromBalance(): Promise<void> {
    await this.page.getByTestId('repay-submit').click();
    await this.page.getByTestId('repay-confirm').waitFor();
    await this.page.getByTestId('repay-confirm-submit').click();
  }
}
