import type { Page } from 'playwright-core';

/**
 * The page has drawn its content: the shell's main area is there and no skeleton, spinner or busy
 * region is left showing in it (what a reader waits for before looking). Hidden ones do not count.
 */
export async function settle(page: Page): Promise<void> {
  await page.getByTestId('page-main').waitFor();
  await page.waitForFunction(() => {
    const main = document.querySelector('[data-testid="page-main"]');
    const busy = main ? [...main.querySelectorAll('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]')] : [];
    return main !== null && busy.every((element) => element.getClientRects().length === 0);
  });
}
