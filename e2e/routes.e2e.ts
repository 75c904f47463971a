import { PERSON_CHILD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { AuthPages } from './pages/authPages.js';
import { newPage, screenshot } from './support/browser.js';
import { visit } from './support/visit.js';

const LOGIN_ONLY = [...PROTECTED_ROUTES, ...PERSON_CHILD_ROUTES];

describe('signed out', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage());
  });
  afterAll(() => context.close());

  it('every public route answers with its own page', async () => {
    // Every path is served the app (the server's fallback) and the app draws that path's page: each
    // is opened once by address, half of them cold and half from within the app.
    for (const [index, route] of PUBLIC_ROUTES.entries()) {
      if (index % 2 === 0) await page.goto(route.path);
      else await visit(page, route.path);
      await page.getByTestId('page-main').waitFor();
      expect({ path: route.path, url: new URL(page.url()).pathname }).toEqual({ path: route.path, url: route.path });
    }
  });

  it('every login-only route leads to /login and remembers where to return', async () => {
    // The first is a full load; the others follow in the app, as a link would.
    for (const route of LOGIN_ONLY) {
      await visit(page, `${route.path}?from=test`);
      await page.waitForURL(/\/login\?redirect=/);
      const url = new URL(page.url());
      expect({ path: route.path, pathname: url.pathname, redirect: url.searchParams.get('redirect') }).toEqual({
        path: route.path,
        pathname: '/login',
        redirect: `${route.path}?from=test`,
      });
    }
  });

  it('shows /404 for unknown paths', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByTestId('page-notFound').waitFor();
    await screenshot(page, 'not-found');
  });

  it('returns to the protected page after signing in', async () => {
    await page.goto('/tbjl');
    await page.waitForURL(/\/login\?redirect=%2Ftbjl/);
    await new AuthPages(page).login(DEMO_TRADER.email, DEMO_TRADER.password);
    await page.waitForURL('**/tbjl');
    await page.getByTestId('page-tbjl').waitFor();
  });
});

describe('signed in', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage());
    const auth = new AuthPages(page);
    await auth.openLogin();
    await auth.login(DEMO_TRADER.email, DEMO_TRADER.password);
    await auth.expectSignedIn(DEMO_TRADER.email);
  });
  afterAll(() => context.close());

  it('every login-only route shows its page with its title', async () => {
    for (const route of LOGIN_ONLY) {
      await visit(page, route.path);
      await page.getByTestId('page-title').first().waitFor();
      expect({ path: route.path, url: new URL(page.url()).pathname }).toEqual({ path: route.path, url: route.path });
      expect((await page.getByTestId('page-title').first().innerText()).trim().length).toBeGreaterThan(1);
    }
  });

  it('redirects /person to /setting and /person/<child> to /<child>', async () => {
    await page.goto('/person');
    await page.waitForURL('**/setting');
    await page.goto('/person/tbjl?page=2');
    await page.waitForURL('**/tbjl?page=2');
    await page.goto('/person/sfyz');
    await page.waitForURL('**/sfyz');
    await screenshot(page, 'user-centre');
  });

  it('ends the session on the server at logout: the old token no longer works', async () => {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await new AuthPages(page).logout();
    const answer = await page.evaluate(async (t) => {
      const response = await fetch('/api/web/getInfo', { headers: { token: t ?? '', nonce: 'abcdef123' } });
      return response.json();
    }, token);
    expect(answer.code).toBe(1000);
    await page.goto('/setting');
    await page.waitForURL(/\/login\?redirect=/);
  });
});
