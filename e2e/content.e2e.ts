import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { IPHONE_UA, newPage, screenshot, uniqueEmail } from './support/browser.js';
import { visit } from './support/visit.js';
import { signUpByApi } from './support/webApi.js';

/**
 * Announcements and banners (issue 16): staff write an announcement in English and French in
 * /admin and publish it; a reader whose language is French sees it in French with the unread
 * marker on /notice2, opens it and the marker goes; the home page shows the banners and the
 * latest announcements. Screenshots at the widths, the phone and Arabic close the file.
 */

const stamp = Date.now().toString(36);
const EN_TITLE = `Launch of the USDT/EUR reference board ${stamp}`;
const FR_TITLE = `Lancement du tableau de référence USDT/EUR ${stamp}`;
const contexts: BrowserContext[] = [];
let staff: Page;
let session: { token: string; user: string };

async function open(options: Parameters<typeof newPage>[0] & { signedIn?: boolean } = {}): Promise<Page> {
  const opened = await newPage(options);
  contexts.push(opened.context);
  if (options.signedIn) {
    await opened.context.addInitScript(({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    }, session);
  }
  return opened.page;
}

beforeAll(async () => {
  const opened = await newPage({ width: 1440, height: 900 });
  contexts.push(opened.context);
  staff = opened.page;
  await opened.context.addInitScript((token) => window.localStorage.setItem('staff_token', token), inject('staffToken'));
  const reader = await signUpByApi(uniqueEmail('notice'), 'Notice#2026reader');
  session = { token: reader.token, user: JSON.stringify(reader.user) };
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

it('staff write an announcement in English and French in /admin and publish it', async () => {
  await staff.goto('/admin/announcements');
  await staff.getByTestId('announcements-desk').waitFor();
  await staff.locator('[data-testid^="announcement-row-"]').first().waitFor();
  await screenshot(staff, 'content-admin-announcements');

  await staff.getByTestId('announcement-new').click();
  await staff.getByTestId('announcement-editor').waitFor();
  await staff.getByTestId('announcement-title').fill(EN_TITLE);
  await staff
    .getByTestId('announcement-body')
    .fill('The **reference board** shows USDT against EUR.\n\n| Pair | Source |\n|---|---|\n| USDT/EUR | FX reference ticks |');
  await staff.getByTestId('announcement-body-preview-tab').click();
  await staff.getByTestId('announcement-body-preview').locator('strong', { hasText: 'reference board' }).waitFor();
  await screenshot(staff, 'content-admin-editor');

  await staff.getByTestId('lang-tab-fr').click();
  await staff.getByTestId('announcement-title').fill(FR_TITLE);
  await staff.getByRole('tab', { name: /Write|Rédiger/ }).click();
  await staff.getByTestId('announcement-body').fill('Le **tableau de référence** affiche l’USDT contre l’EUR.');
  expect(await staff.getByTestId('lang-tab-fr').getAttribute('data-written')).toBe('true');
  await staff.getByTestId('announcement-save').click();

  // A new draft goes straight to the publish dialog: publish now.
  await staff.getByTestId('announcement-publish-confirm').click();
  const row = staff.locator('[data-testid^="announcement-row-"]', { hasText: EN_TITLE });
  await row.and(staff.locator('[data-state="live"]')).waitFor();
  expect(await row.innerText()).toMatch(/2 of 13 languages/);
});

it('a French reader sees it in French with the unread marker on /notice2; opening it clears the marker', async () => {
  const page = await open({ lang: 'fr', width: 1280, height: 900, signedIn: true });
  await page.goto('/notice2');
  const item = page.getByTestId('notice-item').filter({ hasText: FR_TITLE });
  await item.waitFor();
  expect(await item.getAttribute('data-unread')).toBe('true');
  expect(await item.getByTestId('notice-unread').count()).toBe(1);
  expect(await page.getByTestId('notice-item').filter({ hasText: EN_TITLE }).count()).toBe(0);
  const unreadBefore = Number(await page.getByTestId('notice-unread-total').getAttribute('data-count'));
  expect(unreadBefore).toBeGreaterThan(0);
  await screenshot(page, 'content-notice2-fr');

  await item.getByTestId('notice-open').click();
  await page.getByTestId('notice-detail-title').filter({ hasText: FR_TITLE }).waitFor();
  expect(await page.getByTestId('notice-body').innerText()).toContain('tableau de référence');
  expect(await page.getByTestId('notice-fallback').count()).toBe(0);
  await screenshot(page, 'content-notice-detail-fr');

  await page.getByTestId('notice-back').click();
  const after = page.getByTestId('notice-item').filter({ hasText: FR_TITLE });
  await page.locator(`[data-testid="notice-item"][data-unread="false"]`, { hasText: FR_TITLE }).waitFor();
  expect(await after.getByTestId('notice-unread').count()).toBe(0);
  await page.locator(`[data-testid="notice-unread-total"][data-count="${unreadBefore - 1}"]`).waitFor();
});

it('an untranslated announcement is shown in English with a visible note', async () => {
  // The seeded announcements exist in every language; the new one has no German: read it in German.
  const german = await open({ lang: 'de', width: 1280, height: 900 });
  await german.goto('/notice');
  const item = german.getByTestId('notice-item').filter({ hasText: EN_TITLE });
  await item.waitFor();
  await item.getByTestId('notice-fallback').waitFor();
  await item.getByTestId('notice-open').click();
  await german.getByTestId('notice-detail-title').filter({ hasText: EN_TITLE }).waitFor();
  expect(await german.getByTestId('notice-fallback').innerText()).toContain('Deutsch');
  await screenshot(german, 'content-notice-detail-fallback-de');
  await german.getByTestId('notice-back').click();
  await german.getByTestId('notice-list').waitFor();
  await screenshot(german, 'content-notice-1280-de');
});

it('the home page shows the banners and the latest announcements, linking to their pages', async () => {
  const page = await open({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByTestId('home-banners').waitFor();
  // The carousel clones slides at both ends for its loop: count the real ones.
  const slides = page.locator('.slick-slide:not(.slick-cloned) [data-testid="home-banner"]');
  expect(await slides.count()).toBeGreaterThanOrEqual(3);
  await page.getByTestId('home-announcements').waitFor();
  const latest = page.getByTestId('home-announcement');
  expect(await latest.count()).toBe(3);
  expect(await page.getByTestId('home-announcements').innerText()).toContain(EN_TITLE);
  await screenshot(page, 'content-home-1280');

  await page.getByTestId('home-announcements-more').click();
  await page.getByTestId('page-notice').waitFor();
  await visit(page, '/');
  await page.locator('.slick-slide.slick-active [data-testid="home-banner-detail"]').click();
  await page.getByTestId('banner-detail-title').waitFor();
  await page.getByTestId('banner-body').waitFor();
  await screenshot(page, 'content-banner-detail');
});

it('looks right at 1920, on the phone and in Arabic', async () => {
  const wide = await open({ width: 1920, height: 1080 });
  await wide.goto('/');
  await wide.getByTestId('home-banner-title').first().waitFor();
  await screenshot(wide, 'content-home-1920');
  await visit(wide, '/notice');
  await wide.getByTestId('notice-list').waitFor();
  await screenshot(wide, 'content-notice-1920');

  const phone = await open({ width: 390, height: 844, userAgent: IPHONE_UA, signedIn: true });
  await phone.goto('/m/');
  await phone.getByTestId('home-banner-title').first().waitFor();
  await phone.getByTestId('home-announcements').waitFor();
  await phone.getByTestId('home-banners').scrollIntoViewIfNeeded();
  await screenshot(phone, 'content-home-phone');
  await visit(phone, '/m/notice2');
  await phone.getByTestId('notice-list').waitFor();
  await screenshot(phone, 'content-notice2-phone');
  await phone.getByTestId('notice-open').first().click();
  await phone.getByTestId('notice-body').waitFor();
  await screenshot(phone, 'content-notice-detail-phone');

  const arabic = await open({ lang: 'ar', width: 1280, height: 900 });
  await arabic.goto('/');
  await arabic.getByTestId('home-banner-title').first().waitFor();
  expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl');
  await arabic.getByTestId('home-banners').scrollIntoViewIfNeeded();
  await screenshot(arabic, 'content-home-ar');
  await visit(arabic, '/notice');
  await arabic.getByTestId('notice-list').waitFor();
  await screenshot(arabic, 'content-notice-ar');
  await arabic.getByTestId('notice-open').first().click();
  await arabic.getByTestId('notice-body').waitFor();
  await screenshot(arabic, 'content-notice-detail-ar');

  await staff.goto('/admin/banners');
  await staff.locator('[data-testid^="banner-row-"]').first().waitFor();
  await screenshot(staff, 'content-admin-banners');
  await staff.getByTestId('banner-edit').first().click();
  await staff.getByTestId('banner-editor').waitFor();
  await staff.getByTestId('banner-image-preview').waitFor();
  await screenshot(staff, 'content-admin-banner-editor');
});
