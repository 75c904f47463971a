import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { IPHONE_UA, newPage, screenshot } from './support/browser.js';
import { adminCall } from './support/staff.js';
import { webCall } from './support/webApi.js';

/**
 * Issue 18's published rules in the browser. Staff change a setting in the console; the public
 * rules page shows the new value under the new rulebook version, and its history shows the change
 * (old → new) with its time, in the reader's zone. The rulebook as of the previous version still
 * shows the old value. Checked on the desktop, in Arabic (right to left) and on the phone.
 */
// Loosening the daily code limit cannot disturb the other browser tests sharing the platform.
const KEY = 'code_daily_limit';
let visitor: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };
let before = 20;

interface Change {
  version: string;
  value: unknown;
  previous_value: unknown;
  effective_at: string;
}

async function latestChange(): Promise<Change> {
  const answer = await webCall<{ items: Change[] }>('getRuleHistory', { kind: 'setting', key: KEY }, 'GET');
  const [latest] = answer.data.items;
  if (!latest) throw new Error(`no version of ${KEY}`);
  return latest;
}

beforeAll(async () => {
  visitor = await newPage({ width: 1280, height: 900 });
  staff = await newPage({ width: 1440, height: 900 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
  before = Number((await latestChange()).value);
});

afterAll(async () => {
  // Put the setting back (a further version: the register only ever adds).
  await adminCall(
    inject('baseUrl'),
    'updateSetting',
    { key: KEY, value: String(before), request_id: `rules-e2e-restore-${Date.now()}` },
    inject('staffToken'),
    'POST',
  );
  await visitor?.context.close();
  await staff?.context.close();
});

it('staff change a setting in the console, and the public rules page shows it with its version and time', async () => {
  const { page } = visitor;
  await page.goto('/rules');
  const row = page.getByTestId(`rule-setting-${KEY}`);
  await row.waitFor();
  await expect.poll(() => row.innerText()).toContain(String(before));
  const oldVersion = (await page.getByTestId('rulebook-version').innerText()).replace(/\D/g, '');

  const desk = staff.page;
  await desk.goto('/admin/settings');
  await desk.getByTestId(`admin-setting-edit-${KEY}`).click();
  await desk.getByTestId('admin-setting-value').fill(String(before + 10));
  await desk.getByTestId('admin-setting-save').click();
  await desk.getByTestId('admin-setting-value').waitFor({ state: 'hidden' });

  const change = await latestChange();
  expect(change).toMatchObject({ value: before + 10, previous_value: before });
  expect(BigInt(change.version)).toBeGreaterThan(BigInt(oldVersion));

  await page.reload();
  await expect.poll(() => page.getByTestId('rulebook-version').innerText()).toContain(change.version);
  await expect.poll(() => row.innerText()).toContain(String(before + 10));
  expect(await row.innerText()).toContain(`v${change.version}`);
  await screenshot(page, 'rules-in-force-1280');

  await page.getByTestId('rules-tab-history').click();
  const line = page.getByTestId(`rule-change-${change.version}`);
  await line.waitFor();
  const text = await line.innerText();
  expect(text).toContain('Verification codes per address per day');
  expect(text).toContain(`${before}`);
  expect(text).toContain(`${before + 10}`);
  expect(text).toContain('Platform staff');
  // The effective time, in the reader's language and zone exactly as the page formats every time.
  const shown = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso)),
    change.effective_at,
  );
  expect(await line.getByTestId('rule-change-time').innerText()).toBe(shown);
  expect(await line.getByTestId('rule-change-from').innerText()).toBe(`${before}`);
  expect(await line.getByTestId('rule-change-to').innerText()).toBe(`${before + 10}`);
  await screenshot(page, 'rules-history-1280');

  // The rulebook as of the version before the change still shows the old value.
  await page.goto(`/rules?version=${BigInt(change.version) - 1n}`);
  await page.getByTestId('rulebook-past').waitFor();
  await expect.poll(() => page.getByTestId(`rule-setting-${KEY}`).innerText()).toContain(String(before));
  await screenshot(page, 'rules-past-version-1280');
});

it('reads right to left in Arabic and fits the phone', async () => {
  const arabic = await newPage({ width: 1920, height: 1000, lang: 'ar' });
  await arabic.page.goto('/rules');
  await arabic.page.getByTestId('rules-in-force').waitFor();
  expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await arabic.page.getByTestId('page-title').innerText()).toBe('القواعد والرسوم والحدود');
  await screenshot(arabic.page, 'rules-ar-1920');
  await arabic.context.close();

  const phone = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  await phone.page.goto('/m/rules?tab=history');
  await phone.page.getByTestId('rules-history-cards').waitFor();
  await phone.page.getByTestId('rule-change').first().waitFor();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(phone.page, 'rules-history-phone');
  await phone.page.getByTestId('rules-tab-rules').click();
  await phone.page.getByTestId('rules-in-force').waitFor();
  await screenshot(phone.page, 'rules-phone');
  await phone.context.close();
});
