import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { adminCall } from './support/staff.js';
import { signUpByApi, webCall } from './support/webApi.js';

/**
 * Messages (/news, /newsDetail, the bell): a security change the user makes from another device
 * (the API) reaches the bell over the live socket without a reload; opening the message marks it
 * read and the count falls; the notice is also mailed with the anti-phishing code.
 */
const PASSWORD = 'secret123';
const email = uniqueEmail('news');
let session: { token: string; user: string };
const contexts: BrowserContext[] = [];
let page: Page;

/** A page signed in with the shared session (the token in localStorage, as the app keeps it). */
async function signedInPage(options: Parameters<typeof newPage>[0]): Promise<Page> {
  const opened = await newPage(options);
  contexts.push(opened.context);
  await opened.context.addInitScript(({ token, user }) => {
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
  return opened.page;
}

const bell = (target: Page) => target.getByTestId('nav-news');

async function bellCount(target: Page, expected: number): Promise<void> {
  await target.locator(`[data-testid="nav-news"][data-unread="${expected}"]`).waitFor();
}

beforeAll(async () => {
  const signedUp = await signUpByApi(email, PASSWORD);
  session = { token: signedUp.token, user: JSON.stringify(signedUp.user) };
  page = await signedInPage({ width: 1280, height: 900 });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

describe('messages', () => {
  it('raises the bell live when a message arrives, and opening it marks it read', async () => {
    await page.goto('/news');
    await page.getByTestId('page-news').waitFor();
    // The socket is up: from here the count only changes by push (the fallback poll is off while live).
    await page.locator('[data-testid="nav-news"][data-live="open"]').waitFor();
    const before = Number(await bell(page).getAttribute('data-unread'));

    const changed = await webCall('setAntiPhishing', { code: 'NewsCheck7', request_id: `news-${Date.now()}` }, 'POST', session.token);
    expect(changed.code).toBe(0);
    await bellCount(page, before + 1);
    const row = page.getByTestId('news-item').filter({ hasText: 'Anti-phishing code set' });
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('0');
    await screenshot(page, 'news-list-1280');

    await row.getByTestId('news-open').click();
    await page.getByTestId('news-detail').waitFor();
    expect(await page.getByTestId('news-detail-title').innerText()).toBe('Anti-phishing code set');
    expect(await page.getByTestId('news-detail-body').innerText()).toContain('Every e-mail from us now carries it');
    expect(await page.getByTestId('news-detail-link').getAttribute('href')).toBe('/security');
    await bellCount(page, before);
    await screenshot(page, 'news-detail-1280');

    await page.getByTestId('news-back').click();
    await page.getByTestId('news-list').waitFor();
    await page.locator('[data-testid="news-item"][data-read="1"]').filter({ hasText: 'Anti-phishing code set' }).waitFor();
  });

  it('mails the security notice with the anti-phishing code (the Outbox shows what the SMTP sink received)', async () => {
    const deadline = Date.now() + 20_000;
    let body = '';
    while (!body && Date.now() < deadline) {
      const outbox = await adminCall<{ items: { subject: string; body: string }[] }>(
        inject('baseUrl'),
        'outbox',
        { q: email, page_size: '10' },
        inject('staffToken'),
      );
      body = outbox.data.items.find((m) => m.subject === '[Veritex] Anti-phishing code set')?.body ?? '';
      if (!body) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(body).toContain('Your anti-phishing code: NewsCheck7.');
    expect(body).toMatch(/Details: http.*\/security/);
  });

  it('keeps the notification settings: security always on, the other groups switchable', async () => {
    await page.goto('/news?settings=1');
    await page.getByTestId('notify-groups').waitFor();
    expect(await page.getByTestId('notify-security').innerText()).toContain('Always on');
    await page.getByTestId('notify-anti-phishing').waitFor();
    const trading = page.getByTestId('notify-switch-trading');
    expect(await trading.getAttribute('aria-checked')).toBe('false');
    await trading.click();
    await page.locator('[data-testid="notify-switch-trading"][aria-checked="true"]').waitFor();
    await screenshot(page, 'news-settings-1280');
    const prefs = await webCall<{ groups: { group: string; email: boolean }[] }>('getNotifyPrefs', {}, 'GET', session.token);
    expect(prefs.data.groups.find((g) => g.group === 'trading')?.email).toBe(true);
  });

  it('looks right on the phone and in Arabic', async () => {
    await webCall('setSecQuestion', { question_id: '1', answer: 'Blue whale', request_id: `news-q-${Date.now()}` }, 'POST', session.token);
    const phone = await signedInPage({ width: 390, height: 844, userAgent: IPHONE_UA });
    await phone.goto('/m/news');
    await phone.getByTestId('news-list').waitFor();
    await bell(phone).waitFor();
    await screenshot(phone, 'news-list-phone');
    await phone.getByTestId('news-open').first().click();
    await phone.getByTestId('news-detail').waitFor();
    expect(phone.url()).toContain('/m/newsDetail?id=');
    expect(await phone.getByTestId('news-detail-link').getAttribute('href')).toMatch(/^\/m\//);
    await screenshot(phone, 'news-detail-phone');

    const arabic = await signedInPage({ width: 1280, height: 900, lang: 'ar' });
    await arabic.goto('/news');
    await arabic.getByTestId('news-list').waitFor();
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
    await screenshot(arabic, 'news-list-ar');
    await arabic.getByTestId('news-open').first().click();
    await arabic.getByTestId('news-detail').waitFor();
    await screenshot(arabic, 'news-detail-ar');
  });
});
