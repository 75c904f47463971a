import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { postEntries } from '../apps/server/src/modules/ledger/index.js';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { signUpByApi, webCall } from './support/webApi.js';

/**
 * Price provenance in the browser (issue 18): a trader's closed position shows the reference tick
 * its close used (time, source, price), and the tick's link opens the public tick history of the
 * instrument at that instant with that very tick highlighted. The platform runs the offline
 * simulator, so the source must read "Simulated feed". Bitcoin trades around the clock, so the
 * test needs no trading-hours change.
 */
const SYMBOL = 'BTC_USDT_PERP';

let database: DatabaseHandle;
let session: { token: string; user: string };
let closed: { id: string; close_tick: { symbol: string; at: string; price: string; source: string } };
const contexts: BrowserContext[] = [];

/** A signed-in page of the test's trader in the given shape. */
async function traderPage(options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const opened = await newPage(options);
  contexts.push(opened.context);
  await opened.context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
  return opened.page;
}

/** Waits until the recorder has stored a tick of the instrument at or after `after` (one a second). */
async function tickStoredAfter(after: Date): Promise<void> {
  for (;;) {
    const rows = await database.db.execute<{ n: string }>(
      sql`select count(*)::text as n from reference_ticks where symbol = ${SYMBOL} and at >= ${after.toISOString()}`,
    );
    if (Number(rows.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  database = connectDatabase(inject('databaseUrl'), 1);
  const email = uniqueEmail('provenance');
  const signedUp = await signUpByApi(email, 'provenance123');
  session = { token: signedUp.token, user: JSON.stringify(signedUp.user) };
  const [user] = (await database.db.execute<{ id: string }>(sql`select id::text as id from users where email = ${email}`)).rows;
  if (!user) throw new Error(`no user ${email}`);
  await database.db.transaction(async (tx) => {
    const posted = await postEntries(tx, {
      reason: 'deposit',
      actor: 'e2e',
      cause: { type: 'e2e', id: email },
      idempotencyKey: `e2e-credit:${email}:contract`,
      movements: [
        { account: { owner: 'house', kind: 'deposits_clearing', asset: 'USDT' }, bucket: 'available', amount: -5_000_000_000n },
        { account: { owner: 'user', userId: BigInt(user.id), kind: 'contract', asset: 'USDT' }, bucket: 'available', amount: 5_000_000_000n },
      ],
    });
    if (!posted.ok) throw new Error(`credit refused: ${posted.error}`);
  });
  // Open one lot at market and close it at a later tick, as the order panel would.
  const opened = await webCall<{ id: string }>(
    'openPosition',
    { symbol: SYMBOL, side: 'long', type: 'market', lots: '1', leverage: '5', request_id: `provopen${Date.now()}` },
    'POST',
    session.token,
  );
  expect(opened.code).toBe(0);
  await tickStoredAfter(new Date(Date.now() + 1_000));
  const answer = await webCall<typeof closed>('closePosition', { position_id: opened.data.id, request_id: `provclose${Date.now()}` }, 'POST', session.token);
  expect(answer.code).toBe(0);
  closed = answer.data;
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await database?.close();
});

it('a closed position shows its tick, and the link opens the tick history with that tick highlighted', async () => {
  expect(closed.close_tick).toMatchObject({ symbol: SYMBOL, source: 'simulated' });
  const page = await traderPage({ width: 1280, height: 900 });
  await page.goto('/lt');
  await page.getByTestId('positions-tab-closed').click();
  const row = page.locator(`[data-testid="positions-closed"] [data-testid="position-row"][data-id="${closed.id}"]`);
  await row.waitFor();
  const stamp = row.getByTestId('position-close-tick');
  expect(await stamp.getAttribute('data-at')).toBe(closed.close_tick.at);
  expect(await stamp.getAttribute('data-price')).toBe(closed.close_tick.price);
  expect(await stamp.getByTestId('tick-source').innerText()).toBe('Simulated feed');
  await screenshot(page, 'provenance-closed-1280');

  // The detail drawer: entry and close ticks, and the (empty) carry charges.
  await row.getByTestId('position-details').click();
  const detail = page.locator(`[data-testid="position-detail"][data-id="${closed.id}"]`);
  await detail.waitFor();
  expect(await detail.getByTestId('detail-close-tick').getAttribute('data-at')).toBe(closed.close_tick.at);
  await detail.getByTestId('detail-entry-tick').waitFor();
  await detail.getByTestId('carry-empty').waitFor();
  await screenshot(page, 'provenance-detail-1280');
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });

  await stamp.getByTestId('tick-link').click();
  await page.waitForURL((url) => url.pathname === '/ticks');
  const url = new URL(page.url());
  expect(url.searchParams.get('symbol')).toBe(SYMBOL);
  expect(new Date(url.searchParams.get('at') ?? '').toISOString()).toBe(closed.close_tick.at);
  const highlighted = page.locator('[data-testid="tick-row"][data-referenced="true"]');
  await highlighted.waitFor();
  expect(await highlighted.count()).toBe(1);
  expect(await highlighted.getAttribute('data-at')).toBe(closed.close_tick.at);
  expect(await highlighted.getAttribute('data-price')).toBe(closed.close_tick.price);
  expect(await page.getByTestId('ticks-referenced').getAttribute('data-at')).toBe(closed.close_tick.at);
  await page.getByTestId('ticks-simulated').waitFor();
  expect(Number(await page.getByTestId('ticks-chart').getAttribute('data-points'))).toBeGreaterThan(1);
  await screenshot(page, 'provenance-ticks-1280');
});

const historyPath = () => `/ticks?symbol=${SYMBOL}&at=${encodeURIComponent(closed.close_tick.at)}`;

it('the tick history on a wide screen', async () => {
  const wide = await traderPage({ width: 1920, height: 1080 });
  await wide.goto(historyPath());
  await wide.locator('[data-testid="tick-row"][data-referenced="true"]').waitFor();
  await screenshot(wide, 'provenance-ticks-1920');
});

it('the tick history and the closed position on a phone', async () => {
  const phone = await traderPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  await phone.goto(`/m${historyPath()}`);
  await phone.locator('[data-testid="tick-row"][data-referenced="true"]').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(phone, 'provenance-ticks-phone');
  await phone.goto('/m/lt');
  await phone.getByTestId('positions-tab-closed').click();
  await phone.locator(`[data-testid="position-row"][data-id="${closed.id}"] [data-testid="position-close-tick"]`).waitFor();
  await screenshot(phone, 'provenance-closed-phone');
});

it('the tick history in Arabic, right to left, says the feed is simulated', async () => {
  const arabic = await traderPage({ width: 1280, height: 900, lang: 'ar' });
  await arabic.goto(historyPath());
  const referenced = arabic.locator('[data-testid="tick-row"][data-referenced="true"]');
  await referenced.waitFor();
  expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await referenced.getByTestId('tick-source').innerText()).toBe('تغذية أسعار محاكاة');
  await screenshot(arabic, 'provenance-ticks-ar');
});
