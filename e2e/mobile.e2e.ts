import type { BrowserContext } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot } from './support/browser.js';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

it('sends phone browsers to /m with the phone layout, keeping the query', async () => {
  const opened = await newPage({ userAgent: IPHONE_UA, width: 390, height: 844 });
  context = opened.context;
  const { page } = opened;
  await page.goto('/login?redirect=%2Fasset');
  await page.waitForURL('**/m/login?redirect=%2Fasset');
  await page.getByTestId('tabbar').waitFor();
  await page.goto('/');
  await page.waitForURL(/\/m\/?$/);
  await page.getByTestId('tab-markets').waitFor();
  const box = await page.getByTestId('tab-home').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'phone-home');
});

it('guards phone routes and signs in there', async () => {
  const opened = await newPage({ userAgent: IPHONE_UA, width: 390, height: 844 });
  context = opened.context;
  const { page } = opened;
  await page.goto('/m/setting');
  await page.waitForURL(/\/m\/login\?redirect=%2Fm%2Fsetting/);
  await new AuthPages(page, '/m').login(DEMO_TRADER.email, DEMO_TRADER.password);
  await page.waitForURL('**/m/setting');
  await page.getByTestId('page-title').waitFor();
  await screenshot(page, 'phone-setting');
});

it('leaves desktop browsers on desktop paths', async () => {
  const opened = await newPage({ width: 1920, height: 1080 });
  context = opened.context;
  await opened.page.goto('/login');
  await opened.page.getByTestId('login-form').waitFor();
  expect(new URL(opened.page.url()).pathname).toBe('/login');
  await screenshot(opened.page, 'login-1920');
});

it('the download page encodes the mobile site in its QR code and says when PUBLIC_URL is an address a phone cannot open', async () => {
  const opened = await newPage();
  context = opened.context;
  const { page } = opened;
  await page.goto('/downLoad');
  await page.getByTestId('download-qr').locator('svg').waitFor();
  const url = await page.getByTestId('download-url').innerText();
  // The test platform runs without PUBLIC_URL: its address is this machine's loopback one.
  expect(url).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/m\/$/);
  await expect.poll(() => page.getByTestId('download-loopback').innerText()).toContain('PUBLIC_URL');
  await screenshot(page, 'download-loopback');
});
