import type { Page } from 'playwright-core';

/** Paths the user app does not route (the staff console is its own app): always a full load. */
const OTHER_APPS = /^\/(admin|api)(\/|$)/;

/**
 * Opens `path` the way following one of the site's links does: the app already in the page changes
 * screen without reloading, which is how users move around (and a quarter of the time of a full
 * load on two shared cores). A full load when the page holds no user app yet, when the target is
 * another app, or when it is the screen already shown (a reload is what is asked for then).
 * Resolves once the router has drawn the new screen, redirects included; `settle` then waits for
 * its data.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const shown = await page.evaluate(() => document.querySelector('[data-testid="page-main"][data-path]')?.getAttribute('data-path') ?? null).catch(() => null);
  if (shown === null || shown === path || OTHER_APPS.test(path)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // The router sets data-path when it commits the screen of the address it ended at.
  await page.waitForFunction(() => {
    const main = document.querySelector('[data-testid="page-main"][data-path]');
    return main?.getAttribute('data-path') === window.location.pathname + window.location.search;
  });
}
