/**
 * Page weight: what a first visit downloads.
 *   npm run build && npm run bench:weight [-- --pages /,/deal,/asset --width 1280]
 * Builds nothing: starts the platform as `npm start` does (embedded PostgreSQL, temporary data
 * directory, free ports, the demo liquidity bots on so that the book and the tape have content)
 * serving the web app already built in apps/web/dist, then loads each page cold (a new browser
 * context: empty cache) in Debian's Chromium and adds up Chromium's network events
 * (support/coldLoad.ts): bytes on the wire (compressed bodies and headers), bytes after
 * decompression, requests. `/asset` and the other pages that need a session load signed in as a
 * fresh funded user (`/deal` is one: spec §6). The last line of output is one JSON object.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROTECTED_ROUTES } from '@veritex/shared';
import { chromium } from 'playwright-core';
import { type ColdLoad, measureColdLoad } from './support/coldLoad.js';
import { machine } from './support/measure.js';
import { fundedUsers, startPlatform } from './support/platform.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set((process.argv[i] ?? '').replace(/^--/, ''), process.argv[i + 1] ?? '');
const pages = (args.get('pages') ?? '/,/deal,/asset').split(',').filter(Boolean);
const width = Number(args.get('width') ?? 1280);
/** Pages behind the sign-in guard (spec §6) load with a session; the others as a visitor. */
const SIGNED_IN = new Set(PROTECTED_ROUTES.map((route) => route.path));
/** What each page shows once usable, so that the count includes what its first render fetches. */
const READY: Record<string, string> = {
  '/': '[data-testid="market-table"]',
  '/deal': '[data-testid="page-deal"][data-symbol]',
  '/asset': '[data-testid="asset-summary"]',
};
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const log = (line: string) => process.stderr.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const dist = resolve(import.meta.dirname, '../apps/web/dist/index.html');
if (!existsSync(dist)) {
  log('[bench:weight] apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const platform = await startPlatform({ env: { WEB_DIST: 'apps/web/dist', MARKET_MAKER: 'on' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
try {
  const pgVersion = String((await platform.database.pool.query('show server_version')).rows[0]?.server_version ?? 'unknown');
  const [user] = await fundedUsers(platform, 1, { USDT: 10_000_000_000n }, 'weight');
  if (!user) throw new Error('no user');
  const results: ColdLoad[] = [];
  for (const path of pages) {
    const signedIn = SIGNED_IN.has(path);
    const result = await measureColdLoad(browser, `${platform.baseUrl}${path}`, {
      context: { viewport: { width, height: 800 } },
      readySelector: READY[path],
      initScript: signedIn ? `window.localStorage.setItem('token', ${JSON.stringify(user.token)});` : undefined,
    });
    results.push(result);
    log(`[bench:weight] ${path}: ${kb(result.transferredBytes)} transferred, ${kb(result.decodedBytes)} decoded, ${result.requests} requests`);
    for (const [type, weight] of Object.entries(result.byType).sort((a, b) => b[1].transferredBytes - a[1].transferredBytes)) {
      log(
        `    ${type.padEnd(10)} ${String(weight.requests).padStart(3)} requests ${kb(weight.transferredBytes).padStart(10)} ${kb(weight.decodedBytes).padStart(10)}`,
      );
    }
    if (result.uncompressed.length > 0) log(`    served uncompressed: ${result.uncompressed.length} files, e.g. ${result.uncompressed.slice(0, 3).join(', ')}`);
    log(`    largest: ${result.largest.map((file) => `${file.path} ${kb(file.transferredBytes)} (${kb(file.decodedBytes)})`).join(', ')}`);
  }
  console.log(
    JSON.stringify({
      bench: 'pageWeight',
      width,
      machine: machine(pgVersion),
      pages: results.map(({ path, requests, transferredBytes, decodedBytes, byType, uncompressed }) => ({
        path,
        requests,
        transferredBytes,
        decodedBytes,
        byType,
        uncompressed,
      })),
    }),
  );
} finally {
  await browser.close();
  await platform.stop();
}
