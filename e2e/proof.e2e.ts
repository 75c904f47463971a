import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProofFileView, ProofSnapshot } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';
import { adminCall } from './support/staff.js';

/**
 * Proof of liabilities in the browser (issue 18): a new user holding 1,234.5 USDT, a snapshot taken
 * by finance, then on /proof "Verify my balances" recomputes the user's leaf and path with Web Crypto
 * and says "Included" under the published root. The downloaded proof file checks on the same page
 * signed out; edited (a balance, a sibling's sum), it shows exactly where it fails.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('proof');
let user: { context: BrowserContext; page: Page };
let snapshot: ProofSnapshot;
let downloaded: ProofFileView;

async function takeSnapshot(): Promise<ProofSnapshot> {
  const answer = await adminCall<ProofSnapshot>(
    inject('baseUrl'),
    'takeLiabilitySnapshot',
    { request_id: `e2e-proof-${Date.now().toString(36)}` },
    inject('staffToken'),
    'POST',
  );
  expect(answer.code).toBe(0);
  return answer.data;
}

async function checkPastedFile(page: Page, text: string): Promise<void> {
  await page.getByTestId('proof-file-text').fill(text);
  await page.getByTestId('proof-file-check').click();
  await page.locator('[data-testid="proof-file"] [data-testid="proof-result"]').first().waitFor();
}

beforeAll(async () => {
  user = await newPage({ width: 1280, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, PASSWORD);
  await new AuthPages(user.page).expectSignedIn(email);
  await creditExchange(email, 'USDT', '1234.5');
  snapshot = await takeSnapshot();
});
afterAll(async () => {
  await user.context.close();
  await closeSeedDatabase();
});

it('publishes the snapshot with its roots, totals and the house accounts beside them', async () => {
  const { page } = user;
  await page.goto('/proof');
  const latest = page.getByTestId('proof-latest');
  await latest.waitFor();
  expect(await latest.getAttribute('data-snapshot')).toBe(snapshot.id);
  const usdt = page.locator('[data-testid="proof-asset-row"][data-asset="USDT"]');
  const published = snapshot.assets.find((asset) => asset.asset === 'USDT');
  expect(await usdt.getByTestId('proof-root').getAttribute('data-value')).toBe(published?.root);
  expect(await usdt.getByTestId('proof-total').getAttribute('data-value')).toBe(published?.total);
  await page.locator(`[data-testid="proof-history-row"][data-id="${snapshot.id}"]`).waitFor();
});

it('verifies the signed-in user\'s balances in the browser and says "Included"', async () => {
  const { page } = user;
  await page.goto('/proof');
  await page.getByTestId('proof-verify-mine').click();
  const usdt = page.locator('[data-testid="proof-mine"] [data-testid="proof-result"][data-asset="USDT"]');
  await usdt.waitFor();
  expect(await usdt.getAttribute('data-state')).toBe('included');
  expect(await usdt.getByTestId('proof-included').textContent()).toBe('Included');
  await screenshot(page, 'proof-included-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'proof-included-1920');
  await page.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-download').click()]);
  const path = join(tmpdir(), `veritex-proof-${Date.now()}.json`);
  await download.saveAs(path);
  downloaded = JSON.parse(readFileSync(path, 'utf8')) as ProofFileView;
  expect(downloaded.snapshot_id).toBe(snapshot.id);
  expect(downloaded.assets.find((asset) => asset.asset === 'USDT')?.balance_units).toBe('1234500000');
});

it('checks a proof file signed out: the file as downloaded is included, an edited balance or sum fails where it was edited', async () => {
  const visitor = await newPage({ width: 1280, height: 900 });
  try {
    const { page } = visitor;
    await page.goto('/proof');
    await page.getByTestId('proof-login').waitFor();
    const result = page.locator('[data-testid="proof-file"] [data-testid="proof-result"][data-asset="USDT"]');

    await checkPastedFile(page, JSON.stringify(downloaded));
    await result.getByTestId('proof-included').waitFor();
    expect(await result.getAttribute('data-state')).toBe('included');

    const editedBalance = structuredClone(downloaded);
    const usdt = editedBalance.assets.find((asset) => asset.asset === 'USDT');
    if (!usdt) throw new Error('no USDT leaf');
    usdt.balance_units = '9234500000';
    await checkPastedFile(page, JSON.stringify(editedBalance));
    await result.locator('[data-testid="proof-failure"][data-kind="leaf_hash_mismatch"]').waitFor();
    expect(await result.getAttribute('data-state')).toBe('failed');
    expect(await result.getByTestId('proof-not-included').textContent()).toBe('Not verified');
    await screenshot(page, 'proof-tampered-balance');

    const editedSum = structuredClone(downloaded);
    // The seeded traders hold USDT too, so the user's leaf has siblings.
    const step = editedSum.assets.find((asset) => asset.asset === 'USDT')?.path[0];
    if (!step) throw new Error('the USDT tree has a single leaf');
    step.sum = String(BigInt(step.sum) + 1n);
    await checkPastedFile(page, JSON.stringify(editedSum));
    const failure = result.locator('[data-testid="proof-failure"][data-kind="sum_mismatch"]');
    await failure.waitFor();
    expect(await failure.getAttribute('data-level')).toBe('1');
    expect(await result.getAttribute('data-state')).toBe('failed');
  } finally {
    await visitor.context.close();
  }
});

it('offers the same check on My assets, and the home page links to it', async () => {
  const { page } = user;
  await page.goto('/asset?tab=proof');
  await page.getByTestId('asset-proof-panel').waitFor();
  await page.getByTestId('proof-verify-mine').click();
  const usdt = page.locator('[data-testid="asset-proof-panel"] [data-testid="proof-result"][data-asset="USDT"]');
  await usdt.waitFor();
  expect(await usdt.getAttribute('data-state')).toBe('included');
  await screenshot(page, 'proof-asset-tab');

  await page.goto('/');
  await page.getByTestId('home-check-solvency').click();
  await page.waitForURL(/\/proof$/);
  await page.getByTestId('proof-latest').waitFor();
});

it('lays out on the phone and right to left', async () => {
  const phone = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  const arabic = await newPage({ width: 1280, height: 900, lang: 'ar' });
  try {
    await phone.page.goto('/m/proof');
    await phone.page.getByTestId('proof-latest').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, 'proof-phone');
    await arabic.page.goto('/proof');
    await arabic.page.getByTestId('proof-latest').waitFor();
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(arabic.page, 'proof-arabic');
  } finally {
    await phone.context.close();
    await arabic.context.close();
  }
});

it('lets finance take a snapshot now from the ledger reports, which the public page then shows', async () => {
  const staff = await newPage({ width: 1440, height: 900 });
  try {
    await signInStaffWithToken(staff.context, inject('staffToken'));
    const { page } = staff;
    await page.goto('/admin/ledger');
    const card = page.getByTestId('ledger-proof');
    await card.waitFor();
    await card.getByText(/^Latest: #\d+/).waitFor();
    const before = await page.getByTestId('ledger-proof-latest').textContent();
    await page.getByTestId('ledger-proof-take').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.waitForFunction((previous) => {
      const text = document.querySelector('[data-testid="ledger-proof-latest"]')?.textContent ?? '';
      return text !== previous && /#\d+/.test(text);
    }, before);
    const id = /#(\d+)/.exec((await page.getByTestId('ledger-proof-latest').textContent()) ?? '')?.[1];
    expect(Number(id)).toBeGreaterThan(Number(snapshot.id));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'proof-admin-ledger');
    await user.page.goto('/proof');
    await user.page.locator(`[data-testid="proof-latest"][data-snapshot="${id}"]`).waitFor();
  } finally {
    await staff.context.close();
  }
});
