import { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot } from './support/browser.js';
import { settle } from './support/settle.js';
import { visit } from './support/visit.js';

/**
 * Issue 17: every phone screen works 360 px wide without scrolling sideways. The routes come from
 * routes.ts; a screen that opens one thing gets the id from the first link to it on the screen
 * that lists it (seeded content), as a user would reach it. One context, one page, sequential
 * visits; each is measured once its content has replaced the skeletons, and every offender is
 * reported at once.
 */
const WIDTH = 360;
const SIGN_IN_SCREENS = new Set(['/login', '/register', '/forgetpwd']);

/** Detail screens → the screen whose links open them. */
const LISTED_ON: Readonly<Record<string, string>> = {
  '/helpDetail': '/help',
  '/bannerDetail': '/',
  '/benefitsDetail': '/benefits',
  '/newsDetail': '/news',
  '/repayment2': '/repayment',
  '/subscribe': '/subscription',
  '/profit_buy': '/profit_index',
  '/kjmb': '/kjmbSelect',
};

/** Screens whose content a query opens beside the bare route (an announcement, a document). */
const ALSO_OPENED: readonly { path: string; listedOn: string }[] = [
  { path: '/notice', listedOn: '/notice' },
  { path: '/text', listedOn: '/' },
];

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await newPage({ userAgent: IPHONE_UA, width: WIDTH, height: 740 }));
});
afterAll(() => context.close());

const phonePath = (path: string) => (path === '/' ? '/m' : `/m${path}`);

/** What makes the page wider than the phone; empty when nothing does. */
async function overflow(): Promise<string | undefined> {
  const measured = await page.evaluate((width) => {
    const scrollsItself = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.width > width + 1 || box.right > window.innerWidth + 1 || box.left < -1) && !scrollsItself(element);
    });
    // The deepest of them say what is too wide; their ancestors only stretch around it.
    const widest = wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/).slice(0, 3).join('.')}`);
    return { html: document.documentElement.scrollWidth, body: document.body.scrollWidth, viewport: window.innerWidth, widest };
  }, WIDTH);
  // A phone browser widens its layout viewport to fit what overflows: innerWidth grows with it.
  const limit = Math.min(WIDTH, measured.viewport);
  if (measured.html <= limit && measured.body <= limit && measured.viewport <= WIDTH) return undefined;
  return `html ${measured.html}, body ${measured.body}, viewport ${measured.viewport} (${measured.widest.join(', ') || 'no single element'})`;
}

/** Visits every target and answers the ones that scroll sideways, each with what overflows. */
async function offenders(targets: readonly string[], label = ''): Promise<string[]> {
  const found: string[] = [];
  for (const target of targets) {
    await visit(page, target);
    await settle(page);
    const problem = await overflow();
    if (problem) {
      found.push(`${label}${target}: ${problem}`);
      await screenshot(page, `phone-overflow${label ? `-${label.trim()}` : ''}-${target.replace(/[^a-z0-9]+/gi, '_')}`);
    }
  }
  return found;
}

/** The first link on `listedOn` to `path` with a query (`/m/helpDetail?id=1`), or the bare path when the list is empty. */
async function firstLink(path: string, listedOn: string): Promise<string> {
  await visit(page, phonePath(listedOn));
  await settle(page);
  const link = page.locator(`a[href^="${phonePath(path)}?"]`).first();
  return (await link.count()) > 0 ? ((await link.getAttribute('href')) ?? phonePath(path)) : phonePath(path);
}

it('every phone screen fits 360 px without scrolling sideways, signed out and signed in', async () => {
  const signedOut = await offenders([...SIGN_IN_SCREENS, '/404'].map(phonePath), 'visitor ');

  await new AuthPages(page, '/m').openLogin();
  await new AuthPages(page, '/m').login(DEMO_TRADER.email, DEMO_TRADER.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.getByTestId('user-menu').waitFor();

  const routes = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...PERSON_CHILD_ROUTES].filter((route) => !SIGN_IN_SCREENS.has(route.path) && route.path !== '/404');
  const targets: string[] = [];
  for (const route of routes) {
    const listedOn = LISTED_ON[route.path];
    targets.push(listedOn ? await firstLink(route.path, listedOn) : phonePath(route.path));
  }
  for (const extra of ALSO_OPENED) targets.push(await firstLink(extra.path, extra.listedOn));
  expect(targets.filter((target) => target.includes('?')).length).toBeGreaterThanOrEqual(Object.keys(LISTED_ON).length - 1);

  const signedIn = await offenders(targets);
  expect([...signedOut, ...signedIn], 'phone screens wider than 360 px').toEqual([]);

  await page.goto('/m/asset');
  await settle(page);
  await screenshot(page, 'phone-360-asset');
}, 600_000);

it('fits in Arabic (right to left) too', async () => {
  await page.evaluate(() => window.localStorage.setItem('lang', 'ar'));
  // The stored language is read when the app starts: reload once, then move around in Arabic.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  const found = await offenders(['/m', '/m/asset', '/m/deal', '/m/deal_c', '/m/setting', '/m/mypromotion', '/m/subscription', '/m/kjmbSelect'], 'ar ');
  await page.goto('/m/asset');
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'phone-360-asset-ar');
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  expect(found, 'Arabic phone screens wider than 360 px').toEqual([]);
}, 180_000);
