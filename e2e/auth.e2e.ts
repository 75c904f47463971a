import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { newPage, screenshot, uniqueEmail, uniqueUkMobile } from './support/browser.js';

const errorsIn = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../packages/i18n/src/locales/${lang}/errors.json`), 'utf8')) as Record<string, string>;

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(lang: string): Promise<{ page: Page; auth: AuthPages }> {
  const opened = await newPage({ lang });
  context = opened.context;
  return { page: opened.page, auth: new AuthPages(opened.page) };
}

describe.each(['en', 'ar'])('sign-up and sign-in in %s', (lang) => {
  it('registers by e-mail with the code from the Outbox, signs out, signs in again', async () => {
    const { page, auth } = await open(lang);
    const email = uniqueEmail(`reg-${lang}`);
    await auth.registerByEmail(email, 'Passw0rd123');
    await auth.expectSignedIn(email);
    if (lang === 'ar') expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await screenshot(page, `registered-${lang}`);
    // A slow network: the sign-out's answer is held until the sign-in page is open. The page left
    // for home at once, so the sign-in stays when the answer comes (it used to be replaced by home).
    let answer = () => {};
    const held = new Promise<void>((release) => {
      answer = release;
    });
    await page.route('**/api/web/logout', async (route) => {
      await held;
      await route.continue();
    });
    await auth.logout();
    await auth.openLogin();
    const answered = page.waitForResponse('**/api/web/logout');
    answer();
    await answered;
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('page-main').getAttribute('data-path')).toBe('/login');
    await auth.login(email, 'Passw0rd123');
    await auth.expectSignedIn(email);
  });

  it('registers by mobile with the SMS code from the Outbox', async () => {
    const { auth } = await open(lang);
    const local = uniqueUkMobile();
    const e164 = `+44${local.slice(1)}`;
    await auth.registerByMobile('44', local, e164, 'Passw0rd123');
    await auth.expectSignedIn(e164);
  });

  it('resets a forgotten password, then signs in with the new one only', async () => {
    const { page, auth } = await open(lang);
    const email = uniqueEmail(`reset-${lang}`);
    await auth.registerByEmail(email, 'Passw0rd123');
    await auth.expectSignedIn(email);
    await auth.logout();
    await auth.resetPassword(email, 'NewPassw0rd456');
    await auth.openLogin();
    await auth.login(email, 'Passw0rd123');
    await auth.expectErrors(errorsIn(lang).login_failed as string);
    await auth.login(email, 'NewPassw0rd456');
    await auth.expectSignedIn(email);
    await screenshot(page, `after-reset-${lang}`);
  });

  it('shows the spec messages in the user language for bad input', async () => {
    const { page, auth } = await open(lang);
    const messages = errorsIn(lang);
    await auth.openLogin();
    await page.getByTestId('login-submit').click();
    await auth.expectErrors(
      new RegExp(`${escapeRegExp(messages.account_password_empty)}|${escapeRegExp(messages.account_empty)}|${escapeRegExp(messages.password_empty)}`),
    );

    await page.goto('/register');
    await page.getByTestId('register-tab-email').click();
    await page.getByTestId('register-account').fill('not-an-email');
    await page.getByTestId('register-password').fill('Passw0rd123');
    await page.getByTestId('register-password2').fill('Different123');
    await page.getByTestId('register-submit').click();
    await auth.expectErrors(...['email_invalid', 'passwords_differ', 'code_empty', 'agreement_required'].map((name) => messages[name] as string));
    await screenshot(page, `register-errors-${lang}`);
  });
});

function escapeRegExp(text: string | undefined): string {
  return (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
