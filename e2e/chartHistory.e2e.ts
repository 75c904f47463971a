import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPage, screenshot, uniqueEmail } from './support/browser.js';
import { signUpByApi, webCall } from './support/webApi.js';

/**
 * Chart history on a fresh platform (the harness starts it as `npm start` does, which seeds a
 * month of the simulator's past): the spot chart opens with hundreds of candles, and dragging it
 * towards the past asks for the page before its first candle (`end`) and draws more.
 */
let session: { token: string; user: string };
const contexts: BrowserContext[] = [];

async function signedInPage(width: number, height: number): Promise<Page> {
  const opened = await newPage({ width, height });
  contexts.push(opened.context);
  await opened.context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
  return opened.page;
}

const barsOf = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-bars'));

async function waitForBars(page: Page, testId: string, atLeast: number): Promise<void> {
  await page.waitForFunction(([id, least]) => Number(document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-bars') ?? 0) >= Number(least), [
    testId,
    atLeast,
  ] as const);
}

beforeAll(async () => {
  const account = await signUpByApi(uniqueEmail('charts'), 'Charts#2026history');
  session = { token: account.token, user: JSON.stringify(account.user) };
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

it('the platform starts with a month of hourly BTC_USDT candles', async () => {
  const hours = await webCall<unknown[]>('getKlines', { symbol: 'BTC_USDT', interval: '1h', limit: '1000' }, 'GET');
  expect(hours.code).toBe(0);
  expect(hours.data.length).toBeGreaterThanOrEqual(30 * 24);
  const gold = await webCall<unknown[]>('getInstrumentKlines', { symbol: 'XAU_USD', interval: '1h', limit: '1000' }, 'GET');
  expect(gold.data.length).toBeGreaterThanOrEqual(30 * 24);
});

it('the /deal chart shows a full page of candles, and dragging it into the past loads older ones', async () => {
  const page = await signedInPage(1280, 800);
  const olderPages: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/web/getKlines' && url.searchParams.has('end')) olderPages.push(url);
  });
  await page.goto('/deal?symbol=BTC_USDT');
  const hourly = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/web/getKlines' && url.searchParams.get('interval') === '1h' && !url.searchParams.has('end');
  });
  await page.getByTestId('kline-1h').click();
  await hourly;
  await waitForBars(page, 'kline-canvas', 500);
  const firstPage = await barsOf(page, 'kline-canvas');
  // The first page (500 hours) is less than the month seeded: there is older history to load.
  expect(firstPage).toBeLessThan(30 * 24);
  await screenshot(page, 'chart-history-deal-1280-1h');
  const asked = olderPages.length;

  // Drag right (towards older candles) until the chart nears its first bar and asks for the page before it.
  const box = await page.getByTestId('kline-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  const y = box.y + box.height / 2;
  for (let drag = 0; drag < 20 && olderPages.length === asked; drag++) {
    await page.mouse.move(box.x + box.width * 0.15, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.85, y, { steps: 8 });
    await page.mouse.up();
  }
  expect(olderPages.length).toBeGreaterThan(asked);
  expect(olderPages.at(-1)?.searchParams.get('interval')).toBe('1h');
  // The page before the first bar arrives and is drawn in front: the whole month of hours.
  await waitForBars(page, 'kline-canvas', 30 * 24);
  await screenshot(page, 'chart-history-deal-1280-1h-older');
});

it('every interval has candles, at 1280 and 1920 wide, on the spot and contract charts', { timeout: 240_000 }, async () => {
  for (const [width, height] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    const page = await signedInPage(width, height);
    await page.goto('/deal?symbol=BTC_USDT');
    for (const interval of ['1m', '1h', '1d']) {
      await page.getByTestId(`kline-${interval}`).click();
      // A day's candles: the month seeded gives 30 or 31.
      await waitForBars(page, 'kline-canvas', interval === '1d' ? 30 : 500);
      await screenshot(page, `chart-history-deal-${width}-${interval}`);
    }
    await page.goto('/deal_c?symbol=XAU_USD');
    for (const interval of ['1m', '1h', '1d']) {
      await page.getByTestId(`ichart-${interval}`).click();
      await waitForBars(page, 'instrument-chart-canvas', interval === '1d' ? 30 : 500);
      await screenshot(page, `chart-history-deal_c-${width}-${interval}`);
    }
  }
});
