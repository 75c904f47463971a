import { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@veritex/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { IPHONE_UA, type PageOptions, screenshot } from './support/browser.js';
import { newSignedInPage, signInByApi } from './support/session.js';
import { settle } from './support/settle.js';
import { visit } from './support/visit.js';

/**
 * UI.md "Reach" (issue 17): every screen of routes.ts is at most two clicks from the header or the
 * user menu. The test follows real links as a user would: what the header shows (its hover menus
 * opened), the user menu and the footer's documents offer is the first click; every link on the
 * screens they open is the second. On the phone the same with the tab bar, the top bar, the menu
 * sheet and the footer (inside the phone's main column).
 */

/** Not screens one navigates to: sign-in (a signed-in user is sent on) and not-found. */
const NOT_DESTINATIONS = new Set(['/login', '/register', '/forgetpwd', '/404']);
/** Second paths of a screen counted under its first (spec §2 lists both). */
const ALIASES: Readonly<Record<string, string>> = {
  '/index': '/',
  '/contractTransaction': '/preciousMetal',
  '/positionList': '/jgcc',
  '/authentication': '/sfyz',
};
/** Screens that open one thing by its id: reached from their lists (e2e/phoneLayout.e2e.ts opens each from there). */
const NEEDS_AN_ID = new Set(['/helpDetail', '/bannerDetail', '/benefitsDetail', '/newsDetail', '/kjmb', '/repayment2', '/subscribe', '/profit_buy']);
/**
 * Routes that still show only their title frame (their screens belong to later issues). The test
 * checks that they are still empty: once one is built it fails until the screen is linked.
 */
const TITLE_FRAMES: Readonly<Record<string, string>> = {
  '/all': 'all',
  '/currency': 'currency',
  '/currencyRecord': 'currencyRecord',
  '/table1': 'table1',
  '/agreement': 'agreement',
};

const SCREENS = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...PERSON_CHILD_ROUTES]
  .map((route) => route.path)
  .filter((path) => !NOT_DESTINATIONS.has(path) && !(path in ALIASES) && !NEEDS_AN_ID.has(path) && !(path in TITLE_FRAMES));

const OPEN_DROPDOWN = '.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])';

let opened: { context: BrowserContext; page: Page } | undefined;
afterAll(async () => {
  await opened?.context.close();
});

/** A new context signed in as the demo trader (by API: the form is auth.e2e.ts's subject); its first load is the caller's. */
async function signedIn(options: PageOptions): Promise<Page> {
  await opened?.context.close();
  opened = await newSignedInPage(await signInByApi(DEMO_TRADER.email, DEMO_TRADER.password), options);
  return opened.page;
}

/** In-site link targets inside `scope` (path and query, without the phone prefix when asked). */
async function linksIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'));
}

function screenOf(href: string, prefix: '' | '/m'): string {
  const path = new URL(href, 'http://x').pathname;
  const bare = prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path;
  return ALIASES[bare] ?? bare;
}

/** First clicks → every link on the screens they open; answers the screens reached within two clicks. */
async function reachedWithinTwo(page: Page, firstClicks: readonly string[], prefix: '' | '/m'): Promise<Set<string>> {
  const reached = new Set(firstClicks.map((href) => screenOf(href, prefix)));
  for (const target of new Set(firstClicks)) {
    await visit(page, target);
    await settle(page);
    for (const href of await linksIn(page.getByTestId('page-main'))) reached.add(screenOf(href, prefix));
  }
  return reached;
}

