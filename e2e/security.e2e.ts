import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, uniqueEmail, uniqueUkMobile } from './support/browser.js';
import { codeFromOutbox } from './support/outbox.js';
import { signUpByApi as signUpWithPassword } from './support/webApi.js';

const PASSWORD = 'Passw0rd123';
const NEW_PASSWORD = 'Passw0rd456';
const signUpByApi = (email: string) => signUpWithPassword(email, PASSWORD);

/** The security centre as the tests drive it. */
class SecurityCentre {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/security');
    await this.page.getByTestId('security-centre').waitFor();
  }

  level(): Promise<string | null> {
    return this.page.getByTestId('security-centre').getAttribute('data-level');
  }

  async factorsOn(): Promise<number> {
    return Number(await this.page.getByTestId('security-progress').first().getAttribute('data-count'));
  }

  /** Waits for the overview to show `level` with `count` factors set (it is read again after every change). */
  async expectLevel(level: string, count: number): Promise<void> {
    await expect.poll(() => this.level(), { timeout: 10_000 }).toBe(level);
    await expect.poll(() => this.factorsOn(), { timeout: 10_000 }).toBe(count);
    expect(await this.page.getByTestId('security-level').first().getAttribute('data-level')).toBe(level);
  }

  async chooseOption(testId: string, search: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.keyboard.type(search);
    await this.page.keyboard.press('Enter');
  }

  async waitForNotice(kind: string): Promise<void> {
    await this.page.locator(`[data-testid="security-change-notice"][data-kind="${kind}"]`).waitFor();
  }

  async errors(): Promise<string> {
    await this.page.waitForTimeout(500);
    return (await this.page.locator('.ant-form-item-explain-error').allInnerTexts()).join('\n');
  }
}

/** TOTP codes are single-use per 30-second step: each call returns a code of a step not used before. */
function totpSource(secret: string) {
  let lastStep = 0;
  return async () => {
    let step = Math.floor(Date.now() / 30_000);
    if (step <= lastStep) {
      await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * 30_000 - Date.now() + 200));
      step = lastStep + 1;
    }
    lastStep = step;
    return generate({ secret, epoch: step * 30 + 1 });
  };
}

