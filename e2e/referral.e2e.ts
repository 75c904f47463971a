import { parseUnits, splitReferralFee } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { SpotPage } from './pages/spotPages.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeReferralDatabase, payCommissionsNow, releaseCommissionsAhead } from './support/referral.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';

/**
 * The referral programme in the browser: a new inviter reads their code, link, QR code and the
 * rules (every share, the depth, the hold); a friend opens the link, registers with the code and
 * sells BTC at market against the demo liquidity, paying a USDT fee. The commission job pays the
 * inviter level 1's share of exactly that fee, pending; the release job with a clock past the hold
 * makes it available, and the page says so.
 */
const PASSWORD = 'Passw0rd123';
const inviterEmail = uniqueEmail('inviter');
const inviteeEmail = uniqueEmail('invitee');
const USDT_SCALE = 6;
const POLL_MS = 1_000;
const POLL_TRIES = 60;
let inviter: { context: BrowserContext; page: Page };
let invitee: { context: BrowserContext; page: Page };
let code = '';
let holdHours = 0;
let level1Bp = 0;
const commission = { ids: [] as string[], amount: 0n };

const units = (text: string | null, scale = USDT_SCALE): bigint => {
  const value = parseUnits(text ?? '', scale);
  if (value === undefined) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return value;
};

async function openPromotion(page: Page): Promise<void> {
  await page.goto('/mypromotion');
  await page.getByTestId('ref-invite').waitFor();
}

beforeAll(async () => {
  inviter = await newPage({ width: 1280, height: 900 });
  await new AuthPages(inviter.page).registerByEmail(inviterEmail, PASSWORD);
  await new AuthPages(inviter.page).expectSignedIn(inviterEmail);
  invitee = await newPage({ width: 1280, height: 900 });
});
afterAll(async () => {
  await inviter.context.close();
  await invitee.context.close();
  await closeReferralDatabase();
  await closeSeedDatabase();
});

it('shows the invitation code, link and QR code, and the rules with every share, the depth and the hold', async () => {
  const { page } = inviter;
  await openPromotion(page);
  code = (await page.getByTestId('ref-code').getAttribute('data-value')) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
  const link = (await page.getByTestId('ref-link').getAttribute('data-value')) ?? '';
  expect(new URL(link).pathname).toBe('/register');
  expect(new URL(link).searchParams.get('invite')).toBe(code);
  expect(await page.getByTestId('ref-qr').locator('svg').count()).toBe(1);
  await page.getByTestId('ref-copy-code').waitFor();
  await page.getByTestId('ref-copy-link').waitFor();

  // Four levels, each with its share of the fee (settings referral_level1_bp…4), depth and hold.
  const shares = page.getByTestId('ref-rule-share');
  expect(await shares.count()).toBe(4);
  level1Bp = Number(units(await shares.nth(0).getAttribute('data-pct'), 2));
  expect(level1Bp).toBeGreaterThan(0);
  expect(Number(await page.getByTestId('ref-rule-depth').getAttribute('data-value'))).toBeGreaterThanOrEqual(1);
  holdHours = Number(await page.getByTestId('ref-rule-hold').getAttribute('data-value'));
  expect(holdHours).toBeGreaterThan(0);
  expect(await page.getByTestId('ref-level').count()).toBe(4);
  expect(await page.getByTestId('ref-total-invitees').getAttribute('data-value')).toBe('0');
  await screenshot(page, 'referral-empty');
});

it('a friend opens the link, registers with the code and appears at level 1, masked', async () => {
  const { page } = invitee;
  const link = (await inviter.page.getByTestId('ref-link').getAttribute('data-value')) ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  expect(await page.getByTestId('register-invitation').inputValue()).toBe(code);
  await new AuthPages(page).registerByEmail(inviteeEmail, PASSWORD, { invitation: code });
  await new AuthPages(page).expectSignedIn(inviteeEmail);

  await openPromotion(inviter.page);
  await inviter.page.locator('[data-testid="ref-level"][data-level="1"][data-invitees="1"]').waitFor();
  await inviter.page.getByTestId('ref-tab-people').click();
  const row = inviter.page.locator('[data-testid="ref-invitee"][data-level="1"]');
  await row.waitFor();
  const contact = (await row.getByTestId('ref-invitee-contact').textContent()) ?? '';
  expect(contact).toContain('***');
  expect(contact).not.toContain(inviteeEmail.split('@')[0]);
});

