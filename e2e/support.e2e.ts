import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInStaffWithToken } from './pages/adminKyc.js';
import { AuthPages } from './pages/authPages.js';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { webCall } from './support/webApi.js';

/**
 * Issue 16, live customer service in the browser: a new user (with an anti-phishing code) opens
 * /service and writes; an agent in /admin takes the conversation from the queue and answers; the
 * user sees the agent typing and the answer arrive live, with their anti-phishing code under it;
 * the agent closes the conversation with a reason and the user rates it. Screenshots of the chat
 * (desktop 1280 and 1920, phone, Arabic) and of the desk.
 */
const PASSWORD = 'Passw0rd123';
const email = uniqueEmail('chat');
const CODE = 'BLUEFOX7';
let user: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  user = await newPage({ width: 1280, height: 900 });
  staff = await newPage({ width: 1440, height: 900 });
  await signInStaffWithToken(staff.context, inject('staffToken'));
  await new AuthPages(user.page).registerByEmail(email, PASSWORD);
  // Registration signs the user in; the token is stored once its answer is handled.
  await user.page.waitForFunction(() => Boolean(window.localStorage.getItem('token')));
  const token = await user.page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const set = await webCall('setAntiPhishing', { code: CODE, request_id: `antiphish-${Date.now()}` }, 'POST', token);
  expect(set.code).toBe(0);
});
afterAll(async () => {
  await user?.context.close();
  await staff?.context.close();
});

it('a user writes, an agent answers live with the anti-phishing code shown, closes with a reason, and the user rates the conversation', async () => {
  const { page } = user;
  await page.goto('/service');
  await page.getByTestId('service-welcome').waitFor();
  await expect.poll(() => page.getByTestId('ws-status').getAttribute('data-state'), { timeout: 15_000 }).toBe('open');
  await expect.poll(() => page.getByTestId('service-safety').innerText()).toMatch(/never ask for your password/);
  await page.getByTestId('service-input').fill('Hello, my deposit has not arrived yet.');
  await page.getByTestId('service-send').click();
  await page.locator('[data-testid="service-message"][data-from="user"]').first().waitFor();
  await screenshot(page, 'support-user-wrote');

  // The agent finds the conversation in the queue, takes it and starts typing.
  const desk = staff.page;
  await desk.goto('/admin/support');
  const item = desk.locator(`[data-testid="support-queue-item"][data-account="${email}"]`);
  await item.waitFor({ timeout: 15_000 });
  await item.click();
  await desk.getByTestId('support-desk-take').click();
  await expect.poll(() => desk.getByTestId('support-desk-status').innerText(), { timeout: 15_000 }).toMatch(/Assigned/);
  await desk.getByTestId('support-user-panel').waitFor();
  await expect.poll(() => desk.locator('[data-testid="support-desk-lines"]').innerText()).toContain('my deposit has not arrived');
  await desk.getByTestId('support-desk-input').pressSequentially('Hello! ', { delay: 20 });
  await page.getByTestId('service-typing').waitFor({ timeout: 15_000 });
  await screenshot(page, 'support-agent-typing');
  await desk.getByTestId('support-desk-input').fill('Hello! Please send me the transaction hash (TXID) and I will check it.');
  await desk.getByTestId('support-desk-send').click();
  await screenshot(desk, 'support-desk-console');

  // The answer arrives by itself, from the agent, with the user's anti-phishing code.
  const answer = page.locator('[data-testid="service-message"][data-from="agent"]').last();
  await answer.waitFor({ timeout: 15_000 });
  expect(await answer.innerText()).toContain('transaction hash');
  expect(await answer.getByTestId('service-anti-phishing-code').innerText()).toBe(CODE);
  await expect.poll(() => page.getByTestId('service-status').innerText()).toMatch(/helping you/);
  await screenshot(page, 'support-service-1280');

  // The agent closes it as resolved; the user rates it.
  await desk.getByTestId('support-desk-close').click();
  await desk.getByTestId('support-desk-reason-resolved').click();
  await desk.locator('#support-desk-close-confirm').click();
  await desk.getByTestId('support-desk-closed').waitFor({ timeout: 15_000 });
  await page.locator('[data-testid="service-event"][data-event="closed"]').waitFor({ timeout: 15_000 });
  await page.getByTestId('service-rating').waitFor();
  await page.locator('[data-testid="service-stars"] li').nth(3).click();
  await page.getByTestId('service-rating-comment').fill('Quick answer, thanks.');
  await screenshot(page, 'support-rating');
  await page.getByTestId('service-rating-submit').click();
  await page.getByTestId('service-rated').waitFor();
  const closedList = await webCall<{ conversation: { rating: number | null; close_reason: string | null } }>(
    'supportChat',
    {},
    'GET',
    await page.evaluate(() => window.localStorage.getItem('token') ?? ''),
  );
  expect(closedList.data.conversation).toMatchObject({ rating: 4, close_reason: 'resolved' });
});

it('shows the history at 1920, on the phone and in Arabic', async () => {
  const token = await user.page.evaluate(() => window.localStorage.getItem('token') ?? '');
  const userJson = await user.page.evaluate(() => window.localStorage.getItem('user') ?? '');
  const session = async (context: BrowserContext) =>
    context.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem('token', t ?? '');
        window.localStorage.setItem('user', u ?? '');
      },
      [token, userJson],
    );
  const wide = await newPage({ width: 1920, height: 1080 });
  await session(wide.context);
  await wide.page.goto('/service');
  await wide.page.locator('[data-testid="service-message"][data-from="agent"]').first().waitFor();
  await screenshot(wide.page, 'support-service-1920');
  await wide.context.close();

  const phone = await newPage({ width: 390, height: 844, userAgent: IPHONE_UA });
  await session(phone.context);
  await phone.page.goto('/m/service');
  await phone.page.locator('[data-testid="service-message"][data-from="agent"]').first().waitFor();
  await screenshot(phone.page, 'support-service-phone');
  await phone.context.close();

  const arabic = await newPage({ width: 1280, height: 900, lang: 'ar' });
  await session(arabic.context);
  await arabic.page.goto('/service');
  await arabic.page.locator('[data-testid="service-message"][data-from="agent"]').first().waitFor();
  expect(await arabic.page.locator('html').getAttribute('dir')).toBe('rtl');
  await screenshot(arabic.page, 'support-service-ar');
  await arabic.context.close();
});

it('lets a visitor leave a message from the help button, which the desk lists', async () => {
  const visitor = await newPage({ width: 1280, height: 900 });
  await visitor.page.goto('/');
  await visitor.page.getByTestId('support-launcher').click();
  await visitor.page.getByTestId('leave-message').waitFor();
  const address = uniqueEmail('visitor');
  await visitor.page.getByTestId('leave-message-email').fill(address);
  await visitor.page.getByTestId('leave-message-text').fill('I cannot find where to reset my password.');
  await screenshot(visitor.page, 'support-visitor-form');
  await visitor.page.getByTestId('leave-message-send').click();
  await visitor.page.getByTestId('leave-message-done').waitFor();
  await visitor.context.close();
  await staff.page.goto('/admin/support');
  await staff.page.getByTestId('support-desk-tickets-tab').click();
  await expect.poll(() => staff.page.getByTestId('support-tickets').innerText(), { timeout: 15_000 }).toContain(address);
});
