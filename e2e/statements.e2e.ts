import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StatementFile } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange, userIdByEmail } from './support/seed.js';
import { signInByApi, startSignedIn } from './support/session.js';
import { closeStatementsDatabase, recordThisMonthsHead } from './support/statements.js';

/**
 * Hash-chained statements in the browser (issue 18 point 3): a funded user's month is recorded (the
 * job's use case with next month's clock), the Statements tab of My assets shows its head and the
 * live head; the user downloads the month's statement, drops it into "Verify a statement" and sees
 * the chain intact and matching the account; a copy with one amount changed shows the entry where
 * the chain breaks. Also on the phone layout and in Arabic.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('stmt');
const period = new Date().toISOString().slice(0, 7);
let user: { context: BrowserContext; page: Page };

async function openStatements(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/asset?tab=statements`);
  await page.getByTestId('statements-panel').waitFor();
}

async function downloadJson(page: Page, testId: string): Promise<StatementFile> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = join(tmpdir(), `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  return JSON.parse(await readFile(path, 'utf8')) as StatementFile;
}

async function verifyFile(page: Page, file: unknown): Promise<void> {
  await page
    .locator('[data-testid="statement-verify"] input[type="file"]')
    .setInputFiles({ name: 'statement.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
}

async function verdict(page: Page, state: string) {
  const alert = page.locator(`[data-testid="statement-verdict"][data-state="${state}"]`);
  await alert.waitFor();
  await alert.scrollIntoViewIfNeeded();
  return alert;
}

/** The page's context opens signed in as this file's user (an API sign-in: the form is auth.e2e.ts's subject). */
async function signIn(page: Page): Promise<void> {
  await startSignedIn(page.context(), await signInByApi(email, PASSWORD));
}

beforeAll(async () => {
  user = await newPage({ width: 1280, height: 900 });
  await new AuthPages(user.page).registerByEmail(email, PASSWORD);
  await new AuthPages(user.page).expectSignedIn(email);
  await creditExchange(email, 'USDT', '1000');
  await creditExchange(email, 'USDT', '250.5');
  expect(await recordThisMonthsHead(await userIdByEmail(email))).toEqual({ users: 1, months: 1 });
});
afterAll(async () => {
  await user.context.close();
  await closeStatementsDatabase();
  await closeSeedDatabase();
});

it('shows the recorded month and the live head on the Statements tab of My assets', async () => {
  const { page } = user;
  await page.goto('/asset');
  await page.getByTestId('asset-tab-statements').click();
  await page.getByTestId('statements-panel').waitFor();
  const row = page.locator(`[data-testid="statement-month"][data-period="${period}"]`);
  await row.waitFor();
  const monthHash = await row.getByTestId('statement-month-hash').getAttribute('data-value');
  // Nothing was posted since the month was recorded: the live head is the month's head.
  expect(await page.getByTestId('statement-live-hash').getAttribute('data-value')).toBe(monthHash);
  expect(await page.getByTestId('statement-latest-hash').getAttribute('data-value')).toBe(monthHash);
  expect(await page.getByTestId('statement-live').getAttribute('data-count')).toBe('2');
  await screenshot(page, 'statements-asset-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'statements-asset-1920');
  await page.setViewportSize({ width: 1280, height: 900 });
});

it("verifies the downloaded month's statement in the browser: intact, final hash matching the account", async () => {
  const { page } = user;
  await openStatements(page);
  const file = await downloadJson(page, `statement-${period}-json`);
  expect(file.period).toBe(period);
  expect(file.entries.map((entry) => entry.amount)).toEqual(['1000.000000', '250.500000']);
  await verifyFile(page, file);
  const ok = await verdict(page, 'matches');
  expect(await ok.getByTestId('statement-verified-hash').getAttribute('data-value')).toBe(file.final_hash);
  await screenshot(page, 'statements-verified');

  // Everything up to now verifies against the live head.
  const all = await downloadJson(page, 'statement-all-json');
  await verifyFile(page, all);
  await verdict(page, 'matches');
});

it('shows the entry where a tampered statement breaks', async () => {
  const { page } = user;
  await openStatements(page);
  const file = await downloadJson(page, `statement-${period}-json`);
  const second = file.entries[1];
  if (!second) throw new Error('two entries expected');
  const tampered = { ...file, entries: [file.entries[0], { ...second, amount: '2500.500000' }] };
  await verifyFile(page, tampered);
  const broken = await verdict(page, 'broken');
  expect(await broken.getAttribute('data-position')).toBe('2');
  expect(await broken.getByTestId('statement-broken-entry').getAttribute('data-entry-id')).toBe(second.entry_id);
  await screenshot(page, 'statements-broken');

  // A file that is not a statement says so.
  await verifyFile(page, { hello: 'world' });
  await verdict(page, 'malformed');
});

it('works on the phone layout', async () => {
  const phone = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  try {
    await signIn(phone.page);
    await openStatements(phone.page, '/m');
    await screenshot(phone.page, 'statements-phone');
    const month = phone.page.locator(`[data-testid="statement-month"][data-period="${period}"]`);
    await month.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'statements-phone-months');
  } finally {
    await phone.context.close();
  }
});

it('mirrors in Arabic, hashes kept left to right', async () => {
  const arabic = await newPage({ width: 1280, height: 900, lang: 'ar' });
  try {
    await signIn(arabic.page);
    await openStatements(arabic.page);
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await arabic.page.getByTestId('statement-live-hash').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await screenshot(arabic.page, 'statements-ar');
  } finally {
    await arabic.context.close();
  }
});
