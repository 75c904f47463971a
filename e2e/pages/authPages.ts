import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chooseFromMenu } from '../support/menus.js';
import { codeFromOutbox } from '../support/outbox.js';
import { visit } from '../support/visit.js';

/** Page objects for sign-up, sign-in and password reset; `prefix` is '' on desktop, '/m' on phones. */
export class AuthPages {
  constructor(
    private readonly page: Page,
    private readonly prefix = '',
  ) {}

  async chooseCountry(testId: string, search: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.keyboard.type(search);
    await this.page.keyboard.press('Enter');
  }

  async registerByEmail(email: string, password: string, options: { nationality?: string; invitation?: string } = {}): Promise<void> {
    await visit(this.page, `${this.prefix}/register`);
    await this.page.getByTestId('register-tab-email').click();
    await this.page.getByTestId('register-account').fill(email);
    const sentAt = new Date(Date.now() - 1000);
    await this.page.getByTestId('register-send-code').click();
    await this.page.getByTestId('register-code').fill(await codeFromOutbox(email, { after: sentAt }));
    await this.fillPasswordsAndSubmit(password, options);
  }

  /** `localNumber` is typed after choosing the calling code by its digits (e.g. "44"). */
  async registerByMobile(callingCode: string, localNumber: string, e164: string, password: string): Promise<void> {
    await visit(this.page, `${this.prefix}/register`);
    await this.page.getByTestId('register-tab-mobile').click();
    await this.chooseCountry('register-calling-code', callingCode);
    await this.page.getByTestId('register-account').fill(localNumber);
    const sentAt = new Date(Date.now() - 1000);
    await this.page.getByTestId('register-send-code').click();
    await this.page.getByTestId('register-code').fill(await codeFromOutbox(e164, { after: sentAt }));
    await this.fillPasswordsAndSubmit(password, { nationality: 'GB' });
  }

  private async fillPasswordsAndSubmit(password: string, options: { nationality?: string; invitation?: string }): Promise<void> {
    await this.page.getByTestId('register-password').fill(password);
    await this.page.getByTestId('register-password2').fill(password);
    await this.chooseCountry('register-nationality', options.nationality ?? 'GB');
    if (options.invitation) await this.page.getByTestId('register-invitation').fill(options.invitation);
    await this.page.getByTestId('register-agree').check();
    await this.page.getByTestId('register-submit').click();
  }

  async login(account: string, password: string): Promise<void> {
    await this.page.getByTestId('login-tab-email').click();
    await this.page.getByTestId('login-account').fill(account);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  async openLogin(): Promise<void> {
    await visit(this.page, `${this.prefix}/login`);
  }

  async expectSignedIn(account: string): Promise<void> {
    await this.page.getByTestId('user-menu').waitFor();
    expect(await this.page.getByTestId('user-account').textContent()).toContain(account.slice(0, 12));
  }

  async logout(): Promise<void> {
    await chooseFromMenu(this.page.getByTestId('user-menu'), 'logout');
    await this.page.getByTestId('nav-login').waitFor();
  }

  async resetPassword(email: string, newPassword: string): Promise<void> {
    await visit(this.page, `${this.prefix}/forgetpwd`);
    await this.page.getByTestId('reset-tab-email').click();
    await this.page.getByTestId('reset-account').fill(email);
    const sentAt = new Date(Date.now() - 1000);
    await this.page.getByTestId('reset-send-code').click();
    await this.page.getByTestId('reset-code').fill(await codeFromOutbox(email, { after: sentAt }));
    await this.page.getByTestId('reset-password').fill(newPassword);
    await this.page.getByTestId('reset-password2').fill(newPassword);
    await this.page.getByTestId('reset-submit').click();
    // Signed out, the page returns to sign-in; signed in (change password), it shows a success panel.
    await this.page.locator('[data-testid="reset-success"], [data-testid="login-form"]').first().waitFor();
  }

  /** The messages shown next to fields and in toasts, as they are now. */
  errorTexts(): Promise<string> {
    return this.page
      .locator('.ant-form-item-explain-error, .ant-message-notice')
      .allInnerTexts()
      .then((texts) => texts.join('\n'));
  }

  /**
   * Waits until the messages next to fields and in toasts include each text (or match each
   * pattern). They appear when the server or the form's validation answers, which on a busy
   * machine can take seconds: a fixed pause before reading them raced with that answer.
   */
  async expectErrors(...expected: Array<string | RegExp>): Promise<void> {
    for (const wanted of expected) {
      const poll = expect.poll(() => this.errorTexts(), { timeout: 15_000, interval: 100 });
      await (typeof wanted === 'string' ? poll.toContain(wanted) : poll.toMatch(wanted));
    }
  }
}
