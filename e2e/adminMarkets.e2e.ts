import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { signUpByApi } from './support/webApi.js';

/**
 * The markets desk in the browser (issue 19 §1): staff schedule a taker-fee change on a seeded
 * market 40 seconds ahead (the desk takes a time to the second); the published rules list it and
 * the trading page announces it next to the fee still in force. While its time comes, staff add a
 * coin and list its USDT market, which opens on the trading page without a restart; then the
 * trading page left open shows the new fee, once the server's job has applied it at its time.
 * One browser context for staff, one for a trader (the trading page needs a signed-in user).
 */
const MARKET = 'DOT_USDT';
const COIN = 'VXMK';
const WAIT = { timeout: 120_000 };
/**
 * How far ahead the change is scheduled: long enough for the checks made before it binds (the
 * save, a reload, a screen inside the app), about 5 s on the quiet two-core CI machine. 25 s was
 * too short with four other suites on the same two cores (load average 24).
 */
const LEAD_MS = 40_000;
let staff: { context: BrowserContext; page: Page };
let visitor: { context: BrowserContext; page: Page };

beforeAll(async () => {
  staff = await newPage({ width: 1280, height: 800 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
  visitor = await newPage({ width: 1280, height: 800 });
  const signedUp = await signUpByApi(uniqueEmail('markets-desk'), 'Passw0rd123', 'HK');
  await visitor.context.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    { token: signedUp.token, user: JSON.stringify(signedUp.user) },
  );
});

afterAll(async () => {
  await staff.context.close();
  await visitor.context.close();
});

async function openDeal(symbol: string): Promise<void> {
  await visitor.page.goto(`/deal?symbol=${symbol}`);
  await visitor.page.locator(`[data-testid="page-deal"][data-symbol="${symbol}"]`).waitFor(WAIT);
  await visitor.page.getByTestId('spot-fees').waitFor(WAIT);
}

/** Types a time `LEAD_MS` from now (the browser's local time, as the picker shows it) into the change's date picker; answers it in ms. */
async function scheduleSoon(page: Page): Promise<number> {
  const { text, at } = await page.evaluate((lead) => {
    const when = new Date(Math.ceil((Date.now() + lead) / 1000) * 1000);
    const two = (n: number) => String(n).padStart(2, '0');
    const date = `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
    return { text: `${date} ${two(when.getHours())}:${two(when.getMinutes())}:${two(when.getSeconds())}`, at: when.getTime() };
  }, LEAD_MS);
  const input = page.locator('[data-testid="markets-at"] input, input[data-testid="markets-at"]').first();
  await input.click();
  await input.fill(text);
  // The picker's own confirm (Enter would also submit the drawer's form).
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button').click();
  expect(await input.inputValue()).toBe(text);
  return at;
}

it('lists a new coin without a restart; a fee change scheduled 40 s ahead is announced on /rules and /deal first, in force on the open /deal after its time', async () => {
  const { page } = staff;
  await page.goto('/admin/markets');
  // The fee change, 40 seconds ahead (LEAD_MS).
  await page.getByTestId(`markets-edit-${MARKET}`).click();
  await page.getByTestId('markets-form').waitFor();
  await page.getByTestId('markets-field-taker_fee_bp').fill('25');
  await page.locator('[data-testid="markets-when"] input[value="at"]').check();
  const scheduledAt = await scheduleSoon(page);
  await screenshot(page, 'admin-markets-drawer');
  await page.getByTestId('markets-save').click();
  await page.getByTestId(`markets-pending-${MARKET}`).waitFor(WAIT);
  await screenshot(page, 'admin-markets');

  // Before its time: the rules list it; the trading page shows the fee in force and announces the change.
  // Full loads: the visitor's app read the (then empty) list of scheduled changes before staff saved this one.
  await visitor.page.goto('/rules');
  await visitor.page.getByTestId('rules-scheduled-item').filter({ hasText: 'DOT/USDT' }).first().waitFor(WAIT);
  await openDeal(MARKET);
  expect(await visitor.page.getByTestId('spot-fees').innerText()).toContain('taker 0.1%');
  await visitor.page.getByTestId('spot-fees-scheduled').waitFor(WAIT);
  expect(await visitor.page.getByTestId('spot-fees-scheduled').innerText()).toContain('taker 0.25%');
  await screenshot(visitor.page, 'deal-fee-scheduled');
  expect(Date.now()).toBeLessThan(scheduledAt);

  // Meanwhile (the wait for the change's time): a new coin and its market, on the trading page without a restart.
  await page.getByRole('tab', { name: 'Coins' }).click();
  await page.getByTestId('markets-new-coin').click();
  await page.getByTestId('markets-coin-code').fill(COIN);
  await page.getByTestId('markets-coin-name').fill('Veritex Markets Test');
  await page.getByTestId('markets-coin-save').click();
  await page.getByTestId(`markets-coin-${COIN}`).waitFor(WAIT);
  await page.getByRole('tab', { name: 'Spot markets' }).click();
  await page.getByTestId('markets-new-market').click();
  await page.getByTestId('markets-market-base').click();
  await page.locator('.ant-select-item-option').filter({ hasText: COIN }).first().click();
  await page.getByTestId('markets-market-save').click();
  await page.getByTestId(`markets-spot-${COIN}_USDT`).waitFor(WAIT);
  // In a second tab: the first stays open on DOT_USDT for the switch.
  const tab = await visitor.context.newPage();
  await tab.goto(`/deal?symbol=${COIN}_USDT`);
  await tab.locator(`[data-testid="page-deal"][data-symbol="${COIN}_USDT"]`).waitFor(WAIT);
  await tab.getByText(`${COIN}/USDT`).first().waitFor(WAIT);
  await screenshot(tab, 'deal-new-market');
  await tab.close();

  // After its time the page left open on DOT_USDT charges, and says, the new fee.
  await visitor.page.getByTestId('spot-fees').filter({ hasText: 'taker 0.25%' }).waitFor({ timeout: 150_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(scheduledAt);
  expect(await visitor.page.getByTestId('spot-fees-scheduled').count()).toBe(0);
  await screenshot(visitor.page, 'deal-fee-applied');
}, 360_000);
