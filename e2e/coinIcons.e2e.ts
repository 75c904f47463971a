import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import SEEDED_COINS from '../apps/server/src/modules/marketdata/coinInfo/coins.json' with { type: 'json' };
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';
import { signUpByApi } from './support/webApi.js';

/**
 * Issue 17, coin icons: wherever assets are listed they show their icon (a coin's mark, a
 * currency's flag, a metal's symbol, oil's drop) or, without artwork, a monogram; never a broken
 * image. Each icon is its own small file fetched when first shown.
 */
const email = uniqueEmail('icons');
let token = '';
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  token = (await signUpByApi(email, 'Passw0rd123')).token;
  await creditExchange(email, 'USDT', '2500');
  await creditExchange(email, 'BTC', '0.05');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await closeSeedDatabase();
});

async function open(options: { width: number; height?: number; phone?: boolean; signedIn?: boolean }): Promise<Page> {
  const opened = await newPage({ width: options.width, height: options.height ?? 800, userAgent: options.phone ? IPHONE_UA : undefined });
  contexts.push(opened.context);
  if (options.signedIn) {
    await opened.context.addInitScript((value) => {
      window.localStorage.setItem('token', value);
    }, token);
  }
  return opened.page;
}

/** The icon of `coin` inside `scope` has loaded its artwork: an image the browser decoded, not a broken one. */
async function expectArtwork(page: Page, scope: string, coin: string): Promise<void> {
  const image = page.locator(`${scope} [data-coin="${coin}"][data-icon="artwork"] img`).first();
  await image.waitFor();
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

it('the home page and the market list show each coin with its icon', async () => {
  const page = await open({ width: 1280 });
  await page.goto('/');
  await page.getByTestId('market-table').waitFor();
  await expectArtwork(page, '[data-testid="market-table"]', 'BTC');
  await expectArtwork(page, '[data-testid="market-table"]', 'ETH');
  await screenshot(page, 'icons-home-1280');

  await page.goto('/market');
  await page.getByTestId('market-table').waitFor();
  await expectArtwork(page, '[data-testid="market-table"]', 'DOGE');
  // Every seeded coin has artwork: no seeded coin's row falls back to a monogram (a coin staff add
  // without an icon, as the markets desk test does on this shared platform, rightly shows one).
  const monograms = await page
    .locator('[data-testid="market-table"] [data-icon="monogram"]')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-coin')));
  expect(monograms.filter((coin) => coin !== null && coin in SEEDED_COINS)).toEqual([]);
  await screenshot(page, 'icons-market-1280');
});

it('the asset list and the deposit picker show the icons', async () => {
  const page = await open({ width: 1280, signedIn: true });
  await page.goto('/asset');
  await page.getByTestId('asset-summary').waitFor();
  await expectArtwork(page, 'main', 'USDT');
  await expectArtwork(page, 'main', 'BTC');
  await screenshot(page, 'icons-asset-1280');

  await page.goto('/recharge');
  await page.getByTestId('deposit-asset').waitFor();
  await expectArtwork(page, '[data-testid="deposit-asset"]', 'USDT');
});

it('metals, oil, currencies and shares get a symbol, flags or a monogram', async () => {
  const page = await open({ width: 1280, signedIn: true });
  await page.goto('/deal_jg');
  const picker = '[data-testid="instrument-picker"]';
  await page.locator(`${picker} [data-symbol="XAU_USD"] [data-icon="metal"]`).waitFor();
  await page.locator(`${picker} [data-symbol="WTI_USD"] [data-icon="energy"]`).waitFor();
  await page.locator(`${picker} [data-symbol="AAPL_USD"] [data-icon="monogram"]`).waitFor();
  // A currency pair shows both flags.
  await expectArtwork(page, `${picker} [data-symbol="EUR_USD"]`, 'EUR');
  await expectArtwork(page, `${picker} [data-symbol="EUR_USD"]`, 'USD');
  await expectArtwork(page, `${picker} [data-symbol="BTC_USDT_PERP"]`, 'BTC');
  await screenshot(page, 'icons-delivery-1280');
});

it('the phone layout shows them at 360 wide', async () => {
  const page = await open({ width: 360, height: 740, phone: true, signedIn: true });
  await page.goto('/m/market');
  await page.getByTestId('market-table').waitFor();
  await expectArtwork(page, '[data-testid="market-table"]', 'BTC');
  await screenshot(page, 'icons-market-360');
  await page.goto('/m/asset');
  await page.getByTestId('asset-summary').waitFor();
  await expectArtwork(page, 'body', 'USDT');
  await screenshot(page, 'icons-asset-360');
  await page.goto('/m');
  await page.getByTestId('market-table').waitFor();
  await expectArtwork(page, '[data-testid="market-table"]', 'BTC');
  await screenshot(page, 'icons-home-360');
});
