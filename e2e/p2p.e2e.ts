import { ERROR_CODES, parseUnits } from '@veritex/shared';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_MERCHANTS } from '../apps/server/src/seed/demoP2p.js';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { accountBalance, closeSeedDatabase, creditExchange, verifyJunior } from './support/seed.js';
import { signInByApi, startSignedIn } from './support/session.js';
import { signUpByApi, webCall } from './support/webApi.js';

/**
 * Issue 15 in the browser. A demo merchant posts a sell ad in the merchant centre; a new, verified
 * user opens an order on it, chats, attaches the transfer's receipt and marks it paid; the merchant
 * releases with the transaction password and the USDT reaches the buyer's exchange account to the
 * minor unit. A second order goes to appeal and staff return the escrow to the seller from the
 * quick-buy desk, with the decision in the audit log. Then the same user converts BTC to USDT in
 * flash exchange at the quoted amount.
 */
const PASSWORD = 'Passw0rd123';
const buyerEmail = uniqueEmail('p2pbuyer');
const [jade] = DEMO_MERCHANTS.merchants;
const AD_PRICE = '6.95';
let buyer: { context: BrowserContext; page: Page };
let merchant: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };
let adId = '';
/** The first order, released: its chat stays open for a week after. */
let releasedOrderId = '';

const usdt = (text: string | null | undefined): bigint => {
  const units = parseUnits((text ?? '').replaceAll(',', ''), 6);
  if (units === undefined) throw new Error(`not a USDT amount: ${JSON.stringify(text)}`);
  return units;
};

/** The page's context opens signed in as `account` (an API sign-in: the form is auth.e2e.ts's subject). */
async function signIn(page: Page, account: string, password: string): Promise<void> {
  await startSignedIn(page.context(), await signInByApi(account, password));
}

function receipt(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 240, height: 320, channels: 3, background: { r: 240, g: 200 - seed * 20, b: 120 } } })
    .png()
    .toBuffer();
}

/** Opens an order for `fiat` CNY on the test's ad from the offer list; answers the order's id from the order page. */
async function openOrder(page: Page, fiat: string): Promise<string> {
  await page.goto('/kjmbSelect');
  await page.getByTestId(`p2p-ad-${adId}`).waitFor();
  await page.getByTestId(`p2p-ad-${adId}-open`).click();
  await page.getByTestId('p2p-open-fiat').fill(fiat);
  await page.getByTestId('p2p-open-submit').click();
  await page.waitForURL((url) => url.pathname === '/kjmb');
  const order = page.getByTestId('p2p-order');
  await order.waitFor();
  return (await order.getAttribute('data-order-id')) ?? '';
}

