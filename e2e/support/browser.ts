import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const SCREENSHOT_DIR = join(import.meta.dirname, '../screenshots');

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let browser: Browser | undefined;

export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Spec language code stored as the user's choice before the first load. */
  lang?: string;
  userAgent?: string;
  /** Browser UI language (navigator.languages). */
  locale?: string;
  /** The system's colour scheme the page sees; light unless a test says otherwise, so that screenshots are repeatable. */
  colorScheme?: 'light' | 'dark';
}

/** A fresh context (own localStorage) and page on the platform. */
export async function newPage(options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await connectBrowser()).newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    userAgent: options.userAgent,
    locale: options.locale ?? 'en-US',
    isMobile: options.userAgent === IPHONE_UA,
    hasTouch: options.userAgent === IPHONE_UA,
    colorScheme: options.colorScheme ?? 'light',
    // Dialogs open without their zoom: under CI load a click could land while one was still moving.
    reducedMotion: 'reduce',
  });
  if (options.lang) {
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
    }, options.lang);
  }
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/** A valid UK mobile number (07 4xx…), different on every call. */
export function uniqueUkMobile(): string {
  return `074${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
