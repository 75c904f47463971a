import type { BrowserContext, Locator, Page } from 'playwright-core';

export type KycLevel = 'junior' | 'senior' | 'address';
export type KycTab = 'pending' | 'approved' | 'rejected';
/** The reject dialog's preset reasons (each fills the reason box with a full sentence). */
export type KycPresetReason = 'blurry' | 'expired' | 'nameMismatch' | 'faceHidden' | 'other';

const DECISION_TIMEOUT_MS = 15_000;

/**
 * Puts a staff token (e.g. `inject('staffToken')` from the global setup) into the context's
 * storage before any page loads, so /admin opens signed in without spending a TOTP code.
 */
export async function signInStaffWithToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('staff_token', value), token);
}

/**
 * Page object for the compliance desk in the staff console (/admin/kyc). Needs a page whose
 * context is signed in as staff with kyc.review (compliance or super_admin) for the decisions.
 */
export class AdminKycPage {
  constructor(private readonly page: Page) {}

  /** Opens the queue, filtered by status (default pending), level and user id, and waits for the list to load. */
  async open(filter: { userId?: string; level?: KycLevel; status?: KycTab } = {}): Promise<void> {
    const query = new URLSearchParams();
    if (filter.status && filter.status !== 'pending') query.set('status', filter.status);
    if (filter.level) query.set('level', filter.level);
    if (filter.userId) query.set('q', filter.userId);
    await this.page.goto(`/admin/kyc${query.size > 0 ? `?${query.toString()}` : ''}`);
    await this.page.getByTestId('kyc-tab-pending').waitFor();
    await this.page.locator('.ant-table-tbody').first().waitFor();
  }

  /** The rows of the list as shown, optionally only one user's (by id) and one level's. */
  rows(filter: { userId?: string; level?: KycLevel; status?: KycTab } = {}): Locator {
    let selector = '[data-testid="kyc-row"]';
    if (filter.userId) selector += `[data-user="${filter.userId}"]`;
    if (filter.level) selector += `[data-level="${filter.level}"]`;
    if (filter.status) selector += `[data-status="${filter.status}"]`;
    return this.page.locator(selector);
  }

  private pendingRow(id: string): Locator {
    return this.page.locator(`[data-testid="kyc-row"][data-id="${id}"][data-status="pending"]`);
  }

  /** "Queue: N pending" over every level. */
  async pendingCount(): Promise<number> {
    const badge = this.page.getByTestId('kyc-pending-count');
    await badge.waitFor();
    return Number(await badge.getAttribute('data-count'));
  }

  /** Opens the review drawer of the user's oldest pending submission of `level`; answers the verification id. */
  async openFirstPending(userId: string, level: KycLevel = 'junior'): Promise<string> {
    await this.open({ userId, level });
    const row = this.rows({ userId, level, status: 'pending' }).first();
    await row.waitFor({ timeout: DECISION_TIMEOUT_MS });
    const id = (await row.getAttribute('data-id')) ?? '';
    await row.getByTestId('kyc-open').click();
    await this.page.locator(`[data-testid="kyc-drawer"][data-id="${id}"]`).waitFor();
    return id;
  }

  /**
   * Approves the user's oldest pending submission of `level` (junior by default) through the
   * drawer and its confirmation; resolves once the row has left the pending queue and answers
   * the verification id. Throws with the console's message if the server refuses.
   */
  async approveFirstPending(userId: string, level: KycLevel = 'junior'): Promise<string> {
    const id = await this.openFirstPending(userId, level);
    await this.page.getByTestId('kyc-approve').click();
    await this.page.getByTestId('kyc-approve-confirm').click();
    await this.waitForDecision(id, 'kyc-approve-error');
    return id;
  }

  /**
   * Rejects the user's oldest pending submission of `level` with a preset reason and/or a typed
   * one (the text replaces the preset's sentence); answers the verification id.
   */
  async rejectFirstPending(userId: string, reason: { preset?: KycPresetReason; text?: string }, level: KycLevel = 'junior'): Promise<string> {
    const id = await this.openFirstPending(userId, level);
    await this.page.getByTestId('kyc-reject').click();
    if (reason.preset) await this.page.getByTestId(`kyc-reject-preset-${reason.preset}`).click();
    if (reason.text !== undefined) await this.page.getByTestId('kyc-reject-reason').fill(reason.text);
    await this.page.getByTestId('kyc-reject-confirm').click();
    await this.waitForDecision(id, 'kyc-reject-error');
    return id;
  }

  /** The row leaves the pending list and the drawer closes, or the console's refusal is thrown. */
  private async waitForDecision(id: string, errorTestId: string): Promise<void> {
    const error = this.page.getByTestId(errorTestId);
    const settle = (waiting: Promise<void>, outcome: 'decided' | 'refused') =>
      waiting.then(
        () => outcome,
        () => 'timeout' as const,
      );
    const outcome = await Promise.race([
      settle(this.pendingRow(id).waitFor({ state: 'detached', timeout: DECISION_TIMEOUT_MS }), 'decided'),
      settle(error.waitFor({ timeout: DECISION_TIMEOUT_MS }), 'refused'),
    ]);
    if (outcome === 'refused') throw new Error(`verification ${id} was not decided: ${await error.innerText()}`);
    if (outcome === 'timeout') throw new Error(`verification ${id} is still pending after ${DECISION_TIMEOUT_MS} ms`);
    await this.page.locator(`[data-testid="kyc-drawer"][data-id="${id}"]`).waitFor({ state: 'hidden', timeout: DECISION_TIMEOUT_MS });
  }
}