/** The buyer's "I have paid": the method, an optional receipt, the confirmation. */
async function markPaid(page: Page, withReceipt: boolean): Promise<void> {
  if (withReceipt) {
    await page.getByTestId('p2p-proof-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receipt(1) });
    await expect.poll(() => page.getByTestId('p2p-proof').getAttribute('data-uploaded'), { timeout: 15_000 }).toBe('true');
  }
  await page.getByTestId('p2p-mark-paid').click();
  await page.getByTestId('p2p-paid-check').check();
  await page.getByTestId('p2p-paid-confirm').click();
  await page.getByTestId('p2p-buyer-paid').waitFor();
}

beforeAll(async () => {
  buyer = await newPage({ width: 1280, height: 900 });
  merchant = await newPage({ width: 1280, height: 900 });
  staff = await newPage({ width: 1440, height: 900 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
  await new AuthPages(buyer.page).registerByEmail(buyerEmail, PASSWORD);
  await new AuthPages(buyer.page).expectSignedIn(buyerEmail);
  await verifyJunior(buyerEmail);
  await signIn(merchant.page, jade?.email ?? '', DEMO_MERCHANTS.password);
});
afterAll(async () => {
  for (const party of [buyer, merchant, staff]) await party?.context.close();
  await closeSeedDatabase();
});

it('a merchant posts a sell ad in the merchant centre; its USDT moves into the ad reserve', async () => {
  const { page } = merchant;
  await page.goto('/kjmbSelect?tab=merchant');
  await page.getByTestId('merchant-approved').waitFor();
  const reserveBefore = await accountBalance(jade?.email ?? '', 'p2p_reserve');
  const rows = page.locator('[data-testid^="ad-row-"]');
  await rows.first().waitFor();
  const before = new Set(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid'))));

  await page.getByTestId('ad-new').click();
  await page.getByTestId('ad-editor-form').waitFor();
  await page.getByTestId('ad-editor-price').fill(AD_PRICE);
  await page.getByTestId('ad-editor-amount').fill('300');
  await page.getByTestId('ad-editor-min').fill('50');
  await page.getByTestId('ad-editor-max').fill('1000');
  await page.getByTestId('ad-editor-terms').fill('Bank transfer from an account in your own name only.');
  await screenshot(page, 'p2p-ad-editor');
  await page.getByTestId('ad-editor-submit').click();
  await page.getByTestId('ad-editor-form').waitFor({ state: 'hidden' });

  await expect.poll(() => rows.count()).toBe(before.size + 1);
  const ids = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  adId = (ids.find((id) => !before.has(id)) ?? '').replace('ad-row-', '');
  expect(adId).toMatch(/^\d+$/);
  expect(await page.getByTestId(`ad-row-${adId}`).getAttribute('data-status')).toBe('online');
  expect(await accountBalance(jade?.email ?? '', 'p2p_reserve')).toBe(reserveBefore + 300_000_000n);
  await screenshot(page, 'p2p-merchant-ads');
});

it('buys 100 CNY of USDT: the order chat carries text and a picture, the receipt goes with "I have paid", the merchant releases', async () => {
  const { page } = buyer;
  const orderId = await openOrder(page, '100');
  // 100 CNY at 6.95 is 14.388489 USDT (rounded down to the minor unit), held in escrow at once.
  const quantity = 14_388_489n;
  await expect.poll(() => page.getByTestId('p2p-order-status').getAttribute('data-status')).toBe('unpaid');
  await page.getByTestId('p2p-countdown').waitFor();
  expect(await page.getByTestId('p2p-details-bank').innerText()).toContain('Jade Lin');

  await page.getByTestId('p2p-chat-input').fill('Hello, paying by bank transfer now.');
  await page.getByTestId('p2p-chat-send').click();
  await page.getByTestId('p2p-chat-message').filter({ hasText: 'paying by bank transfer' }).waitFor();
  await page
    .getByTestId('p2p-chat-attach')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: await receipt(2),
    });
  await page.locator('[data-testid="p2p-chat-message"][data-mine="true"] img').first().waitFor();
  await markPaid(page, true);
  await screenshot(page, 'p2p-order-paid');

  // The merchant's page is live: the buyer's message, the picture and "paid" arrive without a reload.
  const seller = merchant.page;
  await seller.goto(`/kjmb?id=${orderId}`);
  await seller.getByTestId('p2p-chat-message').filter({ hasText: 'paying by bank transfer' }).waitFor();
  await seller.getByTestId('p2p-seller-release').waitFor();
  await seller.getByTestId('p2p-chat-input').fill('Received, releasing.');
  await seller.getByTestId('p2p-chat-input').press('Enter');
  await page.getByTestId('p2p-chat-message').filter({ hasText: 'Received, releasing.' }).waitFor();

  const exchangeBefore = await accountBalance(buyerEmail, 'exchange');
  await seller.getByTestId('p2p-release').click();
  await seller.getByTestId('p2p-release-check').check();
  await seller.getByTestId('p2p-release-tpwd').fill('000000');
  // A wrong transaction password releases nothing: the refusal clears the field for another try.
  const refused = seller.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/p2pRelease');
  await seller.getByTestId('p2p-release-confirm').click();
  expect(((await (await refused).json()) as { code: number }).code).toBe(ERROR_CODES.tpwd_wrong);
  await expect.poll(() => seller.getByTestId('p2p-release-tpwd').inputValue()).toBe('');
  expect(await accountBalance(buyerEmail, 'exchange')).toBe(exchangeBefore);
  await seller.getByTestId('p2p-release-tpwd').fill(DEMO_MERCHANTS.tpwd);
  await seller.getByTestId('p2p-release-confirm').click();
  await seller.getByTestId('p2p-result').waitFor();

  await expect.poll(() => page.getByTestId('p2p-result').getAttribute('data-status'), { timeout: 15_000 }).toBe('completed');
  releasedOrderId = orderId;
  expect(await accountBalance(buyerEmail, 'exchange')).toBe(exchangeBefore + quantity);
  await screenshot(page, 'p2p-order-completed');
});

it('a second order goes to appeal; staff read the evidence and return the escrow to the seller, and the decision is audited', async () => {
  const { page } = buyer;
  const reserveBefore = await accountBalance(jade?.email ?? '', 'p2p_reserve');
  const orderId = await openOrder(page, '70');
  const quantity = 10_071_942n; // 70 / 6.95, rounded down
  expect(await accountBalance(jade?.email ?? '', 'p2p_reserve')).toBe(reserveBefore - quantity);
  await markPaid(page, false);

  await page.getByTestId('p2p-appeal-open').click();
  await page.getByTestId('p2p-appeal-reason').fill('I paid 70 CNY but the seller says nothing arrived.');
  await page.getByTestId('p2p-appeal-submit').click();
  await page.getByTestId('p2p-appeal-reviewing').waitFor();
  expect(await page.getByTestId('p2p-order-status').getAttribute('data-status')).toBe('appeal');
  // The escrow stays held while the appeal is open.
  expect(await accountBalance(jade?.email ?? '', 'p2p_escrow')).toBeGreaterThanOrEqual(quantity);

  const desk = staff.page;
  await desk.goto(`/admin/p2p?order=${orderId}`);
  const drawer = desk.getByTestId('p2p-order-drawer');
  await drawer.waitFor();
  await drawer.getByTestId('p2p-appeal-reason').filter({ hasText: 'seller says nothing arrived' }).waitFor();
  await screenshot(desk, 'p2p-desk-appeal');
  await drawer.getByTestId('p2p-return').click();
  await desk.getByTestId('p2p-decision-effect').waitFor();
  await desk.getByTestId('review-reason').fill('No payment reached the seller’s bank account; the buyer sent no receipt.');
  await desk.getByTestId('review-confirm').click();
  await drawer.getByTestId('p2p-appeal-decision').waitFor();

  await expect.poll(() => page.getByTestId('p2p-order-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('resolved');
  await page.getByTestId('p2p-appeal-outcome').waitFor();
  expect(await accountBalance(jade?.email ?? '', 'p2p_reserve')).toBe(reserveBefore);
  await screenshot(page, 'p2p-order-resolved');

  await desk.goto('/admin/audit');
  await desk.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  const audit = await desk.locator('.ant-table-tbody').first().innerText();
  expect(audit).toContain('p2p.resolveAppeal');
  expect(audit).toContain(`p2p_order:${orderId}`);
});

it('converts BTC to USDT in flash exchange and receives exactly the quoted amount', async () => {
  const { page } = buyer;
  await creditExchange(buyerEmail, 'BTC', '0.05');
  // A resting bid of another user's at the reference price: the quote walks it, and the bots' ladder
  // (which refreshes every 2 s) cannot take it away between the quote and the confirmation.
  const bidderEmail = uniqueEmail('p2pbid');
  const bidder = await signUpByApi(bidderEmail, PASSWORD);
  await creditExchange(bidderEmail, 'USDT', '500000');
  const book = await webCall<{ depth: { bids: [string, string][]; asks: [string, string][] } }>('new_data', { symbol: 'BTC_USDT' }, 'GET');
  // Whole dollars between the best bid and ask (a test figure, not an amount that is booked as is).
  const mid = Math.round((Number(book.data.depth.bids[0]?.[0]) + Number(book.data.depth.asks[0]?.[0])) / 2);
  const bid = await webCall(
    'placeOrder',
    { symbol: 'BTC_USDT', side: 'buy', type: 'limit', time_in_force: 'GTC', price: String(mid), quantity: '2', client_order_id: `e2ebid${Date.now()}` },
    'POST',
    bidder.token,
  );
  expect(bid.code).toBe(0);

  await page.goto('/exchange');
  await page.getByTestId('flash-form').waitFor();
  await page.getByTestId('flash-from-asset').click();
  await page.getByTestId('flash-from-asset-option-BTC').click();
  await page.getByTestId('flash-amount').fill('0.01');
  const btcBefore = await accountBalance(buyerEmail, 'exchange', 'BTC');
  const usdtBefore = await accountBalance(buyerEmail, 'exchange');
  await page.getByTestId('flash-preview').click();
  const quote = page.getByTestId('flash-quote');
  await quote.waitFor();
  const receive = usdt(await page.getByTestId('flash-quote-receive').getAttribute('data-value'));
  expect(receive).toBeGreaterThan(0n);
  await screenshot(page, 'flash-quote');
  await page.getByTestId('flash-quote-convert').click();
  await page.getByTestId('flash-result').waitFor();
  expect(usdt(await page.getByTestId('flash-result-received').getAttribute('data-value'))).toBe(receive);
  expect(await accountBalance(buyerEmail, 'exchange')).toBe(usdtBefore + receive);
  expect(await accountBalance(buyerEmail, 'exchange', 'BTC')).toBe(btcBefore - 1_000_000n);
  await screenshot(page, 'flash-result');
});

it('on a phone, the order page has order and chat panes, and a message sent there reaches the merchant live', async () => {
  const phone = await newPage({ userAgent: IPHONE_UA, width: 390, height: 844 });
  try {
    await signIn(phone.page, buyerEmail, PASSWORD);
    await phone.page.goto(`/m/kjmb?id=${releasedOrderId}`);
    await phone.page.getByTestId('p2p-result').waitFor();
    await phone.page.getByTestId('p2p-pane-chat').click();
    await phone.page.getByTestId('p2p-chat-message').filter({ hasText: 'Received, releasing.' }).waitFor();
    await merchant.page.goto(`/kjmb?id=${releasedOrderId}`);
    await merchant.page.getByTestId('p2p-chat').waitFor();
    await phone.page.getByTestId('p2p-chat-input').fill('Thanks, USDT received.');
    await phone.page.getByTestId('p2p-chat-send').click();
    await merchant.page.getByTestId('p2p-chat-message').filter({ hasText: 'Thanks, USDT received.' }).waitFor();
    const send = await phone.page.getByTestId('p2p-chat-send').boundingBox();
    expect(send?.height ?? 0).toBeGreaterThanOrEqual(44);
    await screenshot(phone.page, 'phone-p2p-chat');
  } finally {
    await phone.context.close();
  }
});
