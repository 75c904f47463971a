import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { newPage, screenshot } from './support/browser.js';
import { chooseFromMenu } from './support/menus.js';
import { signInByApi } from './support/session.js';
import { visit } from './support/visit.js';

/**
 * One theme for the whole site (issue 17, UI.md): without a stored choice the system's colour
 * scheme decides, for the home page and the exchange page alike, and is followed while the page is
 * open; a choice made in the user menu is kept and wins over the system. Signed in as the demo
 * trader (the exchange page is for signed-in users, spec §2); the session is copied into each
 * fresh context, whose storage holds no theme unless the test puts one there.
 */
type Mode = 'light' | 'dark';
const contexts: BrowserContext[] = [];
let session: { token: string; user: string };

beforeAll(async () => {
  // Signed in by API: the form is auth.e2e.ts's subject.
  session = await signInByApi(DEMO_TRADER.email, DEMO_TRADER.password);
});

/** Each test's pages are closed after it: live exchange pages left open would keep drawing and streaming. */
async function closeAll(): Promise<void> {
  for (const context of contexts.splice(0)) await context.close();
}
afterEach(closeAll);
afterAll(closeAll);

async function openPage(colorScheme: Mode, stored?: Mode): Promise<Page> {
  const { context, page } = await newPage({ width: 1280, height: 800, colorScheme });
  contexts.push(context);
  await context.addInitScript(
    ({ token, user, theme }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
      if (theme) window.localStorage.setItem('theme', theme);
    },
    { ...session, theme: stored ?? '' },
  );
  return page;
}

/**
 * The theme the page is drawn in, from what is painted, not only from the flag: the page's and
 * a panel's background luminance (0 black … 1 white) must both agree with `data-theme`.
 */
async function shownTheme(page: Page, panel: string): Promise<Mode> {
  await page.locator(panel).first().waitFor();
  const reading = await page.evaluate((selector) => {
    const luminance = (element: Element | null) => {
      const colour = element ? getComputedStyle(element).backgroundColor : '';
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    return { flag: document.documentElement.dataset.theme, page: luminance(document.body), panel: luminance(document.querySelector(selector)) };
  }, panel);
  const painted = reading.page < 0.3 && reading.panel < 0.3 ? 'dark' : reading.page > 0.7 && reading.panel > 0.7 ? 'light' : 'mixed';
  expect(painted, `${page.url()} ${JSON.stringify(reading)}`).toBe(reading.flag);
  return painted as Mode;
}

const HOME_PANEL = '[data-testid="site-header"]';
const DEAL_PANEL = '[data-testid="order-book"]';

async function themesOfHomeAndDeal(page: Page): Promise<[Mode, Mode]> {
  await page.goto('/');
  const home = await shownTheme(page, HOME_PANEL);
  // Following the header's link, as a trader goes from the home page to the exchange.
  await visit(page, '/deal?symbol=BTC_USDT');
  const deal = await shownTheme(page, DEAL_PANEL);
  return [home, deal];
}

it('with a dark system and no stored choice, the home page and /deal are both dark', async () => {
  const page = await openPage('dark');
  expect(await themesOfHomeAndDeal(page)).toEqual(['dark', 'dark']);
  await screenshot(page, 'theme-system-dark-deal');
});

it('with a light system and no stored choice, both are light', async () => {
  const page = await openPage('light');
  expect(await themesOfHomeAndDeal(page)).toEqual(['light', 'light']);
});

it('a stored choice wins over the system, on both pages', async () => {
  expect(await themesOfHomeAndDeal(await openPage('dark', 'light'))).toEqual(['light', 'light']);
  expect(await themesOfHomeAndDeal(await openPage('light', 'dark'))).toEqual(['dark', 'dark']);
});

it('the page follows the system switching while it is open, unless a choice is stored', async () => {
  const following = await openPage('light');
  await following.goto('/deal?symbol=BTC_USDT');
  expect(await shownTheme(following, DEAL_PANEL)).toBe('light');
  await following.emulateMedia({ colorScheme: 'dark' });
  await following.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  expect(await shownTheme(following, DEAL_PANEL)).toBe('dark');

  const keeping = await openPage('light', 'light');
  await keeping.goto('/deal?symbol=BTC_USDT');
  expect(await shownTheme(keeping, DEAL_PANEL)).toBe('light');
  // A listener of our own, added after the page's: once it has heard the change (and a frame was
  // drawn), the page has heard it too. The stored choice holds.
  await keeping.evaluate(() => {
    const heard = new Promise<void>((done) =>
      window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => requestAnimationFrame(() => done()), { once: true }),
    );
    Object.assign(window, { schemeChangeHeard: heard });
  });
  await keeping.emulateMedia({ colorScheme: 'dark' });
  await keeping.evaluate(() => (window as unknown as { schemeChangeHeard: Promise<void> }).schemeChangeHeard);
  expect(await shownTheme(keeping, DEAL_PANEL)).toBe('light');
});

it('the user menu switch stores the choice: it holds on /deal and after a reload, against the system', async () => {
  const page = await openPage('light');
  await page.goto('/deal?symbol=BTC_USDT');
  expect(await shownTheme(page, DEAL_PANEL)).toBe('light');
  await chooseFromMenu(page.getByTestId('user-menu'), 'theme-switch');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  expect(await shownTheme(page, DEAL_PANEL)).toBe('dark');
  await visit(page, '/');
  expect(await shownTheme(page, HOME_PANEL)).toBe('dark');
  await page.reload();
  expect(await shownTheme(page, HOME_PANEL)).toBe('dark');
});
