import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthPages } from './pages/authPages.js';
import { SpotPage } from './pages/spotPages.js';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { closeSeedDatabase, creditExchange } from './support/seed.js';

/**
 * Two traders on a market without liquidity bots (the global setup skips AVAX_USDT), so that the
 * book holds only their orders: A's limit buy rests, B's market sell fills it, and both pages
 * follow every change over the WebSocket without a reload.
 */
const SYMBOL = 'AVAX_USDT';
const buyer = uniqueEmail('spot-a');
const seller = uniqueEmail('spot-b');
let a: { context: BrowserContext; page: Page };
let b: { context: BrowserContext; page: Page };

beforeAll(async () => {
  a = await newPage({ width: 1440, height: 900 });
  b = await newPage({ width: 1440, height: 900 });
  await new AuthPages(a.page).registerByEmail(buyer, 'Passw0rd123');
  await new AuthPages(a.page).expectSignedIn(buyer);
  await new AuthPages(b.page).registerByEmail(seller, 'Passw0rd123');
  await new AuthPages(b.page).expectSignedIn(seller);
  await creditExchange(buyer, 'USDT', '1000');
  await creditExchange(seller, 'AVAX', '10');
});
afterAll(async () => {
  await a.context.close();
  await b.context.close();
  await closeSeedDatabase();
});

it('A places a limit buy: it shows in open orders and in the book', async () => {
  const spot = new SpotPage(a.page);
  await spot.open(SYMBOL);
  expect(Number(await spot.available('buy'))).toBe(1000);
  await spot.placeLimit('buy', '25.00', '2');
  const row = a.page.locator('[data-testid="open-orders"] [data-testid="order-row"][data-status="pending"]');
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  await a.page.locator('[data-testid="book-bid"][data-price="25.00"]').waitFor();
  // 50 USDT are frozen for the order.
  await spot.waitForAttribute('order-buy-available', 'data-value', '950.000000');
  await screenshot(a.page, 'spot-buyer-resting');
});

it('B sells at market into it; both balances and both histories update without a reload', async () => {
  const spot = new SpotPage(b.page);
  await spot.open(SYMBOL);
  await b.page.locator('[data-testid="book-bid"][data-price="25.00"]').waitFor();
  expect(Number(await spot.available('sell'))).toBe(10);
  await spot.placeMarketSell('2');

  // The seller: 2 AVAX gone, 50 USDT less the 0.1 % taker fee arrived.
  await spot.waitForAttribute('order-sell-available', 'data-value', '8.00000000');
  await spot.showTab('history');
  await b.page.locator('[data-testid="order-history"] [data-testid="order-row"][data-status="closed"][data-side="sell"]').waitFor();
  await spot.showTab('trades');
  await b.page.locator('[data-testid="my-trades"] [data-testid="my-trade-row"][data-side="sell"]').waitFor();
  await screenshot(b.page, 'spot-seller-filled');

  // The buyer's page, untouched since the order: the order left the open list, the book is empty
  // at that price, the bought AVAX (less the maker fee) is there.
  const buyerSpot = new SpotPage(a.page);
  await a.page.locator('[data-testid="open-orders-empty"]').waitFor();
  await a.page.locator('[data-testid="book-bid"][data-price="25.00"]').waitFor({ state: 'detached' });
  await buyerSpot.waitForAttribute('order-sell-available', 'data-value', '1.99800000');
  await buyerSpot.showTab('history');
  await a.page.locator('[data-testid="order-history"] [data-testid="order-row"][data-status="closed"][data-side="buy"]').waitFor();
  await buyerSpot.showTab('trades');
  await a.page.locator('[data-testid="my-trades"] [data-testid="my-trade-row"][data-side="buy"]').waitFor();
  await screenshot(a.page, 'spot-buyer-filled');
});
