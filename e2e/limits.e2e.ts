import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { postEntries } from '../apps/server/src/modules/ledger/index.js';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { userIdByEmail } from './support/seed.js';
import { signUpByApi } from './support/webApi.js';

/**
 * Issue 18 item 6 in the browser: a user lowers a deposit limit and sees it in force at once,
 * raises it and sees the raise pending with the time it takes effect, starts a 24-hour cool-off
 * through the confirmation that says it cannot be undone, and is then refused a new leveraged
 * position with the message naming the cool-off and its end. Desktop, phone and Arabic looked at.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('limits');
let database: DatabaseHandle;
let context: BrowserContext;
let page: Page;
let session: { token: string; user: string };
const extraContexts: BrowserContext[] = [];

/** USDT into the user's contract account, posted as an approved deposit is: the order form needs a balance to confirm. */
async function creditContract(units: bigint): Promise<void> {
  const userId = await userIdByEmail(email);
  await database.db.transaction(async (tx) => {
    const posted = await postEntries(tx, {
      reason: 'deposit',
      actor: 'e2e',
      cause: { type: 'e2e', id: email },
      idempotencyKey: `e2e-limits-contract:${email}`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -units },
        { account: { owner: 'user', userId, kind: 'contract', asset: 'USDT' }, bucket: 'available', amount: units },
      ],
    });
    if (!posted.ok) throw new Error(`credit refused: ${posted.error}`);
  });
}

/** Another page shape (width, phone, language) signed in as the same user. */
async function signedInPage(options: Parameters<typeof newPage>[0]): Promise<Page> {
  const opened = await newPage(options);
  extraContexts.push(opened.context);
  await opened.context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
  return opened.page;
}

async function setLimit(kind: string, value: string): Promise<void> {
  await page.getByTestId(`limit-${kind}-input`).fill(value);
  await page.getByTestId(`limit-${kind}-save`).click();
}

beforeAll(async () => {
  database = connectDatabase(inject('databaseUrl'), 1);
  const signedUp = await signUpByApi(email, PASSWORD);
  session = { token: signedUp.token, user: JSON.stringify(signedUp.user) };
  await creditContract(2_000_000_000n);
  ({ context, page } = await newPage({ width: 1280, height: 900 }));
  await context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
});

afterAll(async () => {
  for (const extra of extraContexts) await extra.close();
  await context?.close();
  await database?.close();
});

it('is reachable from the user menu and the security centre', async () => {
  await page.goto('/security');
  await page.getByTestId('security-limits-link').click();
  await page.waitForURL((url) => url.pathname === '/limits');
  await page.getByTestId('limits-list').waitFor();
  await page.goto('/person/limits');
  await page.waitForURL((url) => url.pathname === '/limits');
  await page.getByTestId('limit-deposit_day').waitFor();
});

