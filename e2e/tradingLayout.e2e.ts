import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { newPage, type PageOptions, screenshot } from './support/browser.js';
import { signInByApi } from './support/session.js';
import { visit } from './support/visit.js';

/**
 * The exchange pages' layout (issue 17): at 1280×800 the order forms' submit buttons are in view
 * without scrolling on spot, contracts, CFDs and delivery contracts, in English and in Arabic
 * (right to left), and at 1920×1080 in both themes; every page is photographed. Signed
 * in as the seeded demo trader, so that the forms show their balances and real submit buttons.
 */
interface TradingRoute {
  name: string;
  path: string;
  /** Present once the page has its instrument and its form. */
  ready: string;
  /** Each state of the form whose submit buttons must be in view: the clicks that lead to it, the buttons it shows. */
  states: { clicks: string[]; submits: string[] }[];
}

const CONTRACT_STATES = [
  { clicks: [], submits: ['corder-submit'] },
  { clicks: ['corder-side-short'], submits: ['corder-submit'] },
  // The limit order has one field more: the tallest form.
  { clicks: ['corder-type-limit', 'corder-side-long'], submits: ['corder-submit'] },
];

const ROUTES: TradingRoute[] = [
  {
    name: 'deal',
    path: '/deal?symbol=BTC_USDT',
    ready: '[data-testid="page-deal"][data-symbol="BTC_USDT"] [data-testid="order-book"] [data-testid="book-asks"]',
    states: [
      { clicks: [], submits: ['order-buy-submit', 'order-sell-submit'] },
      { clicks: ['order-type-market'], submits: ['order-buy-submit', 'order-sell-submit'] },
    ],
  },
  { name: 'deal_c', path: '/deal_c', ready: '[data-testid="page-contract"] [data-testid="contract-order-form"]', states: CONTRACT_STATES },
  { name: 'preciousMetal', path: '/preciousMetal', ready: '[data-testid="page-contract"] [data-testid="contract-order-form"]', states: CONTRACT_STATES },
  {
    name: 'deal_jg',
    path: '/deal_jg',
    ready: '[data-testid="page-delivery"] [data-testid="delivery-form"]',
    states: [{ clicks: [], submits: ['delivery-buy-up', 'delivery-buy-down'] }],
  },
];

let session: { token: string; user: string };
const contexts: BrowserContext[] = [];

/** A page signed in with the demo trader's session (read once from a real sign-in). */
async function signedInPage(options: PageOptions): Promise<Page> {
  const opened = await newPage(options);
  contexts.push(opened.context);
  await opened.context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
  return opened.page;
}

async function openRoute(page: Page, route: TradingRoute): Promise<void> {
  // In the app after the first route of a shape, as the header's links go.
  await visit(page, route.path);
  await page.locator(route.ready).waitFor();
  await page.locator('[data-testid="ws-status"][data-state="open"]').first().waitFor();
  // Fonts are in: the form has its final line heights.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every submit button of every form state lies wholly inside the window, the page unscrolled. */
async function expectSubmitsInView(page: Page, route: TradingRoute): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  for (const state of route.states) {
    for (const click of state.clicks) await page.getByTestId(click).click();
    for (const testId of state.submits) {
      const button = page.getByTestId(testId);
      await button.waitFor();
      const box = await button.boundingBox();
      const where = `${route.name} ${viewport.width}×${viewport.height} after [${state.clicks.join(', ')}]: ${testId}`;
      expect(box, where).not.toBeNull();
      if (!box) continue;
      expect(box.height, where).toBeGreaterThan(20);
      expect(box.y, where).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
      expect(box.x, where).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
    }
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

beforeAll(async () => {
  // Signed in by API: the form is auth.e2e.ts's subject.
  session = await signInByApi(DEMO_TRADER.email, DEMO_TRADER.password);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** The window shapes checked: every route in each, one test per route and shape (one page per shape). */
const SHAPES: { name: string; options: PageOptions; allStates: boolean; rtl?: boolean }[] = [
  { name: '1280', options: { width: 1280, height: 800 }, allStates: true },
  { name: '1280-ar', options: { width: 1280, height: 800, lang: 'ar', colorScheme: 'dark' }, allStates: true, rtl: true },
  { name: '1920-light', options: { width: 1920, height: 1080, colorScheme: 'light' }, allStates: false },
  { name: '1920-dark', options: { width: 1920, height: 1080, colorScheme: 'dark' }, allStates: false },
];
const pages = new Map<string, Promise<Page>>();

for (const shape of SHAPES) {
  for (const route of ROUTES) {
    it(`${route.name} at ${shape.name}: the submit buttons are in view without scrolling`, async () => {
      if (!pages.has(shape.name)) pages.set(shape.name, signedInPage(shape.options));
      const page = await (pages.get(shape.name) as Promise<Page>);
      await openRoute(page, route);
      if (shape.rtl) expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectSubmitsInView(page, shape.allStates ? route : { ...route, states: route.states.slice(0, 1) });
      await screenshot(page, `layout-${shape.name}-${route.name}`);
    });
  }
}
