// Temporary helper (not committed): screenshots against a platform serving WEB_DIST.
import { chromium } from 'playwright-core';
import { fundedUsers, startPlatform } from './support/platform.js';
const dist = process.argv[2] ?? 'apps/web/dist';
const prefix = process.argv[3] ?? 'cur';
const jobs: Array<{ path: string; width: number; height?: number; phone?: boolean; signed?: boolean; lang?: string; theme?: string; scroll?: string; name: string }> = JSON.parse(process.argv[4] ?? '[]');
const platform = await startPlatform({ env: { WEB_DIST: dist, MARKET_MAKER: 'on' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
try {
  const [user] = await fundedUsers(platform, 1, { USDT: 2_500_000_000n, BTC: 5_000_000n, ETH: 300_000_000n, DOGE: 100_000_000_000n }, 'shots');
  for (const job of jobs) {
    const context = await browser.newContext({ viewport: { width: job.width, height: job.height ?? 800 }, userAgent: job.phone ? IPHONE_UA : undefined, isMobile: job.phone, hasTouch: job.phone, locale: 'en-US' });
    const init = [job.signed ? `localStorage.setItem('token', ${JSON.stringify(user?.token)});` : '', job.lang ? `localStorage.setItem('lang', '${job.lang}');` : '', job.theme ? `localStorage.setItem('theme', '${job.theme}');` : ''].join('');
    if (init) await context.addInitScript({ content: init });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}${job.path}`);
    await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    if (job.scroll) await page.locator(job.scroll).first().scrollIntoViewIfNeeded().catch(() => undefined);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${prefix}-${job.name}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await platform.stop();
}
