import { formatUnits, parseUnits } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.js';
import { DEMO_TRADER } from '../apps/server/src/seed/demoAccounts.js';
import { IPHONE_UA, newPage, screenshot } from './support/browser.js';
import { newSignedInPage, signInByApi } from './support/session.js';
import { visit } from './support/visit.js';

/**
 * Leveraged trading in the browser (issue 5): the demo trader (5,000 USDT in the contract account)
 * opens a 10x long of one lot of gold through the pre-trade card, watches its P&L move, sets a
 * take-profit one tick above the price the position would close at now, and sees the platform
 * close it there; the ledger holds the margin, the open fee and the close. Gold closes at weekends
 * and for an hour each weekday, so the test first sets its trading hours to always open, as an
 * operator's configuration change would, and puts them back afterwards.
 */
const SYMBOL = 'XAU_USD';
const PRICE_SCALE = 2;
const USDT_SCALE = 6;
const PAGE = `/deal_c?symbol=${SYMBOL}`;

let database: DatabaseHandle;
let originalHours: string;
let context: BrowserContext;
let page: Page;
let session: { token: string; user: string };
const extraContexts: BrowserContext[] = [];

async function query<T extends Record<string, unknown>>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute<T>(statement);
  return result.rows as T[];
}

const usdt = (value: string | null | undefined): bigint => {
  const units = value ? parseUnits(value, USDT_SCALE) : undefined;
  if (units === undefined) throw new Error(`not a USDT amount: ${value}`);
  return units;
};

async function attribute(testId: string, name = 'data-value'): Promise<string> {
  await page.waitForFunction(([id, attr]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute(attr ?? ''), [testId, name]);
  return (await page.getByTestId(testId).first().getAttribute(name)) ?? '';
}

/** A signed-in page in another shape (width, phone, language), sharing the session of the main one. */
async function signedInPage(options: Parameters<typeof newPage>[0]): Promise<Page> {
  const opened = await newPage(options);
  extraContexts.push(opened.context);
  await opened.context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
  return opened.page;
}

async function openTradePage(target: Page, path = PAGE): Promise<void> {
  await visit(target, path);
  await target.locator(`[data-testid="page-contract"][data-symbol="${SYMBOL}"]`).waitFor();
  await target.locator('[data-testid="ws-status"][data-state="open"]').first().waitFor();
  await target.locator('[data-testid="contract-strip"] [data-testid="market-status"][data-open="true"]').first().waitFor();
}

const openRow = () => page.locator(`[data-testid="positions-open"] [data-testid="position-row"][data-symbol="${SYMBOL}"]`);

beforeAll(async () => {
  database = connectDatabase(inject('databaseUrl'), 1);
  const [row] = await query<{ trading_hours: string }>(sql`select trading_hours from instruments where symbol = ${SYMBOL}`);
  if (!row) throw new Error(`no instrument ${SYMBOL}`);
  originalHours = row.trading_hours;
  await database.db.execute(sql`update instruments set trading_hours = '24/7' where symbol = ${SYMBOL}`);
  // Signed in by API: the form is auth.e2e.ts's subject.
  session = await signInByApi(DEMO_TRADER.email, DEMO_TRADER.password);
  ({ context, page } = await newSignedInPage(session, { width: 1280, height: 900 }));
});

afterAll(async () => {
  await database?.db.execute(sql`update instruments set trading_hours = ${originalHours} where symbol = ${SYMBOL}`);
  for (const extra of extraContexts) await extra.close();
  await context?.close();
  await database?.close();
});

it('publishes the rules and opens a 10x long of one lot of gold through the pre-trade card', async () => {
  await openTradePage(page);
  expect(await page.getByTestId('rule-lot').innerText()).toContain('1 lot = 1 XAU');
  expect(await page.getByTestId('rule-leverage').innerText()).toContain('20x');
  expect(await page.getByTestId('rule-hours-text').innerText()).toContain('Around the clock');
  expect(usdt(await attribute('corder-available'))).toBe(5_000_000_000n);

  await page.getByTestId('corder-lots').fill('1');
  expect(await page.getByTestId('corder-leverage-value').innerText()).toBe('10x');
  await page.locator('[data-testid="pretrade-card"][data-ready="true"]').waitFor();
  const notional = usdt(await attribute('pretrade-notional'));
  const margin = usdt(await attribute('pretrade-margin'));
  const openFee = usdt(await attribute('pretrade-open-fee'));
  // Margin is the notional over the leverage; without a stop-loss the most at risk is the margin and the open fee.
  expect(margin * 10n - notional).toBeGreaterThanOrEqual(0n);
  expect(margin * 10n - notional).toBeLessThan(10n);
  expect(usdt(await attribute('pretrade-max-loss'))).toBe(margin + openFee);
  expect(usdt(await attribute('pretrade-cost'))).toBe(margin + openFee);
  expect(await attribute('pretrade-liquidation')).toMatch(/^\d+\.\d{2}$/);
  await screenshot(page, 'contract-pretrade');

  await page.getByTestId('corder-submit').click();
  await page.getByTestId('confirm-open').waitFor();
  const confirm = page.locator('[data-testid="confirm-open-submit"]:not([disabled])');
  await confirm.waitFor();
  // The modal's opening animation settles before the picture.
  await page.waitForTimeout(500);
  await screenshot(page, 'contract-confirm');
  await confirm.click();

  const row = openRow();
  await row.waitFor();
  expect(await row.getAttribute('data-side')).toBe('long');
  expect(await row.getByTestId('position-lots').innerText()).toBe('1');
  // The margin and the open fee left the available balance.
  await page.waitForFunction(() => document.querySelector('[data-testid="corder-available"]')?.getAttribute('data-value') !== '5000.000000');
  expect(usdt(await attribute('corder-available'))).toBeLessThan(5_000_000_000n - margin);
});

it('shows the open position with a live P&L that changes by itself', async () => {
  const row = openRow();
  const first = await row.getByTestId('position-pnl').getAttribute('data-value');
  expect(first).toMatch(/^-?\d+\.\d+$/);
  expect(await row.getByTestId('position-liquidation').getAttribute('data-value')).toMatch(/^\d+\.\d{2}$/);
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="positions-open"] [data-testid="position-pnl"]')?.getAttribute('data-value') !== before,
    first,
    { timeout: 50_000 },
  );
  await screenshot(page, 'contract-1280');
}, 60_000);

