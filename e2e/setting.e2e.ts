import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { AuthPages } from './pages/authPages.js';
import { newPage, screenshot } from './support/browser.js';

async function signIn(page: Page): Promise<void> {
  const auth = new AuthPages(page);
  await auth.openLogin();
  await auth.login(DEMO_TRADER.email, DEMO_TRADER.password);
  await auth.expectSignedIn(DEMO_TRADER.email);
}

/** Opens /setting and waits until the session list has loaded. */
async function openSessions(page: Page): Promise<void> {
  await page.goto('/setting');
  await page.getByTestId('sessions-table').waitFor();
  await page.getByTestId('session-row').first().waitFor();
}

/** The data-current flags of the listed sessions, in order. */
function currentFlags(page: Page): Promise<(string | null)[]> {
  return page.getByTestId('session-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-current')));
}

/** A sign-in from elsewhere (another device), made by API from the page's origin; the page keeps its own session. */
async function signInElsewhere(page: Page): Promise<void> {
  const answer = await page.evaluate(async ({ email, password }) => {
    const nonce = Math.random().toString(36).slice(2, 12).padEnd(8, '0');
    const response = await fetch('/api/web/userLogin', {
      method: 'POST',
      headers: { nonce, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: email, password }),
    });
    return (await response.json()) as { code: number };
  }, DEMO_TRADER);
  expect(answer.code).toBe(0);
}

describe('account management (/setting)', () => {
  let first: { context: BrowserContext; page: Page };
  let second: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    first = await newPage({ width: 1280, height: 900 });
    second = await newPage({ width: 1280, height: 900 });
    await signIn(first.page);
  });
  afterAll(async () => {
    await first.context.close();
    await second.context.close();
  });

  it('shows the account overview with the invitation code and link', async () => {
    const { page } = first;
    await page.goto('/setting');
    await page.getByTestId('setting-overview').waitFor();
    expect(await page.getByTestId('setting-account').innerText()).toContain(DEMO_TRADER.email.slice(0, 12));
    expect((await page.getByTestId('setting-uid').innerText()).trim()).toMatch(/^\d+$/);
    expect((await page.getByTestId('setting-invitation-code').innerText()).trim()).toBe(DEMO_TRADER.invitationCode);
    expect(await page.getByTestId('setting-invitation-link').innerText()).toContain(`/register?invite=${DEMO_TRADER.invitationCode}`);
    expect(await page.getByTestId('setting-change-password').getAttribute('href')).toBe('/forgetpwd?type=changepwd');
  });

  it('signs out every other device at once', async () => {
    const { page } = first;
    // Sessions left by other test files, plus one made here, so that there is always something to sign out.
    await signInElsewhere(page);
    await openSessions(page);
    expect((await currentFlags(page)).length).toBeGreaterThanOrEqual(2);
    await page.getByTestId('sessions-revoke-others').click();
    // The answer itself, so that a refusal says which one (a failure once listed every session still there).
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/revokeOtherSessions');
    await page.getByTestId('session-revoke-confirm').click();
    expect(await (await answered).json()).toMatchObject({ code: 0 });
    await expect.poll(() => currentFlags(page), { timeout: 10_000 }).toEqual(['true']);
    await page.getByTestId('sessions-only-this').waitFor();
    expect(await page.getByTestId('sessions-revoke-others').isDisabled()).toBe(true);
  });

  it('lists the sessions of two browsers, exactly one of them current', async () => {
    await signIn(second.page);
    const { page } = first;
    await openSessions(page);
    const flags = await currentFlags(page);
    expect(flags).toHaveLength(2);
    expect(flags.filter((flag) => flag === 'true')).toHaveLength(1);
    expect(flags.filter((flag) => flag === 'false')).toHaveLength(1);
    await expect.poll(() => page.locator('[data-current="true"] [data-testid="session-revoke"]').count()).toBe(0);
    await screenshot(page, 'setting');
  });

  it('signs the other browser out; there the next request asks to sign in again (2000)', async () => {
    const { page } = first;
    await page.locator('[data-testid="session-row"][data-current="false"] [data-testid="session-revoke"]').click();
    await page.getByTestId('session-revoke-confirm').click();
    await expect.poll(() => currentFlags(page)).toEqual(['true']);

    const other = second.page;
    await other.goto('/setting');
    const dialog = other.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Sign in again');
    const token = await other.evaluate(() => window.localStorage.getItem('token'));
    const answer = await other.evaluate(async (t) => {
      const response = await fetch('/api/web/getInfo', { headers: { token: t ?? '', nonce: Math.random().toString(36).slice(2, 12).padEnd(8, '0') } });
      return (await response.json()) as { code: number };
    }, token);
    expect(answer.code).toBe(2000);
    await screenshot(other, 'setting-revoked-elsewhere');

    // "Sign in again" forgets the ended session and returns to sign-in.
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await other.waitForURL(/\/login\?redirect=%2Fsetting/);

    // The first browser is still signed in.
    await openSessions(page);
    expect(await currentFlags(page)).toEqual(['true']);
  });
});