describe('security centre (/security)', () => {
  let context: BrowserContext;
  let page: Page;
  let centre: SecurityCentre;
  const email = uniqueEmail('security');
  /** The address the account has now (the test replaces it). */
  let currentEmail = email;
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    const session = await signUpByApi(email);
    ({ context, page } = await newPage({ width: 1280, height: 900 }));
    await page.goto('/');
    await page.evaluate(({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
    }, session);
    centre = new SecurityCentre(page);
  });
  afterAll(() => context.close());

  it('shows a visitor what the security centre is, with the way to sign in', async () => {
    const visitor = await newPage({ width: 1280, height: 900 });
    try {
      await visitor.page.goto('/security');
      await visitor.page.getByTestId('security-visitor').waitFor();
      expect(await visitor.page.getByTestId('security-sign-in').getAttribute('href')).toBe('/login?redirect=%2Fsecurity');
    } finally {
      await visitor.context.close();
    }
  });

  it('a new account with only its e-mail is dangerous, with the steps to raise it', async () => {
    await centre.open();
    await centre.expectLevel('dangerous', 1);
    const steps = await page
      .locator('[data-testid="security-steps"] [data-factor]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-factor')));
    expect(steps).toEqual(['phone', 'tpwd', 'two_factor', 'question']);
    expect(await page.getByTestId('security-activity-empty').count()).toBe(1);
    await screenshot(page, 'security-dangerous');
  });

  it('binds a mobile number on /bindphone, saying as the user types when the number is wrong', async () => {
    await page.getByTestId('security-phone-action').click();
    await page.getByTestId('phone-form').waitFor();
    await centre.chooseOption('phone-calling-code', 'United Kingdom');
    await page.getByTestId('phone-number').fill('0740');
    expect(await centre.errors()).toContain('The mobile number is incorrect.');

    const mobile = uniqueUkMobile();
    const e164 = `+44${mobile.slice(1)}`;
    await page.getByTestId('phone-number').fill(mobile);
    const sentAt = new Date(Date.now() - 1000);
    await page.getByTestId('phone-send-code').click();
    await expect.poll(async () => Number(await page.getByTestId('phone-send-code').getAttribute('data-countdown'))).toBeGreaterThan(0);
    await page.getByTestId('phone-code').fill(await codeFromOutbox(e164, { after: sentAt }));
    await page.getByTestId('phone-submit').click();
    await page.getByTestId('phone-done').waitFor();
    // Binding a phone is a security change: withdrawals wait, and the page says until when.
    expect(await page.getByTestId('security-notice-hold').getAttribute('data-until')).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await page.getByTestId('phone-back').click();
    await page.getByTestId('security-centre').waitFor();
    await centre.expectLevel('dangerous', 2);
    expect(await page.getByTestId('security-row-phone').innerText()).toContain(e164);
  });

  it('replaces the e-mail address with a code sent to the new one, next to the spam note, with the login password', async () => {
    await page.getByTestId('security-email-action').click();
    await page.getByTestId('email-dialog').waitFor();
    expect(await page.getByTestId('email-spam-hint').innerText()).toMatch(/spam/i);
    const next = uniqueEmail('security-new');
    await page.getByTestId('email-input').fill(next);
    const sentAt = new Date(Date.now() - 1000);
    await page.getByTestId('email-send-code').click();
    await page.getByTestId('email-code').fill(await codeFromOutbox(next, { after: sentAt }));
    await page.getByTestId('email-password').fill('not-my-password1');
    await page.getByTestId('email-submit').click();
    expect(await centre.errors()).toContain('The current password is incorrect.');
    await page.getByTestId('email-password').fill(PASSWORD);
    await page.getByTestId('email-submit').click();
    await centre.waitForNotice('email');
    await expect.poll(() => page.getByTestId('security-row-email').innerText()).toContain(next);
    currentEmail = next;
    await centre.expectLevel('dangerous', 2);
  });

  it('sets the transaction password on /bindmpwd and comes back: weak', async () => {
    await page.getByTestId('security-tpwd-action').click();
    await page.getByTestId('tpwd-form').waitFor();
    for (const testId of ['tpwd-input', 'tpwd-input2']) {
      await page.getByTestId(testId).click();
      await page.keyboard.type('135790');
    }
    await page.getByTestId('tpwd-submit').click();
    await page.getByTestId('tpwd-back').click();
    await page.getByTestId('security-centre').waitFor();
    await centre.expectLevel('weak', 3);
  });

  it('sets the security question', async () => {
    await page.getByTestId('security-question-action').click();
    await page.getByTestId('question-dialog').waitFor();
    await page.getByTestId('question-select').click();
    await page.locator('.ant-select-item-option').nth(2).click();
    await page.getByTestId('question-answer').fill('Lisbon');
    await page.getByTestId('question-submit').click();
    await centre.waitForNotice('question');
    await centre.expectLevel('weak', 4);
    expect(await page.getByTestId('security-row-question').innerText()).toContain('Which place do you most long to visit?');
  });

  it('turns two-factor on (QR code, secret, first code), shows ten recovery codes once: strong', async () => {
    await page.getByTestId('security-two_factor-action').click();
    await page.getByTestId('two-factor-qr').locator('canvas, svg').first().waitFor();
    const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const code = totpSource(secret);
    await page.getByTestId('two-factor-code').fill('000000');
    await page.getByTestId('two-factor-enable-submit').click();
    expect(await centre.errors()).not.toBe('');
    await page.getByTestId('two-factor-code').fill(await code());
    await page.getByTestId('two-factor-enable-submit').click();

    await page.getByTestId('recovery-codes').waitFor();
    recoveryCodes = await page.getByTestId('recovery-code').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, 'security-recovery-codes');
    expect(await page.getByTestId('recovery-done').isDisabled()).toBe(true);
    await page.getByTestId('recovery-saved').click();
    await page.getByTestId('recovery-done').click();

    await centre.waitForNotice('two_factor_on');
    await centre.expectLevel('strong', 5);
    await page.getByTestId('security-all-set').waitFor();
    expect(await page.getByTestId('security-recovery-left').innerText()).toContain('10');
    await screenshot(page, 'security-strong');
  });

  it('changing the login password asks for the second factor, then shows the withdrawal hold and when it ends', async () => {
    await page.getByTestId('security-password-action').click();
    await page.getByTestId('password-dialog').waitFor();
    await page.getByTestId('password-old').fill(PASSWORD);
    await page.getByTestId('password-new').fill(NEW_PASSWORD);
    await page.getByTestId('password-repeat').fill(NEW_PASSWORD);
    // Without the second factor the change is refused next to its field.
    await page.getByTestId('password-submit').click();
    expect(await centre.errors()).toContain('authenticator');
    // A recovery code works once.
    await page.getByTestId('password-totp').fill(recoveryCodes[0] ?? '');
    const before = Date.now();
    await page.getByTestId('password-submit').click();
    await centre.waitForNotice('password');

    const hold = page.getByTestId('security-notice-hold');
    const until = Date.parse((await hold.getAttribute('data-until')) ?? '');
    // 24 hours after the change (the server's clock may run ahead of this one in a demo, never behind by much).
    expect(until - before).toBeGreaterThan(23.9 * 3_600_000);
    expect(await hold.innerText()).toMatch(/until .*\d/);
    await expect.poll(() => page.getByTestId('security-recovery-left').innerText()).toContain('9');
    const kinds = await page.getByTestId('security-event').evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(kinds[0]).toBe('password');
    expect(kinds).toEqual(expect.arrayContaining(['phone', 'email', 'question', 'two_factor_on']));
    await screenshot(page, 'security-hold');

    // The new password works at the next sign-in, which now asks for the second step.
    const other = await newPage({ width: 1280, height: 900 });
    try {
      await other.page.goto('/login');
      await other.page.getByTestId('login-tab-email').click();
      await other.page.getByTestId('login-account').fill(currentEmail);
      await other.page.getByTestId('login-password').fill(NEW_PASSWORD);
      await other.page.getByTestId('login-submit').click();
      await other.page.getByTestId('login-two-factor').waitFor();
    } finally {
      await other.context.close();
    }
  });
});