it('the friend sells BTC at market; the commission job pays the inviter level 1 share of each fee, pending', async () => {
  await creditExchange(inviteeEmail, 'BTC', '0.01');
  const spot = new SpotPage(invitee.page);
  await spot.open('BTC_USDT');
  expect(await spot.available('sell')).toBe('0.01000000');
  await spot.placeMarketSell('0.01');
  await spot.waitForAttribute('order-sell-available', 'data-value', '0.00000000');
  // What the sale brought in, net of its fees (the friend held no USDT before), and how many fills (one fee each).
  await invitee.page.waitForFunction(() => Number(document.querySelector('[data-testid="order-buy-available"]')?.getAttribute('data-value') ?? '0') > 0);
  const net = units(await spot.available('buy'));
  await spot.showTab('trades');
  const fills = invitee.page.locator('[data-testid="my-trades"] [data-testid="my-trade-row"][data-side="sell"]');
  await fills.first().waitFor();
  const fillCount = await fills.count();

  // The job pays fees older than its short lag; run it until every fill's fee is paid (the platform's own run may come first).
  const { page } = inviter;
  const rows = page.locator('[data-testid="ref-commission"][data-status="pending"]');
  for (let attempt = 0; attempt < POLL_TRIES && (await rows.count()) < fillCount; attempt += 1) {
    await payCommissionsNow();
    await openPromotion(page);
    await page.getByTestId('ref-commissions').or(page.getByTestId('ref-commissions-empty')).first().waitFor();
    if ((await rows.count()) < fillCount) await page.waitForTimeout(POLL_MS);
  }
  expect(await rows.count()).toBe(fillCount);
  let fees = 0n;
  for (let index = 0; index < fillCount; index += 1) {
    const row = rows.nth(index);
    const fee = units(await row.getAttribute('data-fee'));
    expect(fee).toBeGreaterThan(0n);
    const amount = units(await row.getAttribute('data-amount'));
    // Exactly level 1's share of the fee actually charged, rounded down to the minor unit.
    expect(amount).toBe(splitReferralFee(fee, [level1Bp])[0]);
    expect(await row.getAttribute('data-level')).toBe('1');
    expect(await row.getAttribute('data-source')).toBe('spot_trade');
    expect(await row.getByTestId('ref-commission-remark').textContent()).toContain('BTC/USDT');
    commission.ids.push((await row.getAttribute('data-id')) ?? '');
    commission.amount += amount;
    fees += fee;
  }
  // The fees are the ones this sale paid: a fraction of a percent of its proceeds, in USDT.
  expect(fees * 100n).toBeLessThan(net + fees);
  expect(units(await page.getByTestId('ref-total-pending').getAttribute('data-value'))).toBe(commission.amount);
  expect(units(await page.getByTestId('ref-total-available').getAttribute('data-value'))).toBe(0n);
  await screenshot(page, 'referral-pending');
});

it('after the hold the release job makes the commission available', async () => {
  const run = await releaseCommissionsAhead(holdHours + 1);
  expect(run.released).toBeGreaterThanOrEqual(1);
  const { page } = inviter;
  await openPromotion(page);
  await page.locator('[data-testid="ref-commission"]').first().waitFor();
  for (const id of commission.ids) expect(await page.locator(`[data-testid="ref-commission"][data-id="${id}"]`).getAttribute('data-status')).toBe('available');
  expect(units(await page.getByTestId('ref-total-available').getAttribute('data-value'))).toBe(commission.amount);
  expect(units(await page.getByTestId('ref-total-pending').getAttribute('data-value'))).toBe(0n);
  expect(units(await page.locator('[data-testid="ref-level"][data-level="1"]').getAttribute('data-available'))).toBe(commission.amount);
  await screenshot(page, 'referral-available');
});