it('a lower limit is in force at once; a higher one is shown pending with its time', async () => {
  await setLimit('deposit_day', '500');
  await page.locator('[data-testid="limit-deposit_day"][data-value="500"]').waitFor();
  await setLimit('deposit_day', '300');
  await page.locator('[data-testid="limit-deposit_day"][data-value="300"]').waitFor();
  expect(await page.getByTestId('limit-deposit_day-value').innerText()).toBe('300.00 USDT');
  expect(await page.getByTestId('limit-deposit_day-pending').count()).toBe(0);

  const before = Date.now();
  await setLimit('deposit_day', '1000');
  const pending = page.getByTestId('limit-deposit_day-pending');
  await pending.waitFor();
  // Still 300 in force; 1000 from 24 hours after the request.
  expect(await page.getByTestId('limit-deposit_day').getAttribute('data-value')).toBe('300');
  const effectiveAt = Date.parse((await pending.getAttribute('data-effective-at')) ?? '');
  expect(effectiveAt - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
  expect(effectiveAt - before).toBeLessThan(24 * 3_600_000 + 60_000);
  expect(await pending.innerText()).toContain('Changes to 1,000.00 USDT at');
  await screenshot(page, 'limits-1280');
});

it('starts a cool-off only after a confirmation that says it cannot be undone', async () => {
  await page.getByTestId('exclusion-kind-cool_off').click();
  await page.getByTestId('exclusion-start').click();
  const confirm = page.getByTestId('exclusion-confirm');
  await confirm.waitFor();
  expect(await page.getByTestId('exclusion-confirm-body').innerText()).toContain('Neither you nor our staff can shorten or lift it');
  expect(await confirm.isDisabled()).toBe(true);
  await screenshot(page, 'limits-confirm-1280');
  await page.getByTestId('exclusion-understand').click();
  await confirm.click();
  const active = page.getByTestId('exclusion-active');
  await active.waitFor();
  expect(await active.getAttribute('data-kind')).toBe('cool_off');
  expect(await page.getByTestId('exclusion-active-title').innerText()).toContain('Cool-off until');
});

it('refuses a new leveraged position during the cool-off, saying so', async () => {
  await page.goto('/deal_c?symbol=BTC_USDT_PERP');
  await page.locator('[data-testid="page-contract"][data-symbol="BTC_USDT_PERP"]').waitFor();
  await page.getByTestId('corder-lots').fill('1');
  await page.getByTestId('corder-submit').click();
  await page.getByTestId('confirm-open').waitFor();
  await page.getByTestId('confirm-open-submit').click();
  const refusal = page.getByTestId('confirm-error');
  await refusal.waitFor();
  expect(await refusal.innerText()).toContain('You are on a cool-off until');
  await screenshot(page, 'limits-refused-1280');
});

it('reminds of the time spent once the session passes the minutes set, until dismissed', async () => {
  await page.goto('/limits');
  await setLimit('session_minutes', '5');
  await page.locator('[data-testid="limit-session_minutes"][data-value="5"]').waitFor();
  // A browser session that started six minutes ago (the timer is per browser session).
  const later = await signedInPage({ width: 1280, height: 900 });
  await later.addInitScript(() => {
    if (!window.sessionStorage.getItem('vx.limits.sessionStartedAt'))
      window.sessionStorage.setItem('vx.limits.sessionStartedAt', String(Date.now() - 6 * 60_000));
  });
  await later.goto('/market');
  const reminder = later.getByTestId('session-reminder');
  await reminder.waitFor();
  expect(await reminder.innerText()).toContain('You have been on Veritex for 6 minutes in this session.');
  await screenshot(later, 'limits-session-reminder-1280');
  await reminder.locator('.ant-alert-close-icon').click();
  await reminder.waitFor({ state: 'detached' });
}, 120_000);

it('shows staff the cool-off and the limits, read-only, in the user drawer', async () => {
  const staff = await newPage({ width: 1280, height: 900 });
  extraContexts.push(staff.context);
  await signInStaffWithToken(staff.context, inject('staffToken'));
  await staff.page.goto(`/admin/users/${await userIdByEmail(email)}`);
  const panel = staff.page.getByTestId('admin-user-limits');
  await panel.waitFor();
  expect(await staff.page.getByTestId('admin-user-exclusion').innerText()).toContain('Cool-off');
  await panel.scrollIntoViewIfNeeded();
  await screenshot(staff.page, 'limits-admin-1280');
}, 120_000);

it('looks right at 1920, on the phone and in Arabic', async () => {
  const wide = await signedInPage({ width: 1920, height: 1000 });
  await wide.goto('/limits');
  await wide.getByTestId('exclusion-active').waitFor();
  await screenshot(wide, 'limits-1920');

  const phone = await signedInPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  await phone.goto('/m/limits');
  await phone.getByTestId('limits-list').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await screenshot(phone, 'limits-phone-390');

  const arabic = await signedInPage({ width: 1280, height: 900, lang: 'ar' });
  await arabic.goto('/limits');
  await arabic.getByTestId('limits-list').waitFor();
  expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await arabic.getByTestId('page-title').innerText()).toBe('التداول المسؤول');
  await screenshot(arabic, 'limits-ar-1280');
}, 180_000);