it('closes at the take-profit set one tick above the current close price', async () => {
  const deadline = Date.now() + 150_000;
  let target = '';
  // The simulated price wanders: when it falls away from the target, the target follows it down.
  while ((await openRow().count()) > 0) {
    if (Date.now() > deadline) throw new Error(`take-profit ${target} not reached in time`);
    await openRow().getByTestId('position-edit-tpsl').click();
    const modal = page.getByTestId('tpsl-modal');
    await modal.waitFor();
    const closeNow = await attribute('tpsl-reference');
    const units = parseUnits(closeNow, PRICE_SCALE);
    if (units === undefined) throw new Error(`not a price: ${closeNow}`);
    target = formatUnits(units + 1n, PRICE_SCALE);
    await page.getByTestId('tpsl-take_profit').fill(target);
    await page.getByTestId('tpsl-save').click();
    const refused = page.getByTestId('tpsl-take_profit-error');
    await Promise.race([modal.waitFor({ state: 'detached' }), refused.waitFor()]);
    if ((await refused.count()) > 0) {
      // The price rose past the target between reading and saving: read it again.
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      continue;
    }
    if ((await openRow().count()) > 0) expect(await openRow().getByTestId('position-tp').getAttribute('data-value')).toBe(target);
    await page
      .getByTestId('positions-open-empty')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
  }

  await page.getByTestId('positions-tab-closed').click();
  const closed = page.locator(`[data-testid="positions-closed"] [data-testid="position-row"][data-symbol="${SYMBOL}"][data-reason="take_profit"]`).first();
  await closed.waitFor();
  expect(await closed.getByTestId('close-reason').innerText()).toBe('Take-profit');
  const closePrice = await closed.getByTestId('position-close-price').getAttribute('data-value');
  expect(Number(parseUnits(closePrice ?? '', PRICE_SCALE))).toBeGreaterThanOrEqual(Number(parseUnits(target, PRICE_SCALE)));
  expect(await closed.getByTestId('position-realised').getAttribute('data-value')).toMatch(/^-?\d+\.\d+$/);
  await screenshot(page, 'contract-closed');
}, 200_000);