describe('desktop', () => {
  it('reaches every screen within two clicks of the header and the user menu', async () => {
    const page = await signedIn({ width: 1280, height: 800 });
    await page.goto('/');
    await settle(page);
    const header = page.getByTestId('site-header');
    await header.getByTestId('nav-orders').waitFor();
    // The footer's documents (company profile, agreement, privacy) are on every screen, as on every exchange.
    const firstClicks = [...(await linksIn(header)), ...(await linksIn(page.getByTestId('site-footer')))];
    for (const section of await header.locator('.vx-nav__link:has(.vx-nav__caret)').all()) {
      await section.hover();
      const menu = page.locator(OPEN_DROPDOWN);
      await menu.locator('a[href]').first().waitFor();
      firstClicks.push(...(await linksIn(menu)));
      await page.mouse.move(640, 500);
      await menu.waitFor({ state: 'detached' });
    }
    await header.getByTestId('nav-orders').hover();
    await page.locator(OPEN_DROPDOWN).getByTestId('navmenu-lt').waitFor();
    await screenshot(page, 'nav-orders-menu-1280');
    await page.mouse.move(640, 500);
    await page.getByTestId('user-menu').click();
    const userMenu = page.locator(OPEN_DROPDOWN);
    await userMenu.getByTestId('user-menu-center').waitFor();
    firstClicks.push(...(await linksIn(userMenu)));
    await screenshot(page, 'nav-user-menu-1280');
    await page.keyboard.press('Escape');

    const reached = await reachedWithinTwo(page, firstClicks, '');
    expect(
      SCREENS.filter((path) => !reached.has(path)),
      'screens more than two clicks away',
    ).toEqual([]);
    for (const [path, key] of Object.entries(TITLE_FRAMES)) {
      await visit(page, path);
      const frame = page.getByTestId(`page-${key}`);
      await frame.waitFor();
      expect({ path, builtAndUnlinked: (await frame.locator(':scope > *').count()) > 1 && !reached.has(path) }).toEqual({ path, builtAndUnlinked: false });
    }
  }, 600_000);

  it('lights the section of the screen, records included', async () => {
    const page = opened?.page ?? (await signedIn({ width: 1280, height: 800 }));
    for (const [path, section] of [
      ['/lt', 'orders'],
      ['/deallog', 'orders'],
      ['/deal_jg', 'trade'],
      ['/profit_buy?id=1', 'earn'],
      ['/recharge', 'assets'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId(`nav-${section}`).and(page.locator('.active')).waitFor();
      expect(await page.locator('.vx-nav__link.active').count()).toBe(1);
    }
  }, 120_000);
});

describe('phone', () => {
  it('reaches every screen within two taps of the tab bar, the top bar and the menu sheet', async () => {
    const page = await signedIn({ userAgent: IPHONE_UA, width: 390, height: 844 });
    await page.goto('/m');
    await settle(page);
    await page.getByTestId('tab-contracts').waitFor();
    const firstClicks = [...(await linksIn(page.getByTestId('site-header'))), ...(await linksIn(page.getByTestId('tabbar')))];
    await page.getByTestId('user-menu').click();
    const sheet = page.locator('.vx-sheet');
    await sheet.getByTestId('user-menu-lt').waitFor();
    firstClicks.push(...(await linksIn(sheet)));
    await screenshot(page, 'phone-menu-sheet');
    await page.keyboard.press('Escape');

    const reached = await reachedWithinTwo(page, firstClicks, '/m');
    // The hub links the senior and address steps once the junior level is approved (locked before: spec §6).
    const lockedForTheDemo = new Set(['/seniorauth', '/dzrz']);
    expect(
      SCREENS.filter((path) => !reached.has(path) && !lockedForTheDemo.has(path)),
      'phone screens more than two taps away',
    ).toEqual([]);
  }, 600_000);

  it('has a contracts tab, and the tab of the screen stays lit on its child screens', async () => {
    const page = opened?.page ?? (await signedIn({ userAgent: IPHONE_UA, width: 390, height: 844 }));
    for (const [path, tab] of [
      ['/m/deal_c', 'contracts'],
      ['/m/lt', 'contracts'],
      ['/m/jgcc', 'contracts'],
      ['/m/dealList', 'trade'],
      ['/m/recharge', 'assets'],
      ['/m/profit_wdtg', 'earn'],
      ['/m', 'home'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId(`tab-${tab}`).and(page.locator('.active')).waitFor();
      expect(await page.locator('.vx-tabbar__item.active').count()).toBe(1);
    }
    await screenshot(page, 'phone-tabbar-home');
  }, 120_000);
});