it('has posted the margin, the open fee and the close to the ledger, shown in the account log', async () => {
  const [position] = await query<{ id: string; request_id: string; margin: string; open_fee: string; realised_pnl: string; close_fee: string }>(sql`
    select p.id::text, p.request_id, p.margin::text, p.open_fee::text, p.realised_pnl::text, p.close_fee::text
    from positions p join users u on u.id = p.user_id
    where u.email = ${DEMO_TRADER.email} and p.symbol = ${SYMBOL} and p.close_reason = 'take_profit'
    order by p.id desc limit 1`);
  if (!position) throw new Error('no take-profit close in the database');
  const postings = await query<{ reason: string; frozen: string; available: string }>(sql`
    select lp.reason,
      coalesce(sum(le.amount) filter (where le.bucket = 'frozen'), 0)::text as frozen,
      coalesce(sum(le.amount) filter (where le.bucket = 'available'), 0)::text as available
    from ledger_postings lp
    join ledger_entries le on le.posting_id = lp.id
    join ledger_accounts la on la.id = le.account_id and la.owner = 'user' and la.kind = 'contract'
    where (lp.cause_type = 'position_request' and lp.cause_id = ${position.request_id})
       or (lp.cause_type = 'position' and lp.cause_id = ${position.id})
    group by lp.id, lp.reason order by lp.id`);
  const byReason = new Map(postings.map((posting) => [posting.reason, posting]));
  const margin = BigInt(position.margin);
  const fee = BigInt(position.open_fee);
  // Margin and fee frozen together; the fee then leaves the frozen bucket; the close releases the margin with the P&L, less the close fee.
  expect(BigInt(byReason.get('position_margin')?.frozen ?? 'NaN')).toBe(margin + fee);
  expect(BigInt(byReason.get('position_margin')?.available ?? 'NaN')).toBe(-(margin + fee));
  expect(BigInt(byReason.get('position_open_fee')?.frozen ?? 'NaN')).toBe(-fee);
  expect(BigInt(byReason.get('position_close')?.frozen ?? 'NaN')).toBe(-margin);
  expect(BigInt(byReason.get('position_close')?.available ?? 'NaN')).toBe(margin + BigInt(position.realised_pnl) - BigInt(position.close_fee));

  await visit(page, '/deallog');
  for (const reason of ['position_margin', 'position_open_fee', 'position_close']) {
    await page.locator(`[data-testid="deal-row"][data-reason="${reason}"]`).first().waitFor();
  }
  await screenshot(page, 'contract-deallog');
});

it('looks right at 1920 wide, on a phone, and in Arabic', async () => {
  // The same window made 1920 wide.
  const wide = page;
  await wide.setViewportSize({ width: 1920, height: 1080 });
  await openTradePage(wide);
  await wide.getByTestId('positions-tab-closed').click();
  await wide.locator('[data-testid="positions-closed"] [data-testid="position-row"]').first().waitFor();
  await screenshot(wide, 'contract-1920');

  const phone = await signedInPage({ userAgent: IPHONE_UA, width: 390, height: 844 });
  await openTradePage(phone, `/m${PAGE}`);
  await phone.locator('[data-testid="instrument-chart-canvas"]:not([data-bars="0"])').waitFor();
  await screenshot(phone, 'contract-phone');
  await phone.getByTestId('corder-lots').fill('1');
  await phone.locator('[data-testid="pretrade-card"][data-ready="true"]').waitFor();
  const box = await phone.getByTestId('corder-submit').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await phone.getByTestId('corder-submit').scrollIntoViewIfNeeded();
  await screenshot(phone, 'contract-phone-form');

  const arabic = await signedInPage({ width: 1280, height: 900, lang: 'ar' });
  await openTradePage(arabic);
  expect(await arabic.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await arabic.getByTestId('corder-lots').fill('1');
  await arabic.locator('[data-testid="pretrade-card"][data-ready="true"]').waitFor();
  await screenshot(arabic, 'contract-ar');
}, 90_000);
